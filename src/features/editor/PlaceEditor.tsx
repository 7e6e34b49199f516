import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { apiFetch } from '../../lib/api.ts';
import type { EditorView, HistoryEntry } from '../destinations/editor.ts';
import { FACT_FIELDS } from '../destinations/factFields.ts';
import { CLEARABLE_FIELDS, PLACE_FIELDS, PLACE_FIELD_LABELS, PLACE_FIELD_LIMITS, type PlaceField } from '../destinations/placeFields.ts';
import CorrectionsEditor from './CorrectionsEditor.tsx';
import FactsEditor from './FactsEditor.tsx';
import { type Issue, issuesOf } from './issues.ts';
import PlaceHistory from './PlaceHistory.tsx';
import PlaceTextsEditor from './PlaceTextsEditor.tsx';
import SignatureMarkEditor from './SignatureMarkEditor.tsx';
import WithdrawControl from './WithdrawControl.tsx';

const MULTILINE: ReadonlySet<PlaceField> = new Set(['description', 'highlights']);

/**
 * The staff editor of one place (issue 29, decision 049): the submission form's fields, filled
 * with the place as it stands; Save sends only the fields changed. What people typed stays in
 * the form when the server refuses it, each refusal under its field. Then the history, and
 * withdraw / restore. The page's text changes after the site rebuild; the API at once.
 */
export default function PlaceEditor({ id }: { id: string }) {
  const [place, setPlace] = useState<EditorView | null>(null);
  const [form, setForm] = useState<Record<PlaceField, string> | null>(null);
  const [history, setHistory] = useState<HistoryEntry[] | null>(null);
  const [issues, setIssues] = useState<Issue[]>([]);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const base = `/api/admin/destinations/${encodeURIComponent(id)}`;

  const loadHistory = useCallback(() => {
    apiFetch<HistoryEntry[]>(`${base}/history`).then(setHistory, (error: unknown) => setIssues(issuesOf(error)));
  }, [base]);
  useEffect(() => {
    setPlace(null);
    apiFetch<EditorView>(base).then(
      (p) => {
        setPlace(p);
        setForm(p.values);
      },
      (error: unknown) => setIssues(issuesOf(error)),
    );
    loadHistory();
  }, [base, loadHistory]);

  async function send(body: Record<string, unknown>, done: string) {
    setBusy(true);
    setMessage('');
    try {
      const next = await apiFetch<EditorView & { changed: boolean }>(base, { method: 'PATCH', body });
      const before = place;
      setPlace(next);
      // Fields sent take the stored value; a field typed but not sent (a withdrawal meanwhile) keeps what was typed.
      setForm(
        (typed) =>
          Object.fromEntries(
            PLACE_FIELDS.map((f) => [f, f in body || !typed || !before || typed[f] === before.values[f] ? next.values[f] : typed[f]]),
          ) as Record<PlaceField, string>,
      );
      setIssues([]);
      setMessage(next.changed ? done : 'Nothing changed.');
      loadHistory();
    } catch (error) {
      // The form keeps what was typed; each refusal shows under its field.
      setIssues(issuesOf(error));
    } finally {
      setBusy(false);
    }
  }

  if (!place || !form) {
    const problem = issues[0]?.message;
    return problem ? <p role="alert">{problem}</p> : <p className="muted">Loading the place…</p>;
  }
  const changed = PLACE_FIELDS.filter((f) => form[f] !== place.values[f]);
  // A fact's refusal (permits.0.source) shows under its field in the facts form.
  const general = issues.filter((i) => !PLACE_FIELDS.includes(i.path as PlaceField) && !FACT_FIELDS.some((f) => i.path.startsWith(f)));

  function save(event: FormEvent) {
    event.preventDefault();
    if (changed.length === 0) {
      setMessage('Nothing changed.');
      return;
    }
    void send(
      Object.fromEntries(changed.map((f) => [f, form![f]])),
      'Saved. The map, search and lists show it now; this page shows it after the site rebuild.',
    );
  }

  return (
    <div className="card place-editor">
      <form className="card-body" onSubmit={save} noValidate aria-labelledby={`edit-${id}-heading`}>
        <h2 id={`edit-${id}-heading`}>Edit “{place.destination.name}”</h2>
        {place.withdrawn && <p className="field-error">This place is withdrawn: it is in no public list, search or page.</p>}
        <div className="form-grid">
          {PLACE_FIELDS.map((field) => {
            const inputId = `edit-${id}-${field}`;
            const issue = issues.find((i) => i.path === field)?.message;
            const props = {
              id: inputId,
              name: field,
              value: form[field],
              maxLength: PLACE_FIELD_LIMITS[field],
              required: !CLEARABLE_FIELDS.has(field),
              'aria-invalid': issue ? true : undefined,
              'aria-describedby': issue ? `${inputId}-error` : undefined,
              onChange: (e: { target: { value: string } }) => setForm({ ...form, [field]: e.target.value }),
            };
            return (
              <div key={field} className={`form-field${MULTILINE.has(field) ? ' wide' : ''}`}>
                <label htmlFor={inputId}>{PLACE_FIELD_LABELS[field]}</label>
                {MULTILINE.has(field) ? (
                  <textarea rows={field === 'description' ? 6 : 4} {...props} />
                ) : (
                  <input type={field === 'website' ? 'url' : 'text'} {...props} />
                )}
                {issue && (
                  <p className="field-error" id={`${inputId}-error`}>
                    {issue}
                  </p>
                )}
              </div>
            );
          })}
        </div>
        {general.map((i) => (
          <p key={i.message} className="field-error" role="alert">
            {i.message}
          </p>
        ))}
        <p role="status" className="muted" data-editor-status>
          {message}
        </p>
        <div className="place-editor-actions">
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Saving…' : 'Save changes'}
          </button>
          <WithdrawControl
            withdrawn={place.withdrawn}
            name={place.values.name}
            busy={busy}
            onConfirm={() =>
              void send(
                { withdrawn: !place.withdrawn },
                place.withdrawn
                  ? 'Restored: the place is back in the lists and search now, its page after the rebuild.'
                  : 'Withdrawn: the place has left the lists and search; its page goes with the rebuild.',
              )
            }
          />
        </div>
      </form>
      <FactsEditor
        key={JSON.stringify(place.facts)}
        id={id}
        facts={place.facts}
        busy={busy}
        issues={issues}
        onSave={(body) => void send(body, 'Facts saved. The API shows them now; this page shows them after the site rebuild.')}
      />
      <CorrectionsEditor
        key={`corrections-${JSON.stringify([place.facts.notability, place.facts.seasonsOfUse, place.facts.winterRule])}`}
        id={id}
        place={place}
        busy={busy}
        issues={issues}
        onSave={(body) => void send(body, 'Corrections saved. The API shows them now; plans and this page after the site rebuild.')}
      />
      <SignatureMarkEditor
        key={`mark-${JSON.stringify(place.facts.signatureMark)}`}
        id={id}
        place={place}
        busy={busy}
        issues={issues}
        onSave={(body) => void send(body, 'Signature mark saved. The API shows it now; plans after the site rebuild.')}
      />
      <PlaceTextsEditor id={id} />
      <section className="card-body" aria-labelledby={`history-${id}-heading`}>
        <h3 id={`history-${id}-heading`}>History</h3>
        <PlaceHistory entries={history} />
      </section>
    </div>
  );
}
