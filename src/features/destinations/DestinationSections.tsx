// The destination page's content, written once (issue 14, decision 033): the prebuilt page
// (src/pages/destinations/[id].astro) renders these components as static HTML with no client
// directive, and the client fallback for a place approved after the build
// (src/pages/destinations/fallback.astro) turns the same elements into DOM with src/lib/staticDom.ts.
// Pure functions of the destination, no hooks. Each text is one string (no `<!-- -->` between
// parts in the server's output), and everything is text: approved submissions carry what a
// business typed. The API's answer may lack fields a catalogue row always has, so every list and
// optional field is read defensively.
import { embedUrl, safeWebUrl } from '../../lib/webLinks.ts';
import { AIRPORT, type Destination, directionsUrl, type FactCheck, type HoursOrPricing } from './destinations.ts';
import { accessLabel, entryFeeText, gamesRoleText, stateLabel } from './labels.ts';
import { winterDriveLine } from '../roads/winter.ts';
import { checkedText, sourceSite } from '../../lib/checked.ts';
import './destination.css';

interface Props {
  destination: Destination;
}

const list = (items: readonly string[] | null | undefined): readonly string[] => (Array.isArray(items) ? items : []);

/** A list's items with unique keys (the text, numbered when it repeats): the lists never reorder. */
function Items({ items, ordered = false, className, prefix = '' }: { items: readonly string[]; ordered?: boolean; className?: string; prefix?: string }) {
  const seen = new Map<string, number>();
  const children = items.map((text) => {
    const n = (seen.get(text) ?? 0) + 1;
    seen.set(text, n);
    return <li key={n > 1 ? `${text}#${n}` : text}>{`${prefix}${text}`}</li>;
  });
  return ordered ? <ol className={className}>{children}</ol> : <ul className={className}>{children}</ul>;
}

/** Hours or pricing as text or as rows; null when there is nothing to show. */
function rowsOf(value: HoursOrPricing | null | undefined): string | Array<[string, string]> | null {
  if (!value) return null;
  if (typeof value === 'string') return value;
  const rows = Object.entries(value).map(([k, v]): [string, string] => [k, String(v)]);
  return rows.length > 0 ? rows : null;
}

