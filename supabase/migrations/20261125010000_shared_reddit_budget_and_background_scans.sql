-- Reddit scans run in a Netlify background function (decision record 015b), possibly in a
-- different instance from the one that started them, and more than one instance may call Reddit.
--
-- 1. The request budget lives here instead of in each process's memory, so every instance
--    paces against the same count: the times of the requests sent in the last window (a
--    sliding log; at most the budget's size, e.g. 100) and any pause Reddit asked for.
CREATE TABLE request_budgets (
  key text PRIMARY KEY,
  sent timestamptz[] NOT NULL DEFAULT '{}',
  blocked_until timestamptz
);
COMMENT ON TABLE request_budgets IS 'Request budgets toward outside services shared by every server instance (Reddit: at most 100 requests a minute): the send times within the window and any pause the service asked for. Server only.';
COMMENT ON COLUMN request_budgets.sent IS 'When each request of the current window was sent, oldest first.';
COMMENT ON COLUMN request_budgets.blocked_until IS 'No request before this time (the service answered 429 or announced an exhausted allowance).';
-- Row-level security on and no policy: browser roles (anon, authenticated) read and write nothing.
ALTER TABLE request_budgets ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON request_budgets FROM anon, authenticated;

-- 2. When the background function took a scan up. A scan the function never took up (the
--    trigger was lost, or refused for a wrong secret) is failed after two minutes instead of
--    showing as running for fifteen; a second delivery of the same scan finds it taken.
ALTER TABLE forum_scans ADD COLUMN picked_up_at timestamptz;
COMMENT ON COLUMN forum_scans.picked_up_at IS 'When the background scan function began this scan; null while it waits to be taken up.';
