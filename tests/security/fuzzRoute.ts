import fc from 'fast-check';
import { answerProblem, type Harness, type Route, type WriteSpec } from './harness.ts';
import { clientIp, type HostileBody, hostileBody, hostileParam, streamOf, type Transport, transport } from './hostile.ts';

/** One hostile request to one write route. */
export interface HostileCase {
  body: HostileBody;
  transport: Transport;
  ip: string;
  /** Which path parameters: the real ones, unknown ones or hostile strings. */
  params: Record<string, string>;
}

export function hostileCase(h: Harness, spec: WriteSpec): fc.Arbitrary<HostileCase> {
  const ids = spec.params?.(h);
  const params: fc.Arbitrary<Record<string, string>> = ids
    ? fc.oneof(
        fc.constant(ids.real),
        fc.constant(ids.unknown),
        fc.record(Object.fromEntries(Object.keys(ids.real).map((k) => [k, hostileParam]))) as fc.Arbitrary<Record<string, string>>,
      )
    : fc.constant({});
  return fc.record({ body: hostileBody(spec), transport, ip: clientIp, params });
}

export interface Outcome {
  status: number;
  problem: '5xx' | 'non-json-error' | null;
  /** A refused request (4xx/5xx) changed some table. */
  wroteWhenRefused: boolean;
}

/** How long background work (a scan an accepted request started) may take to settle. */
const SETTLE_LIMIT_MS = 30_000;

async function settle(h: Harness): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < SETTLE_LIMIT_MS) {
    const [row] = await h.database.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM reddit_scans WHERE status = 'running'`;
    if (!row?.n) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Sends one hostile case and judges the answer: no 5xx, errors as `{"error": string}` JSON,
 * and, when refused, the tables exactly as before. `before` is the fingerprint taken before
 * (the caller passes the previous `after` to save a query); returns the new fingerprint.
 */
export async function runHostile(h: Harness, route: Route, spec: WriteSpec, input: HostileCase, before: string): Promise<{ outcome: Outcome; after: string }> {
  const headers: Record<string, string> = {};
  if (input.transport.contentType) headers['content-type'] = input.transport.contentType;
  const body = input.transport.streamed ? streamOf(input.body) : input.body;
  const response = await h.send(route, { role: spec.role, params: input.params, body: body as BodyInit, headers, ip: input.ip });
  const status = response.status;
  const problem = await answerProblem(response);
  if (status < 400) await settle(h);
  const after = await h.fingerprint();
  return { outcome: { status, problem, wroteWhenRefused: status >= 400 && after !== before }, after };
}

export interface RouteFigures {
  route: string;
  requests: number;
  fiveHundreds: number;
  wroteWhenRefused: number;
  nonJsonErrors: number;
  byStatus: Record<number, number>;
}

/** Runs `count` hostile cases (seeded, so a run can be repeated) and adds up what went wrong. */
export async function fuzzRoute(h: Harness, route: Route, spec: WriteSpec, count: number, seed = 42): Promise<RouteFigures> {
  const cases = fc.sample(hostileCase(h, spec), { numRuns: count, seed });
  const figures: RouteFigures = { route: route.key, requests: 0, fiveHundreds: 0, wroteWhenRefused: 0, nonJsonErrors: 0, byStatus: {} };
  let fingerprint = await h.fingerprint();
  for (const input of cases) {
    const { outcome, after } = await runHostile(h, route, spec, input, fingerprint);
    fingerprint = after;
    figures.requests++;
    figures.byStatus[outcome.status] = (figures.byStatus[outcome.status] ?? 0) + 1;
    if (outcome.problem === '5xx') figures.fiveHundreds++;
    if (outcome.problem === 'non-json-error') figures.nonJsonErrors++;
    if (outcome.wroteWhenRefused) figures.wroteWhenRefused++;
  }
  return figures;
}
