// The staff catalogue editor's shapes (issue 29, decision 049): browser-safe, no zod.
import type { Destination } from './destinations.ts';
import type { EditorFacts, FactField } from './factFields.ts';
import type { PlaceField } from './placeFields.ts';

/** One place in the editor's list (GET /api/admin/destinations): withdrawn ones included. */
export interface EditorListItem {
  id: string;
  name: string;
  region: string;
  withdrawn: boolean;
}

/** GET /api/admin/destinations/{id} and the answer of an edit: the place and the form's values. */
export interface EditorPlace {
  destination: Destination;
  withdrawn: boolean;
  /** Each field as the form shows it (a list one item a line, a table "label: value; …"). */
  values: Record<PlaceField, string>;
  /** The facts that age, as stored (issue 40). */
  facts: EditorFacts;
}

/** One change of one field: the stored values before and after (null: not set). */
export interface FieldChange {
  field: PlaceField | FactField | 'withdrawn';
  before: unknown;
  after: unknown;
}

/** One line of GET /api/admin/destinations/{id}/history, newest first. */
export interface HistoryEntry {
  id: number;
  action: 'edit' | 'withdraw' | 'restore';
  changes: FieldChange[];
  actorEmail: string;
  createdAt: string;
}

/** A stored value as one line of text: lists a line each, tables "label: value; …". */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map((v) => (v && typeof v === 'object' ? valueText(v) : String(v))).join('\n');
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${k}: ${String(v)}`)
      .join('; ');
  return String(value);
}
