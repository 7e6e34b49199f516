-- The pending rebuild of the prebuilt site (issue 21, decision 027).
--
-- Approving a submission changes the catalogue the static pages were built from. The server asks
-- for a rebuild (Netlify's build hook) once per burst of approvals: the first request of a burst
-- stores requested_at, later ones join it, and whoever flushes after the debounce window (the
-- process that made the request, or the next scheduled run if that process is gone) claims the
-- row with one atomic UPDATE and calls the hook once. Held here, not in memory, because Netlify
-- functions are short-lived and run in many instances.
CREATE TABLE site_builds (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  requested_at timestamptz,
  hook_called_at timestamptz,
  last_error text
);
COMMENT ON TABLE site_builds IS 'One row: the pending rebuild of the prebuilt site (requested_at, null when none), when the build hook was last called and its last failure.';
INSERT INTO site_builds (id) VALUES (true);

ALTER TABLE site_builds ENABLE ROW LEVEL SECURITY;
-- No policy: browser roles neither read nor write it; the server's own role owns the table.
REVOKE ALL ON site_builds FROM anon, authenticated;
