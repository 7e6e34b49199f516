import { describe, expect, it } from 'vitest';
import { readCatalogue } from './destinations.server.ts';
import { ACCESS_LABELS, cardBadges, entryFeeText, gamesRoleText, inUtah, placesPhrase, stateLabel } from './labels.ts';

const entries = readCatalogue('supabase/seed/destinations');

describe('the access badge', () => {
  it('speaks of our guide, never of free entry', () => {
    for (const label of Object.values(ACCESS_LABELS)) {
      expect(label).toMatch(/guide/i);
      expect(label).not.toMatch(/\bfree\b/i);
    }
  });

  it('leaves the entry fee to the place’s own pricing', () => {
    const arches = entries.find((e) => e.id === 'arches-national-park')!;
    expect(arches.subscriptionTier).toBe('free');
    expect(entryFeeText(arches.pricing)).toMatch(/^Private vehicle \(7 days\): \$30 · /);
    expect(entryFeeText({ Adults: '$25', Children: '$15' })).toBe('Adults: $25 · Children: $15');
    // The keys as jsonb returns them (shortest first): the gate's fees still lead, the residency rule last.
    const fromDb = Object.fromEntries(Object.entries(arches.pricing as Record<string, string>).sort(([a], [b]) => a.length - b.length));
    expect(Object.keys(fromDb)[0]).toBe('Non-US residents');
    expect(entryFeeText(fromDb)).toMatch(
      /^Private vehicle \(7 days\): \$30 · Motorcycle \(7 days\): \$25 · Per person on foot or bicycle \(7 days\): \$15 · Southeast Utah parks annual pass: .* · Non-US residents: /,
    );
    expect(entryFeeText(null)).toBeNull();
  });
});

describe('places outside Utah', () => {
  it('carry their state on every card and are never counted as Utah destinations', () => {
    const outside = entries.filter((e) => !inUtah(e));
    expect(outside).toHaveLength(17);
    for (const e of outside) {
      const state = cardBadges(e).find((b) => b.tone === 'state');
      expect({ id: e.id, state: state?.text }).toEqual({ id: e.id, state: stateLabel(e) });
    }
    expect(stateLabel(entries.find((e) => e.id === 'horseshoe-bend')!)).toBe('Arizona');
    expect(stateLabel(entries.find((e) => e.id === 'four-corners-monument')!)).toBe('Arizona, Colorado, New Mexico and Utah');
    expect(stateLabel(entries.find((e) => e.id === 'arches-national-park')!)).toBeNull();
  });

  it('are counted apart in copy that counts places', () => {
    const rims = entries.filter((e) => ['bright-angel-point-north-rim', 'grand-canyon-village-mather-point'].includes(e.id));
    expect(placesPhrase(rims)).toBe('2 destinations (2 outside Utah)');
    expect(placesPhrase(entries.filter((e) => e.region === 'Salt Lake Valley'))).toMatch(/^\d+ destinations$/);
  });
});

describe('Games roles', () => {
  it('word the 2034 plan and the 2002 legacy apart', () => {
    expect(gamesRoleText({ games: '2034', sports: ['alpine skiing', 'para alpine skiing'] })).toBe('2034: alpine skiing, para alpine skiing');
    expect(gamesRoleText({ games: '2002', roles: ['curling venue'] })).toBe('2002 legacy: curling venue');
    expect(gamesRoleText({ games: '2034', sports: ['a', 'b', 'c', 'd', 'e'] }, 3)).toBe('2034: a, b, c, 2 more');
  });

  it('give every card of a Games site exactly one badge that mentions the Games, showing its real role', () => {
    for (const e of entries.filter((x) => x.isOlympicVenue || x.subscriptionTier === 'olympic')) {
      const badges = cardBadges(e);
      const olympic = badges.filter((b) => b.tone === 'olympic' || /olympic|games|2034|2002/i.test(b.text));
      expect({ id: e.id, n: olympic.length }).toEqual({ id: e.id, n: 1 });
      if (e.gamesRole) expect(olympic[0]!.text.startsWith(e.gamesRole.games === '2034' ? '2034: ' : '2002 legacy: ')).toBe(true);
    }
  });
});
