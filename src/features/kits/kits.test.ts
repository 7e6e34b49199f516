import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import {
  addKit,
  buildKitAnalytics,
  bundleOpportunities,
  developmentPriority,
  INTEREST_TEXT,
  interestFailureMessage,
  KIT_IDS,
  KITS,
  kitName,
  missingForInterest,
  mostPopular,
  move,
  pieKits,
  pointsForRank,
  SAMPLE_KITS,
  shortKitName,
  tallyRankings,
  type KitId,
} from './kits.ts';
import { kitInterestSchema } from './kits.schema.ts';

describe('the kit catalogue', () => {
  it('has the nine ids of docs/product.md §3.5, each with a display name ending in "Kit"', () => {
    expect(KIT_IDS).toEqual([
      'hip-young-single',
      'family-fun',
      'budget-travel',
      'foodie-tour',
      'outdoor-adventure',
      'romantic-getaway',
      'local-insider',
      'wellness-spa',
      'olympic-complete',
    ]);
    expect(KITS.map((k) => k.id)).toEqual([...KIT_IDS]);
    for (const kit of KITS) expect(kit.name).toMatch(/ Kit$/);
    expect(kitName('olympic-complete')).toBe('2034 Winter Olympics Kit');
    expect(kitName('retired-kit')).toBe('retired-kit');
  });

  it('drops the word "Kit" from names for the bar chart', () => {
    expect(shortKitName('Family Fun Kit')).toBe('Family Fun');
    expect(shortKitName('2034 Winter Olympics Kit')).toBe('2034 Winter Olympics');
    expect(shortKitName('Kit Carson Kit')).toBe('Carson');
    expect(shortKitName('Wellness & Spa Kit')).toBe('Wellness & Spa');
  });

  it('offers the four sample kits with their exact names and prices, the Olympic kit featured', () => {
    expect(SAMPLE_KITS.map((k) => [k.name, k.price, k.featured])).toEqual([
      ['Hip Young Single', '$29.99', false],
      ['Family Fun', '$34.99', false],
      ['Budget Travel', '$19.99', false],
      ['2034 Winter Olympics Kit', '$49.99', true],
    ]);
  });
});

