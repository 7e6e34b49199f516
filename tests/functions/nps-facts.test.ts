import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withNpsFacts } from '../../src/features/conditions/npsFacts.server.ts';
import type { Destination } from '../../src/features/destinations/destinations.ts';
import { resetProcessState } from '../../src/server/processState.ts';
import { type FakeNps, startFakeNps, zionFacts } from '../fakes/nps.ts';

// Issue 29, decision 050: with NPS_API_KEY the build reads the parks' fees and hours and dates them.
let nps: FakeNps;
beforeAll(async () => {
  nps = await startFakeNps();
});
afterAll(async () => {
  await nps.close();
  delete process.env.NPS_API_KEY;
  delete process.env.NPS_BASE_URL;
  resetProcessState();
});
beforeEach(() => {
  process.env.NPS_BASE_URL = nps.url;
  process.env.NPS_API_KEY = nps.apiKey;
  resetProcessState();
  nps.mode = 'ok';
  nps.factsByPark = { zion: zionFacts() };
  nps.requests.length = 0;
});

const CATALOGUE_CHECK = { source: 'https://www.nps.gov/zion/planyourvisit/fees.htm', checkedOn: '2026-11-27' };
const place = (id: string, name: string): Destination =>
  ({
    id,
    name,
    hours: 'Open 24 hours',
    hoursChecked: { source: 'https://www.nps.gov/zion/', checkedOn: '2026-11-27' },
    pricing: { 'Private vehicle (7 days)': '$35', 'Non-US residents aged 16+': 'plus $100 each' },
    pricingChecked: CATALOGUE_CHECK,
  }) as unknown as Destination;
const BUILD_DAY = Date.parse('2027-03-02T18:00:00Z');

describe('withNpsFacts', () => {
  it("reads a park-level entry's fees and hours, dated the build day, keeping the nonresident row; its parts are left alone", async () => {
    const [park, part] = await withNpsFacts([place('zion-national-park', 'Zion National Park'), place('angels-landing', 'Angels Landing')], BUILD_DAY);
    expect(park!.pricing).toEqual({ 'Private Vehicle': '$35', Motorcycle: '$30', 'Per Person': '$20', 'Non-US residents aged 16+': 'plus $100 each' });
    expect(park!.pricingChecked).toEqual({ source: 'https://www.nps.gov/zion/planyourvisit/fees.htm', checkedOn: '2027-03-02' });
    expect(park!.hours).toBe('Zion National Park: open all day, every day');
    expect(park!.hoursChecked).toEqual({ source: 'https://www.nps.gov/zion/', checkedOn: '2027-03-02' });
    expect(part!.pricingChecked).toEqual(CATALOGUE_CHECK);
    expect(nps.requests.filter((r) => r.path === '/api/v1/parks').map((r) => r.query)).toEqual(['?parkCode=zion&limit=1']);
  });

  it("leaves the catalogue's checked values without a key, and when the API fails", async () => {
    delete process.env.NPS_API_KEY;
    resetProcessState();
    const zion = place('zion-national-park', 'Zion National Park');
    expect(await withNpsFacts([zion], BUILD_DAY)).toEqual([zion]);
    expect(nps.requests).toEqual([]);
    process.env.NPS_API_KEY = nps.apiKey;
    resetProcessState();
    nps.mode = 'error-500';
    expect(await withNpsFacts([zion], BUILD_DAY)).toEqual([zion]);
  });
});
