// A Chromium trace of /plan's cold load (issue 52, decision 119): the same fresh context's second
// window as `npm run bench:plan` (benchBrowser.ts), with the browser-wide trace on. Prints, for the
// page's main thread and the planner's worker thread, each top-level task over 1 ms: its start from
// the navigation, its duration, the thread's CPU time in it (on a loaded machine the durations are
// the scheduler's, the CPU times the work's) and its largest inner events. --samples adds V8's
// sampling profiler and each thread's functions by self time (the profiler's start costs the
// worker 30–150 ms: read the order, not the totals). The first run is not shown (the server's and the
// browser's own first load). Run `npm run build` first; `npm run trace:plan -- [query] [--runs N]
// [--samples] [--out trace.json]` (one file per run, for DevTools' Performance panel).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { findChromium } from '../tests/helpers/chromium.ts';
import { CHROMIUM_ARGS } from '../tests/helpers/chromium.ts';
import { startServer, stopServer } from './benchServer.ts';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event. */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  // biome-ignore lint/suspicious/noExplicitAny: a trace event's arguments differ by event; read as the trace writes them.
  args?: Record<string, any>;
}

/** A DevTools protocol message: a command's answer (by id) or an event (by method). */
interface CdpMessage {
  id?: number;
  method?: string;
  params?: { value?: TraceEvent[] };
  result?: unknown;
  error?: { message: string };
}

async function connect(url: string) {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let next = 0;
  const waiting = new Map<number, (m: CdpMessage) => void>();
  const listeners: ((m: CdpMessage) => void)[] = [];
  socket.addEventListener('message', (event) => {
    const m = JSON.parse(String(event.data));
    if (m.id !== undefined) waiting.get(m.id)?.(m);
    else for (const l of listeners) l(m);
  });
  const send = <T = Record<string, unknown>>(method: string, params: Record<string, unknown> = {}, sessionId?: string): Promise<T> =>
    new Promise((resolve, reject) => {
      const id = ++next;
      waiting.set(id, (m) => (m.error ? reject(new Error(`${method}: ${m.error.message}`)) : resolve(m.result as T)));
      socket.send(JSON.stringify({ id, method, params, sessionId }));
    });
  return { send, on: (l: (m: CdpMessage) => void) => listeners.push(l), close: () => socket.close() };
}

function summarise(events: TraceEvent[], navStart: number): void {
  const threadNames = new Map<string, string>();
  for (const e of events) if (e.name === 'thread_name') threadNames.set(`${e.pid}:${e.tid}`, e.args?.name);
  const mark = events.find((e) => e.name === 'slc:plan-shown');
  console.log(`plan shown at ${mark ? ((mark.ts - navStart) / 1000).toFixed(0) : '?'} ms (trace)`);
  const wanted = [...threadNames].filter(([, n]) => n === 'CrRendererMain' || n === 'DedicatedWorker thread');
  for (const [key, name] of wanted) {
    const [pid, tid] = key.split(':').map(Number);
    const own = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined && e.ts >= navStart);
    if (own.length < 5) continue;
    own.sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
    console.log(`\n== ${name} (${key})`);
    let end = 0;
    for (const e of own) {
      if (e.ts < end) continue; // nested
      end = e.ts + e.dur!;
      if (e.dur! < 1000) continue;
      const kids = own.filter((k) => k !== e && k.ts >= e.ts && k.ts + k.dur! <= end && k.dur! >= 1000);
      const kidText = kids
        .slice(0, 8)
        .map(
          (k) =>
            `${k.name}${k.args?.data?.url ? `(${String(k.args.data.url).split('/').pop()})` : k.args?.data?.functionName ? `(${k.args.data.functionName})` : ''} ${(k.dur! / 1000).toFixed(1)}`,
        )
        .join(', ');
      console.log(
        `${((e.ts - navStart) / 1000).toFixed(0).padStart(5)} +${(e.dur! / 1000).toFixed(1).padStart(6)} (cpu ${((e.tdur ?? 0) / 1000).toFixed(1).padStart(6)}) ${e.name}: ${kidText}`,
      );
    }
    // The sampling profiler's self time per function on this thread.
    const profiles = events.filter((e) => e.pid === pid && e.name === 'ProfileChunk');
    const profileStart = events.filter((e) => e.pid === pid && e.tid === tid && e.name === 'Profile').map((e) => e.id);
    const nodes = new Map<number, string>();
    const self = new Map<string, number>();
    for (const c of profiles) {
      if (!profileStart.includes(c.id)) continue;
      const cp = c.args?.data?.cpuProfile;
      for (const n of cp?.nodes ?? [])
        nodes.set(
          n.id,
          `${n.callFrame.functionName || '(anon)'} ${String(n.callFrame.url).split('/').pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`,
        );
      const samples: number[] = cp?.samples ?? [];
      const deltas: number[] = c.args?.data?.timeDeltas ?? [];
      samples.forEach((s, i) => {
        const name = nodes.get(s) ?? String(s);
        self.set(name, (self.get(name) ?? 0) + (deltas[i + 1] ?? deltas[i] ?? 0));
      });
    }
    const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 25);
    if (top.length) console.log('self time (sampled):');
    for (const [n, us] of top) console.log(`  ${(us / 1000).toFixed(1).padStart(6)} ms  ${n}`);
  }
}

