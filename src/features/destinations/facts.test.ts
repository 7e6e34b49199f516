import { describe, expect, it } from 'vitest';
import { readCatalogue } from './destinations.server.ts';
import { agingFacts, asksToCheck, dueForReview, feeStatement, lapsedText, reviewDue, uncheckedFacts } from './facts.ts';
import { parkIds, partsAndParks } from './parts.ts';

// The whole catalogue, as the seed loads it.
const entries = readCatalogue('supabase/seed/destinations');
const byId = new Map(entries.map((e) => [e.id, e]));

describe('facts that age in the catalogue (issue 29, decision 050)', () => {
  it('name their source and the day they were checked: every fee, permit, hours and 2034 Games role', () => {
    const missing = entries.flatMap((e) => uncheckedFacts(e).map((f) => `${e.id} ${f.kind}`));
    expect(missing).toEqual([]);
    // The rule has something to hold: hundreds of dated facts of every kind.
    const kinds = new Set(entries.flatMap((e) => agingFacts(e).map((f) => f.kind)));
    expect([...kinds].sort()).toEqual(['fees', 'gamesRole', 'hours', 'permits']);
  });

  it('fails on a fee, permit or hours fact without its source and date', () => {
    expect(uncheckedFacts({ pricing: 'Day-use fee per vehicle' }).map((f) => f.kind)).toEqual(['fees']);
    expect(uncheckedFacts({ hours: 'Daily 9-5', hoursChecked: { source: 'https://example.org/' } }).map((f) => f.kind)).toEqual(['hours']);
    expect(uncheckedFacts({ permits: [{ text: 'Lottery', checkedOn: '2026-11-27' }] }).map((f) => f.kind)).toEqual(['permits']);
    expect(uncheckedFacts({ gamesRole: { games: '2034', sports: ['curling'] } }).map((f) => f.kind)).toEqual(['gamesRole']);
    expect(uncheckedFacts({ gamesRole: { games: '2002', roles: ['2002 legacy'] } })).toEqual([]);
  });

  it('has the headline parks as parks, with the 2026 nonresident fee where it applies and the Angels Landing permit', () => {
    for (const id of ['zion-national-park', 'bryce-canyon-national-park', 'capitol-reef-national-park', 'arches-national-park', 'canyonlands-national-park']) {
      expect(byId.get(id)?.website, id).toMatch(/^https:\/\/www\.nps\.gov\/[a-z]{4}\/$/);
    }
    const pricing = (id: string) => JSON.stringify(byId.get(id)?.pricing);
    expect(pricing('zion-national-park')).toContain('$100');
    expect(pricing('bryce-canyon-national-park')).toContain('$100');
    // Capitol Reef and Canyonlands are not among the eleven nonresident-fee parks.
    expect(pricing('capitol-reef-national-park')).not.toContain('$100');
    expect(pricing('canyonlands-national-park')).not.toContain('$100');
    expect(byId.get('zion-national-park')?.permits?.[0]?.text).toMatch(/Angels Landing/);
    expect(byId.get('angels-landing')?.permits?.[0]?.source).toMatch(/angels-landing/);
    expect(byId.get('arches-national-park')?.permits?.[0]?.text).toMatch(/No timed-entry reservation is required in 2026/);
  });

  it('links each part to a park that is in the catalogue, and the parks list their visitor centres and viewpoints', () => {
    for (const e of entries) if (e.partOf) expect(byId.has(e.partOf), `${e.id} → ${e.partOf}`).toBe(true);
    const { partsOf, parkOf } = partsAndParks(entries);
    const parts = (id: string) => partsOf({ id, name: '', partOf: null }).map((p) => p.id);
    expect(parts('zion-national-park')).toEqual(expect.arrayContaining(['zion-canyon-visitor-center', 'angels-landing', 'the-narrows-zion']));
    expect(parts('bryce-canyon-national-park')).toEqual(expect.arrayContaining(['bryce-canyon-visitor-center', 'sunset-point-bryce', 'bryce-point']));
    expect(parts('capitol-reef-national-park')).toEqual(expect.arrayContaining(['fruita-historic-district', 'capitol-gorge']));
    expect(parkOf(byId.get('delicate-arch')!)).toEqual({ id: 'arches-national-park', name: 'Arches National Park' });
    expect([...parkIds(entries)].sort()).toEqual([
      'arches-national-park',
      'bryce-canyon-national-park',
      'canyonlands-national-park',
      'capitol-reef-national-park',
      'zion-national-park',
    ]);
  });
});

