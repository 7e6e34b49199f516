import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import avalancheFn from '../../functions/avalanche.mts';
import type { AvalancheAnswer } from '../../src/features/conditions/avalanche.ts';
import { plainText } from '../../src/features/conditions/avalanche.server.ts';
import { resetProcessState } from '../../src/server/processState.ts';
import { defaultForecasts, type FakeAvalanche, startFakeAvalanche } from '../fakes/avalanche.ts';
import { call } from '../helpers/functions.ts';

// The avalanche rating on /conditions (issue 40, decision 061b) against the Utah Avalanche
// Center's wire format (tests/fakes/avalanche.ts): each configured region on its own.
let uac: FakeAvalanche;
beforeAll(async () => {
  uac = await startFakeAvalanche();
});
afterAll(async () => {
  await uac.close();
  delete process.env.AVALANCHE_BASE_URL;
  delete process.env.AVALANCHE_REGIONS;
  resetProcessState();
});
beforeEach(() => {
  process.env.AVALANCHE_BASE_URL = uac.url;
  process.env.AVALANCHE_REGIONS = 'salt-lake, provo,moab,atlantis';
  uac.forecasts = defaultForecasts();
  uac.modes = {};
  uac.requests.length = 0;
  resetProcessState();
});

async function answer(): Promise<{ status: number; cache: string | null; body: AvalancheAnswer }> {
  const response = await call(avalancheFn, '/api/avalanche');
  return { status: response.status, cache: response.headers.get('cache-control'), body: (await response.json()) as AvalancheAnswer };
}

describe('GET /api/avalanche', () => {
  it('gives each configured region its rating, issue time and bottom line as text, asked with our User-Agent', async () => {
    const issued = Date.parse('2027-01-15T13:56:00Z');
    uac.forecasts['salt-lake']!.issued = issued;
    const { status, body } = await answer();
    expect(status).toBe(200);
    expect(body.configured).toBe(true);
    // An unknown region is never asked for.
    expect(body.regions.map((r) => r.region)).toEqual(['salt-lake', 'provo', 'moab']);
    expect(body.regions[0]).toMatchObject({
      name: 'Salt Lake',
      part: {
        status: 'ok',
        rating: 'Considerable',
        issuedAt: new Date(issued).toISOString(),
        url: 'https://utahavalanchecenter.org/forecast/salt-lake',
        bottomLine: expect.stringMatching(/^The avalanche danger is CONSIDERABLE on steep upper-elevation slopes/),
      },
    });
    expect(body.regions[1]!.part).toMatchObject({ status: 'ok', rating: 'Moderate' });
    // Out of season the UAC says "None": no rating, not a level.
    expect(body.regions[2]!.part).toMatchObject({ status: 'ok', rating: null });
    expect(uac.requests.map((r) => r.path).sort()).toEqual(['/forecast/moab/json', '/forecast/provo/json', '/forecast/salt-lake/json']);
    for (const r of uac.requests) expect(r.userAgent).toMatch(/^SLC Trips .*slctrips\.com/);
  });

  it('keeps a region that fails to itself, and the answer is cached a minute only', async () => {
    uac.modes.provo = 'error-500';
    uac.modes.moab = 'malformed';
    const { status, cache, body } = await answer();
    expect(status).toBe(200);
    expect(cache).toBe('public, max-age=60');
    expect(body.regions[0]!.part.status).toBe('ok');
    expect(body.regions[1]!.part).toEqual({ status: 'unavailable', reason: 'The Utah Avalanche Center answered 500.' });
    expect(body.regions[2]!.part).toEqual({ status: 'unavailable', reason: 'The Utah Avalanche Center sent an answer we could not read.' });
  });

  it('asks each region once per 15 minutes', async () => {
    await answer();
    await answer();
    expect(uac.requests).toHaveLength(3);
  });

  it('says nothing is configured when no region is listed, and asks nobody', async () => {
    process.env.AVALANCHE_REGIONS = '';
    resetProcessState();
    expect((await answer()).body).toEqual({ configured: false, regions: [] });
    expect(uac.requests).toEqual([]);
  });
});

describe('the bottom line as text', () => {
  it('drops the tags, reads the entities and keeps it short', () => {
    expect(plainText('<p>Danger is <strong>LOW</strong>&nbsp;&amp; falling &#39;today&#39;.</p>\n<p>Next</p>')).toBe("Danger is LOW & falling 'today'. Next");
    expect(plainText(`<p>${'x'.repeat(700)}</p>`)).toHaveLength(600);
  });
});
