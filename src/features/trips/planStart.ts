/**
 * The planner starts with the page (issue 38, decisions 065, 069 and 071). The build rewrites this
 * script as a classic one and moves it into the head, right after the CSP meta and before the
 * stylesheets (src/lib/starterScript.server.ts), so it runs as soon as the parser reaches it,
 * before the body exists and before the page's first layout: what it reads of the page is in the
 * head (the catalogue's stamp and the feed's timetable, as metas). It starts the planner's worker,
 * whose name carries what it needs (planning/startName.ts): the data's address, which the worker
 * fetches itself as it starts, and, for a plan of another day, the request, which it plans at once;
 * nothing waits on a message from this page, whose main thread is busy with its own start.
 *
 * The script shares no module with the page's other scripts, so the build writes it into the page
 * itself (no request, no module chain before it runs); plan.client.ts reaches it through
 * `window.slcPlanStarter` and imports only its types. It also holds the tab's kept plans
 * (planCache.ts): a kept plan needs no planner, and the worker started for it is stopped at once.
 */
import type { PlanResponse } from '../planning/planning.ts';
import type { PlanProgress, PlanRequest } from '../planning/workerHost.ts';
import { startName } from '../planning/startName.ts';
import type { Said } from '../../lib/messages/said.ts';
import { cachedPlan, planCacheKey, storePlan } from './planCache.ts';
// The built workers' addresses: their names change with their code.
import planWorker from '../planner/plan.worker.ts?worker&url';
import carFreeWorker from '../transit/carFree.worker.ts?worker&url';

/** A started planner: a worker, loading the data as it starts, that answers one request. */
export interface StartedPlanner {
  /** The plan for `request`, its progress lines to `onProgress`; the worker stops after answering. */
  plan(request: Omit<PlanRequest, 'dataUrl'>, onProgress: (said: Said) => void): Promise<PlanResponse>;
  stop(): void;
}

/** What the starter hands to the page's script. */
export interface PlanStarter {
  /** The planner's data file. */
  dataUrl: string;
  /** The planner started for the address's request, once (a second call gets null), or null. */
  take(carFree: boolean): StartedPlanner | null;
  /** A planner started now, or null where workers are missing; without a car the transit room's (issue 36). */
  launch(carFree: boolean): StartedPlanner | null;
  /** The plan this tab keeps for the request on this build (with the live closures it used), or undefined. */
  kept(search: string, closures: unknown): PlanResponse | undefined;
  /** Keeps a plan for the tab; offline plans (made from stored places only) are not kept. */
  keep(search: string, closures: unknown, response: PlanResponse): void;
}

declare global {
  interface Window {
    slcPlanStarter?: PlanStarter;
  }
}

const DATA_URL = '/plan-data.json';
/**
 * The mark plan.client.ts sets once the first plan (or why there is none) is drawn, and the root's
 * attribute and window event by which the page's late work waits for it (src/lib/idle.ts's
 * LATE_WORK, decision 126). Written out, not imported (see COULD_NOT_START); a test checks both.
 */
export const FIRST_PLAN_MARK = 'slc:plan-shown';
export const LATE_WORK = 'data-late-work';
/** The longest the page's late work waits for the first plan (a page whose script never draws it still gets it). */
export const LATE_WORK_WAIT_MS = 10_000;

/**
 * Holds the page's late work (the weather chip's fetch, the idle-time extras: idle.ts) until the
 * first plan is drawn, or `waitMs` at the longest: its downloads and tasks would otherwise share the
 * network and the main thread with the worker, its data and the plan's drawing (decision 126).
 */
export function holdLateWork(root: Element, win: Pick<Window, 'dispatchEvent'>, waitMs = LATE_WORK_WAIT_MS): void {
  root.setAttribute(LATE_WORK, '');
  let observer: PerformanceObserver | undefined;
  const release = () => {
    if (!root.hasAttribute(LATE_WORK)) return;
    root.removeAttribute(LATE_WORK);
    observer?.disconnect();
    clearTimeout(timer);
    win.dispatchEvent(new Event(LATE_WORK));
  };
  const timer = setTimeout(release, waitMs);
  if (typeof PerformanceObserver === 'undefined') return;
  observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName(FIRST_PLAN_MARK, 'mark').length > 0) release();
  });
  observer.observe({ type: 'mark' });
}

/** The GTFS feed's timetable the build wrote for the car-free planner, if it had a feed (decision 064; the head's meta names it). */
const meta = (name: string): string | undefined => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || undefined;
const timetableUrl = (): string | undefined => meta('slc-transit-timetable');

/** The build a kept plan belongs to: its catalogue stamp, the planners' code (their workers' names) and the feed's timetable. */
const build = (): string => `${meta('slc-catalogue-since') ?? ''} ${planWorker} ${carFreeWorker} ${timetableUrl() ?? ''}`;

