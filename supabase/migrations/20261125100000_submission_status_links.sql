-- Submitters see their status (issue 21, decision 025).
--
-- Each e-mail to a submitter (the confirmation and every staff decision) carries a private
-- link /submissions/status?token=…; only the SHA-256 of the newest token is kept here, so a
-- leaked database does not leak working links, and a newer e-mail retires the older link.
-- Staff may now ask for changes ('needs_changes'): the submitter corrects the fields through
-- the link, which puts the submission back to 'pending'. updated_at is the last change by
-- either side (the status page shows it; the review list keeps ordering by created_at).
ALTER TABLE submissions
  ADD COLUMN status_token_hash text,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
COMMENT ON COLUMN submissions.status_token_hash IS 'Hex SHA-256 of the newest status-link token mailed to the submitter; NULL for submissions made before status links. Never sent to any client.';
COMMENT ON COLUMN submissions.updated_at IS 'When the submitter or staff last changed the submission.';
UPDATE submissions SET updated_at = coalesce(reviewed_at, created_at);
CREATE UNIQUE INDEX submissions_status_token_idx ON submissions (status_token_hash) WHERE status_token_hash IS NOT NULL;

ALTER TABLE submissions DROP CONSTRAINT submissions_status_check;
ALTER TABLE submissions ADD CONSTRAINT submissions_status_check CHECK (status IN ('pending', 'approved', 'rejected', 'needs_changes'));

-- Row-level security stays on with no policy for browser roles (create_schema): the status
-- page reads and writes only through the server's token-checked endpoint.
