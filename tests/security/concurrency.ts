import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import adminSubmission from '../../functions/admin-submission.mts';
import destinationFn from '../../functions/destination.mts';
import { getDestination, readCatalogue } from '../../src/features/destinations/destinations.server.ts';
import { getSubmission } from '../../src/features/submissions/submissions.server.ts';
import { connect, type Sql } from '../../src/server/db.ts';
import { signIn } from '../helpers/auth.ts';
import { FIXTURE_CATALOGUE, freshDatabase } from '../helpers/database.ts';
import { call } from '../helpers/functions.ts';
import { resetProcessState } from '../../src/server/processState.ts';

/**
 * Issue 13, point 1: many requests at once on one database, every answer checked.
 *
 * A fresh database (the embedded PGlite server by default, PostgreSQL with TEST_POSTGRES_URL),
 * migrated and seeded with the fixture catalogue, is used by four clients at once: the app's
 * own pool (through the real functions), a second pool like it, a pool without named statements
 * (every parameterised query is then Parse/Describe/Flush on the unnamed statement, then
 * Bind/Execute/Sync) and a single connection that has to pipeline. The operations are mixed and
 * all started together; each one knows its right answer.
 */
export interface ConcurrencyResult {
  requests: number;
  /** Operations that threw (or answered 5xx, or never answered) when they should not have. */
  failures: number;
  /** Operations that answered, but not with the right answer. */
  wrongAnswers: number;
  /** Up to ten distinct messages, to say what went wrong. */
  problems: string[];
  /** How long the concurrent operations took, setup (a fresh database) not included. */
  operationsMs: number;
}

const STAFF = 'concurrency-staff@slctrips.test';
/** A safety net so a hung session is counted instead of hanging the run; never reached when it works. */
const HANG_MS = 60_000;

type Outcome = 'ok' | { wrong: string } | { failed: string };

class Mismatch extends Error {}

function check(condition: boolean, what: string): void {
  if (!condition) throw new Mismatch(what);
}

