-- SLC Trips schema. Forward-only; every table says why it exists.
-- Row-level security is on for every table. The server connects as the table owner (which
-- RLS does not restrict); the anon and authenticated roles that Supabase exposes to browsers
-- may read destinations and nothing else. Locally (PGlite, plain PostgreSQL) the two roles are
-- created here so the same policies can be tested.

DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'anon') THEN
    CREATE ROLE anon NOLOGIN;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'authenticated') THEN
    CREATE ROLE authenticated NOLOGIN;
  END IF;
END
$$;

CREATE TABLE destinations (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text NOT NULL,
  category text NOT NULL,
  subscription_tier text NOT NULL DEFAULT 'free' CHECK (subscription_tier IN ('free', 'premium', 'olympic')),
  drive_time_minutes integer NOT NULL DEFAULT 0 CHECK (drive_time_minutes >= 0),
  is_olympic_venue boolean NOT NULL DEFAULT false,
  family_friendly boolean NOT NULL DEFAULT false,
  lat double precision,
  lng double precision,
  -- the remaining SPEC §3 fields (description, highlights, hours, …) as one document
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  origin text NOT NULL DEFAULT 'catalogue' CHECK (origin IN ('catalogue', 'submission')),
  -- set when staff or a user changes the row; the seed never overwrites such a row
  touched_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
COMMENT ON TABLE destinations IS 'The public catalogue: places reachable by car from SLC International, seeded from supabase/seed and extended by approved submissions.';
CREATE INDEX destinations_drive_time_idx ON destinations (drive_time_minutes);
CREATE INDEX destinations_category_idx ON destinations (category);

CREATE TABLE seed_state (
  name text PRIMARY KEY,
  content_hash text NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now()
);
COMMENT ON TABLE seed_state IS 'Which version of each seed was last applied, so a start-up with unchanged seed files does no work.';

CREATE TABLE profiles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  subscription_tier text NOT NULL DEFAULT 'free' CHECK (subscription_tier IN ('free', 'premium', 'olympic')),
  role text NOT NULL DEFAULT 'visitor' CHECK (role IN ('visitor', 'staff')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
COMMENT ON TABLE profiles IS 'One row per signed-in person: the access tier that gates destinations and the staff role.';

CREATE TABLE auth_tokens (
  token_hash text PRIMARY KEY,
  email text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
COMMENT ON TABLE auth_tokens IS 'Embedded sign-in: single-use magic-link tokens (only their hashes are stored).';

CREATE TABLE sessions (
  id_hash text PRIMARY KEY,
  profile_id uuid NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
COMMENT ON TABLE sessions IS 'Embedded sign-in: server-side sessions, so signing out ends them (only hashes of the cookie values are stored).';

CREATE TABLE favorites (
  profile_id uuid NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  destination_id text NOT NULL REFERENCES destinations (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (profile_id, destination_id)
);
COMMENT ON TABLE favorites IS 'Destinations a signed-in person has favourited; the primary key makes adding idempotent.';

CREATE TABLE kit_interest (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  ranked_kits text[] NOT NULL CHECK (cardinality(ranked_kits) BETWEEN 1 AND 5),
  feedback text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
COMMENT ON TABLE kit_interest IS 'Ranked trip-kit interest, one current ranking per e-mail address (a repeat replaces it).';

CREATE TABLE interactions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('destination_detail_view', 'destinations_browse', 'email_interaction', 'analytics_event', 'social_media_access', 'other')),
  destination_id text,
  destination_name text,
  email text,
  session_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  notified_at timestamptz
);
COMMENT ON TABLE interactions IS 'First-party interaction log for the staff dashboard and the five-minute digest; notified_at marks what a digest already sent.';
CREATE INDEX interactions_created_idx ON interactions (created_at DESC);
CREATE INDEX interactions_pending_idx ON interactions (id) WHERE notified_at IS NULL;

CREATE TABLE submissions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  category text NOT NULL,
  address text NOT NULL,
  website text,
  phone text NOT NULL,
  email text NOT NULL,
  description text NOT NULL,
  highlights text,
  hours text,
  pricing text,
  seasonality text,
  contact_name text NOT NULL,
  business_role text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  review_notes text,
  reviewed_at timestamptz,
  destination_id text REFERENCES destinations (id) ON DELETE SET NULL,
  client_key text,
  created_at timestamptz NOT NULL DEFAULT now()
);
COMMENT ON TABLE submissions IS 'Destinations proposed by businesses through the public form, waiting for or past staff review.';

CREATE TABLE forum_scans (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  status text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'finished', 'failed')),
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  total integer NOT NULL DEFAULT 0,
  high_potential integer NOT NULL DEFAULT 0,
  error text
);
COMMENT ON TABLE forum_scans IS 'Each community (Reddit) discovery scan; at most one may be running.';
CREATE UNIQUE INDEX forum_scans_one_running ON forum_scans ((true)) WHERE status = 'running';

CREATE TABLE forum_discoveries (
  post_id text PRIMARY KEY,
  scan_id bigint NOT NULL REFERENCES forum_scans (id) ON DELETE CASCADE,
  subreddit text NOT NULL,
  title text NOT NULL,
  selftext text NOT NULL DEFAULT '',
  url text NOT NULL,
  score integer NOT NULL DEFAULT 0,
  num_comments integer NOT NULL DEFAULT 0,
  created_utc timestamptz NOT NULL,
  content_potential numeric(4, 2) NOT NULL DEFAULT 0,
  matching_keywords text[] NOT NULL DEFAULT '{}',
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);
COMMENT ON TABLE forum_discoveries IS 'Community posts found by scans, merged by post id across scans; the latest scan id says where a post was last seen.';

CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL
);
COMMENT ON TABLE rate_limits IS 'Fixed-window counters for endpoints that must not be flooded (beacons, submissions, sign-in mail).';

-- Row-level security: on everywhere; only destinations has a policy for browser roles.
ALTER TABLE destinations ENABLE ROW LEVEL SECURITY;
ALTER TABLE seed_state ENABLE ROW LEVEL SECURITY;
ALTER TABLE profiles ENABLE ROW LEVEL SECURITY;
ALTER TABLE auth_tokens ENABLE ROW LEVEL SECURITY;
ALTER TABLE sessions ENABLE ROW LEVEL SECURITY;
ALTER TABLE favorites ENABLE ROW LEVEL SECURITY;
ALTER TABLE kit_interest ENABLE ROW LEVEL SECURITY;
ALTER TABLE interactions ENABLE ROW LEVEL SECURITY;
ALTER TABLE submissions ENABLE ROW LEVEL SECURITY;
ALTER TABLE forum_scans ENABLE ROW LEVEL SECURITY;
ALTER TABLE forum_discoveries ENABLE ROW LEVEL SECURITY;
ALTER TABLE rate_limits ENABLE ROW LEVEL SECURITY;

-- Supabase grants table privileges to anon/authenticated by default and relies on RLS;
-- grant the same here so the policies, not missing grants, are what the tests exercise.
GRANT USAGE ON SCHEMA public TO anon, authenticated;
GRANT SELECT ON ALL TABLES IN SCHEMA public TO anon, authenticated;

CREATE POLICY destinations_public_read ON destinations FOR SELECT TO anon, authenticated USING (true);
COMMENT ON POLICY destinations_public_read ON destinations IS 'The catalogue is public: anyone may read it. Writes go through the server only.';