function Facts({ rows }: { rows: ReadonlyArray<readonly [string, string]> }) {
  return (
    <dl className="facts">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** "Checked Nov 2026 · nps.gov" under a fact that ages, linking its source (issue 29, decision 050). */
function Checked({ check }: { check: FactCheck | null | undefined }) {
  const href = check ? safeWebUrl(check.source) : null;
  if (!check || !href) return null;
  return (
    // data-until: past it, lapsedFacts.ts says "Last checked for 2026" (the page is prebuilt; today is the reader's).
    <p className="checked muted" data-checked={check.checkedOn} data-until={check.until} data-site={sourceSite(check.source)}>
      <a href={href} rel="noopener">
        {checkedText(check)}
      </a>
    </p>
  );
}

function HoursBlock({ title, value, check }: { title: string; value: string | Array<[string, string]>; check?: FactCheck | null }) {
  return (
    <div>
      <h3>{title}</h3>
      {typeof value === 'string' ? <p>{value}</p> : <Facts rows={value} />}
      <Checked check={check} />
    </div>
  );
}

/** The header's text: badges, entry fee, name, address and drive, and the winter line (issue 19). */
export function DestinationIntro({ destination: d }: Props) {
  // The access badge is about our guide; the place's own entry fee is stated beside it (labels.ts).
  const gamesRole = d.gamesRole ? gamesRoleText(d.gamesRole) : d.isOlympicVenue ? 'Games site' : null;
  const state = stateLabel(d);
  const entryFee = entryFeeText(d.pricing);
  const tier = d.subscriptionTier ?? 'free';
  const drive = d.driveTimeText ? `${d.driveTimeText}${d.distance ? ` (${d.distance})` : ''} from ${AIRPORT.name}` : null;
  const where = [d.address, drive].filter(Boolean).join(' · ');
  const winterLine = winterDriveLine(d);
  return (
    <>
      <p className="card-meta">
        {d.category && <span className="badge">{d.category}</span>}
        {gamesRole && (
          <span className="badge olympic" data-games-role="">
            {gamesRole}
          </span>
        )}
        {state && <span className="badge state">{state}</span>}
        {d.familyFriendly && <span className="badge">Family Friendly</span>}
        <span className={`badge ${tier}`} data-access="">
          {accessLabel(tier)}
        </span>
        {d.rating ? <span className="badge">{`★ ${d.rating.toFixed(1)}`}</span> : null}
      </p>
      {entryFee && (
        <p className="entry-fee">
          <strong>Entry:</strong>
          {` ${entryFee}`}
        </p>
      )}
      <h1>{d.name}</h1>
      {where && <p className="muted">{where}</p>}
      {winterLine && (
        <p className="winter-drive" data-winter-drive="">
          {winterLine}
        </p>
      )}
    </>
  );
}

/** Google Maps directions from the airport. */
export function DirectionsLink({ destination: d }: Props) {
  return (
    <a className="button" href={directionsUrl(d)} target="_blank" rel="noopener">
      Get Directions
    </a>
  );
}

/** The sections of docs/product.md §2.5, About to Tags, each shown when the place has something for it. */
export function DestinationSections({ destination: d }: Props) {
  // A malformed or non-web address drops the link instead of failing the build or the page.
  const website = safeWebUrl(d.website);
  const winterLine = winterDriveLine(d);
  const quickInfo = (
    [
      ['Drive time', d.driveTimeText ? `${d.driveTimeText} from SLC${winterLine ? `; ${winterLine}` : ''}` : null],
      ['Distance', d.distance],
      ['Time needed', d.timeNeeded],
      ['Difficulty', d.difficulty],
      ['Accessibility', d.accessibility],
      ['Best time', d.bestTimeToVisit],
    ] as Array<[string, string | null | undefined]>
  ).filter((row): row is [string, string] => Boolean(row[1]));
  const transit = d.publicTransit?.accessible ? d.publicTransit : null;
  const contact = (
    [
      ['Address', d.address || null],
      ['Phone', d.phone || null],
      ['Website', website],
      [
        'Public transit',
        transit ? `${transit.transitOptions.map((o) => `${o.type} ${o.line}`).join(', ')} — ${transit.nearestStation}, ${transit.walkingTime} walk` : null,
      ],
    ] as Array<[string, string | null]>
  ).filter((row): row is [string, string] => row[1] !== null);
  const hours = rowsOf(d.hours);
  const pricing = rowsOf(d.pricing);
  const permits = Array.isArray(d.permits) ? d.permits : [];
  // docs/product.md §2.5: the airport guide card shows when the destination's name contains the airport's name.
  const showAirportGuide = typeof d.name === 'string' && d.name.toLowerCase().includes(AIRPORT.name.toLowerCase());
  const highlights = list(d.highlights);
  const activities = list(d.activities);
  const tips = list(d.localTips);
  const packing = list(d.packingList);
  const tags = list(d.tags);
  return (
    <>
      <section aria-labelledby="about">
        <h2 id="about">About</h2>
        <p>{d.description}</p>
      </section>

      {(d.tiktokVideoId || d.videoFilename) && (
        <section aria-labelledby="video">
          <h2 id="video">Video</h2>
          {d.tiktokVideoId ? (
            <iframe className="video-embed" src={embedUrl(d.tiktokVideoId)} title={`Video of ${d.name}`} loading="lazy" allow="encrypted-media" />
          ) : (
            // biome-ignore lint/a11y/useMediaCaption: the catalogue has no captions file to point a track at, and a track to a missing file helps nobody.
            <video
              className="video-embed"
              src={`/videos/${encodeURIComponent(d.videoFilename ?? '')}`}
              controls
              preload="none"
              aria-label={`Video of ${d.name}`}
            />
          )}
        </section>
      )}

      {highlights.length > 0 && (
        <section aria-labelledby="highlights">
          <h2 id="highlights">Highlights</h2>
          <Items items={highlights} />
        </section>
      )}
      {activities.length > 0 && (
        <section aria-labelledby="activities">
          <h2 id="activities">Activities</h2>
          <Items items={activities} className="chips" />
        </section>
      )}
      {tips.length > 0 && (
        <section aria-labelledby="tips">
          <h2 id="tips">Insider Tips</h2>
          <Items items={tips} ordered />
        </section>
      )}
      {packing.length > 0 && (
        <section aria-labelledby="bring">
          <h2 id="bring">What to Bring</h2>
          <Items items={packing} />
        </section>
      )}

      {quickInfo.length > 0 && (
        <section aria-labelledby="quick">
          <h2 id="quick">Quick Info</h2>
          <Facts rows={quickInfo} />
        </section>
      )}

      {contact.length > 0 && (
        <section aria-labelledby="contact">
          <h2 id="contact">Contact &amp; Location</h2>
          <dl className="facts">
            {contact.map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>
                  {term === 'Phone' ? (
                    <a href={`tel:${value.replace(/[^\d+]/g, '')}`}>{value}</a>
                  ) : term === 'Website' ? (
                    <a href={value} target="_blank" rel="noopener">
                      {new URL(value).hostname}
                    </a>
                  ) : (
                    value
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      {(hours || pricing) && (
        <section aria-labelledby="hours">
          <h2 id="hours">Hours &amp; Pricing</h2>
          <div className="hours-grid">
            {hours && <HoursBlock title="Hours" value={hours} check={d.hoursChecked} />}
            {pricing && <HoursBlock title="Pricing" value={pricing} check={d.pricingChecked} />}
          </div>
        </section>
      )}

      {permits.length > 0 && (
        <section aria-labelledby="permits">
          <h2 id="permits">Permits &amp; reservations</h2>
          <ul className="permits">
            {permits.map((p) => (
              <li key={p.text}>
                <p>{p.season ? `${p.text} (${p.season})` : p.text}</p>
                <Checked check={p} />
              </li>
            ))}
          </ul>
        </section>
      )}

      {showAirportGuide && (
        <section className="card airport-guide" aria-labelledby="airport-guide">
          <div className="card-body">
            <h2 id="airport-guide">Airport planning guide</h2>
            <p>Transit, rental cars, services and the destinations within an hour of the terminal, in one printable guide.</p>
            <a className="button" href="/downloads/slc-airport-planning-guide.pdf" download>
              Download the airport guide (PDF)
            </a>
          </div>
        </section>
      )}

      {tags.length > 0 && (
        <section aria-labelledby="tags">
          <h2 id="tags">Tags</h2>
          <Items items={tags} className="chips" prefix="#" />
        </section>
      )}
    </>
  );
}
