import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphFingerprint } from '../roads/roadNetwork.ts';
import type { PlannerData } from './planning.ts';
import { readStartName, startName } from './startName.ts';
import { type PlanRequest, servePlans } from './workerHost.ts';
import { say } from '../../lib/messages/said.ts';

// The worker's side of the page's messages, in a stand-in worker scope (named as the page names
// it, or not): messages in, postMessage out.
function workerScope(name?: string) {
  const scope = new EventTarget() as EventTarget & { postMessage: (message: unknown) => void; name?: string };
  const posted: unknown[] = [];
  scope.postMessage = (message) => posted.push(message);
  if (name !== undefined) scope.name = name;
  vi.stubGlobal('self', scope);
  const send = (data: PlanRequest) => scope.dispatchEvent(new MessageEvent('message', { data }));
  const answer = () => vi.waitFor(() => posted.find((m) => typeof m === 'object' && m !== null && 'ok' in m) ?? Promise.reject(new Error('no answer yet')));
  return { send, answer, posted };
}

const WORKING = say('plan.progress.car');
const DATA: PlannerData = { graph: graphFingerprint(), places: [] };
const dataFetch = () => vi.fn((_url: string) => Promise.resolve(new Response(JSON.stringify(DATA), { headers: { 'content-type': 'application/json' } })));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('servePlans (decisions 065 and 071)', () => {
  it('started with a request in its name, loads the data once and plans it with no message from the page', async () => {
    const fetch = dataFetch();
    vi.stubGlobal('fetch', fetch);
    const { answer, posted } = workerScope(startName({ dataUrl: '/plan-data.json', search: 'hours=4&date=2027-05-11&time=08:00' }));
    const run = vi.fn((_search: string, data: PlannerData) => ({ ok: true as const, kind: 'day' as const, result: { places: data.places.length } as never }));
    servePlans(run, WORKING);
    expect(await answer()).toEqual({ ok: true, kind: 'day', result: { places: 0 } });
    expect(run).toHaveBeenCalledWith('hours=4&date=2027-05-11&time=08:00', DATA, undefined, {
      search: 'hours=4&date=2027-05-11&time=08:00',
      dataUrl: '/plan-data.json',
      timetableUrl: undefined,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/plan-data.json');
    expect(posted[0]).toEqual({ progress: WORKING });
  });

  it('started with the data only, loads it at once and plans the request the page sends later (a plan of today), with one download', async () => {
    const fetch = dataFetch();
    vi.stubGlobal('fetch', fetch);
    const { send, answer } = workerScope(startName({ dataUrl: '/plan-data.json', timetableUrl: '/transit-timetable/x.json' }));
    const warm = vi.fn();
    const run = vi.fn(() => ({ ok: true as const, kind: 'day' as const, result: {} as never }));
    servePlans(run, WORKING, warm);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(warm).toHaveBeenCalledWith({ dataUrl: '/plan-data.json', timetableUrl: '/transit-timetable/x.json', search: undefined });
    expect(run).not.toHaveBeenCalled();
    const live = { date: '2027-05-11', closures: [] } as never;
    send({ search: 'hours=4', dataUrl: '/plan-data.json', liveClosures: live });
    await answer();
    expect(run).toHaveBeenCalledWith('hours=4', DATA, live, { search: 'hours=4', dataUrl: '/plan-data.json', liveClosures: live });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('unnamed, fetches the data for the first request, and says so when that fails', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('', { status: 503 })));
    vi.stubGlobal('fetch', fetch);
    const { send, answer } = workerScope();
    servePlans(() => ({ ok: false, error: say('plan.error.updated'), fields: [] }), WORKING);
    expect(fetch).not.toHaveBeenCalled();
    send({ search: 'hours=4', dataUrl: '/plan-data.json' });
    expect(await answer()).toMatchObject({ ok: false, error: say('plan.error.load') });
    expect(fetch).toHaveBeenCalledWith('/plan-data.json');
  });

  it('reads only its own names: another name, or none, starts nothing', () => {
    expect(readStartName(undefined)).toBeNull();
    expect(readStartName('')).toBeNull();
    expect(readStartName('worker-1')).toBeNull();
    expect(readStartName('{"search":"hours=4"}')).toBeNull();
    expect(readStartName(startName({ dataUrl: '/d.json', search: 'a=1' }))).toEqual({ dataUrl: '/d.json', timetableUrl: undefined, search: 'a=1' });
  });
});
