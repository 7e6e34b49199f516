import { HttpError } from '../../lib/errors.ts';
import type { SiteBuildStatus } from '../publishing/publishing.ts';
import { db, type Sql } from '../../server/db.ts';
import { env } from '../../server/env.ts';
import { log } from '../../server/log.ts';
import { verifyMail } from '../../server/mail.ts';
import { lastOutcome, type OutsideService } from '../../server/outsideServices.ts';
import { isConfigured, lastProbes, type ProbedService, type ProbeResult } from './probes.server.ts';
import { limitWrite, rateLimit, type WriteRoute } from '../../server/rateLimit.ts';
import { type AdminStatus, HEALTH, type HealthAnswer, overallHealth, SCHEDULES, type ScheduleName, shortDetail, type SystemStatus } from './health.ts';

/** How long the staff status waits for the database and for the mail server. */
export const STATUS_TIMEOUTS = { databaseMs: 2_000, mailMs: 5_000 } as const;

/** `promise`, or a rejection after `ms` (the promise itself is left to settle on its own). */
export async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The public health answer (GET /api/health). Its one check is a database round trip, and that
 * round trip is the client's rate-limit counter (60 a minute per address): one write, no second
 * query. A database that fails or does not answer within HEALTH.databaseTimeoutMs is "down"
 * (the route's 503); one slower than HEALTH.slowMs is "degraded". Only a 429 is thrown.
 */
export async function publicHealth(clientIp: string, timeoutMs: number = HEALTH.databaseTimeoutMs): Promise<HealthAnswer> {
  const started = performance.now();
  try {
    await withTimeout(
      db().then((sql) => rateLimit(sql, `health:${clientIp}`, HEALTH.perMinute, 60)),
      timeoutMs,
      'the database',
    );
  } catch (error) {
    if (error instanceof HttpError) throw error;
    log.error('health', `database check failed: ${(error as Error).message}`);
    return { status: 'down', checks: { database: { status: 'down', ms: null } } };
  }
  const ms = Math.round(performance.now() - started);
  const database = ms > HEALTH.slowMs ? 'slow' : 'ok';
  return { status: overallHealth(database), checks: { database: { status: database, ms } } };
}

type Check = Omit<SystemStatus, 'id' | 'name'>;

/** Runs one check; a check that throws is that system "failed" with its reason, never the whole answer. */
async function guarded(checked: string, run: () => Promise<Check>): Promise<Check> {
  try {
    return await run();
  } catch (error) {
    return { state: 'failed', checked, at: new Date().toISOString(), detail: (error as Error).message };
  }
}

async function databaseCheck(sql: Sql): Promise<Check> {
  const checked = 'a round trip to the database (SELECT 1)';
  return guarded(checked, async () => {
    const started = performance.now();
    await withTimeout(sql`SELECT 1`, STATUS_TIMEOUTS.databaseMs, 'the database');
    return { state: 'ok', checked, at: new Date().toISOString(), detail: `answered in ${Math.round(performance.now() - started)} ms` };
  });
}

async function mailCheck(): Promise<Check> {
  const checked = env().SMTP_URL ? 'the SMTP connection (SMTP_URL), verified without sending' : 'that the outbox folder takes a file';
  return guarded(checked, async () => ({ state: 'ok', checked, at: new Date().toISOString(), detail: await verifyMail(STATUS_TIMEOUTS.mailMs) }));
}

async function redditCheck(sql: Sql, lastScan: StatusSources['lastScan']): Promise<Check> {
  const checked = 'the last Reddit discovery scan (reddit_scans)';
  return guarded(checked, async () => {
    const scan = await lastScan(sql);
    if (!scan) return { state: 'no answer yet', checked, at: null, detail: 'no scan has run yet' };
    if (scan.status === 'running') return { state: 'running', checked, at: scan.startedAt, detail: 'a scan is running' };
    if (scan.status === 'failed')
      return { state: 'failed', checked, at: scan.finishedAt ?? scan.startedAt, detail: shortDetail(scan.error ?? 'the scan failed') };
    return { state: 'ok', checked, at: scan.finishedAt, detail: `finished with ${scan.total} posts` };
  });
}

/**
 * An outside service by its last scheduled probe (any instance, service_probes), with the last
 * answer it gave a visitor's request on this instance beside it (decision 059c).
 */
function serviceCheck(probes: Map<string, ProbeResult> | Error, service: ProbedService, lastOf?: OutsideService): Check {
  const checked = 'a probe every 5 minutes: one cheap real call';
  const lastRequest = lastOf ? (lastOutcome(lastOf) ?? null) : undefined;
  if (!isConfigured(service)) return { state: 'not configured', checked, at: null, detail: 'no API key is set', lastRequest };
  if (probes instanceof Error) return { state: 'failed', checked, at: new Date().toISOString(), detail: probes.message, lastRequest };
  const probe = probes.get(service);
  if (!probe) return { state: 'no answer yet', checked, at: null, detail: 'not probed yet', lastRequest };
  return { state: probe.state, checked, at: probe.at, detail: shortDetail(probe.detail), lastRequest };
}

async function siteBuildCheck(sql: Sql, siteBuildState: StatusSources['siteBuildState']): Promise<Check> {
  const build = await siteBuildState(sql);
  if (build.running !== undefined) {
    const checked = 'the last local rebuild of npm start (SITE_REBUILD=local)';
    if (build.running) return { state: 'running', checked, at: null, detail: 'a build is running' };
    const failedLast = build.lastError && build.lastErrorAt && (!build.lastBuiltAt || build.lastErrorAt >= build.lastBuiltAt);
    if (failedLast) return { state: 'failed', checked, at: build.lastErrorAt ?? null, detail: build.lastError ?? 'the build failed' };
    if (!build.lastBuiltAt) return { state: 'no answer yet', checked, at: null, detail: 'no build recorded' };
    return { state: 'ok', checked, at: build.lastBuiltAt, detail: 'the site was built' };
  }
  const checked = 'the last call of the build hook (BUILD_HOOK_URL)';
  if (!env().BUILD_HOOK_URL || env().SITE_REBUILD === 'off') return { state: 'not configured', checked, at: null, detail: 'no rebuild is set up' };
  if (!build.hookCalledAt) return { state: 'no answer yet', checked, at: null, detail: 'the build hook was never called' };
  if (build.lastError) return { state: 'failed', checked, at: build.hookCalledAt, detail: build.lastError };
  return { state: 'ok', checked, at: build.hookCalledAt, detail: 'the build hook accepted the request' };
}

async function scheduleChecks(sql: Sql): Promise<Map<string, Check>> {
  const rows = await sql<{ name: string; startedAt: Date; finishedAt: Date | null; ok: boolean | null; detail: string | null }[]>`
    SELECT name, started_at, finished_at, ok, detail FROM schedule_runs`;
  const checks = new Map<string, Check>();
  for (const row of rows) {
    const checked = 'its last run (schedule_runs)';
    if (!row.finishedAt) checks.set(row.name, { state: 'running', checked, at: new Date(row.startedAt).toISOString(), detail: 'started, no end recorded yet' });
    else checks.set(row.name, { state: row.ok ? 'ok' : 'failed', checked, at: new Date(row.finishedAt).toISOString(), detail: row.detail ?? '' });
  }
  return checks;
}

/**
 * What other features recorded, handed in by the caller (functions/admin-status.mts): a feature
 * does not import another feature's server module (docs/decisions/042), so the route composes them.
 */
export interface StatusSources {
  lastScan(
    sql: Sql,
  ): Promise<{ status: 'running' | 'finished' | 'failed'; startedAt: string; finishedAt: string | null; error: string | null; total: number } | null>;
  siteBuildState(sql: Sql): Promise<SiteBuildStatus>;
}

/**
 * Every system's state for staff (GET /api/admin/status): what was checked and when. The
 * database and mail are checked now; Reddit, the site build and the schedules are read from
 * what they recorded; the outside services from their last scheduled probe, with their last
 * answer to this instance beside it. A check that fails shows as that system "failed", never as an error of the route.
 */
export async function adminStatus(sql: Sql, sources: StatusSources): Promise<AdminStatus> {
  const schedulesChecked = 'its last run (schedule_runs)';
  const [database, mail, reddit, siteBuild, schedules, probes] = await Promise.all([
    databaseCheck(sql),
    mailCheck(),
    redditCheck(sql, sources.lastScan),
    guarded('the site build state (site_builds)', () => siteBuildCheck(sql, sources.siteBuildState)),
    scheduleChecks(sql).catch((error: Error) => error),
    lastProbes(sql).catch((error: Error) => error),
  ]);
  const scheduleStatus = (name: ScheduleName): Check => {
    if (schedules instanceof Error) return { state: 'failed', checked: schedulesChecked, at: new Date().toISOString(), detail: schedules.message };
    return schedules.get(name) ?? { state: 'no answer yet', checked: schedulesChecked, at: null, detail: 'no run recorded yet' };
  };
  const systems: SystemStatus[] = [
    { id: 'database', name: 'Database', ...database },
    { id: 'mail', name: 'Email', ...mail },
    { id: 'reddit', name: 'Reddit scans', ...reddit },
    { id: 'places', name: 'Google Places', ...serviceCheck(probes, 'places', 'places') },
    { id: 'weather', name: 'Weather (NWS)', ...serviceCheck(probes, 'weather', 'weather') },
    { id: 'parks', name: 'Parks (NPS)', ...serviceCheck(probes, 'parks', 'parks') },
    { id: 'udot', name: 'Road closures (UDOT)', ...serviceCheck(probes, 'udot') },
    { id: 'usgs', name: 'River gauges (USGS)', ...serviceCheck(probes, 'usgs') },
    { id: 'reddit-token', name: 'Reddit sign-in (OAuth token)', ...serviceCheck(probes, 'reddit-token') },
    { id: 'site-build', name: 'Site build', ...siteBuild },
    ...SCHEDULES.map(({ name, label }) => ({ id: `schedule:${name}`, name: label, ...scheduleStatus(name) })),
  ];
  return { checkedAt: new Date().toISOString(), systems };
}

/**
 * Runs one scheduled function's work and records its start and end in schedule_runs (the staff
 * status reads it, whichever instance ran it). A run that throws is recorded failed with its
 * message and the error goes on; an answer of 400 or more is recorded failed too.
 */
export async function recordScheduleRun(sql: Sql, name: ScheduleName, run: () => Promise<Response>): Promise<Response> {
  await sql`
    INSERT INTO schedule_runs (name, started_at) VALUES (${name}, now())
    ON CONFLICT (name) DO UPDATE SET started_at = now(), finished_at = NULL, ok = NULL, detail = NULL`;
  const finish = (ok: boolean, detail: string) =>
    sql`UPDATE schedule_runs SET finished_at = now(), ok = ${ok}, detail = ${detail.slice(0, 500)} WHERE name = ${name}`;
  let response: Response;
  try {
    response = await run();
  } catch (error) {
    await finish(false, error instanceof Error ? error.message : String(error)).catch(() => {});
    throw error;
  }
  const body = response.status >= 400 ? await response.clone().text() : '';
  await finish(response.status < 400, response.status < 400 ? `answered ${response.status}` : `answered ${response.status}: ${body.slice(0, 300)}`);
  return response;
}

/**
 * A schedule's work run now by a staff member the caller has checked ("Read UDOT now", "Read the
 * river gauges now"): within the route's write limit per staff member, recorded as a run of the schedule.
 */
export async function runNowAsStaff(staffId: string, route: WriteRoute, name: ScheduleName, run: (sql: Sql) => Promise<Response>): Promise<Response> {
  const sql = await db();
  await limitWrite(sql, route, staffId);
  return recordScheduleRun(sql, name, () => run(sql));
}
