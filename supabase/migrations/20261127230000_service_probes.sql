-- The last probe of each outside service (issue 40, decision 059c), for the staff status.
--
-- A schedule (functions/probe-services.mts) makes one cheap real call to each service every five
-- minutes. Netlify runs it in whichever instance it starts and the staff status is answered by
-- another, so the outcome is kept here (one row per service, overwritten), not in memory.
CREATE TABLE service_probes (
  service text PRIMARY KEY CHECK (service ~ '^[a-z0-9-]{1,32}$'),
  probed_at timestamptz NOT NULL,
  state text NOT NULL CHECK (state IN ('ok', 'failed', 'not configured')),
  detail text NOT NULL CHECK (char_length(detail) <= 300)
);
COMMENT ON TABLE service_probes IS 'One row per outside service: when the schedule last probed it, whether it answered, and what it answered or why it failed.';

ALTER TABLE service_probes ENABLE ROW LEVEL SECURITY;
-- No policy: browser roles neither read nor write it; only the server's own role (the probe
-- schedule and the staff status) uses the table.
REVOKE ALL ON service_probes FROM anon, authenticated;
