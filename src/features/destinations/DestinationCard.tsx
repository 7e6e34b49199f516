import type { Destination } from './destinations.ts';
import { cardBadges } from './labels.ts';
import { closedInWinter } from '../roads/winter.ts';

/** The fields a card reads; the winter ones are optional (the search index does not carry them). */
export type CardData = Pick<
  Destination,
  'id' | 'name' | 'category' | 'driveTimeText' | 'photoUrl' | 'subscriptionTier' | 'isOlympicVenue' | 'gamesRole' | 'states'
> &
  Partial<Pick<Destination, 'winterDriveTimeMinutes' | 'seasonalClosure'>> & { timeNeeded?: string | null };

/** A card's words in another language than English, made by the page (cardWords.ts, decision 094). */
export interface CardWords {
  badges: Array<{ text: string; tone: 'category' | 'olympic' | 'premium' | 'state'; lang?: string }>;
  drive: string | null;
  winter: string;
  timeNeeded: string | null;
  /** The place's page in the card's language (decision 105). */
  href: string;
}

interface Props {
  destination: CardData;
  /** The card in French or Spanish; English without it. */
  words?: CardWords;
  headingLevel?: 'h2' | 'h3';
  /** The first cards of a list load their picture at once; the rest when they near the screen. */
  eager?: boolean;
  /** The drive line when it is not the drive from the airport ("4 min from Temple Square" on Nearby cards). */
  drive?: string;
}

/**
 * The one destination card (decision 033): Astro pages render it as static HTML (no client
 * directive, no JavaScript), the /search and deck islands render it with React, and the late
 * merge (lateCard.tsx) turns it into DOM without React (src/lib/staticDom.ts). Text is joined
 * into one string per element so the server output has no `<!-- -->` separators.
 */
export default function DestinationCard({ destination: d, headingLevel: Heading = 'h3', eager = false, drive, words }: Props) {
  const driveLine = drive ?? words?.drive ?? (d.driveTimeText ? `${d.driveTimeText} from SLC` : null);
  const badges: CardWords['badges'] = words?.badges ?? cardBadges(d);
  const timeLine = words ? words.timeNeeded : d.timeNeeded ? `Time needed: ${d.timeNeeded}` : null;
  return (
    <article className="card destination-card" data-id={d.id}>
      <img src={d.photoUrl || `/images/destinations/${d.id}.svg`} alt="" width={640} height={360} loading={eager ? 'eager' : 'lazy'} decoding="async" />
      <div className="card-body">
        <p className="card-meta">
          {badges.map((b) => (
            <span key={b.text} className={b.tone === 'category' ? 'badge' : `badge ${b.tone}`} lang={b.lang}>
              {b.text}
            </span>
          ))}
        </p>
        <Heading className="card-title">
          <a href={words?.href ?? `/destinations/${d.id}/`}>{d.name}</a>
        </Heading>
        {driveLine && <p className="muted card-drive">{driveLine}</p>}
        {closedInWinter(d) && (
          <p className="muted card-winter" title={d.seasonalClosure?.text}>
            {words?.winter ?? 'Winter: road closed'}
          </p>
        )}
        {timeLine && <p className="muted card-time">{timeLine}</p>}
      </div>
    </article>
  );
}
