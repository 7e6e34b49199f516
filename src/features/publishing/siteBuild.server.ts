import type { Sql } from '../../server/db.ts';
import { env } from '../../server/env.ts';
import type { SiteBuildStatus } from './publishing.ts';
import { forgetOnReset } from '../../server/processState.ts';
import { errorText, log, stackOf } from '../../server/log.ts';

/*
 * Rebuilding the prebuilt site after the catalogue changed (issue 21, decision 027).
 *
 * A trailing debounce held in the database (site_builds, one row): the first request of a burst
 * stores requested_at; requests within the window join it. Once the window after the first
 * request has passed, a flush claims the row with one atomic UPDATE (so of many instances or
 * timers exactly one wins) and asks for one build: Netlify's build hook (BUILD_HOOK_URL), or under
 * `npm start` the local background rebuild (src/server/siteRebuild.ts, SITE_REBUILD=local).
 * Flushes run from a timer in the process that made the request, at the start of the next
 * request, and from the five-minute schedule (functions/send-digest.mts), so a Netlify function
 * frozen before its timer fired still gets its build within minutes.
 *
 * Trailing rather than leading: a build started at the first approval would read the catalogue
 * before the rest of the burst was approved.
 */

/** How long after the first approval of a burst the build is asked for (SITE_BUILD_DEBOUNCE_MS, default 60 s). */
export const BUILD_DEBOUNCE_MS = 60_000;
const debounceMs = () => env().SITE_BUILD_DEBOUNCE_MS;

let timer: ReturnType<typeof setTimeout> | undefined;

/** The background rebuild of `npm start` (scripts/serve.ts registers it when SITE_REBUILD is local). */
export interface LocalRebuild {
  request(): Promise<void>;
  state(): { running: boolean; lastBuiltAt: string | null; lastError: string | null; lastErrorAt: string | null };
}
let localRebuild: LocalRebuild | undefined;

export function setLocalRebuild(rebuild: LocalRebuild | undefined): void {
  localRebuild = rebuild;
}

/** Whether anything would rebuild the site here (without a hook or a local build nothing is recorded). */
function rebuildConfigured(): boolean {
  if (env().SITE_REBUILD === 'off') return false;
  return Boolean(localRebuild) || Boolean(env().BUILD_HOOK_URL);
}

/**
 * Asks for a rebuild of the prebuilt site, debounced. Never throws: the approval that called it
 * stands whatever happens to the build.
 */
export async function requestSiteBuild(sql: Sql): Promise<void> {
  if (!rebuildConfigured()) return;
  try {
    await flushSiteBuild(sql);
    const now = new Date();
    const [row] = await sql<{ requestedAt: Date }[]>`
      UPDATE site_builds SET requested_at = COALESCE(requested_at, ${now}) WHERE id RETURNING requested_at`;
    if (!row) return;
    scheduleFlush(sql, new Date(row.requestedAt));
  } catch (error) {
    log.error('site-build', `could not ask for a rebuild: ${errorText(error)}`, { stack: stackOf(error) });
  }
}

/** One timer per process, for the pending request's window; it looks again after flushing. */
function scheduleFlush(sql: Sql, requestedAt: Date): void {
  if (timer) return;
  const wait = Math.max(0, requestedAt.getTime() + debounceMs() - Date.now());
  timer = setTimeout(() => {
    timer = undefined;
    void (async () => {
      await flushSiteBuild(sql);
      // A newer request (its window not over) that found this timer already set.
      const { requestedAt: pending } = await siteBuildState(sql);
      if (pending) scheduleFlush(sql, new Date(pending));
    })().catch((error) => log.error('site-build', `flush failed: ${errorText(error)}`));
  }, wait);
  timer.unref?.();
}

/**
 * Calls the build hook once if a request is due (its window has passed). Returns whether this
 * call claimed it. A failing hook is logged and stored in site_builds.last_error; the request is
 * not retried (the next approval asks again).
 */
export async function flushSiteBuild(sql: Sql): Promise<boolean> {
  const hook = env().BUILD_HOOK_URL;
  if (!rebuildConfigured() || (!hook && !localRebuild)) return false;
  const now = new Date();
  const due = new Date(now.getTime() - debounceMs());
  const claimed = await sql`
    UPDATE site_builds SET requested_at = NULL, hook_called_at = ${now}
    WHERE id AND requested_at IS NOT NULL AND requested_at <= ${due} RETURNING id`;
  if (claimed.length === 0) return false;
  if (localRebuild || !hook) {
    // The build runs in the background; its outcome is in localRebuild.state().
    void localRebuild?.request();
    return true;
  }
  let failure: string | null = null;
  try {
    const response = await fetch(hook, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}', signal: AbortSignal.timeout(10_000) });
    await response.body?.cancel();
    if (!response.ok) failure = `build hook answered ${response.status}`;
  } catch (error) {
    failure = `build hook unreachable: ${(error as Error).message}`;
  }
  if (failure) log.error('site-build', failure);
  else log.info('site-build', 'build hook called');
  await sql`UPDATE site_builds SET last_error = ${failure} WHERE id`;
  return true;
}

export type SiteBuildState = SiteBuildStatus;

export async function siteBuildState(sql: Sql): Promise<SiteBuildState> {
  const [row] = await sql<{ requestedAt: Date | null; hookCalledAt: Date | null; lastError: string | null }[]>`
    SELECT requested_at, hook_called_at, last_error FROM site_builds WHERE id`;
  const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);
  const stored = { requestedAt: iso(row?.requestedAt), hookCalledAt: iso(row?.hookCalledAt), lastError: row?.lastError ?? null };
  if (!localRebuild) return stored;
  const local = localRebuild.state();
  return { ...stored, running: local.running, lastBuiltAt: local.lastBuiltAt, lastError: local.lastError, lastErrorAt: local.lastErrorAt };
}

// Tests: resetProcessState() forgets the in-process timer, as a new function instance would.
forgetOnReset(() => {
  if (timer) clearTimeout(timer);
  timer = undefined;
});