async function main(argv: string[]): Promise<void> {
  const query = argv.find((a) => !a.startsWith('--') && !/^\d+$/.test(a) && !a.endsWith('.json')) ?? 'hours=10&date=2027-05-11&time=08:00&pace=packed';
  const runs = argv.includes('--runs') ? Number(argv[argv.indexOf('--runs') + 1]) : 1;
  const out = argv.includes('--out') ? argv[argv.indexOf('--out') + 1] : undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slc-trace-plan-'));
  const { origin, child } = await startServer(dataDir);
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath: findChromium(), chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    const { webSocketDebuggerUrl } = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as { webSocketDebuggerUrl: string };
    const cdp = await connect(webSocketDebuggerUrl);
    let events: TraceEvent[] = [];
    let done: () => void = () => undefined;
    cdp.on((m) => {
      if (m.method === 'Tracing.dataCollected') events.push(...(m.params?.value ?? []));
      if (m.method === 'Tracing.tracingComplete') done();
    });
    for (let run = 0; run <= runs; run++) {
      // As benchBrowser.ts: a blank window first (Chromium loads its own UI then), the page in a second, no service worker.
      const { browserContextId } = await cdp.send<{ browserContextId: string }>('Target.createBrowserContext', { disposeOnDetach: true });
      const blank = { url: 'about:blank', browserContextId };
      await cdp.send('Target.createTarget', blank).then(() => sleep(1000));
      const sessionId = await cdp
        .send<{ targetId: string }>('Target.createTarget', blank)
        .then(({ targetId }) => cdp.send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true }))
        .then((attached) => attached.sessionId);
      await Promise.all([cdp.send('Network.enable', {}, sessionId), cdp.send('Network.setBypassServiceWorker', { bypass: true }, sessionId)]);
      events = [];
      await cdp.send('Tracing.start', {
        categories: `devtools.timeline,v8,v8.execute,blink.user_timing,loading,disabled-by-default-devtools.timeline${argv.includes('--samples') ? ',disabled-by-default-v8.cpu_profiler' : ''}`,
        transferMode: 'ReportEvents',
      });
      await sleep(100);
      await cdp.send('Page.navigate', { url: `${origin}/plan/?${query}` }, sessionId);
      // The page's own mark, awaited in the page (a PerformanceObserver), not polled: null after 30 s.
      const shown = await cdp
        .send<{ result?: { value?: unknown } }>(
          'Runtime.evaluate',
          {
            expression: `new Promise((resolve) => {
              const now = () => performance.getEntriesByName('slc:plan-shown')[0]?.startTime;
              if (now() !== undefined) return resolve(now());
              new PerformanceObserver(() => now() !== undefined && resolve(now())).observe({ type: 'mark', buffered: true });
              setTimeout(() => resolve(null), 30000);
            })`,
            awaitPromise: true,
            returnByValue: true,
          },
          sessionId,
        )
        .then((r) => (typeof r.result?.value === 'number' ? r.result.value : undefined))
        .catch(() => undefined);
      await sleep(200);
      const complete = new Promise<void>((resolve) => (done = resolve));
      await cdp.send('Tracing.end');
      await complete;
      await cdp.send('Target.disposeBrowserContext', { browserContextId });
      if (run === 0) continue; // The server's and browser's own first load.
      console.log(`\n######## run ${run}: ${query}: plan shown at ${shown?.toFixed(0)} ms (page's mark)`);
      const nav = events.find(
        (e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && String(e.args?.data?.documentLoaderURL).includes('/plan/'),
      );
      summarise(events, nav?.ts ?? events[0]!.ts);
      if (out) fs.writeFileSync(out.replace('.json', `-${run}.json`), JSON.stringify({ traceEvents: events }));
    }
    cdp.close();
  } finally {
    chrome.kill();
    await stopServer(child, dataDir);
  }
}

await main(process.argv.slice(2));
