-- The last run of each scheduled function (issue 30, decision 041), for the staff status.
--
-- Netlify runs a schedule in whichever function instance it starts, and the staff status is
-- answered by another: what a run leaves in memory is not seen there, so each run records its
-- start and its end here (one row per schedule, overwritten). A run that started and has no
-- end is either still going or was stopped by the platform (scheduled functions stop after 30 s).
CREATE TABLE schedule_runs (
  name text PRIMARY KEY CHECK (name ~ '^[a-z0-9-]{1,64}$'),
  started_at timestamptz NOT NULL,
  finished_at timestamptz,
  ok boolean,
  detail text CHECK (char_length(detail) <= 500)
);
COMMENT ON TABLE schedule_runs IS 'One row per scheduled function: when its last run started and ended, whether it succeeded, and what it answered or why it failed.';

ALTER TABLE schedule_runs ENABLE ROW LEVEL SECURITY;
-- No policy: browser roles neither read nor write it; only the server's own role (the staff
-- status and the schedules themselves) uses the table.
REVOKE ALL ON schedule_runs FROM anon, authenticated;