describe('shelf life and "Due for review"', () => {
  it('gives fees and permits twelve months, hours and Games roles six', () => {
    expect(reviewDue('fees', '2026-11-27')).toBe('2027-11-27');
    expect(reviewDue('permits', '2026-11-27')).toBe('2027-11-27');
    expect(reviewDue('hours', '2026-11-27')).toBe('2027-05-27');
    expect(reviewDue('gamesRole', '2026-08-31')).toBe('2027-02-28');
  });

  it('lists what has passed its shelf life, oldest check first, and nothing still current', () => {
    const places = [
      { id: 'a', name: 'A', pricing: 'Fee', pricingChecked: { source: 'https://a.example/', checkedOn: '2025-10-27' } },
      { id: 'b', name: 'B', hours: 'Daily', hoursChecked: { source: 'https://b.example/', checkedOn: '2026-05-01' } },
      { id: 'c', name: 'C', pricing: 'Fee', pricingChecked: { source: 'https://c.example/', checkedOn: '2026-01-01' } },
      { id: 'd', name: 'D', pricing: 'Fee' },
    ];
    const due = dueForReview(places, '2026-11-27');
    expect(due.map((f) => `${f.id} ${f.kind} ${f.dueOn}`)).toEqual(['d fees null', 'a fees 2026-10-27', 'b hours 2026-11-01']);
  });

  it('finds nothing due in the catalogue as checked today', () => {
    expect(dueForReview(entries, '2026-11-27')).toEqual([]);
  });

  // Issue 40 (decision 059b): a fact written for a period is due the day after it, whatever its shelf life.
  it('makes a fact due at once when its "until" has passed: Arches’ 2026 timed-entry word on 1 January 2027', () => {
    const arches = byId.get('arches-national-park')!;
    expect(arches.permits?.[0]).toMatchObject({ until: '2026-12-31', checkedOn: '2026-11-27' });
    expect(dueForReview([arches], '2026-12-31')).toEqual([]);
    expect(dueForReview([arches], '2027-01-01').map((f) => `${f.kind} ${f.dueOn} ${f.until}`)).toEqual(['permits 2027-01-01 2026-12-31']);
    expect(lapsedText('2026-12-31', '2026-12-31')).toBeNull();
    expect(lapsedText('2026-12-31', '2027-01-01')).toBe('Last checked for 2026');
    expect(lapsedText(undefined, '2027-01-01')).toBeNull();
  });

  it('gives the Arches fee amounts with their source, and says the non-resident fee does not apply there', () => {
    const arches = byId.get('arches-national-park')!;
    expect(arches.pricing).toMatchObject({ 'Private vehicle (7 days)': '$30', 'Motorcycle (7 days)': '$25', 'Per person on foot or bicycle (7 days)': '$15' });
    expect(JSON.stringify(arches.pricing)).toMatch(/No extra fee: Arches is not one of the 11 parks/);
    expect(arches.pricingChecked).toEqual({ source: 'https://www.nps.gov/arch/learn/news/news060820.htm', checkedOn: '2026-11-27' });
  });
});

