-- The newsletter (issue 51, decision 074): a real list with double opt-in through the site's
-- mail. A sign-up is pending until its confirmation link is opened; every mail carries its own
-- unsubscribe link. Only the hashes of the links' tokens are kept, as for sign-in links.
CREATE TABLE newsletter_subscribers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL CHECK (char_length(email) BETWEEN 3 AND 254 AND email = lower(email)),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
  confirm_token_hash text NOT NULL UNIQUE CHECK (char_length(confirm_token_hash) = 64),
  -- One hash per mail sent (the confirmation, each issue): a link in an old mail keeps working.
  unsubscribe_token_hashes text[] NOT NULL DEFAULT '{}',
  source_page text CHECK (char_length(source_page) <= 200),
  created_at timestamptz NOT NULL DEFAULT now(),
  confirm_sent_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz,
  unsubscribed_at timestamptz
);
COMMENT ON TABLE newsletter_subscribers IS 'Newsletter sign-ups: the address, its status (pending until the confirmation link is opened, confirmed, unsubscribed), when each happened, the page it came from and the hashes of its confirmation and unsubscribe links. Read and written by the server only.';
CREATE UNIQUE INDEX newsletter_subscribers_email ON newsletter_subscribers (lower(email));
CREATE INDEX newsletter_subscribers_unsubscribe ON newsletter_subscribers USING gin (unsubscribe_token_hashes);

CREATE TABLE newsletter_issues (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  subject text NOT NULL CHECK (char_length(subject) BETWEEN 1 AND 150),
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 20000),
  sent_by text NOT NULL CHECK (char_length(sent_by) <= 254),
  sent_at timestamptz NOT NULL DEFAULT now(),
  recipients integer NOT NULL CHECK (recipients >= 0)
);
COMMENT ON TABLE newsletter_issues IS 'Each newsletter issue staff sent: subject, text, who sent it, when, and to how many confirmed subscribers.';

-- Addresses are personal data: browser roles (Supabase anon/authenticated) neither read nor
-- write either table; the server's own role does, after checking the request.
ALTER TABLE newsletter_subscribers ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON newsletter_subscribers FROM anon, authenticated;
CREATE POLICY newsletter_subscribers_no_browser ON newsletter_subscribers AS RESTRICTIVE FOR ALL TO anon, authenticated USING (false) WITH CHECK (false);
COMMENT ON POLICY newsletter_subscribers_no_browser ON newsletter_subscribers IS 'Says in the schema what the missing grants already ensure: no row is visible or writable to a browser role, even if a grant is added later by mistake.';

ALTER TABLE newsletter_issues ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON newsletter_issues FROM anon, authenticated;
CREATE POLICY newsletter_issues_no_browser ON newsletter_issues AS RESTRICTIVE FOR ALL TO anon, authenticated USING (false) WITH CHECK (false);
COMMENT ON POLICY newsletter_issues_no_browser ON newsletter_issues IS 'Issues are staff records: no browser role reads or writes them; staff see them through the server.';