async function settle(operation: () => Promise<void>): Promise<Outcome> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${HANG_MS / 1000} s`)), HANG_MS);
  });
  try {
    await Promise.race([operation(), hang]);
    return 'ok';
  } catch (error) {
    const message = (error as Error).message;
    return error instanceof Mismatch ? { wrong: message } : { failed: message };
  } finally {
    clearTimeout(timer);
  }
}

/** Expects `promise` to be refused by the database with SQLSTATE `code`; anything else is wrong. */
async function refusedWith(promise: Promise<unknown>, code: string): Promise<void> {
  const outcome = await promise.then(
    () => 'answered',
    (error: { code?: string; message: string }) => error,
  );
  check(outcome !== 'answered', `expected error ${code}, got an answer`);
  const error = outcome as { code?: string; message: string };
  check(error.code === code, `expected error ${code}, got ${error.code}: ${error.message}`);
}

function setEnv(values: Record<string, string | undefined>): () => void {
  const before = Object.fromEntries(Object.keys(values).map((k) => [k, process.env[k]]));
  const apply = (v: Record<string, string | undefined>) => {
    for (const [k, value] of Object.entries(v)) {
      if (value === undefined) delete process.env[k];
      else process.env[k] = value;
    }
    resetProcessState();
  };
  apply(values);
  return () => apply(before);
}

export async function runConcurrency(options: { requests: number }): Promise<ConcurrencyResult> {
  const requests = Math.max(20, Math.floor(options.requests));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slc-concurrency-'));
  const restoreEnv = setEnv({ DATA_DIR: dataDir, STAFF_EMAILS: STAFF, SMTP_URL: undefined });
  const database = await freshDatabase();
  const extra: Sql[] = [];
  try {
    const url = database.url;
    const named = connect(url, { max: 3 });
    // The transaction pooler's settings: connect() turns named statements off for them, and the
    // pool still names columns as the app does (decision 034), so the app's reads work through it.
    const pooler = new URL(url);
    pooler.searchParams.set('pgbouncer', 'true');
    const unnamed = connect(pooler.toString(), { max: 3 });
    const single = connect(url, { max: 1 });
    extra.push(named, unnamed, single);
    const pools: Sql[] = [database.sql, named, unnamed, single];
    const staff = await signIn(STAFF);

    const destinations = readCatalogue(FIXTURE_CATALOGUE).map((d) => ({ id: d.id, name: d.name }));
    // Submissions to read by id, and a few that several reviewers approve at the same moment.
    const submissions: Array<{ id: string; name: string }> = [];
    for (let i = 0; i < 12; i++) {
      const name = `Concurrency Cafe ${i}`;
      const [row] = await database.sql<{ id: string }[]>`
        INSERT INTO submissions (name, category, address, phone, email, description, contact_name, business_role)
        VALUES (${name}, 'dining', ${`${i} Main St, Salt Lake City, UT`}, '801 555 0100', ${`cafe${i}@example.com`}, 'Coffee.', 'Ann', 'owner')
        RETURNING id`;
      submissions.push({ id: row!.id, name });
    }
    const approvalRounds = Math.max(2, Math.round(requests / 50));
    const raced = submissions.slice(0, approvalRounds > 6 ? 6 : approvalRounds);
    const approvals = new Map<string, Array<string | null>>(raced.map((s) => [s.id, []]));
    const written: Array<{ key: string; hits: number }> = [];
    const rolledBack: string[] = [];

    const operation = (i: number): (() => Promise<void>) => {
      const sql = pools[i % pools.length]!;
      const destination = destinations[i % destinations.length]!;
      const submission = submissions[(i * 5) % submissions.length]!;
      switch (i % 10) {
        case 0:
          return async () => {
            const d = await getDestination(sql, destination.id);
            check(d.id === destination.id && d.name === destination.name, `destination ${destination.id} answered ${d.id}`);
          };
        case 1:
          return async () => {
            const s = await getSubmission(sql, submission.id);
            check(s.id === submission.id && s.name === submission.name, `submission ${submission.id} answered ${s.id}`);
          };
        case 2:
          return async () => {
            const [row] = await sql.unsafe<{ sum: number; tag: string }[]>('SELECT $1::int + $2::int AS sum, $3::text AS tag', [i, 1000, `tag-${i}`]);
            check(row?.sum === i + 1000 && row.tag === `tag-${i}`, `unsafe ${i} answered ${JSON.stringify(row)}`);
          };
        case 3:
          return async () => {
            const [row] = await sql<{ triple: number; tag: string }[]>`SELECT ${i}::int * 3 AS triple, ${`t${i}`}::text AS tag`;
            check(row?.triple === i * 3 && row.tag === `t${i}`, `template ${i} answered ${JSON.stringify(row)}`);
          };
        case 4:
          return async () => {
            const key = `concurrency:${i}`;
            written.push({ key, hits: i });
            const read = await sql.begin(async (tx) => {
              await tx`INSERT INTO rate_limits (key, window_start, hits) VALUES (${key}, now(), ${i})`;
              await tx.unsafe('UPDATE rate_limits SET hits = hits + $2 WHERE key = $1', [key, 0]);
              const [row] = await tx<{ hits: number }[]>`SELECT hits FROM rate_limits WHERE key = ${key}`;
              return row?.hits;
            });
            check(read === i, `transaction ${i} read back ${read}`);
          };
        case 5:
          return async () => {
            const key = `rolled-back:${i}`;
            rolledBack.push(key);
            const refused = await sql
              .begin(async (tx) => {
                await tx`INSERT INTO rate_limits (key, window_start, hits) VALUES (${key}, now(), 1)`;
                await tx`SELECT ${i}::int AS n`;
                throw new Error('roll back');
              })
              .then(
                () => null,
                (error: Error) => error.message,
              );
            check(refused === 'roll back', `rollback ${i}: ${refused}`);
          };
        case 6:
          // Errors in either round trip: a bad parameter fails at Bind, a bad statement at Parse.
          return i % 20 === 6
            ? () => refusedWith(sql.unsafe('SELECT $1::int AS n', [`not-a-number-${i}`]), '22P02')
            : () => refusedWith(sql.unsafe('SELEC $1::int AS n', [i]), '42601');
        case 7: {
          const target = raced[Math.floor(i / 10) % raced.length]!;
          return async () => {
            const response = await call(adminSubmission, `/api/admin/submissions/${target.id}`, {
              method: 'PUT',
              headers: { 'content-type': 'application/json', cookie: staff },
              body: JSON.stringify({ status: 'approved' }),
              params: { id: target.id },
            });
            if (response.status >= 500) throw new Error(`approval answered ${response.status}: ${await response.text()}`);
            const body = (await response.json()) as { id?: string; status?: string; destinationId?: string | null };
            check(
              response.status === 200 && body.id === target.id && body.status === 'approved' && !!body.destinationId,
              `approval answered ${response.status} ${JSON.stringify(body)}`,
            );
            approvals.get(target.id)!.push(body.destinationId ?? null);
          };
        }
        case 8:
          return async () => {
            const response = await call(destinationFn, `/api/destinations/${destination.id}`, { params: { id: destination.id } });
            if (response.status >= 500) throw new Error(`destination answered ${response.status}: ${await response.text()}`);
            const body = (await response.json()) as { id?: string; name?: string };
            check(
              response.status === 200 && body.id === destination.id && body.name === destination.name,
              `GET ${destination.id} answered ${response.status} ${body.id}`,
            );
          };
        default:
          return async () => {
            // A uuid parameter and a text parameter in one statement, on the unnamed statement.
            const [row] = await sql.unsafe<{ id: string; name: string }[]>('SELECT id::text, name FROM submissions WHERE id = $1::uuid AND name = $2', [
              submission.id,
              submission.name,
            ]);
            check(row?.id === submission.id, `submission by uuid ${submission.id} answered ${JSON.stringify(row)}`);
          };
      }
    };

    const started = performance.now();
    const outcomes = await Promise.all(Array.from({ length: requests }, (_, i) => settle(operation(i))));
    const operationsMs = Math.round(performance.now() - started);
    let failures = 0;
    let wrongAnswers = 0;
    const problems = new Set<string>();
    for (const outcome of outcomes) {
      if (outcome === 'ok') continue;
      if ('failed' in outcome) failures++;
      else wrongAnswers++;
      if (problems.size < 10) problems.add('failed' in outcome ? outcome.failed : outcome.wrong);
    }

    // What the operations left behind, read afterwards on one connection.
    const wrongAfter = (what: string) => {
      wrongAnswers++;
      if (problems.size < 10) problems.add(what);
    };
    const rows = await database.sql<
      { key: string; hits: number }[]
    >`SELECT key, hits FROM rate_limits WHERE key LIKE 'concurrency:%' OR key LIKE 'rolled-back:%'`;
    const stored = new Map(rows.map((r) => [r.key, r.hits]));
    for (const w of written) if (stored.get(w.key) !== w.hits) wrongAfter(`committed ${w.key} reads ${stored.get(w.key)}`);
    for (const key of rolledBack) if (stored.has(key)) wrongAfter(`rolled-back ${key} was kept`);
    for (const target of raced) {
      const made = await database.sql<{ id: string }[]>`SELECT id FROM destinations WHERE details->>'submissionId' = ${target.id}`;
      const answered = new Set(approvals.get(target.id));
      // Every reviewer may approve; exactly one destination comes of it, the one they were all told.
      if (made.length !== 1 || answered.size > 1 || (answered.size === 1 && !answered.has(made[0]!.id))) {
        wrongAfter(`submission ${target.id}: ${made.length} destinations, answers named ${[...answered].join(', ')}`);
      }
    }
    return { requests, failures, wrongAnswers, problems: [...problems], operationsMs };
  } finally {
    await Promise.all(extra.map((sql) => sql.end({ timeout: 5 })));
    await database.close();
    restoreEnv();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
