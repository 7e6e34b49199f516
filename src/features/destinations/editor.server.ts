import type { Queryable, Sql } from '../../server/db.ts';
import { HttpError, NotFoundError } from '../../lib/errors.ts';
import { catalogueEntrySchema } from './catalogue.ts';
import { purgeCatalogueCdn } from './catalogueCache.server.ts';
import { entryOfRow } from './catalogueExport.server.ts';
import { destinationIdSchema } from './destinations.schema.ts';
import { COLUMNS, toDestination, type DestinationRow } from './destinations.server.ts';
import { valueText, type EditorListItem, type EditorPlace, type FieldChange, type HistoryEntry } from './editor.ts';
import { FACT_FIELDS, factsOf } from './factFields.ts';
import { PLACE_FIELDS, splitHighlights, type PlaceField } from './placeFields.ts';
import type { PlaceEdit } from './placeFields.schema.ts';
import { withdrawnPages } from './withdrawnPages.server.ts';

/** Who made a change, as the history names them. */
export interface Actor {
  id: string;
  email: string;
}

interface EditorRow extends DestinationRow {
  origin: 'catalogue' | 'submission';
  withdrawn: boolean;
}

/** Where each form field lives in a row: the name column, or a key of `details`. */
const DETAIL_KEY: Record<Exclude<PlaceField, 'name'>, string> = {
  address: 'address',
  website: 'website',
  phone: 'phone',
  description: 'description',
  highlights: 'highlights',
  hours: 'hours',
  pricing: 'pricing',
  seasonality: 'bestTimeToVisit',
};
const FIELD_OF_KEY = new Map<string, string>([
  ['name', 'name'],
  ...Object.entries(DETAIL_KEY).map(([f, k]) => [k, f] as [string, string]),
  // The facts that age keep their catalogue names (issue 40).
  ...FACT_FIELDS.map((f) => [f, f] as [string, string]),
]);

const stored = (row: DestinationRow, field: PlaceField): unknown => (field === 'name' ? row.name : (row.details[DETAIL_KEY[field]] ?? null));
/** A value with its object keys sorted: jsonb stores keys in its own order, a form sends them in another. */
const canonical = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(canonical)
    : v && typeof v === 'object'
      ? Object.fromEntries(
          Object.entries(v)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, x]) => [k, canonical(x)]),
        )
      : v;