function storage(): Storage | undefined {
  if (!navigator.onLine) return undefined; // Offline plans use only stored places: not kept.
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // Storage refused (some privacy settings): plan every time.
  }
}

// Written out, not by said.ts's `say`: an import shared with the page's script would keep the
// starter from being inlined into each plan page (three of them since decision 102).
const COULD_NOT_START: PlanResponse = { ok: false, error: { say: 'plan.error.noStart' }, fields: [] };

/**
 * A planner's worker, started with its name (workerHost.ts startName, decision 071): it loads the
 * data as it starts and, given `search`, plans that request at once, with no message from the page.
 */
function launch(carFree: boolean, search?: string): StartedPlanner | null {
  if (typeof Worker === 'undefined') return null;
  const name = startName({ dataUrl: DATA_URL, timetableUrl: timetableUrl(), search });
  const worker = new Worker(carFree ? carFreeWorker : planWorker, { type: 'module', name });
  // Listening from the start: a progress line, an answer or a failure that comes before the page's script asks is kept.
  let lastProgress: Said | undefined;
  let onProgressNow: ((said: Said) => void) | undefined;
  const answer = new Promise<PlanResponse>((resolve) => {
    worker.addEventListener('message', (event: MessageEvent<PlanResponse | PlanProgress>) => {
      if (!('progress' in event.data)) return resolve(event.data);
      lastProgress = event.data.progress;
      onProgressNow?.(lastProgress);
    });
    worker.addEventListener('error', () => resolve(COULD_NOT_START), { once: true });
  });
  void answer.then(() => worker.terminate());
  let asked: Omit<PlanRequest, 'dataUrl'> | undefined = search === undefined ? undefined : { search };
  return {
    plan(request, onProgress) {
      if (lastProgress) onProgress(lastProgress);
      onProgressNow = onProgress;
      // The same request twice (the name's, then the page's) is one plan; another, once asked, is refused.
      if (!asked) worker.postMessage({ ...request, dataUrl: DATA_URL, timetableUrl: timetableUrl() } satisfies PlanRequest);
      else if (asked.search !== request.search || asked.liveClosures !== request.liveClosures) return Promise.resolve(COULD_NOT_START);
      asked = request;
      return answer;
    },
    stop: () => worker.terminate(),
  };
}

/**
 * Utah's date is the UTC date or the day before it: a request for neither is surely not for today
 * (no time zone data needed). Not the calendar's (src/lib/calendar.ts): the starter is inlined
 * first in the head (decision 071) and must import nothing, or the build makes it a module chunk.
 */
function surelyNotToday(date: string | null): boolean {
  const now = Date.now();
  return !!date && ![now, now - 86_400_000].some((t) => new Date(t).toISOString().slice(0, 10) === date);
}

/**
 * Starts the planner when the address asks for a plan this tab has not kept (a plan of today is
 * keyed by the live closures too, read later: its planner starts here all the same), and hands
 * the page's script what it needs.
 */
export function startPlanner(): void {
  const params = new URLSearchParams(location.search);
  const carFree = params.get('car') === '0';
  const kept = (search: string, closures: unknown) => cachedPlan(storage(), planCacheKey(search, build(), closures));
  const search = params.toString();
  // A plan of another day needs nothing the page's script adds (the live closures, a default date): asked now, in the worker's name.
  const now = params.get('time') && surelyNotToday(params.get('date'));
  // The worker first (decision 071): the browser answers its start while the page is parsed, and
  // reading the tab's storage may wait on the browser too. A kept plan needs no planner: stopped then.
  const asksPlan = [...params.keys()].length > 0;
  // The page's script draws a plan (or says why not) for any address with a request: late work waits for it.
  if (asksPlan) holdLateWork(document.documentElement, window);
  let early = asksPlan ? launch(carFree, now ? search : undefined) : null;
  if (early && params.get('date') && params.get('time') && kept(search, undefined)) {
    early.stop();
    early = null;
  }
  // The data's download starts here too (issue 52, decision 113), before the worker's script has
  // arrived, compiled and run: the worker's own fetch of the same address then finds it in the
  // HTTP cache (the file is cacheable for an hour) or joins the download under way, instead of
  // starting it 60–140 ms later. Read to its end, so the download is never dropped half-way with
  // an unread response; the page keeps nothing of it.
  if (early)
    fetch(DATA_URL)
      .then((r) => r.arrayBuffer())
      .catch(() => undefined);
  window.slcPlanStarter = {
    dataUrl: DATA_URL,
    take(forCarFree) {
      const taken = forCarFree === carFree ? early : null;
      if (early && !taken) early.stop();
      early = null;
      return taken;
    },
    launch,
    kept,
    keep: (search, closures, response) => storePlan(storage(), planCacheKey(search, build(), closures), response),
  };
}
