/**
 * The planner starts with the page (issue 38, decisions 065 and 069). The plan page's first script
 * (the body's first child, marked `async` by the build: src/lib/asyncStarter.server.ts) starts the
 * planner's worker and fetches the planner's data as soon as the parser reaches it, before the rest
 * of the document and the page's other scripts; the data's bytes go to the worker as they arrive,
 * so the worker's own start-up and the download run side by side. It runs before the form is
 * parsed: what it reads of the page is in the head (the feed's timetable meta) or on the body.
 *
 * The script shares no module with the page's other scripts, so the build writes it into the page
 * itself (no request, no module chain before it runs); plan.client.ts reaches it through
 * `window.slcPlanStarter` and imports only its types. It also holds the tab's kept plans
 * (planCache.ts), which it reads first: a kept plan needs no planner.
 */
import type { PlanResponse } from '../planner/planRun.ts';
import type { PlanProgress, PlanRequest, WarmRequest } from '../planner/workerHost.ts';
import { cachedPlan, planCacheKey, storePlan } from './planCache.ts';
// The built workers' addresses: their names change with their code.
import planWorker from '../planner/plan.worker.ts?worker&url';
import carFreeWorker from '../transit/carFree.worker.ts?worker&url';

/** A started planner: a worker, warmed with the data, that answers one request. */
export interface StartedPlanner {
  /** The plan for `request`, its progress lines to `onProgress`; the worker stops after answering. */
  plan(request: Omit<PlanRequest, 'dataUrl'>, onProgress: (text: string) => void): Promise<PlanResponse>;
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
/** The GTFS feed's timetable the build wrote for the car-free planner, if it had a feed (decision 064; the head's meta names it). */
const timetableUrl = (): string | undefined => document.querySelector<HTMLMetaElement>('meta[name="slc-transit-timetable"]')?.content || undefined;

/** The build a kept plan belongs to: its catalogue stamp, the planners' code (their workers' names) and the feed's timetable. */
const build = (): string => `${document.body.dataset.catalogueSince ?? ''} ${planWorker} ${carFreeWorker} ${timetableUrl() ?? ''}`;

function storage(): Storage | undefined {
  if (!navigator.onLine) return undefined; // Offline plans use only stored places: not kept.
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // Storage refused (some privacy settings): plan every time.
  }
}

/** Starts `worker` loading the planner's data: the page fetches it and hands the bytes over (or, failing that, the worker fetches it). */
function warm(worker: Worker): Promise<void> {
  return fetch(DATA_URL)
    .then((r) => (r.ok ? r.arrayBuffer() : Promise.reject(new Error(`${DATA_URL} answered ${r.status}`))))
    .then(
      (bytes) => worker.postMessage({ warm: true, dataUrl: DATA_URL, timetableUrl: timetableUrl(), bytes } satisfies WarmRequest, [bytes]),
      () => worker.postMessage({ warm: true, dataUrl: DATA_URL, timetableUrl: timetableUrl() } satisfies WarmRequest),
    );
}

const COULD_NOT_START: PlanResponse = { ok: false, error: 'The planner could not start in this browser.', fields: [] };

function launch(carFree: boolean): StartedPlanner | null {
  if (typeof Worker === 'undefined') return null;
  const worker = new Worker(carFree ? carFreeWorker : planWorker, { type: 'module' });
  // Listening from the start: a progress line, an answer or a failure that comes before the page's script asks is kept.
  let lastProgress: string | undefined;
  let onProgressNow: ((text: string) => void) | undefined;
  const answer = new Promise<PlanResponse>((resolve) => {
    worker.addEventListener('message', (event: MessageEvent<PlanResponse | PlanProgress>) => {
      if (!('progress' in event.data)) return resolve(event.data);
      lastProgress = event.data.progress;
      onProgressNow?.(lastProgress);
    });
    worker.addEventListener('error', () => resolve(COULD_NOT_START), { once: true });
  });
  void answer.then(() => worker.terminate());
  // The data goes to the worker before any request (messages keep their order): one download.
  const warmed = warm(worker);
  let asked: Omit<PlanRequest, 'dataUrl'> | undefined;
  return {
    plan(request, onProgress) {
      if (lastProgress) onProgress(lastProgress);
      onProgressNow = onProgress;
      // The same request twice (the starter's, then the page's) is one plan; another, once asked, is refused.
      if (!asked) void warmed.then(() => worker.postMessage({ ...request, dataUrl: DATA_URL, timetableUrl: timetableUrl() } satisfies PlanRequest));
      else if (asked.search !== request.search || asked.liveClosures !== request.liveClosures) return Promise.resolve(COULD_NOT_START);
      asked = request;
      return answer;
    },
    stop: () => worker.terminate(),
  };
}

/** Utah's date is the UTC date or the day before it: a request for neither is surely not for today (no time zone data needed). */
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
  let early: StartedPlanner | null = null;
  if ([...params.keys()].length && !(params.get('date') && params.get('time') && kept(search, undefined))) early = launch(carFree);
  // A plan of another day needs nothing the page's script adds (the live closures, a default date): asked now.
  if (early && params.get('time') && surelyNotToday(params.get('date'))) void early.plan({ search }, () => {});
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
