-- Saved trips of the planner (/plan): a named plan URL per signed-in person.
-- The plan itself is not stored, only its inputs (the query string): reopening the URL plans
-- it again on the road network of the day, so a saved trip never shows stale drive times.
CREATE TABLE trips (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  profile_id uuid NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 80),
  query text NOT NULL CHECK (char_length(query) BETWEEN 1 AND 2000),
  plan smallint NOT NULL DEFAULT 0 CHECK (plan BETWEEN 0 AND 30),
  created_at timestamptz NOT NULL DEFAULT now()
);
COMMENT ON TABLE trips IS 'Planner trips a signed-in person saved: a name, the plan URL''s query string and which of its plans; read and deleted by their owner only, through the server.';
CREATE INDEX trips_profile_created ON trips (profile_id, created_at DESC);

-- Like favourites: only the server (the table owner) reads and writes trips, after checking the
-- session; browser roles get no policy, so row-level security hides every row from them.
ALTER TABLE trips ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON trips FROM anon, authenticated;
