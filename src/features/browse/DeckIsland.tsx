import { useEffect, useRef, useState } from 'react';
import type { Destination } from '../destinations/destinations.ts';
import BrowseCard, { type CardData } from './BrowseCard.tsx';
import { dealDeck, deckStats, type Season, SEASON_LABELS, seasonOf } from './browse.ts';

export type DeckCard = CardData & Pick<Destination, 'driveTimeMinutes' | 'familyFriendly'>;

interface Props {
  /** The deck dealt at build time, so the page has its cards before any JavaScript runs. */
  initialDeck: DeckCard[];
  /** id of the element whose `data-pool` holds every destination as JSON (read on the first shuffle). */
  poolId: string;
  /** Season of the build; replaced by the visitor's own month once hydrated. */
  buildSeason: Season;
}

/** /deck: up to 52 random destinations, "Shuffle Deck" deals a new 52; the season badge follows the month (SPEC §4). */
export default function DeckIsland({ initialDeck, poolId, buildSeason }: Props) {
  const [deck, setDeck] = useState(initialDeck);
  const [season, setSeason] = useState<Season>(buildSeason);
  const [announcement, setAnnouncement] = useState('');
  const pool = useRef<DeckCard[] | null>(null);

  useEffect(() => setSeason(seasonOf(new Date().getMonth())), []);

  const shuffle = () => {
    if (!pool.current) {
      const raw = document.getElementById(poolId)?.dataset.pool;
      pool.current = raw ? (JSON.parse(raw) as DeckCard[]) : initialDeck;
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
        <button type="button" className="button" onClick={shuffle}>
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
            <BrowseCard destination={d} />
          </li>
        ))}
      </ul>
    </div>
  );
}
