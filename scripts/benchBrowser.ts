// The plan benchmark's browser (issue 38, decision 069): Chromium started by chrome-launcher (as
// `npm run bench`'s Lighthouse starts it) and driven over the DevTools protocol with nothing
// attached to the page's workers. Playwright attaches to every worker a page starts and holds it
// until its driver has set the worker up ("wait for debugger on start"), which put a round trip
// through the test process on the critical path of every plan; a visitor's browser has no
// debugger, so the benchmark has none either. Each run is a fresh browser context (no cache, no
// session), as before, measured in its second window: the first makes Chromium load its own
// browser UI, which is not the page's time either.
import { setTimeout as sleep } from 'node:timers/promises';
import { CHROMIUM_ARGS } from '../tests/helpers/chromium.ts';

interface Reply {
  id?: number;
  result?: Record<string, unknown>;
  error?: { message: string };
}

/** One DevTools protocol connection: commands by id, one at a time per caller. */
class Cdp {
  #next = 0;
  readonly #waiting = new Map<number, (reply: Reply) => void>();
  constructor(private readonly socket: WebSocket) {
    socket.addEventListener('message', (event) => {
      const reply = JSON.parse(String(event.data)) as Reply;
      if (reply.id !== undefined) this.#waiting.get(reply.id)?.(reply);
    });
  }
  send<T = Record<string, unknown>>(method: string, params: Record<string, unknown> = {}, sessionId?: string): Promise<T> {
    const id = ++this.#next;
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, (reply) => {
        this.#waiting.delete(id);
        if (reply.error) reject(new Error(`${method}: ${reply.error.message}`));
        else resolve(reply.result as T);
      });
      this.socket.send(JSON.stringify({ id, method, params, sessionId }));
    });
  }
}

/** A tab in a fresh browser context: load an address, reload, read a value of the page. */
export interface BenchTab {
  /**
   * Loads `url` (or reloads when null) and polls `expression` in the new document until it gives a
   * number: the page's own time of what is measured (a User Timing mark's startTime, say).
   */
  timeTo(url: string | null, expression: string, timeoutMs?: number): Promise<number>;
  close(): Promise<void>;
}

export interface BenchBrowser {
  newTab(): Promise<BenchTab>;
  close(): Promise<void>;
}

/** Long enough for a new context's browser UI to load (its ~630 requests took ~0.5 s in a trace on this machine) before the page to measure opens. */
const SETTLE_MS = 1_000;

/** Starts headless Chromium (CHROMIUM_ARGS) on a free port and connects to it. */
export async function startBenchBrowser(chromePath: string): Promise<BenchBrowser> {
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  const { webSocketDebuggerUrl } = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as { webSocketDebuggerUrl: string };
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  const cdp = new Cdp(socket);
  return {
    async newTab() {
      const { browserContextId } = await cdp.send<{ browserContextId: string }>('Target.createBrowserContext', { disposeOnDetach: true });
      // A new context's first window makes Chromium load its own omnibox UI (two chrome:// pages of
      // ~290 modules) at that very moment: a blank window first, a second to measure in once it is done.
      await cdp.send('Target.createTarget', { url: 'about:blank', browserContextId });
      await sleep(SETTLE_MS);
      const { targetId } = await cdp.send<{ targetId: string }>('Target.createTarget', { url: 'about:blank', browserContextId });
      const { sessionId } = await cdp.send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true });
      // Service workers off, as the Playwright runs had them (`serviceWorkers: 'block'`): each run is a first visit.
      await cdp.send('Network.enable', {}, sessionId);
      await cdp.send('Network.setBypassServiceWorker', { bypass: true }, sessionId);
      const read = async <T>(expression: string): Promise<T | undefined> =>
        (await cdp.send<{ result?: { value?: T } }>('Runtime.evaluate', { expression, returnByValue: true }, sessionId)).result?.value;
      return {
        async timeTo(url, expression, timeoutMs = 60_000) {
          // The old document says so, so a reload is not timed by the mark of the page it replaces.
          await read('window.__benchOld = true');
          if (url) await cdp.send('Page.navigate', { url }, sessionId);
          else await cdp.send('Page.reload', {}, sessionId);
          // Polled from outside (every 20 ms): the page's own mark holds the time, the poll only finds it.
          for (const end = Date.now() + timeoutMs; Date.now() < end; await sleep(20)) {
            const at = await read<number | null>(`window.__benchOld ? null : (${expression})`).catch(() => null); // Between documents: no context yet.
            if (typeof at === 'number') return at;
          }
          throw new Error(`${url ?? 'reload'}: nothing measured within ${timeoutMs} ms`);
        },
        async close() {
          await cdp.send('Target.disposeBrowserContext', { browserContextId });
        },
      };
    },
    async close() {
      socket.close();
      chrome.kill();
    },
  };
}
