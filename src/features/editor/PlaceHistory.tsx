import { utahDate, utahTime12 } from '../../lib/utahTime.ts';
import type { HistoryEntry } from '../destinations/editor.ts';
import { valueText } from '../destinations/editor.ts';
import { PLACE_FIELD_LABELS, type PlaceField } from '../destinations/placeFields.ts';

const ACTION_LABELS: Record<HistoryEntry['action'], string> = { edit: 'Edited', withdraw: 'Withdrawn', restore: 'Restored' };
const fieldLabel = (field: PlaceField | 'withdrawn') => (field === 'withdrawn' ? 'Withdrawn' : PLACE_FIELD_LABELS[field].replace(/ \(.*\)$/, ''));
const shown = (value: unknown) => (typeof value === 'boolean' ? (value ? 'yes' : 'no') : valueText(value) || '(empty)');

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
                  <del>{shown(change.before)}</del> → <ins>{shown(change.after)}</ins>
                </dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ol>
  );
}
