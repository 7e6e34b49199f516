-- The brand's social accounts and the Media Hub's video ids, set by staff on the admin
-- dashboard instead of being written into the code (decision 020). A setting that is not
-- set has no row, and whatever it would have shown is not rendered.
CREATE TABLE social_settings (
  key text PRIMARY KEY CHECK (key ~ '^(account|video):[a-z-]{2,40}$'),
  value text NOT NULL CHECK (char_length(value) BETWEEN 1 AND 100),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text NOT NULL
);
COMMENT ON TABLE social_settings IS 'Staff-set social account handles (account:tiktok …) and Media Hub video ids (video:{slot}); no row means unset. Read by the build and by GET /api/social-settings, written only by the staff endpoint.';

-- Row-level security on and no policy: browser roles reach these values only through the
-- server's public GET endpoint, and only staff change them through the server.
ALTER TABLE social_settings ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON social_settings FROM anon, authenticated;
