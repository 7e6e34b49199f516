import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { ApiError, apiFetch, errorText } from '../../lib/api.ts';
import { toast } from '../../lib/toast.ts';
import { useCurrentUser } from '../accounts/useCurrentUser.ts';
import { ISSUE_LIMITS, type NewsletterCounts } from './newsletter.ts';

type Issue = { path: string; message: string };

/**
 * The admin dashboard's newsletter section: how many addresses are confirmed (and pending or
 * gone), the CSV of the confirmed ones, and a form that mails one plain-text issue to every
 * confirmed subscriber. Staff only; the server checks the role and validates the issue again.
 */
export default function NewsletterAdmin() {
  const { data: user } = useCurrentUser();
  const isStaff = Boolean(user?.isStaff);
  const [counts, setCounts] = useState<NewsletterCounts | null>(null);
  const [loadError, setLoadError] = useState('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [issues, setIssues] = useState<Issue[]>([]);
  const [sending, setSending] = useState(false);

  const load = useCallback(() => {
    apiFetch<NewsletterCounts>('/api/admin/newsletter').then(
      (c) => {
        setCounts(c);
        setLoadError('');
      },
      (error: unknown) => setLoadError(errorText(error, 'The newsletter counts could not be loaded.')),
    );
  }, []);
  useEffect(() => {
    if (isStaff) load();
  }, [isStaff, load]);

  if (!isStaff) return null;
  const issueOf = (name: string) => issues.find((i) => i.path === name)?.message;

  async function send(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    try {
      const sent = await apiFetch<{ recipients: number }>('/api/admin/newsletter/send', { body: { subject, body } });
      setIssues([]);
      setSubject('');
      setBody('');
      toast('Issue sent', `Mailed to ${sent.recipients} confirmed ${sent.recipients === 1 ? 'subscriber' : 'subscribers'}.`);
      load();
    } catch (error) {
      const answer = error instanceof ApiError ? (JSON.parse(error.body || '{}') as { issues?: Issue[] }) : {};
      setIssues(answer.issues ?? []);
      toast('Issue not sent', answer.issues?.[0]?.message ?? errorText(error, 'Please try again.'), 'error');
    } finally {
      setSending(false);
    }
  }

  const subjectIssue = issueOf('subject');
  const bodyIssue = issueOf('body');
  return (
    <section className="card newsletter-admin" aria-labelledby="newsletter-admin-heading">
      <div className="card-body">
        <h2 id="newsletter-admin-heading">Newsletter</h2>
        {loadError && <p role="alert">{loadError}</p>}
        {counts && (
          <p data-newsletter-counts>
            <strong data-confirmed>{counts.confirmed}</strong> confirmed {counts.confirmed === 1 ? 'subscriber' : 'subscribers'}; {counts.pending} waiting for
            confirmation; {counts.unsubscribed} unsubscribed.
          </p>
        )}
        <p>
          <a href="/api/admin/newsletter.csv" download>
            Export confirmed subscribers (CSV)
          </a>
        </p>
        <form onSubmit={send} noValidate>
          <h3>Send an issue to confirmed subscribers</h3>
          <label htmlFor="newsletter-subject">Subject</label>
          <input
            id="newsletter-subject"
            value={subject}
            maxLength={ISSUE_LIMITS.subject}
            onChange={(e) => setSubject(e.target.value)}
            aria-invalid={subjectIssue ? true : undefined}
            aria-describedby={subjectIssue ? 'newsletter-subject-error' : undefined}
          />
          {subjectIssue && (
            <p className="field-error" id="newsletter-subject-error">
              {subjectIssue}
            </p>
          )}
          <label htmlFor="newsletter-body">Text (plain text; a blank line starts a paragraph)</label>
          <textarea
            id="newsletter-body"
            rows={8}
            value={body}
            maxLength={ISSUE_LIMITS.body}
            onChange={(e) => setBody(e.target.value)}
            aria-invalid={bodyIssue ? true : undefined}
            aria-describedby={bodyIssue ? 'newsletter-body-error' : undefined}
          />
          {bodyIssue && (
            <p className="field-error" id="newsletter-body-error">
              {bodyIssue}
            </p>
          )}
          <p className="muted">Each subscriber gets their own copy with a link to leave the list.</p>
          <button type="submit" className="button" disabled={sending}>
            {sending ? 'Sending…' : 'Send to confirmed subscribers'}
          </button>
        </form>
      </div>
    </section>
  );
}