// Issue 49 (decisions 117 and 125): every fee the catalogue mentions names its amount, or says the amount is
// not published where it was looked for, with that source and the day. 29 fee texts sent the reader to "check
// the site" on 2026-12-06 and 28 more named neither (decision 117's list); since decision 125 none does.
describe('fees with their amounts (issue 49)', () => {
  it('reads a fee text as an amount, a not-published line, or neither', () => {
    expect(feeStatement({ pricing: 'Day-use fee: $20 per private vehicle' })).toBe('amount');
    expect(feeStatement({ pricing: 'Exhibit halls are free; shows extra' })).toBe('amount');
    expect(feeStatement({ pricing: { Entrance: 'No entrance fee' } })).toBe('amount');
    expect(feeStatement({ pricing: 'Day-use fee per vehicle; the amount is not published in the sources we could check' })).toBe('not-published');
    expect(feeStatement({ pricing: 'Day-use fee per vehicle; check the park site for current rates' })).toBe('neither');
    expect(feeStatement({ pricing: null })).toBeNull();
    expect(asksToCheck({ pricing: 'Day-use fee per vehicle; check the park site for current rates' })).toBe(true);
    expect(asksToCheck({ pricing: 'Ticket prices vary; the amount is not published in the sources we could check' })).toBe(false);
    expect(asksToCheck({ pricing: 'Day-use fee per vehicle' })).toBe(false);
  });

  it('sends no reader to "check the site" in place of an amount: each such fee now names one or says it is not published', () => {
    expect(entries.filter((e) => asksToCheck(e)).map((e) => e.id)).toEqual([]);
  });

  it('dates a not-published fee with the source that was checked, on or after the issue-49 look-up', () => {
    const notPublished = entries.filter((e) => feeStatement(e) === 'not-published');
    expect(notPublished.length).toBeGreaterThanOrEqual(28);
    for (const e of notPublished) {
      expect(e.pricingChecked?.source, e.id).toMatch(/^https:\/\//);
      expect(e.pricingChecked?.checkedOn, e.id).toBe('2026-12-07');
    }
  });

  it('leaves no fee with neither an amount nor a not-published line (28 did before decision 125)', () => {
    const fees = entries.filter((e) => feeStatement(e) !== null);
    expect(fees.length).toBeGreaterThanOrEqual(143);
    expect(fees.filter((e) => feeStatement(e) === 'neither').map((e) => e.id)).toEqual([]);
  });

  it('gives the last 28 their amounts or a not-published line, each checked on 2026-12-07 (decision 125)', () => {
    const fee = (id: string) => JSON.stringify(byId.get(id)?.pricing);
    const checked = (id: string) => byId.get(id)?.pricingChecked;
    expect(fee('fiery-furnace-arches')).toMatch(
      /\$10 per person for a self-guided permit, \$16 per person for a ranger-led walk \(the rates since 10 November 2021\)/,
    );
    expect(fee('jurassic-national-monument-cleveland-lloyd-dinosaur-quarry')).toMatch(/\$5 for ages 16 and up \(the 2025 season\)/);
    expect(checked('jurassic-national-monument-cleveland-lloyd-dinosaur-quarry')?.source).toMatch(/^https:\/\/www\.blm\.gov\//);
    expect(fee('monument-valley-navajo-tribal-park')).toMatch(/\$8 per person, per entry.*national park passes not accepted/);
    expect(checked('monument-valley-navajo-tribal-park')?.source).toBe('https://navajonationparks.org/entry-fee/monument-valley-navajo-tribal-park/');
    expect(fee('goblin-valley-state-park')).toMatch(/\$15, or \$10 for Utah seniors 62 and older, .*May 2018/);
    expect(fee('prehistoric-museum-price')).toMatch(/\$6 for adults, \$3 for children, \$17 for a family \(November 2020/);
    // An undated figure says so, and says the current rate was not found.
    expect(fee('utah-field-house-of-natural-history-state-park-museum')).toMatch(/\(post undated\); the current rates are not published/);
    // Where no amount was found, the park's own page is the one named as checked.
    for (const id of [
      'hyrum-state-park',
      'yuba-state-park',
      'scofield-state-park',
      'wasatch-mountain-state-park',
      'otter-creek-state-park',
      'green-river-state-park',
    ]) {
      expect(feeStatement(byId.get(id)!), id).toBe('not-published');
      expect(checked(id)?.source, id).toMatch(/^https:\/\/stateparks\.utah\.gov\/parks\//);
    }
    const ids = [
      'bear-lake-state-park-marina',
      'edge-of-the-cedars-state-park-museum',
      'fiery-furnace-arches',
      'goblin-valley-state-park',
      'goosenecks-state-park',
      'green-river-state-park',
      'huntington-state-park',
      'hyrum-state-park',
      'john-wesley-powell-river-history-museum',
      'jurassic-national-monument-cleveland-lloyd-dinosaur-quarry',
      'millsite-state-park',
      'moab-giants',
      'monument-valley-navajo-tribal-park',
      'mystic-hot-springs',
      'otter-creek-state-park',
      'palisade-state-park',
      'park-city-museum',
      'prehistoric-museum-price',
      'red-fleet-state-park',
      'rendezvous-beach-bear-lake',
      'scofield-state-park',
      'soldier-hollow-nordic-center',
      'steinaker-state-park',
      'swaner-preserve-ecocenter',
      'utah-field-house-of-natural-history-state-park-museum',
      'valley-of-fire-state-park',
      'wasatch-mountain-state-park',
      'yuba-state-park',
    ];
    expect(ids).toHaveLength(28);
    for (const id of ids) expect(checked(id)?.checkedOn, id).toBe('2026-12-07');
  });

  it('gives the amounts found, each with its source: Glen Canyon, Cedar Breaks, Dead Horse Point, Natural Bridges', () => {
    const fee = (id: string) => JSON.stringify(byId.get(id)?.pricing);
    for (const id of ['lees-ferry', 'wahweap-marina-lake-powell', 'lone-rock-beach', 'bullfrog-marina', 'halls-crossing-marina']) {
      expect(fee(id), id).toMatch(/\$30 per private vehicle or \$25 per motorcycle/);
      expect(byId.get(id)?.pricingChecked?.source, id).toBe('https://www.nps.gov/glca/learn/news/entrance-fee-changes-2018.htm');
    }
    expect(fee('cedar-breaks-national-monument')).toMatch(/\$15 per person or bicycle, \$25 per private vehicle/);
    expect(fee('dead-horse-point-state-park')).toMatch(/\$20 per private vehicle, \$10 per motorcycle \(as of September 2025\)/);
    expect(fee('natural-bridges-national-monument')).toMatch(/\$20 per private vehicle.*since June 2022/);
    expect(byId.get('natural-bridges-national-monument')?.pricingChecked?.source).toMatch(/nps\.gov\/nabr/);
    expect(fee('zion-canyon-visitor-center')).toMatch(/\$35 per private vehicle/);
    // The two the issue named: Delicate Arch carries the Arches amounts, Antelope Island its causeway fee.
    expect(fee('delicate-arch')).toMatch(/\$30 per private vehicle/);
    expect(fee('antelope-island-state-park')).toMatch(/\$15, or \$10 with a driver aged 62 or older/);
  });
});
