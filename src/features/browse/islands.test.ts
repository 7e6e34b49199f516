import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import DeckIsland, { type DeckCard } from './DeckIsland.tsx';
import DestinationsFilter from './DestinationsFilter.tsx';
import SearchIsland from './SearchIsland.tsx';

// What the build writes into the static HTML before any JavaScript runs.
afterEach(() => vi.unstubAllGlobals());

const card = (i: number, extra: Partial<DeckCard> = {}): DeckCard => ({
  id: `place-${i}`,
  name: `Place ${i}`,
  category: 'Natural Wonders',
  driveTimeText: `${i} min`,
  driveTimeMinutes: i,
  photoUrl: `/images/destinations/place-${i}.svg`,
  subscriptionTier: 'free',
  isOlympicVenue: false,
  familyFriendly: i % 2 === 0,
  ...extra,
});
const text = (html: string) => html.replace(/<!-- -->/g, '');

describe('the browse islands as prebuilt HTML', () => {
  it('/search renders its heading, the build count and the first screen of results without calling the API', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const initial = [card(10), card(44, { isOlympicVenue: true })].map((c) => ({
      ...c,
      description: '',
      address: '',
      tags: [],
      region: '',
      timeNeeded: '2-3 hours',
      driveTimeMinutes: c.driveTimeMinutes ?? 0,
      driveTimeText: c.driveTimeText ?? '',
      photoUrl: c.photoUrl ?? '',
      subscriptionTier: c.subscriptionTier ?? 'free',
      isOlympicVenue: c.isOlympicVenue ?? false,
      familyFriendly: c.familyFriendly ?? false,
      states: [...(c.states ?? ['UT' as const])],
      gamesRole: c.gamesRole ?? null,
    }));
    const html = text(renderToString(createElement(SearchIsland, { initialTotal: 704, initial })));
    expect(html).toContain('<h1>Discover Utah Adventures</h1>');
    expect(html).toContain('704 destinations to discover across Utah');
    expect(html).toContain('704 destinations found (filtered from 704)');
    expect(html.match(/class="card destination-card"/g)).toHaveLength(2);
    // The first screen is complete as it is: nothing is loading until the visitor searches (issue 38).
    expect(html).toContain('aria-busy="false"');
    expect(html).not.toContain('Loading destinations...');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toMatch(/aria-pressed="false"[^>]*>Sort by Drive Time<.*aria-pressed="false"[^>]*>Sort by Name</s);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('/destinations renders the three selects with the docs/product.md §9 values and the first page of the count', () => {
    const html = text(
      renderToString(
        createElement(DestinationsFilter, {
          total: 704,
          gridId: 'grid',
          pageSize: 48,
          moreId: 'more',
          carFreeLine: 'By public transport from the airport: {time}',
        }),
      ),
    );
    expect(html).toContain('Showing 48 of 704 destinations');
    expect([...html.matchAll(/<option value="(\d+)">/g)].map((m) => m[1])).toEqual(['30', '60', '120', '300', '480', '720']);
    expect([...html.matchAll(/<option value="(driveTime|name|category)"/g)].map((m) => m[1])).toEqual(['driveTime', 'name', 'category']);
    expect(html).not.toContain('No destinations found');
    expect(html).not.toContain('Want to see all 700+ destinations?');
  });

  it('/deck renders the dealt cards with their stats', () => {
    const deck = [card(10), card(44), card(45, { isOlympicVenue: true, subscriptionTier: 'olympic' }), card(200)];
    const html = text(renderToString(createElement(DeckIsland, { initialDeck: deck, buildSeason: 'winter' })));
    expect(html.match(/class="card destination-card"/g)).toHaveLength(4);
    expect(html).toContain('Winter season');
    expect(html).toContain('Shuffle Deck');
    expect(html).toMatch(/data-testid="deck-count">4</);
    expect(html).toMatch(/data-testid="deck-under-45">2</);
    expect(html).toMatch(/data-testid="deck-family">3</);
    // One Games badge per card (labels.ts): a venue without a known role reads "Games site", not three badges.
    expect(html).toContain('Games site');
    expect(html).not.toContain('VIP Olympic');
  });
});
