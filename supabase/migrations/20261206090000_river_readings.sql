-- The river gauges' readings (issue 49, decision 084): a schedule (functions/scan-rivers.mts)
-- reads each gauge whose flow opens or closes a place (The Narrows: the North Fork of the Virgin
-- River at Springdale, USGS-09405500) from USGS Water Data every 15 minutes and keeps the
-- latest reading here, so every instance answers GET /api/river-flow with the same reading, and
-- the status page can say when USGS last answered.
CREATE TABLE river_readings (
  gauge text PRIMARY KEY CHECK (gauge ~ '^USGS-[0-9]{8,15}$'),
  cfs double precision CHECK (cfs >= 0),
  measured_at timestamptz,
  answered_at timestamptz,
  checked_at timestamptz NOT NULL,
  error text CHECK (char_length(error) <= 500),
  CHECK ((cfs IS NULL) = (measured_at IS NULL))
);
COMMENT ON TABLE river_readings IS 'One row per USGS gauge: its latest discharge (cubic feet per second) and when it was measured, when USGS last answered with it (answered_at), when the gauge was last asked (checked_at) and the last failure (null when that ask succeeded). A failed ask keeps the last reading. Server only.';

-- Row-level security on and no policy: browser roles read and write nothing; the server's own
-- role answers /api/river-flow.
ALTER TABLE river_readings ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON river_readings FROM anon, authenticated;
