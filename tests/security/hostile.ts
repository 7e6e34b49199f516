import fc from 'fast-check';
import type { WriteSpec } from './harness.ts';

/*
 * Hostile requests for one write route, as fast-check arbitraries: what an attacker or a broken
 * client sends. Shared by tests/security/fuzz.test.ts (a few cases) and
 * scripts/bench-security.ts (thousands).
 */

/** One code unit or code point: any Unicode scalar, a half surrogate, or a control character. */
const hostileUnit = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)) },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 0x9f }).map((c) => String.fromCharCode(c)) },
);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'Moab\u0000',
    '\ud800',
    'x\udc00y',
    '\udbff\udfff',
    'bell\u0007',
    '\u001b[31mred',
    'del\u007f',
    'next\u0085line',
    'line\nbreak',
    'tab\there',
    '\u2028',
    '\ufeff',
    '\u202eevil',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '"; DROP TABLE favorites; --',
    '$'.concat('{7*7}{{7*7}}'),
    '../../etc/passwd',
    '%00',
    '',
    ' ',
    'temple-square',
  ),
  fc.string({ unit: hostileUnit, maxLength: 40 }),
  fc.integer({ min: 1, max: 4 }).map((k) => 'x'.repeat(k * 20_000)),
  fc.integer({ min: 1, max: 300 }).map((n) => '\u00e9\ud83c\udfd4'.repeat(n)),
);

/** Any JSON value, hostile strings included, nested a few levels. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e308),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileString, tie('value'), { maxKeys: 4 }),
  ),
})).value;

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'isStaff', 'role'];

/** JSON text of an object with one more member, spliced in as text so "__proto__" stays a key. */
function withMember(object: Record<string, unknown>, key: string, value: unknown): string {
  const base = JSON.stringify(object);
  const member = `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`;
  return base === '{}' ? `{${member}}` : `{${member},${base.slice(1)}`;
}

const deepArray = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
const deepObject = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;

/** A body as text or bytes. */
export type HostileBody = string | Uint8Array;

/** Hostile bodies built around a route's valid body (or around nothing). */
export function hostileBody(spec: WriteSpec): fc.Arbitrary<HostileBody> {
  const valid = spec.valid?.() ?? {};
  const keys = Object.keys(valid);
  const limit = spec.maxBytes ?? 64 * 1024;
  const shapes: fc.Arbitrary<HostileBody>[] = [
    // The whole body the wrong shape: a string, a number, an array, null...
    hostileValue.map((v) => JSON.stringify(v) ?? 'null'),
    // A member under a prototype key, with a hostile value.
    fc.tuple(fc.constantFrom(...PROTOTYPE_KEYS), hostileValue).map(([k, v]) => withMember(valid, k, v)),
    // Arrays where objects are expected.
    fc.constant(JSON.stringify([valid])),
    // Deep nesting, as deep as the limit allows and deeper.
    fc.integer({ min: 10, max: Math.max(20, Math.floor(limit / 2) + 10) }).chain((n) => fc.constantFrom(deepArray(n), deepObject(Math.floor(n / 5)))),
    // Malformed JSON and text that is not UTF-8.
    fc.constantFrom('{', '{"a":', 'nul', '\u0000', '{"x":1}garbage', '\ufeff{}', '', '{"a":1,}', "{'a':1}", 'NaN', '[1,2'),
    fc.uint8Array({ minLength: 1, maxLength: 64 }),
    fc.constant(new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d])),
    // Just over the limit.
    fc.constant(JSON.stringify({ ...valid, padding: 'x'.repeat(limit) })),
  ];
  if (keys.length > 0) {
    // One field hostile, the others valid: the case that reaches the schema's text rule.
    shapes.push(
      fc.tuple(fc.constantFrom(...keys), hostileValue).map(([k, v]) => JSON.stringify({ ...valid, [k]: v })),
      fc.tuple(fc.constantFrom(...keys), hostileString).map(([k, v]) => JSON.stringify({ ...valid, [k]: v })),
      // Several fields hostile at once.
      fc.record(Object.fromEntries(keys.map((k) => [k, fc.option(hostileValue, { nil: undefined })]))).map((r) => JSON.stringify({ ...valid, ...r })),
    );
  }
  return fc.oneof(...shapes);
}

/** How the body travels: content type and whether it has a length or streams. */
export interface Transport {
  contentType: string | null;
  streamed: boolean;
}

export const transport: fc.Arbitrary<Transport> = fc.record({
  contentType: fc.oneof(
    { weight: 8, arbitrary: fc.constant('application/json') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        null,
        'text/plain',
        'application/json; charset=utf-16',
        'multipart/form-data; boundary=x',
        'application/x-www-form-urlencoded',
      ),
    },
  ),
  streamed: fc.boolean(),
});

/** A body as a stream without Content-Length (chunked), 1 KB per pull. */
export function streamOf(body: HostileBody): ReadableStream<Uint8Array> {
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.byteLength) return controller.close();
      controller.enqueue(bytes.slice(at, at + 1024));
      at += 1024;
    },
  });
}

/** A stream that never ends; `pulls()` says how many chunks were taken from it. */
export function endlessStream(chunkBytes = 16 * 1024): { stream: ReadableStream<Uint8Array>; pulls: () => number } {
  let pulls = 0;
  const chunk = new TextEncoder().encode(`{"padding":"${'x'.repeat(chunkBytes)}`);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulls++;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulls: () => pulls };
}

/** Hostile path parameter values: unknown, malformed, NUL, surrogates, traversal. */
export const hostileParam: fc.Arbitrary<string> = fc.oneof(hostileString, fc.uuid(), fc.constantFrom('..', '%2e%2e', 'temple-square', 'TEMPLE-SQUARE'));

/** Client addresses, so per-address limits do not hide the routes' deeper paths. */
export const clientIp: fc.Arbitrary<string> = fc.tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 1, max: 254 })).map(([a, b]) => `198.51.${a}.${b}`);
