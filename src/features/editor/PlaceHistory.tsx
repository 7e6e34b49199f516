import { utahDate, utahTime12 } from '../../lib/utahTime.ts';
import type { HistoryEntry } from '../destinations/editor.ts';
import { valueText } from '../destinations/editor.ts';
import { FACT_FIELD_LABELS, type FactField } from '../destinations/factFields.ts';
import { PLACE_FIELD_LABELS, type PlaceField } from '../destinations/placeFields.ts';
import { wordDiff } from './wordDiff.ts';

const ACTION_LABELS: Record<HistoryEntry['action'], string> = { edit: 'Edited', withdraw: 'Withdrawn', restore: 'Restored' };
const fieldLabel = (field: PlaceField | FactField | 'withdrawn') =>
  field === 'withdrawn'
    ? 'Withdrawn'
    : field in FACT_FIELD_LABELS
      ? FACT_FIELD_LABELS[field as FactField]
      : PLACE_FIELD_LABELS[field as PlaceField].replace(/ \(.*\)$/, '');
const shown = (value: unknown) => (typeof value === 'boolean' ? (value ? 'yes' : 'no') : valueText(value) || '(empty)');

/** One change: text marked word by word (removed struck through, added underlined), other values before → after. */
function Change({ before, after }: { before: unknown; after: unknown }) {
  const [b, a] = [shown(before), shown(after)];
  // Lists and tables (permits, a fee's check) are compared as the text they read as.
  if (!b || !a || b === '(empty)' || a === '(empty)' || typeof before === 'boolean') {
    return (
      <>
        <del>{b}</del> → <ins>{a}</ins>
      </>
    );
  }
  return (
    <span className="word-diff" data-word-diff>
      {wordDiff(b, a).map((part, i) =>
        part.kind === 'removed' ? <del key={i}>{part.text}</del> : part.kind === 'added' ? <ins key={i}>{part.text}</ins> : <span key={i}>{part.text}</span>,
      )}
    </span>
  );
}

/** A place's history, newest first: who, when, and each field before and after (user text rendered as text). */
export default function PlaceHistory({ entries }: { entries: HistoryEntry[] | null }) {
  if (entries === null) return <p className="muted">Loading the history…</p>;
  if (entries.length === 0) return <p className="muted">No staff changes yet: the place is as the catalogue files have it.</p>;
  return (
    <ol className="place-history" data-place-history>
      {entries.map((entry) => (
        <li key={entry.id}>
          <p>
            <strong>{ACTION_LABELS[entry.action]}</strong> by {entry.actorEmail},{' '}
            <time dateTime={entry.createdAt}>{`${utahDate(new Date(entry.createdAt))} ${utahTime12(new Date(entry.createdAt))}`} (Utah)</time>
          </p>
          <dl>
            {entry.changes.map((change) => (
              <div key={change.field} className="field">
                <dt>{fieldLabel(change.field)}</dt>
                <dd>
                  <Change before={change.before} after={change.after} />
                </dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ol>
  );
}
