import { describe, expect, it } from 'vitest';
import { contradictions } from './consistency.ts';
import { readCatalogue } from './destinations.server.ts';
import { npsParkCode } from '../conditions/parkCodes.ts';

const entries = readCatalogue('supabase/seed/destinations');
const window = { from: '12-01', to: '05-25' };

describe('contradictions', () => {
  it('finds a closed month range that starts a month before the field (Mirror Lake as it was)', () => {
    const tip = 'Beyond the winter gate the highway is closed from roughly November until late May or June.';
    expect(contradictions({ seasonalClosure: window, localTips: [tip] })).toEqual([`closed november–may, the field 12-01 to 05-25: "${tip}"`]);
    expect(contradictions({ seasonalClosure: window, localTips: ['Closed from roughly December until late May.'] })).toEqual([]);
  });

  it('reads the verb nearest the range: "closes in winter, so reachable late May through October" is an open range', () => {
    const nebo = { from: '11-01', to: '05-25' };
    expect(
      contradictions({ seasonalClosure: nebo, localTips: ['The loop closes in winter, so the lake is reachable roughly late May through October.'] }),
    ).toEqual([]);
    expect(
      contradictions({ seasonalClosure: nebo, localTips: ['The loop closes in winter, so the lake is reachable roughly July through September.'] }),
    ).toHaveLength(1);
  });

  it('finds a fee the pricing field does not carry, and an opening time the hours do not', () => {
    const place = {
      pricing: '$15 per vehicle',
      hours: 'Daily 10 a.m. to 5 p.m.',
      localTips: ['Entry is $20 a car.', 'It opens at 9 a.m. in summer.', 'Arrive before 8 am.'],
    };
    expect(contradictions(place)).toEqual(['$20 not in the fees: "Entry is $20 a car."', '9:00a not in the hours: "It opens at 9 a.m. in summer."']);
    expect(contradictions({ ...place, localTips: ['Entry is $15 a car; it opens at 10 a.m.'] })).toEqual([]);
  });
});

describe('the catalogue', () => {
  it('says each window, fee and hours once: no tip or description contradicts its field', () => {
    const found = entries.flatMap((e) => contradictions(e).map((c) => `${e.id}: ${c}`));
    expect(found).toEqual([]);
  });

  it('names the $100 nonresident fee on every fee of a park in the eleven-park rule (Zion, Bryce Canyon, Grand Canyon)', () => {
    // The NPS's "Commercial tours and nonresident fees" page, checked 2026-12-05: Acadia, Bryce Canyon,
    // Everglades, Glacier, Grand Canyon, Grand Teton, Rocky Mountain, Sequoia & Kings Canyon, Yellowstone, Yosemite, Zion.
    const inRule = entries.filter((e) => ['zion', 'brca', 'grca'].includes(npsParkCode(e.id) ?? '') && e.pricing);
    expect(inRule.filter((e) => npsParkCode(e.id) === 'grca').map((e) => e.id)).toHaveLength(4);
    for (const e of inRule) expect(JSON.stringify(e.pricing), e.id).toMatch(/\$100 (nonresident fee )?each/);
    const canyon = entries.find((e) => e.id === 'grand-canyon-village-mather-point')!;
    expect(canyon.pricing).toMatch(/\$35 per private vehicle/);
    expect(canyon.pricingChecked).toEqual({ source: 'https://www.nps.gov/aboutus/commercial-tours-and-nonresident-fees.htm', checkedOn: '2026-12-05' });
  });
});
