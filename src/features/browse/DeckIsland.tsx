import { useEffect, useRef, useState } from 'react';
import type { Destination } from '../destinations/destinations.ts';
import DestinationCard, { type CardData } from '../destinations/DestinationCard.tsx';
import type { SearchEntry } from './browse.ts';
import { dealDeck, deckStats, type Season, SEASON_LABELS, seasonNow } from './deck.ts';

export type DeckCard = CardData & Pick<Destination, 'driveTimeMinutes' | 'familyFriendly'>;

/** Where the shuffle deals from: the compact index of the whole live catalogue (decision 018), so the page does not grow with the catalogue. */
export const DECK_POOL_URL = '/api/search-index';

interface Props {
  /** The deck dealt at build time, so the page has its cards before any JavaScript runs. */
  initialDeck: DeckCard[];
  /** Season of the build; replaced by the visitor's own month once hydrated. */
  buildSeason: Season;
}

/** /deck: up to 52 random destinations, "Shuffle Deck" deals a new 52; the season badge follows the month (docs/product.md §4.6). */
export default function DeckIsland({ initialDeck, buildSeason }: Props) {
  const [deck, setDeck] = useState(initialDeck);
  const [season, setSeason] = useState<Season>(buildSeason);
  const [announcement, setAnnouncement] = useState('');
  const pool = useRef<DeckCard[] | null>(null);

  useEffect(() => setSeason(seasonNow()), []);

  const shuffle = async () => {
    if (!pool.current) {
      try {
        const response = await fetch(DECK_POOL_URL, { headers: { accept: 'application/json' } });
        if (!response.ok) throw new Error(`GET ${DECK_POOL_URL} answered ${response.status}`);
        pool.current = (await response.json()) as SearchEntry[];
      } catch {
        // Offline or the API is down: shuffle the hand on the table, and say so.
        const next = dealDeck(deck);
        setDeck(next);
        setAnnouncement('The full catalogue could not be loaded, so this hand was reshuffled');
        return;
      }
    }
    const next = dealDeck(pool.current);
    setDeck(next);
    setAnnouncement(`Dealt ${next.length} new destinations`);
  };

  const stats = deckStats(deck);
  const { label, icon } = SEASON_LABELS[season];

  return (
    <div className="deck">
      <div className="deck-toolbar">
        <p className="badge season-badge" data-season={season}>
          <span aria-hidden="true">{icon}</span> {label} season
        </p>
        <button type="button" className="button" onClick={() => void shuffle()}>
          Shuffle Deck
        </button>
        <p className="visually-hidden" role="status">
          {announcement}
        </p>
      </div>
      <ul className="deck-stats" aria-label="Deck stats">
        <li>
          <strong data-testid="deck-count">{stats.count}</strong> destinations
        </li>
        <li>
          <strong data-testid="deck-under-45">{stats.underFortyFive}</strong> under 45 minutes
        </li>
        <li>
          <span className="badge">Family Friendly</span> <strong data-testid="deck-family">{stats.familyFriendly}</strong> in this deck
        </li>
      </ul>
      <ul className="grid destination-grid deck-grid">
        {deck.map((d) => (
          <li key={d.id} data-drive={d.driveTimeMinutes} data-family={d.familyFriendly ? 'true' : 'false'}>
            <DestinationCard destination={d} />
          </li>
        ))}
      </ul>
    </div>
  );
}
