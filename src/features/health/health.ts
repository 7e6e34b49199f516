/*
 * How the site is (issue 30, decision 041): the public health answer for an uptime monitor and
 * the staff status of every system. Types and pure rules only: safe in the browser.
 */

import { readableTime, utahTimeWithZone } from '../../lib/format.ts';
import { utahDate } from '../../lib/utahTime.ts';

/** What a system's state can be. Nothing says "ok" that was not checked or heard from. */
export type SystemState = 'ok' | 'failed' | 'running' | 'not configured' | 'no answer yet';

export interface SystemStatus {
  /** Stable id, e.g. `database`, `schedule:send-digest`. */
  id: string;
  /** Its name on the admin panel. */
  name: string;
  state: SystemState;
  /** What was checked or heard from, in words: "a round trip (SELECT 1)". */
  checked: string;
  /** When it was checked or last answered (ISO); null when never. */
  at: string | null;
  /** The outcome in words: "answered in 3 ms", the failure's reason. */
  detail: string;
  /**
   * For an outside service: how its last call on a visitor's behalf ended, on the instance that
   * answered (decision 059c); null when it made none. The state above is the scheduled probe's.
   */
  lastRequest?: { ok: boolean; at: string; detail: string } | null;
}

export interface AdminStatus {
  /** When this answer was put together (ISO). */
  checkedAt: string;
  systems: SystemStatus[];
}

/** The public answer of GET /api/health: no secrets, no addresses, no error texts. */
export interface HealthAnswer {
  status: 'ok' | 'degraded' | 'down';
  checks: { database: { status: 'ok' | 'slow' | 'down'; ms: number | null } };
}

/** The health route's limits: the database round trip's timeout, and what counts as slow. */
export const HEALTH = {
  /** Well under the 2 s an uptime monitor is promised a 503 in, even on a cold instance. */
  databaseTimeoutMs: 1_500,
  /** A round trip slower than this makes the answer "degraded". */
  slowMs: 500,
  /** Requests per minute per client address (an uptime monitor asks once or twice a minute). */
  perMinute: 60,
} as const;

/** The overall state of the public answer from its database check. */
export function overallHealth(database: HealthAnswer['checks']['database']['status']): HealthAnswer['status'] {
  return database === 'ok' ? 'ok' : database === 'slow' ? 'degraded' : 'down';
}

/** The scheduled functions (functions/*.mts with a `schedule`); a test holds this list to the files. */
export const SCHEDULES = [
  { name: 'scan-reddit', label: 'Reddit scan schedule (every 15 minutes)' },
  { name: 'send-digest', label: 'Digest and rebuild schedule (every 5 minutes)' },
  { name: 'scan-udot', label: 'UDOT road closures schedule (every 5 minutes)' },
  { name: 'scan-rivers', label: 'River gauges (USGS) schedule (every 15 minutes)' },
  { name: 'probe-services', label: 'Outside services probe schedule (every 5 minutes)' },
  { name: 'transit-feed-check', label: 'Transit timetable (GTFS) check (daily)' },
] as const;

export type ScheduleName = (typeof SCHEDULES)[number]['name'];

/** The words shown beside a state on the admin panel (the colour is never the only sign). */
export function stateLabel(state: SystemState): string {
  return state === 'ok' ? 'working' : state;
}

/**
 * A time on the status panel, in Utah time with its zone named, as the history beside it
 * (issue 40): today's (in Utah) by time of day, "10:40 AM MST"; older ones with their date.
 */
export function when(iso: string, now = Date.now()): string {
  const instant = Date.parse(iso);
  return utahDate(instant) === utahDate(now) ? utahTimeWithZone(instant) : readableTime(new Date(instant));
}

/** The most a status detail shows: one line of the panel, not a whole error page. */
export const DETAIL_MAX = 240;

/**
 * A failure's detail as one short line (issue 51: a failed Reddit scan stored an error of about
 * 5,000 characters, one run-on row of the status page): whitespace collapsed, cut at a word before
 * {@link DETAIL_MAX} characters with "…".
 */
export function shortDetail(text: string, max = DETAIL_MAX): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