const same = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The row of a place, withdrawn or not, or a 404 (also for an id not in the catalogue's form). */
async function editorRow(sql: Queryable, rawId: string | undefined, lock = false): Promise<EditorRow> {
  const id = destinationIdSchema.safeParse(rawId);
  const rows = id.success
    ? await sql<EditorRow[]>`
        SELECT ${sql(COLUMNS)}, origin, withdrawn_at IS NOT NULL AS withdrawn FROM destinations WHERE id = ${id.data} ${lock ? sql`FOR UPDATE` : sql``}`
    : [];
  if (!rows[0]) throw new NotFoundError('Destination not found');
  return rows[0];
}

const viewOf = (row: EditorRow): EditorPlace => ({
  destination: toDestination(row),
  withdrawn: row.withdrawn,
  values: Object.fromEntries(PLACE_FIELDS.map((f) => [f, valueText(stored(row, f))])) as EditorPlace['values'],
  facts: factsOf(row.details),
});

/** GET /api/admin/destinations: every place, withdrawn ones too, by name. */
export function editorList(sql: Sql): Promise<EditorListItem[]> {
  return sql<EditorListItem[]>`
    SELECT id, name, coalesce(details->>'region', '') AS region, withdrawn_at IS NOT NULL AS withdrawn FROM destinations ORDER BY lower(name), id`;
}

/** GET /api/admin/destinations/{id}: the place as staff edit it. */
export async function editorPlace(sql: Sql, id: string | undefined): Promise<EditorPlace> {
  return viewOf(await editorRow(sql, id));
}

/** The value an edit stores for a field: the list of highlights, null (cleared) or the text. */
function storedValueOf(field: PlaceField, value: string | null): unknown {
  if (value === null) return null;
  return field === 'highlights' ? splitHighlights(value) : value;
}

/**
 * A catalogue place must stay a valid catalogue entry, or `npm run data:export` would write a
 * file the seed refuses: the edited place is checked against the catalogue schema and a 400
 * names the form's field (the catalogue writes phones as (801) 555-0100, keeps 3 to 6 highlights…).
 */
function assertCatalogueEntry(row: DestinationRow): void {
  const result = catalogueEntrySchema.safeParse(entryOfRow(row));
  if (result.success) return;
  const issues = result.error.issues.map((issue) => {
    const field = FIELD_OF_KEY.get(String(issue.path[0])) ?? String(issue.path[0] ?? '');
    return { path: field, message: `${issue.message} (the catalogue's rule for this field)` };
  });
  throw new HttpError(400, 'Invalid body', { issues });
}

async function record(sql: Queryable, id: string, action: HistoryEntry['action'], changes: FieldChange[], actor: Actor): Promise<void> {
  await sql`
    INSERT INTO destination_history (destination_id, action, changes, actor_id, actor_email)
    VALUES (${id}, ${action}, ${sql.json(changes as unknown as Parameters<typeof sql.json>[0])}, ${UUID.test(actor.id) ? actor.id : null}, ${actor.email})`;
}

/** The changes of the fields sent, and the row they make; fields sent unchanged are no change. */
function applyFields(row: EditorRow, edit: PlaceEdit): { next: EditorRow; changes: FieldChange[] } {
  const next: EditorRow = { ...row, details: { ...row.details } };
  const changes: FieldChange[] = [];
  for (const field of PLACE_FIELDS) {
    const sent = edit[field];
    if (sent === undefined) continue;
    const before = stored(row, field);
    const after = storedValueOf(field, sent);
    if (same(before, after)) continue;
    changes.push({ field, before, after });
    if (field === 'name') next.name = after as string;
    else if (after === null) delete next.details[DETAIL_KEY[field]];
    else next.details[DETAIL_KEY[field]] = after;
  }
  applyFacts(row, next, edit, changes);
  return { next, changes };
}

/** The facts sent (a check cleared with null, the permits replaced whole), as changes of `next`. */
function applyFacts(row: EditorRow, next: EditorRow, edit: PlaceEdit, changes: FieldChange[]): void {
  for (const field of FACT_FIELDS) {
    const sent = edit[field];
    if (sent === undefined) continue;
    const before = row.details[field] ?? null;
    const after = Array.isArray(sent) && sent.length === 0 ? null : sent;
    if (same(before, after)) continue;
    changes.push({ field, before, after });
    if (after === null) delete next.details[field];
    else next.details[field] = after;
  }
}

/**
 * PATCH /api/admin/destinations/{id}: stores the fields sent and, in the same transaction, one
 * history line with each changed field before and after; `withdrawn` withdraws the place from
 * every public read (or restores it), a history line of its own. Fields sent unchanged are not
 * changes; an edit that changes nothing writes nothing (`changed` false: no rebuild to ask for).
 */
export async function editDestination(sql: Sql, id: string | undefined, edit: PlaceEdit, actor: Actor): Promise<EditorPlace & { changed: boolean }> {
  const result = await sql.begin(async (tx) => {
    const row = await editorRow(tx, id, true);
    const { next, changes } = applyFields(row, edit);
    if (changes.length > 0) {
      if (row.origin === 'catalogue') assertCatalogueEntry(next);
      if (next.name !== row.name) {
        const [taken] = await tx`SELECT 1 FROM destinations WHERE lower(name) = lower(${next.name}) AND id <> ${row.id}`;
        if (taken) throw new HttpError(400, 'Invalid body', { issues: [{ path: 'name', message: 'Another place already has this name' }] });
      }
      await tx`
        UPDATE destinations SET name = ${next.name}, details = ${tx.json(next.details as Parameters<typeof tx.json>[0])}, updated_at = now()
        WHERE id = ${row.id}`;
      await record(tx, row.id, 'edit', changes, actor);
    }
    const withdraw = edit.withdrawn !== undefined && edit.withdrawn !== row.withdrawn;
    if (withdraw) {
      next.withdrawn = edit.withdrawn!;
      await tx`UPDATE destinations SET withdrawn_at = ${next.withdrawn ? tx`now()` : null}, updated_at = now() WHERE id = ${row.id}`;
      await record(tx, row.id, next.withdrawn ? 'withdraw' : 'restore', [{ field: 'withdrawn', before: row.withdrawn, after: next.withdrawn }], actor);
    }
    return { row: next, changed: changes.length > 0 || withdraw, withdraw };
  });
  // Committed: the place's prebuilt page answers 410 (or comes back) here at once, elsewhere within a poll (decision 085).
  if (result.withdraw) withdrawnPages.mark(result.row.id, result.row.withdrawn);
  if (result.changed) await purgeCatalogueCdn();
  return { ...viewOf(result.row), changed: result.changed };
}

/** GET /api/admin/destinations/{id}/history: every change of a place, newest first; 404 for an unknown place. */
export async function destinationHistory(sql: Sql, id: string | undefined): Promise<HistoryEntry[]> {
  const row = await editorRow(sql, id);
  const rows = await sql<Array<Omit<HistoryEntry, 'createdAt'> & { createdAt: Date }>>`
    SELECT id::int AS id, action, changes, actor_email, created_at FROM destination_history
    WHERE destination_id = ${row.id} ORDER BY created_at DESC, id DESC`;
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
