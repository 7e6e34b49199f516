// The staff catalogue editor's shapes (issue 29, decision 049): browser-safe, no zod.
import { calendarDateText, MONTHS_SHORT, monthDayText } from '../../lib/format.ts';
import type { Destination, NotabilityTier } from './destinations.ts';
import { type EditorFacts, type FactField, TIER_NAMES } from './factFields.ts';
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

/** The editor's answer (GET and PATCH /api/admin/destinations/{id}): the place, and what its corrections override (decision 111). */
export interface EditorView extends EditorPlace {
  /** The tier data/tiers.json gives the place, with the pages it was held against and the day they were read (decision 095). */
  tierOnFile: { tier: NotabilityTier; sources: string[]; checkedOn: string };
  /** The mark planning/data/signature.json gives the place ('none': unmarked), with its park, line and pages (decision 118). */
  markOnFile: { mark: 'signature' | 'notable' | 'none'; park: string | null; why: string | null; sources: string[]; checkedOn: string };
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

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** "Dec 5, 2026"; anything that is not a day (an old or hand-made row) as it is. */
const dayText = (day: unknown) => (typeof day === 'string' && DAY.test(day) && !Number.isNaN(Date.parse(day)) ? calendarDateText(day, 'medium') : String(day));

/** A source as a reader names it: "nps.gov/arch/planyourvisit/fees.htm#passes" (no scheme, no "www.", no last slash); not a web address, as it is. */
export function sourceText(source: unknown): string {
  if (typeof source !== 'string') return String(source);
  try {
    const url = new URL(source);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return source;
    return `${url.hostname.replace(/^www\./, '')}${url.pathname}${url.search}${url.hash}`.replace(/\/$/, '');
  } catch {
    return source;
  }
}

const record = (v: unknown): Record<string, unknown> | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);

/** A fact's check in words: "checked Dec 5, 2026, source nps.gov/arch; holds until Dec 31, 2026". */
function checkText(check: Record<string, unknown>): string {
  const parts = [check.checkedOn ? `checked ${dayText(check.checkedOn)}` : '', check.source ? `source ${sourceText(check.source)}` : '']
    .filter(Boolean)
    .join(', ');
  return check.until ? `${parts}; holds until ${dayText(check.until)}` : parts;
}

/** A permit as a sentence: its text, its season, then its check. */
function permitText(permit: unknown): string {
  const p = record(permit);
  if (!p) return valueText(permit);
  const text = typeof p.text === 'string' ? p.text.trim().replace(/[.!?]?$/, (end) => end || '.') : '';
  const season = p.season ? ` Season: ${String(p.season)}.` : '';
  const check = checkText(p);
  return `${text}${season}${check ? ` ${check.charAt(0).toUpperCase()}${check.slice(1)}.` : ''}`.trim();
}

/**
 * A stored value as the history reads it (issue 49): yes/no for a flag, a fee's or hours' check
 * in words ("checked Dec 5, 2026, source nps.gov/…"), each permit a sentence on its own line,
 * every other value as the form shows it (valueText). Words, not stored keys, so the history's
 * word diff marks what a person would see change.
 */
export function historyText(field: FieldChange['field'], value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (field === 'pricingChecked' || field === 'hoursChecked') {
    const check = record(value);
    return check ? checkText(check) : valueText(value);
  }
  if (field === 'permits' && Array.isArray(value)) return value.map(permitText).join('\n');
  const said = correctionText(field, value);
  if (said) return `${said}; ${checkText(record(value)!)}`;
  return valueText(value);
}

/** Staff's correction (decisions 111, 118) in words without its check, or null for another field or a value not of its shape. */
export function correctionText(field: string, value: unknown): string | null {
  const correction = record(value);
  return correction && field in CORRECTION_TEXT ? CORRECTION_TEXT[field as keyof typeof CORRECTION_TEXT](correction) : null;
}

const MONTH_DAY_FORM = /^\d{2}-\d{2}$/;
/** "11-15" as "Nov 15"; anything else as it is. */
const dayOfYearText = (v: unknown) => (typeof v === 'string' && MONTH_DAY_FORM.test(v) ? monthDayText(v) : String(v));

/** Staff's corrections (decision 111) in words: null when the value is not one's shape (it is then shown as stored). */
const CORRECTION_TEXT = {
  notability: (c: Record<string, unknown>) => (typeof c.tier === 'number' && c.tier in TIER_NAMES ? `tier ${c.tier}, ${TIER_NAMES[c.tier as 1]}` : null),
  seasonsOfUse: (c: Record<string, unknown>) =>
    Array.isArray(c.months) && typeof c.for === 'string'
      ? `at its best in ${c.months.map((n) => MONTHS_SHORT[Number(n) - 1] ?? String(n)).join(', ')} for ${c.for}`
      : null,
  winterRule: (c: Record<string, unknown>) =>
    typeof c.gate === 'string' && typeof c.text === 'string' ? `closed ${dayOfYearText(c.from)} to ${dayOfYearText(c.to)} at ${c.gate}: ${c.text}` : null,
  signatureMark: (c: Record<string, unknown>) =>
    c.mark === 'none'
      ? 'no signature mark (weighed by its tier)'
      : (c.mark === 'signature' || c.mark === 'notable') && typeof c.park === 'string' && typeof c.why === 'string'
        ? `${c.mark === 'signature' ? 'a signature sight' : 'a notable sight'} of ${c.park}: ${c.why}`
        : null,
} satisfies Partial<Record<FactField, (c: Record<string, unknown>) => string | null>>;