describe('the scoring rule', () => {
  it('gives 5 points for a first choice down to 1 for a fifth, and nothing outside 1 to 5', () => {
    expect([1, 2, 3, 4, 5].map(pointsForRank)).toEqual([5, 4, 3, 2, 1]);
    expect([0, 6, -1, 1.5, Number.NaN].map(pointsForRank)).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('kitInterestSchema', () => {
  const valid = { email: '  Ada@Example.COM ', rankedKits: ['family-fun', 'olympic-complete'], feedback: '  More ski days please  ' };

  it('accepts 1 to 5 distinct known kits, normalises the e-mail and trims the feedback', () => {
    expect(kitInterestSchema.parse(valid)).toEqual({
      email: 'ada@example.com',
      rankedKits: ['family-fun', 'olympic-complete'],
      feedback: 'More ski days please',
    });
    expect(kitInterestSchema.parse({ ...valid, rankedKits: KIT_IDS.slice(0, 5) }).rankedKits).toHaveLength(5);
  });

  it('treats missing, null and blank feedback as none', () => {
    for (const feedback of [undefined, null, '', '   ']) expect(kitInterestSchema.parse({ ...valid, feedback }).feedback).toBeNull();
  });

  it('refuses unknown kits, repeats, none, more than five, bad e-mail, long feedback and extra fields', () => {
    const bad = [
      { ...valid, rankedKits: ['family-fun', 'space-tourism'] },
      { ...valid, rankedKits: ['family-fun', 'family-fun'] },
      { ...valid, rankedKits: [] },
      { ...valid, rankedKits: KIT_IDS.slice(0, 6) },
      { ...valid, email: 'not-an-address' },
      { ...valid, email: '' },
      { ...valid, feedback: 'x'.repeat(1001) },
      { ...valid, admin: true },
      { ...valid, rankedKits: 'family-fun' },
    ];
    for (const body of bad) expect(kitInterestSchema.safeParse(body).success, JSON.stringify(body).slice(0, 80)).toBe(false);
  });

  it('uses the docs/product.md §5.2 texts for the kit-count limits', () => {
    const none = kitInterestSchema.safeParse({ ...valid, rankedKits: [] });
    expect(none.error?.issues[0]?.message).toBe(INTEREST_TEXT.selectKits.description);
    const six = kitInterestSchema.safeParse({ ...valid, rankedKits: KIT_IDS.slice(0, 6) });
    expect(six.error?.issues[0]?.message).toBe('Maximum 5 kits selected. Remove one to select another.');
  });
});

describe('the interest form rules', () => {
  it('asks for the e-mail first, then for at least one kit', () => {
    expect(missingForInterest({ email: ' ', rankedKits: [] })).toEqual({
      title: 'Email Required',
      description: 'Please enter your email to receive kit notifications.',
    });
    expect(missingForInterest({ email: 'a@b.co', rankedKits: [] })).toEqual({
      title: 'Select Kits',
      description: "Please select at least one kit you're interested in.",
    });
    expect(missingForInterest({ email: 'a@b.co', rankedKits: ['family-fun'] })).toBeNull();
  });

  it('adds kits at the end up to five, never twice', () => {
    let list: KitId[] = [];
    for (const id of KIT_IDS.slice(0, 5)) list = addKit(list, id).list;
    expect(list).toEqual(KIT_IDS.slice(0, 5));
    expect(addKit(list, 'olympic-complete')).toEqual({ list, full: true });
    expect(addKit(['family-fun'], 'family-fun')).toEqual({ list: ['family-fun'], full: false });
  });

  it('moves a kit up or down one place and ignores moves past either end', () => {
    expect(move(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(move(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(move(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(move(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('buildKitAnalytics', () => {
  const rankings: KitId[][] = [
    ['olympic-complete', 'family-fun', 'budget-travel'],
    ['family-fun', 'olympic-complete'],
    ['olympic-complete'],
    ['foodie-tour', 'wellness-spa', 'local-insider', 'romantic-getaway', 'family-fun'],
  ];
  const analytics = buildKitAnalytics(tallyRankings(rankings), rankings.length);
  const stat = (id: KitId) => analytics.kitStats.find((s) => s.kitId === id)!;

  it('lists all nine kits with signups, votes, rank counts and points', () => {
    expect(analytics.kitStats).toHaveLength(9);
    expect(stat('olympic-complete')).toEqual({
      kitId: 'olympic-complete',
      kitName: '2034 Winter Olympics Kit',
      signups: 3,
      totalVotes: 3,
      rank1_votes: 2,
      rank2_votes: 1,
      rank3_votes: 0,
      popularityScore: 5 + 4 + 5,
    });
    expect(stat('family-fun')).toMatchObject({ signups: 3, totalVotes: 3, rank1_votes: 1, rank2_votes: 1, rank3_votes: 0, popularityScore: 4 + 5 + 1 });
    expect(stat('outdoor-adventure')).toMatchObject({ signups: 0, totalVotes: 0, popularityScore: 0 });
  });

  it('counts people once and every ranked preference as a vote', () => {
    expect(analytics.totalSignups).toBe(4);
    expect(analytics.totalVotes).toBe(3 + 2 + 1 + 5);
    expect(analytics.kitStats.reduce((n, s) => n + s.totalVotes, 0)).toBe(analytics.totalVotes);
  });

  it('sorts by popularity score, then signups, then first choices, then catalogue order', () => {
    expect(analytics.kitStats.map((s) => s.kitId)).toEqual([
      'olympic-complete', // 14
      'family-fun', // 10
      'foodie-tour', // 5
      'wellness-spa', // 4
      'budget-travel', // 3, 1 signup, rank1 0 — ties with local-insider: catalogue order
      'local-insider', // 3
      'romantic-getaway', // 2
      'hip-young-single',
      'outdoor-adventure',
    ]);
  });

  it('ignores ids that left the catalogue and ranks beyond five', () => {
    const odd = buildKitAnalytics(
      [
        { kitId: 'space-tourism', rank: 1, count: 4 },
        { kitId: 'family-fun', rank: 6, count: 2 },
      ],
      4,
    );
    expect(odd.totalVotes).toBe(0);
    expect(odd.kitStats.every((s) => s.popularityScore === 0)).toBe(true);
  });

  it('derives the cards, the pie and the business insights', () => {
    expect(mostPopular(analytics.kitStats)?.kitName).toBe('2034 Winter Olympics Kit');
    expect(mostPopular(buildKitAnalytics([], 0).kitStats)).toBeNull();
    expect(pieKits(analytics.kitStats).map((s) => s.kitId)).toEqual(['olympic-complete', 'family-fun', 'foodie-tour', 'wellness-spa', 'budget-travel']);
    expect(bundleOpportunities(analytics.kitStats).map((s) => s.kitId)).toEqual(['olympic-complete', 'family-fun', 'foodie-tour']);
    expect(developmentPriority(analytics.kitStats).map((s) => [s.kitId, s.signups])).toEqual([
      ['olympic-complete', 3],
      ['family-fun', 3],
      ['foodie-tour', 1],
    ]);
    const empty = buildKitAnalytics([], 0).kitStats;
    expect([pieKits(empty), developmentPriority(empty)]).toEqual([[], []]);
    // docs/product.md §2.19: Bundle Opportunities is simply the top 3, points or not (ties in catalogue order).
    expect(bundleOpportunities(empty).map((s) => s.kitId)).toEqual(KIT_IDS.slice(0, 3));
    const oneKit = buildKitAnalytics(tallyRankings([['wellness-spa']]), 1).kitStats;
    expect(bundleOpportunities(oneKit).map((s) => [s.kitId, s.popularityScore])).toEqual([
      ['wellness-spa', 5],
      [KIT_IDS.filter((id) => id !== 'wellness-spa')[0], 0],
      [KIT_IDS.filter((id) => id !== 'wellness-spa')[1], 0],
    ]);
    expect(developmentPriority(oneKit).map((s) => s.kitId)).toEqual(['wellness-spa']);
  });
});

describe('interestFailureMessage', () => {
  it('prefers the first field issue, then the server message, then the fallback of docs/product.md §8', () => {
    const issues = JSON.stringify({ error: 'Invalid body', issues: [{ path: 'email', message: 'Please enter a valid e-mail address' }] });
    expect(interestFailureMessage(new ApiError(400, `400: ${issues}`, issues))).toBe('Please enter a valid e-mail address');
    const limited = JSON.stringify({ error: 'Too many requests. Please wait a few minutes and try again.' });
    expect(interestFailureMessage(new ApiError(429, `429: ${limited}`, limited))).toBe('Too many requests. Please wait a few minutes and try again.');
    expect(interestFailureMessage(new ApiError(502, '502: Bad Gateway', ''))).toBe('Failed to record interest. Please try again.');
    expect(interestFailureMessage(new ApiError(500, '500: <html>', '<html>'))).toBe('Failed to record interest. Please try again.');
    expect(interestFailureMessage(new TypeError('Failed to fetch'))).toBe('Failed to record interest. Please try again.');
  });

  it('gives a French or Spanish page’s own failure text rather than the server’s English (decision 107)', () => {
    const issues = JSON.stringify({ issues: [{ message: 'Please enter a valid e-mail address' }] });
    expect(interestFailureMessage(new ApiError(400, `400: ${issues}`, issues), 'Échec')).toBe('Échec');
  });
});
