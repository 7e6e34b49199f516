import type { Destination } from '../destinations/destinations.ts';
import { cardBadges } from '../destinations/labels.ts';

export type CardData = Pick<
  Destination,
  'id' | 'name' | 'category' | 'driveTimeText' | 'photoUrl' | 'subscriptionTier' | 'isOlympicVenue' | 'gamesRole' | 'states'
> & { timeNeeded?: string | null };

/** The React twin of src/components/DestinationCard.astro (same markup and classes) for islands that render cards. */
export default function BrowseCard({ destination: d }: { destination: CardData }) {
  return (
    <article className="card destination-card" data-id={d.id}>
      <img src={d.photoUrl || `/images/destinations/${d.id}.svg`} alt="" width={640} height={360} loading="lazy" decoding="async" />
      <div className="card-body">
        <p className="card-meta">
          {cardBadges(d).map((b) => (
            <span key={b.text} className={b.tone === 'category' ? 'badge' : `badge ${b.tone}`}>
              {b.text}
            </span>
          ))}
        </p>
        <h3 className="card-title">
          <a href={`/destinations/${d.id}/`}>{d.name}</a>
        </h3>
        {d.driveTimeText && <p className="muted card-drive">{d.driveTimeText} from SLC</p>}
        {d.timeNeeded && <p className="muted card-time">Time needed: {d.timeNeeded}</p>}
      </div>
    </article>
  );
}
