import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeUdot, lccClosure, type FakeUdot } from '../../../tests/fakes/udot.ts';
import { MemoryBudget } from '../../server/requestBudget.ts';
import { UDOT_BUDGET, UdotClient, udotSettings } from './udot.server.ts';

let fake: FakeUdot;
beforeAll(async () => {
  fake = await startFakeUdot({ apiKey: 'k' });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.mode = 'ok';
  fake.events.clear();
});

const client = (apiKey = 'k', budget = new MemoryBudget(UDOT_BUDGET.perWindow, UDOT_BUDGET.windowMs)) => new UdotClient({ baseUrl: fake.url, apiKey, budget });

describe('the UDOT client', () => {
  it('reads events with the key and format in the query', async () => {
    fake.events.set('UDOT-4471', lccClosure(1799500200));
    const events = await client().events();
    expect(events.map((e) => [e.ID, e.RoadwayName, e.IsFullClosure])).toEqual([['UDOT-4471', 'SR-210', true]]);
    expect(fake.requests.at(-1)).toMatchObject({ path: '/api/v2/get/event', query: '?key=k&format=json' });
  });

  it('names each failure plainly: a refused key, a server error, a malformed answer, no answer', async () => {
    await expect(client('wrong').events()).rejects.toThrow('UDOT refused our API key (401).');
    fake.mode = 'error-500';
    await expect(client().mountainPasses()).rejects.toThrow('UDOT answered 500 (mountainpasses).');
    fake.mode = 'malformed';
    await expect(client().events()).rejects.toThrow("UDOT's answer was not JSON (event).");
    fake.mode = 'hang';
    const before = udotSettings.timeoutMs;
    udotSettings.timeoutMs = 200;
    try {
      await expect(client().events()).rejects.toThrow('UDOT could not be reached (event).');
    } finally {
      udotSettings.timeoutMs = before;
    }
  });

  it('asks nothing once the budget is used up', async () => {
    const budget = new MemoryBudget(1, 60_000);
    await client('k', budget).events();
    const count = fake.requests.length;
    await expect(client('k', budget).events()).rejects.toThrow(/request budget is used up/);
    expect(fake.requests.length).toBe(count);
  });
});
