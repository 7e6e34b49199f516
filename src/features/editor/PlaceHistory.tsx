import { utahTime12 } from '../../lib/format.ts';
import { utahDate } from '../../lib/utahTime.ts';
import type { FieldChange, HistoryEntry } from '../destinations/editor.ts';
import { historyText } from '../destinations/editor.ts';
import { FACT_FIELD_LABELS, type FactField } from '../destinations/factFields.ts';
import { PLACE_FIELD_NAMES, type PlaceField } from '../destinations/placeFields.ts';
import { type DiffPart, wordDiff } from './wordDiff.ts';

const ACTION_LABELS: Record<HistoryEntry['action'], string> = { edit: 'Edited', withdraw: 'Withdrawn', restore: 'Restored' };
const fieldLabel = (field: PlaceField | FactField | 'withdrawn') =>
  field === 'withdrawn' ? 'Withdrawn' : field in FACT_FIELD_LABELS ? FACT_FIELD_LABELS[field as FactField] : PLACE_FIELD_NAMES[field as PlaceField];
const shown = (field: FieldChange['field'], value: unknown) => historyText(field, value) || '(empty)';

/** Each part keyed by where it starts in its text (stable for a history line that never changes). */
function keyed(parts: DiffPart[]): Array<DiffPart & { key: string }> {
  let before = 0;
  let after = 0;
  return parts.map((p) => {
    const key = `${p.kind}-${before}-${after}`;
    if (p.kind !== 'added') before += p.text.length;
    if (p.kind !== 'removed') after += p.text.length;
    return { ...p, key };
  });
}

/** One change: text marked word by word (removed struck through, added underlined), other values before → after. */
function Change({ field, before, after }: FieldChange) {
  // Lists, tables and facts (permits, a fee's check) are compared as the words they read as.
  return <WordChange before={shown(field, before)} after={shown(field, after)} plain={typeof before === 'boolean'} />;
}

/** Two texts as a change: word by word, or before → after when one is empty (or `plain`). Also the translated texts' history's. */
export function WordChange({ before: b, after: a, plain = false }: { before: string; after: string; plain?: boolean }) {
  if (!b || !a || b === '(empty)' || a === '(empty)' || plain) {
    return (
      <>
        <del>{b}</del> → <ins>{a}</ins>
      </>
    );
  }
  return (
    <span className="word-diff" data-word-diff>
      {keyed(wordDiff(b, a)).map(({ key, kind, text }) =>
        kind === 'removed' ? <del key={key}>{text}</del> : kind === 'added' ? <ins key={key}>{text}</ins> : <span key={key}>{text}</span>,
      )}
    </span>
  );
}

/** Who did what and when, in Utah's time: a history line's first words. */
export function HistoryLine({ action, actorEmail, createdAt }: { action: string; actorEmail: string; createdAt: string }) {
  return (
    <p>
      <strong>{action}</strong> by {actorEmail},{' '}
      <time dateTime={createdAt}>{`${utahDate(new Date(createdAt))} ${utahTime12(new Date(createdAt))}`} (Utah)</time>
    </p>
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
          <HistoryLine action={ACTION_LABELS[entry.action]} actorEmail={entry.actorEmail} createdAt={entry.createdAt} />
          <dl>
            {entry.changes.map((change) => (
              <div key={change.field} className="field">
                <dt>{fieldLabel(change.field)}</dt>
                <dd>
                  <Change field={change.field} before={change.before} after={change.after} />
                </dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ol>
  );
}
