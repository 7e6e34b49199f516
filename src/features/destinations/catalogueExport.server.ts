import fs from 'node:fs';
import path from 'node:path';
import type { Queryable } from '../../server/db.ts';
import { catalogueEntrySchema } from './catalogue.ts';
import { slugify } from './destinations.ts';
import { seedDir, type DestinationRow } from './destinations.server.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The key order of a new entry: the catalogue schema's. */
const SCHEMA_ORDER: JsonObject = Object.fromEntries(Object.keys(catalogueEntrySchema.shape).map((k) => [k, null]));

/**
 * `value` with its object keys in `template`'s order (keys the template lacks follow in their
 * own order), all the way down. The database's jsonb keeps no key order, so the export borrows
 * the order of the file it rewrites, and an unchanged place comes out byte for byte as it was.
 */
export function orderLike(value: Json, template: Json | undefined): Json {
  if (Array.isArray(value)) return value.map((item, i) => orderLike(item, Array.isArray(template) ? template[i] : undefined));
  if (!isObject(value)) return value;
  const t = isObject(template) ? template : {};
  const keys = [...Object.keys(t).filter((k) => k in value), ...Object.keys(value).filter((k) => !(k in t))];
  return Object.fromEntries(keys.map((k) => [k, orderLike(value[k]!, t[k])]));
}

/** A catalogue row back in the files' shape (the inverse of the seed's toRow). */
export function entryOfRow(row: DestinationRow): JsonObject {
  const { id, name, category, subscriptionTier, driveTimeMinutes, isOlympicVenue, familyFriendly, lat, lng, details } = row;
  return {
    id,
    name,
    category,
    ...(details as JsonObject),
    ...(lat !== null && lng !== null && { coordinates: { lat, lng } }),
    subscriptionTier,
    driveTimeMinutes,
    isOlympicVenue,
    familyFriendly,
  };
}

/** How a catalogue file is written: two-space JSON and a final newline (as npm run data:drive-times writes it). */
export const formatCatalogueFile = (entries: Json[]): string => `${JSON.stringify(entries, null, 2)}\n`;

interface CatalogueRow extends DestinationRow {
  withdrawn: boolean;
}

/**
 * `npm run data:export`: writes the database's catalogue places back into the catalogue files
 * (issue 29, decision 049), so the repository carries staff edits. Each place stays in its file
 * and position, its keys in the file's order; withdrawn places and places staff deleted leave
 * their file; a file entry the database does not hold (newer than the seed) is kept as it is;
 * a catalogue row no file holds joins its region's file. Approved submissions are not catalogue
 * files' places and stay in the database only. Writes only the files that change (each through
 * a temporary file and a rename) and returns their names.
 */
export async function exportCatalogue(sql: Queryable, dir = seedDir()): Promise<string[]> {
  const rows = await sql<CatalogueRow[]>`
    SELECT id, name, category, subscription_tier, drive_time_minutes, is_olympic_venue, family_friendly, lat, lng, details,
           withdrawn_at IS NOT NULL AS withdrawn
    FROM destinations WHERE origin = 'catalogue' ORDER BY id`;
  const removed = new Set((await sql<{ id: string }[]>`SELECT id FROM destination_removals`).map((r) => r.id));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  const placed = new Set<string>();
  const output = new Map<string, Json[]>();
  for (const file of files) {
    const entries = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as JsonObject[];
    const next: Json[] = [];
    for (const old of entries) {
      const id = String(old.id);
      placed.add(id);
      const row = byId.get(id);
      if (!row) {
        if (!removed.has(id)) next.push(old);
        continue;
      }
      if (!row.withdrawn) next.push(orderLike(entryOfRow(row), old));
    }
    output.set(file, next);
  }
  for (const row of rows) {
    if (placed.has(row.id) || row.withdrawn) continue;
    const file = `${slugify(String(row.details.region ?? '')) || 'other'}.json`;
    output.set(file, [...(output.get(file) ?? []), orderLike(entryOfRow(row), SCHEMA_ORDER)]);
  }
  const changed: string[] = [];
  for (const [file, entries] of output) {
    const full = path.join(dir, file);
    const text = formatCatalogueFile(entries);
    if (fs.existsSync(full) && fs.readFileSync(full, 'utf8') === text) continue;
    const tmp = `${full}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, text);
    fs.renameSync(tmp, full);
    changed.push(file);
  }
  return changed;
}
