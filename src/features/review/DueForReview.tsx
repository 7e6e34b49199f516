import { useEffect, useState } from 'react';
import { apiFetch, errorText } from '../../lib/api.ts';
import { monthYear, sourceSite } from '../../lib/checked.ts';
import { safeWebUrl } from '../../lib/webLinks.ts';
import StaffGate from '../accounts/StaffGate.tsx';
import type { DueFact, FactKind } from '../destinations/facts.ts';
import { FACT_LABELS, lapsedText } from '../destinations/facts.ts';

interface Answer {
  today: string;
  shelfLifeMonths: Record<FactKind, number>;
  facts: DueFact[];
}

/** The list itself: asked for only once StaffGate has seen a staff member (the server checks again). */
function DueList() {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    apiFetch<Answer>('/api/admin/due-for-review').then(setAnswer, (e: unknown) => setError(errorText(e)));
  }, []);
  if (error) return <p role="alert">The list could not be loaded: {error}</p>;
  if (!answer) return <p className="muted">Loading the facts due for review…</p>;
  const months = answer.shelfLifeMonths;
  return (
    <div data-due-for-review data-today={answer.today}>
      <p className="muted">
        Shelf lives: fees and permits {months.fees} months, hours {months.hours} months, Games roles {months.gamesRole} months, staff’s corrections (tier,
        seasons of use, winter rule, signature mark) {months.signatureMark} months. Re-check each fact at its source, then correct it and its date in the
        place’s editor.
      </p>
      {answer.facts.length === 0 ? (
        <p>Nothing is due for review: every fee, permit, hours, Games role and correction was checked within its shelf life.</p>
      ) : (
        <table className="due-table">
          <caption>
            {answer.facts.length === 1 ? '1 fact past its shelf life, oldest first' : `${answer.facts.length} facts past their shelf life, oldest first`}
          </caption>
          <thead>
            <tr>
              <th scope="col">Place</th>
              <th scope="col">Fact</th>
              <th scope="col">Checked</th>
              <th scope="col">Source</th>
            </tr>
          </thead>
          <tbody>
            {answer.facts.map((f) => {
              const href = f.source ? safeWebUrl(f.source) : null;
              return (
                <tr key={`${f.id}:${f.kind}:${f.text}`} data-due={f.id} data-kind={f.kind}>
                  <th scope="row">
                    <a href={`/destinations/${f.id}/`}>{f.name}</a>
                  </th>
                  <td>
                    <strong>{FACT_LABELS[f.kind]}</strong>: {f.text}
                  </td>
                  <td>
                    {f.checkedOn ? <time dateTime={f.checkedOn}>{`${monthYear(f.checkedOn)} (${f.checkedOn})`}</time> : 'Never dated'}
                    {/* Issue 40: a fact written for a period says so once the period is over. */}
                    {lapsedText(f.until, answer.today) ? <span data-lapsed>{` · ${lapsedText(f.until, answer.today)}`}</span> : null}
                  </td>
                  <td>{href ? <a href={href}>{sourceSite(href)}</a> : 'None named'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** The admin's "Due for review" (issue 29, decision 050): staff only. */
export default function DueForReview() {
  return (
    <StaffGate>
      <DueList />
    </StaffGate>
  );
}
