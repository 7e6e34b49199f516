import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { utahTime12 } from '../../src/lib/format.ts';
import { utahDate, utahToInstant } from '../../src/lib/utahTime.ts';

/**
 * The Utah wall-clock times at which `npm test` runs the tests tagged @hours again (issue 52):
 * half an hour after midnight (a closure that began an hour ago began yesterday; NWS's night
 * periods) and half an hour before it (the day turns during the run).
 */
export const HOURS_UTAH = ['00:30', '23:30'] as const;

/** libfaketime's start ("YYYY-MM-DD hh:mm:ss" in UTC, the run's TZ) for that Utah time on the Utah day of `now`. */
export function faketimeStart(now: number, hour: string): string {
  return new Date(utahToInstant(utahDate(now), hour)).toISOString().slice(0, 19).replace('T', ' ');
}

const FAKETIME = '/usr/bin/faketime';

/** Debian's faketime (libfaketime's wrapper), installed with apt-get when it is missing and we may, as Chromium is. */
export function findFaketime(): string {
  if (fs.existsSync(FAKETIME)) return FAKETIME;
  if (process.getuid?.() === 0) {
    console.log('No faketime found: installing Debian faketime with apt-get…');
    execFileSync('apt-get', ['install', '-y', '-qq', 'faketime'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (fs.existsSync(FAKETIME)) return FAKETIME;
  }
  throw new Error('No faketime found: the hours part of npm test needs it (apt-get install faketime).');
}

/**
 * "since" as the product words it for a closure that began at `ms`, read at `now`: the clock time
 * alone on the same Utah day, else with the day ("Dec 4, 11:58 PM"). Written here from the rule,
 * not imported, so a test holds the product to it.
 */
export function utahSince(ms: number, now: number): string {
  if (utahDate(ms) === utahDate(now)) return utahTime12(ms);
  const day = new Date(ms).toLocaleDateString('en-US', { timeZone: 'America/Denver', month: 'short', day: 'numeric' });
  return `${day}, ${utahTime12(ms)}`;
}
