import { useEffect, useRef, useState } from 'react';
import { ApiError, apiFetch } from '../../lib/api.ts';
import { utahDateTimeText } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { categoryName, ROLE_LABELS, STATUS_EXPLANATIONS, STATUS_LABELS, type SubmissionStatusView } from './submissions.ts';
import SubmitDestinationForm from './SubmitDestinationForm.tsx';
import Field, { PlaceFieldRows } from './SubmissionField.tsx';
import PartnerPhotoUpload from '../photos/PartnerPhotoUpload.tsx';

type State = { kind: 'loading' } | { kind: 'invalid' } | { kind: 'error'; message: string } | { kind: 'ready'; view: SubmissionStatusView };

const endpoint = (token: string) => `/api/submissions/status?token=${encodeURIComponent(token)}`;
const when = (iso: string) => utahDateTimeText(new Date(iso));

function errorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return 'Too many requests from this connection. Please wait a few minutes and reload the page.';
  return 'We could not load your submission just now. Please reload the page in a moment.';
}

/** What the submitter sent, field by field, under the catalogue's names of the place fields. */
export function SubmittedDetails({ view }: { view: SubmissionStatusView }) {
  return (
    <section className="card submission-details" aria-labelledby="details-heading">
      <div className="card-body">
        <h2 id="details-heading">What you submitted</h2>
        <dl className="submission-fields">
          <Field label="Category" value={categoryName(view.category)} />
          <PlaceFieldRows fields={['address', 'website', 'phone']} of={view} />
          <Field label="E-mail" value={view.email} />
          <PlaceFieldRows fields={['description', 'highlights', 'hours', 'pricing', 'seasonality']} of={view} />
          <Field label="Contact" value={`${view.contactName} (${ROLE_LABELS[view.businessRole] ?? view.businessRole})`} />
        </dl>
      </div>
    </section>
  );
}

/**
 * /submissions/status?token=…: the submitter's private view of their submission (decision 025):
 * its status in plain words, the reviewer's notes, the place's page once approved, and the
 * form again, pre-filled, while staff ask for changes.
 */
export default function SubmissionStatus({ contactEmail }: { contactEmail: string }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [token, setToken] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusAfterSave = useRef(false);

  useEffect(() => {
    const value = new URLSearchParams(window.location.search).get('token');
    setToken(value);
    if (!value) {
      setState({ kind: 'invalid' });
      return;
    }
    apiFetch<SubmissionStatusView>(endpoint(value))
      .then((view) => setState({ kind: 'ready', view }))
      .catch((error: unknown) =>
        setState(
          error instanceof ApiError && (error.status === 404 || error.status === 400) ? { kind: 'invalid' } : { kind: 'error', message: errorMessage(error) },
        ),
      );
  }, []);

  useEffect(() => {
    if (state.kind === 'ready' && focusAfterSave.current) {
      focusAfterSave.current = false;
      heading.current?.focus();
    }
  }, [state]);

  async function save(values: Record<string, string>) {
    if (!token) return;
    try {
      const view = await apiFetch<SubmissionStatusView>(endpoint(token), { method: 'PATCH', body: values });
      focusAfterSave.current = true;
      setState({ kind: 'ready', view });
      toast('Corrections sent', 'Your submission is back in the review queue. We will e-mail you when it has been reviewed.');
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return setState({ kind: 'invalid' });
      if (error instanceof ApiError && error.status === 409) {
        // Staff decided meanwhile: show what it is now.
        const view = await apiFetch<SubmissionStatusView>(endpoint(token)).catch(() => null);
        if (view) setState({ kind: 'ready', view });
      }
      toast(
        'Corrections not sent',
        error instanceof ApiError ? (error.serverMessage ?? errorMessage(error)) : `Please try again or e-mail us at ${contactEmail}`,
        'error',
      );
    }
  }

  if (state.kind === 'loading') return <p className="muted">Loading your submission…</p>;
  if (state.kind === 'error') return <p role="alert">{state.message}</p>;
  if (state.kind === 'invalid') {
    return (
      <div className="card status-invalid">
        <div className="card-body">
          <h2>This status link is not valid</h2>
          <p>
            It may be mistyped, or it may be an older link: each e-mail we send about a submission carries a new link, and the earlier ones stop working. Please
            use the link in the newest e-mail from us.
          </p>
          <p>
            Need help? Write to <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
          </p>
        </div>
      </div>
    );
  }

  const { view } = state;
  return (
    <>
      <section className="card submission-status" aria-labelledby="status-heading">
        <div className="card-body">
          <h2 id="status-heading" ref={heading} tabIndex={-1}>
            {view.name}
          </h2>
          <p className="status-line">
            Status: <span className={`badge status-${view.status}`}>{STATUS_LABELS[view.status]}</span>
          </p>
          <p>{STATUS_EXPLANATIONS[view.status]}</p>
          {view.placeUrl ? (
            <p>
              <a className="button" href={view.placeUrl}>
                See {view.name} in the guide
              </a>
            </p>
          ) : null}
          {view.reviewNotes ? (
            <div className="reviewer-notes">
              <h3>Reviewer’s notes</h3>
              <p>{view.reviewNotes}</p>
            </div>
          ) : null}
          <p className="muted">
            Submitted {when(view.createdAt)} · last changed {when(view.updatedAt)}
          </p>
        </div>
      </section>
      {view.status === 'needs_changes' ? (
        <section className="section" aria-labelledby="correct-heading">
          <h2 id="correct-heading">Correct your submission</h2>
          <p>Change what the notes ask for and send the form again: it goes back to our review queue.</p>
          <SubmitDestinationForm key={view.updatedAt} contactEmail={contactEmail} initial={view} onSave={save} />
        </section>
      ) : (
        <SubmittedDetails view={view} />
      )}
      {token && view.status !== 'rejected' ? <PartnerPhotoUpload token={token} /> : null}
    </>
  );
}
