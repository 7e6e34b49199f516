import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { apiFetch, errorText } from '../../lib/api.ts';
import { utahDateTimeText } from '../../lib/format.ts';
import { revalidateKeys } from '../../lib/query.ts';
import { splitToast, toast } from '../../lib/toast.ts';
import { categoryName, ROLE_LABELS, STATUS_LABELS, SUBMISSION_LIMITS, type Submission, type SubmissionStatus, submissionCounts } from './submissions.ts';
import { $submissions, SUBMISSIONS_KEY } from './submissions.store.ts';
import { PLACE_FIELD_NAMES } from '../destinations/placeFields.ts';
import StaffGate from '../accounts/StaffGate.tsx';
import Tabs from '../../components/Tabs.tsx';
import Field, { PlaceFieldRows } from './SubmissionField.tsx';
import SubmissionPhotosReview from '../photos/SubmissionPhotosReview.tsx';

/** What a decision made of the submission, for the toast: "“X” is now …". */
const NOW: Record<SubmissionStatus, string> = {
  pending: 'pending review',
  approved: 'approved',
  rejected: 'rejected',
  needs_changes: 'waiting for the submitter’s changes',
};
const isWebUrl = (url: string) => /^https?:\/\//i.test(url);

/** docs/product.md §8: the request fails with "Failed to update submission"; the toast explains. */
async function updateSubmission(id: string, status: SubmissionStatus, reviewNotes: string): Promise<Submission & { notified: boolean | null }> {
  try {
    return await apiFetch<Submission & { notified: boolean | null }>(`/api/admin/submissions/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body: { status, reviewNotes },
    });
  } catch (cause) {
    throw new Error('Failed to update submission', { cause });
  }
}

/** One submission in the review lists: what was sent, under the catalogue's names of the place fields. */
export function SubmissionCard({ s, onReview }: { s: Submission; onReview: (s: Submission) => void }) {
  const headingId = useId();
  return (
    <li className="card submission" aria-labelledby={headingId}>
      <div className="card-body">
        <p className="card-meta">
          <span className="badge">{categoryName(s.category)}</span>
          <span className={`badge status-${s.status}`}>{STATUS_LABELS[s.status]}</span>
        </p>
        <h3 id={headingId}>{s.name}</h3>
        <dl className="submission-fields">
          <PlaceFieldRows fields={['address', 'phone']} of={s} />
          <Field label="E-mail" value={s.email} />
          {s.website ? (
            <div className="field">
              <dt>{PLACE_FIELD_NAMES.website}</dt>
              <dd>
                {isWebUrl(s.website) ? (
                  <a href={s.website} rel="noopener noreferrer nofollow" target="_blank">
                    {s.website}
                  </a>
                ) : (
                  s.website
                )}
              </dd>
            </div>
          ) : null}
          <Field label="Contact" value={`${s.contactName} (${ROLE_LABELS[s.businessRole] ?? s.businessRole})`} />
          <Field label="Submitted" value={utahDateTimeText(new Date(s.createdAt))} />
          <PlaceFieldRows fields={['description', 'highlights', 'hours', 'pricing', 'seasonality']} of={s} />
          <Field label="Review notes" value={s.reviewNotes} />
          {s.destinationId ? (
            <Field
              label="Catalogue"
              value={`Listed as ${s.destinationId}${s.located === false ? ' (no town recognized in the address, so no drive time yet)' : ''}. Its page appears after the next build.`}
            />
          ) : null}
        </dl>
        <button type="button" className="button secondary" onClick={() => onReview(s)}>
          {s.status === 'pending' ? 'Review' : 'Reopen review'}
          <span className="visually-hidden"> {s.name}</span>
        </button>
      </div>
    </li>
  );
}

function ReviewDialog({ submission, onClose }: { submission: Submission | null; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [notes, setNotes] = useState('');
  const [pending, setPending] = useState(false);
  const [notesError, setNotesError] = useState<string | null>(null);
  const notesId = useId();
  const notesRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (submission && !dialog.open) {
      setNotes(submission.reviewNotes ?? '');
      setNotesError(null);
      dialog.showModal();
    } else if (!submission && dialog.open) dialog.close();
  }, [submission]);

  async function decide(status: SubmissionStatus) {
    if (!submission) return;
    // The submitter has to know what to change: asking without notes is refused here and by the API.
    if (status === 'needs_changes' && notes.trim() === '') {
      setNotesError('Please tell the submitter what to change.');
      notesRef.current?.focus();
      return;
    }
    setNotesError(null);
    setPending(true);
    try {
      const updated = await updateSubmission(submission.id, status, notes);
      setNotes('');
      onClose();
      revalidateKeys(SUBMISSIONS_KEY);
      const unlocated = updated.status === 'approved' && updated.located === false;
      const unmailed = updated.notified === false ? ' The e-mail to the submitter could not be sent.' : '';
      toast(
        'Status Updated',
        `“${updated.name}” is now ${NOW[updated.status]}.${unlocated ? ' No town was recognized in its address, so it has no drive time yet.' : ''}${unmailed}`,
      );
    } catch {
      const [title, description] = splitToast('Update Failed - Failed to update submission status. Please try again.');
      toast(title, description, 'error');
    } finally {
      setPending(false);
    }
  }

  return (
    <dialog ref={ref} className="review-dialog" aria-labelledby={`${notesId}-title`} onClose={onClose}>
      {submission ? (
        <form method="dialog" onSubmit={(e) => e.preventDefault()}>
          <h2 id={`${notesId}-title`}>Review “{submission.name}”</h2>
          <p className="muted">
            {categoryName(submission.category)} · {submission.address}
          </p>
          <label htmlFor={notesId}>Review notes (optional)</label>
          <p id={`${notesId}-hint`} className="muted hint">
            The submitter reads them on their status page and in the e-mail about your decision. Required when you request changes.
          </p>
          <textarea
            id={notesId}
            ref={notesRef}
            rows={4}
            maxLength={SUBMISSION_LIMITS.reviewNotes}
            value={notes}
            aria-invalid={notesError ? true : undefined}
            aria-describedby={notesError ? `${notesId}-hint ${notesId}-error` : `${notesId}-hint`}
            onChange={(e) => setNotes(e.target.value)}
          />
          {notesError ? (
            <p id={`${notesId}-error`} className="field-error">
              {notesError}
            </p>
          ) : null}
          <SubmissionPhotosReview submissionId={submission.id} />
          <div className="dialog-actions">
            <button type="button" className="button" disabled={pending} onClick={() => decide('approved')}>
              Approve
            </button>
            <button type="button" className="button secondary" disabled={pending} onClick={() => decide('needs_changes')}>
              Request changes
            </button>
            <button type="button" className="button danger" disabled={pending} onClick={() => decide('rejected')}>
              Reject
            </button>
            <button
              type="button"
              className="button secondary"
              disabled={pending}
              onClick={() => {
                setNotes('');
                onClose();
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      ) : null}
    </dialog>
  );
}

function List({ items, empty, onReview }: { items: Submission[]; empty: string; onReview: (s: Submission) => void }) {
  if (items.length === 0) return <p>{empty}</p>;
  return (
    <ul className="submission-list">
      {items.map((s) => (
        <SubmissionCard key={s.id} s={s} onReview={onReview} />
      ))}
    </ul>
  );
}

function Review() {
  const { data, error } = useStore($submissions);
  const [open, setOpen] = useState<Submission | null>(null);
  if (error) return <p role="alert">Could not load the submissions: {errorText(error)}</p>;
  if (!data) return <p className="muted">Loading submissions…</p>;
  const counts = submissionCounts(data);
  const pending = data.filter((s) => s.status === 'pending');
  const reviewed = data.filter((s) => s.status !== 'pending');
  return (
    <>
      <dl className="grid stat-grid counters">
        <div className="card card-body">
          <dt>Pending</dt>
          <dd className="stat-value">{counts.pending}</dd>
        </div>
        <div className="card card-body">
          <dt>Approved</dt>
          <dd className="stat-value">{counts.approved}</dd>
        </div>
        <div className="card card-body">
          <dt>Total</dt>
          <dd className="stat-value">{counts.total}</dd>
        </div>
      </dl>
      <Tabs
        label="Submissions"
        tabs={[
          { id: 'pending', label: 'Pending', content: <List items={pending} empty="No submissions are waiting for review." onReview={setOpen} /> },
          { id: 'reviewed', label: 'Reviewed', content: <List items={reviewed} empty="No submissions have been reviewed yet." onReview={setOpen} /> },
        ]}
      />
      <ReviewDialog submission={open} onClose={() => setOpen(null)} />
    </>
  );
}

/** /admin/submissions: counters, Pending and Reviewed tabs and the review dialog (staff only). */
export default function SubmissionsReview() {
  return (
    <StaffGate>
      <Review />
    </StaffGate>
  );
}
