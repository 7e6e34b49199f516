import { z } from 'zod';
import { superRefine } from 'zod/mini';

/*
 * Strings: how they are ordered where order must not depend on a locale (`byCodeUnits`, at the end),
 * and the one text rule of every schema that accepts a string from outside (bodies, query strings):
 * browser-safe, so the forms show the same message the API answers with. See
 * docs/decisions/016-one-text-rule-and-trusted-proxies.md.
 *
 * - NUL (U+0000) is refused: PostgreSQL cannot store it in text, so it would end in a 500.
 * - Unpaired UTF-16 surrogates (U+D800–U+DFFF alone) are refused: they are not Unicode text; a
 *   JSON body can carry one as a "\ud800" escape, and UTF-8 encoders silently replace it, so
 *   what is stored would differ from what was sent.
 * - Other control characters (C0 except tab, line feed and carriage return; DEL; C1) are
 *   refused: no form produces them, and in a mail, a log line or a CSV export they hide or
 *   rewrite text.
 * - Single-line fields (the default) also refuse tab and line breaks (including U+2028 and
 *   U+2029); multi-line fields (the textareas) allow tab, line feed and carriage return.
 */

// zod probes `new Function` when it makes an object schema, for its compiled parsers; the pages' strict
// CSP (no 'unsafe-eval') blocks the probe and reports a violation, in every form that loads its schema
// (decision 107 saw it). In the browser, zod's plain parsers from the start: this module is imported by
// every schema that ships there (the text rule), before any of them is made. Node keeps the compiled ones.
if (typeof process === 'undefined' || !process.versions?.node) z.config({ jitless: true });

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this rule's job.
const CONTROL = /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LINE_BREAK = /[\t\n\r\u2028\u2029]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const TEXT_MESSAGES = {
  nul: 'Must not contain the NUL character (U+0000)',
  surrogate: 'Must be valid Unicode text (it contains an unpaired surrogate)',
  control: 'Must not contain control characters',
  lineBreak: 'Must be a single line (no tabs or line breaks)',
} as const;

/** Why `value` breaks the text rule, or null when it is fine. */
export function textProblem(value: string, options: { multiline?: boolean } = {}): string | null {
  if (value.includes('\u0000')) return TEXT_MESSAGES.nul;
  if (LONE_SURROGATE.test(value)) return TEXT_MESSAGES.surrogate;
  if (CONTROL.test(value)) return TEXT_MESSAGES.control;
  if (!options.multiline && LINE_BREAK.test(value)) return TEXT_MESSAGES.lineBreak;
  return null;
}

/**
 * The text rule as a zod check, for any string schema: classic zod's (`text()` below) and the
 * zod/mini schemas that ship to the browser (the plan query, planner.schema.ts: zod/mini keeps the
 * planner's worker small, issue 38). The check runs on the raw value, before any trimming.
 */
export function textCheck(options: { multiline?: boolean } = {}) {
  return superRefine<string>((value, ctx) => {
    const message = textProblem(value, options);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
}

/**
 * A string that follows the text rule; chain `.trim()`, `.min()`, `.max()`, `.regex()` as on
 * `z.string()`.
 */
export function text(options: { multiline?: boolean } = {}) {
  return z.string().check(textCheck(options));
}

/**
 * Two strings in code-unit order, for the planner's ties broken by id (issue 38, decision 071).
 * `localeCompare` loads the collation data on its first call, in a fresh worker once per plan page
 * (6 ms in Node, more in a browser's worker, the plan's whole share of ICU); the ids compared are
 * ASCII (lowercase letters, digits, hyphens), for which this is the order it gave, and a tie
 * broken either way is broken the same way every time.
 */
export const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
