// `npm run bench:soak` (issue 37; not in CI): `npm run serve` on the built dist/ and a fresh embedded
// database, held under a steady mix of page reads, API reads and writes for SOAK_SECONDS (600);
// prints the server's RSS over time, each minute's p99 and every error. Passes when RSS grew under
// 10 % from the first minute after warm-up to the last, p99 did not trend up (the last three
// minutes' median within 2× of minutes 2–4's), and nothing failed (docs/performance.md records a run).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readOutbox } from '../tests/helpers/outbox.ts';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const RATE = Number(process.env.SOAK_RATE ?? 40);
const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`${dist} has no build: run npm run build first`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slc-soak-'));

const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
  env: { ...process.env, PORT: '0', DATA_DIR: dataDir, DIST_DIR: dist, DATABASE_URL: '', ACCESS_LOG: 'off', SITE_REBUILD: 'off' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const origin = await new Promise<string>((resolve, reject) => {
  let out = '';
  server.stdout!.on('data', (d: Buffer) => {
    out += d;
    const match = /ready at (http:\/\/\S+?)\/? /.exec(out);
    if (match) resolve(match[1]!);
  });
  server.once('exit', (code) => reject(new Error(`the server exited with ${code}:\n${out}`)));
});
const rss = () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** Signs a person in through the outbox, as a visitor would through their mail. */
async function signIn(email: string): Promise<string> {
  const login = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email }),
  });
  if (login.status !== 200) throw new Error(`sign-in of ${email}: ${login.status}`);
  const mail = (await readOutbox(path.join(dataDir, 'outbox'), { to: email })).at(-1);
  const link = /https?:\/\/[^\s"<>]+\/api\/auth\/verify\?token=[A-Za-z0-9_%-]+/.exec(mail?.text ?? '')?.[0]?.replace(/^https?:\/\/[^/]+/, origin);
  if (!link) throw new Error(`no sign-in link for ${email}`);
  const opened = await fetch(link, { redirect: 'manual' });
  const cookie = opened.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!cookie.includes('slc_session=')) throw new Error(`the sign-in link of ${email} set no session`);
  return cookie;
}

const ids = ((await (await fetch(`${origin}/api/destinations`)).json()) as Array<{ id: string }>).map((d) => d.id);
const pages = ['/', '/destinations/', '/plan/', '/search/', '/trips/', ...ids.slice(0, 20).map((id) => `/destinations/${id}/`)];
const people = await Promise.all([1, 2, 3, 4].map((n) => signIn(`soak-${n}@example.com`)));

/**
 * The request of tick i: 60 % pages, 20 % catalogue and favourites reads, 15 % writes, and the
 * rest pages too, but for one health check every 2 s (/api/health allows 60 a minute per address).
 */
function requestOf(i: number): [string, RequestInit] {
  if (i % (RATE * 2) === RATE) return ['/api/health', {}];
  // One person per block of 20 ticks: 3 writes a block, 90 a minute each at 40 a second, under
  // the 120 a minute a person may write (rateLimit.ts WRITE_LIMITS.favorites).
  const cookie = people[Math.floor(i / 20) % people.length]!;
  const slot = i % 20;
  if (slot < 12) return [pages[i % pages.length]!, { headers: { 'accept-encoding': 'br, gzip' } }];
  if (slot < 15) return ['/api/destinations', { headers: { 'accept-encoding': 'br, gzip' } }];
  if (slot < 16) return ['/api/favorites', { headers: { cookie } }];
  if (slot < 19) {
    const id = ids[Math.floor(i / 20) % ids.length]!;
    const add = Math.floor(i / 40) % 2 === 0;
    const init = { method: add ? 'POST' : 'DELETE', headers: { cookie, origin, 'content-type': 'application/json' } };
    return add ? ['/api/favorites', { ...init, body: JSON.stringify({ destinationId: id }) }] : [`/api/favorites/${id}`, init];
  }
  return [pages[(i + 7) % pages.length]!, { headers: { 'accept-encoding': 'br, gzip' } }];
}

const minutes: number[][] = [];
const errors: string[] = [];
const memory: Array<{ second: number; rssMb: number }> = [];
const started = performance.now();
let sent = 0;
const inFlight = new Set<Promise<void>>();
while (performance.now() - started < SECONDS * 1000) {
  // A steady rate: tick i leaves at i / RATE seconds, whatever the answers' times.
  const due = started + (sent / RATE) * 1000;
  if (performance.now() < due) await new Promise((resolve) => setTimeout(resolve, due - performance.now()));
  const [route, init] = requestOf(sent++);
  const t0 = performance.now();
  const request = fetch(`${origin}${route}`, init)
    .then(async (response) => {
      await response.arrayBuffer();
      if (response.status >= 400) errors.push(`${init.method ?? 'GET'} ${route}: ${response.status}`);
      const minute = Math.floor((t0 - started) / 60_000);
      minutes[minute] ??= [];
      minutes[minute].push(performance.now() - t0);
    })
    .catch((error: Error) => void errors.push(`${route}: ${error.message}`))
    .finally(() => inFlight.delete(request));
  inFlight.add(request);
  const second = Math.floor((performance.now() - started) / 1000);
  if (second % 10 === 0 && memory.at(-1)?.second !== second) {
    memory.push({ second, rssMb: Math.round(rss()) });
    if (second % 60 === 0) console.log(`soak: ${second} s, ${sent} requests, RSS ${memory.at(-1)!.rssMb} MB, ${errors.length} errors`);
  }
}
await Promise.all(inFlight);
const exited = new Promise((resolve) => server.once('exit', resolve));
server.kill('SIGTERM');
await exited;

const p99 = (times: number[]) => Math.round([...times].sort((a, b) => a - b)[Math.floor(times.length * 0.99)]! * 10) / 10;
const windows = minutes.map((times, minute) => ({ minute: minute + 1, requests: times.length, p99: p99(times) }));
// Warm-up: the first minute fills the page memory and the caches; growth is measured after it.
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const firstRss = median(memory.filter((m) => m.second >= 60 && m.second < 120).map((m) => m.rssMb));
const lastRss = median(memory.filter((m) => m.second >= SECONDS - 60).map((m) => m.rssMb));
const growth = Math.round(((lastRss - firstRss) / firstRss) * 1000) / 10;
// Stable p99: no upward trend. The median of the last three minutes' p99 within 2× of minutes 2–4's
// (single minutes spike on a shared machine; a leak or a growing queue raises the tail for good).
const medianP99 = (ws: typeof windows) => median(ws.map((w) => w.p99));
const full = windows.filter((w) => w.requests > RATE * 30);
const earlyP99 = medianP99(full.slice(1, 4));
const lateP99 = medianP99(full.slice(-3));
const ok = errors.length === 0 && growth < 10 && lateP99 <= 2 * Math.max(earlyP99, 5);
console.table(windows);
console.log(`RSS every 10 s (MB): ${memory.map((m) => m.rssMb).join(' ')}`);
console.log(
  JSON.stringify({
    seconds: SECONDS,
    rate: RATE,
    requests: sent,
    errors: errors.length,
    rssAfterWarmupMb: firstRss,
    rssEndMb: lastRss,
    rssGrowthPct: growth,
    p99EarlyMs: earlyP99,
    p99LateMs: lateP99,
    ok,
  }),
);
for (const error of errors.slice(0, 20)) console.log(`error: ${error}`);
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(ok ? 0 : 1);
