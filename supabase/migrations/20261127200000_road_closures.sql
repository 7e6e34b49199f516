-- Live road closures from the Utah Department of Transportation (issue 27, decision 048).
--
-- One scheduled function (functions/scan-udot.mts) reads UDOT's traffic API into these two
-- tables; every instance answers GET /api/road-closures from them, so all instances show the
-- same closures, and UDOT's request budget (10 calls a minute) is kept in request_budgets
-- under the key 'udot' (src/server/requestBudget.ts), as the Reddit scans keep theirs.
CREATE TABLE road_closures (
  id text PRIMARY KEY CHECK (char_length(id) BETWEEN 1 AND 200),
  kind text NOT NULL CHECK (kind IN ('closure', 'restriction')),
  roadway text NOT NULL CHECK (char_length(roadway) <= 200),
  description text NOT NULL CHECK (char_length(description) <= 2000),
  location text CHECK (char_length(location) <= 300),
  lat double precision,
  lng double precision,
  starts_at timestamptz,
  ends_at timestamptz,
  updated_at timestamptz,
  edge_keys text[] NOT NULL DEFAULT '{}',
  place_ids text[] NOT NULL DEFAULT '{}'
);
COMMENT ON TABLE road_closures IS 'UDOT events of the last successful scan that close a road fully (kind closure) or restrict it (kind restriction: traction laws, chains), each matched to the road graph''s segments (edge_keys, "road:from-to") and to the catalogue places those segments cut off (place_ids). Replaced whole by each scan. Server only.';
COMMENT ON COLUMN road_closures.starts_at IS 'UDOT''s StartDate; the closure counts from then.';
COMMENT ON COLUMN road_closures.ends_at IS 'UDOT''s PlannedEndDate; null when UDOT gives none (in force until a scan no longer lists it).';

CREATE TABLE road_closure_checks (
  source text PRIMARY KEY CHECK (source = 'udot'),
  checked_at timestamptz,
  ok_at timestamptz,
  error text CHECK (char_length(error) <= 500)
);
COMMENT ON TABLE road_closure_checks IS 'When UDOT was last asked (checked_at), when it last answered in full (ok_at) and the last failure: the pages show live closures only while ok_at is recent, the usual winter windows otherwise. One row. Server only.';

-- Row-level security on and no policy: browser roles (anon, authenticated) read and write
-- nothing; the server's own role answers /api/road-closures.
ALTER TABLE road_closures ENABLE ROW LEVEL SECURITY;
ALTER TABLE road_closure_checks ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON road_closures FROM anon, authenticated;
REVOKE ALL ON road_closure_checks FROM anon, authenticated;
