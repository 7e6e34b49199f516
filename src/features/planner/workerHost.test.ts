import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphFingerprint } from '../roads/fingerprint.ts';
import type { PlannerData } from './planner.ts';
import { type PlanRequest, servePlans, type WarmRequest } from './workerHost.ts';

// The worker's side of the page's messages, in a stand-in worker scope: messages in, postMessage out.
function workerScope() {
  const scope = new EventTarget() as EventTarget & { postMessage: (message: unknown) => void };
  const posted: unknown[] = [];
  scope.postMessage = (message) => posted.push(message);
  vi.stubGlobal('self', scope);
  const send = (data: PlanRequest | WarmRequest) => scope.dispatchEvent(new MessageEvent('message', { data }));
  const answer = () => vi.waitFor(() => posted.find((m) => typeof m === 'object' && m !== null && 'ok' in m) ?? Promise.reject(new Error('no answer yet')));
  return { send, answer, posted };
}

const DATA: PlannerData = { graph: graphFingerprint(), places: [] };
const bytes = (data: PlannerData) => new TextEncoder().encode(JSON.stringify(data)).buffer as ArrayBuffer;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('servePlans (decision 065)', () => {
  it('plans from the bytes the page handed over, without fetching the data again', async () => {
    const fetch = vi.fn(() => Promise.reject(new Error('offline')));
    vi.stubGlobal('fetch', fetch);
    const { send, answer, posted } = workerScope();
    const run = vi.fn((_search: string, data: PlannerData) => ({ ok: true as const, kind: 'day' as const, result: { places: data.places.length } as never }));
    servePlans(run, 'Working…');
    send({ warm: true, dataUrl: '/plan-data.json', bytes: bytes(DATA) });
    send({ search: 'hours=4', dataUrl: '/plan-data.json' });
    expect(await answer()).toEqual({ ok: true, kind: 'day', result: { places: 0 } });
    expect(run).toHaveBeenCalledWith('hours=4', DATA, undefined, { search: 'hours=4', dataUrl: '/plan-data.json' });
    expect(fetch).not.toHaveBeenCalled();
    expect(posted[0]).toEqual({ progress: 'Working…' });
  });

  it('fetches the data itself when the page could not, and says so when that fails too', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('', { status: 503 })));
    vi.stubGlobal('fetch', fetch);
    const { send, answer } = workerScope();
    servePlans(() => ({ ok: false, error: 'unreachable', fields: [] }), 'Working…');
    send({ warm: true, dataUrl: '/plan-data.json' });
    send({ search: 'hours=4', dataUrl: '/plan-data.json' });
    expect(await answer()).toMatchObject({ ok: false, error: expect.stringMatching(/Could not load the places/) });
    expect(fetch).toHaveBeenCalledWith('/plan-data.json');
  });
});
