// The destination page's content, written once (issue 14, decision 033): the prebuilt page
// (src/pages/destinations/[id].astro) renders these components as static HTML with no client
// directive, and the client fallback for a place approved after the build
// (src/pages/destinations/fallback.astro) turns the same elements into DOM with src/lib/staticDom.ts.
// Pure functions of the destination, no hooks. Each text is one string (no `<!-- -->` between
// parts in the server's output), and everything is text: approved submissions carry what a
// business typed. The API's answer may lack fields a catalogue row always has, so every list and
// optional field is read defensively. The words are the page's language's (placeWords.ts, decision
// 105): English by default; on a French or Spanish page the catalogue's own texts are marked `lang="en"`.
import { embedUrl, safeWebUrl } from '../../lib/webLinks.ts';
import { AIRPORT, type Destination, directionsUrl, type FactCheck, type HoursOrPricing } from './destinations.ts';
import { entryFeeText } from './labels.ts';
import { sourceSite } from '../../lib/checked.ts';
import { ENGLISH_PLACE_WORDS, type PlaceKey, type PlaceWords, type Term } from './placeWords.ts';
import './destination.css';

interface Props {
  destination: Destination;
  /** The page's words; English without them. */
  words?: PlaceWords;
  /** The place's own texts in the page's language where written (decision 116): shown unmarked, over the English. */
  texts?: OwnTexts;
}

/** The catalogue's own texts a page may have in its language (places/texts.ts's fields; typed here, as destinations imports no other feature). */
type OwnTexts = Partial<Pick<Destination, 'description' | 'highlights' | 'activities' | 'localTips' | 'packingList' | 'accessibility' | 'bestTimeToVisit'>>;

const list = (items: readonly string[] | null | undefined): readonly string[] => (Array.isArray(items) ? items : []);

/** A list's items with unique keys (the text, numbered when it repeats): the lists never reorder. */
function Items({
  items,
  ordered = false,
  className,
  prefix = '',
  lang,
}: {
  items: readonly string[];
  ordered?: boolean;
  className?: string;
  prefix?: string;
  lang?: string;
}) {
  const seen = new Map<string, number>();
  const children = items.map((text) => {
    const n = (seen.get(text) ?? 0) + 1;
    seen.set(text, n);
    return <li key={n > 1 ? `${text}#${n}` : text}>{`${prefix}${text}`}</li>;
  });
  return ordered ? (
    <ol className={className} lang={lang}>
      {children}
    </ol>
  ) : (
    <ul className={className} lang={lang}>
      {children}
    </ul>
  );
}

/** Hours or pricing as text or as rows; null when there is nothing to show. */
function rowsOf(value: HoursOrPricing | null | undefined): string | Array<[string, string]> | null {
  if (!value) return null;
  if (typeof value === 'string') return value;
  const rows = Object.entries(value).map(([k, v]): [string, string] => [k, String(v)]);
  return rows.length > 0 ? rows : null;
}

/** Rows of a term and its value; a value may carry its own `lang` (the catalogue's English on another language's page). */
function Facts({ rows, lang }: { rows: ReadonlyArray<readonly [string, string | Term]>; lang?: string }) {
  return (
    <dl className="facts" lang={lang}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          {typeof value === 'string' ? <dd>{value}</dd> : <dd lang={value.lang}>{value.text}</dd>}
        </div>
      ))}
    </dl>
  );
}

/** "Checked Nov 2026 · nps.gov" under a fact that ages, linking its source (issue 29, decision 050). */
function Checked({ check, words }: { check: FactCheck | null | undefined; words: PlaceWords }) {
  const href = check ? safeWebUrl(check.source) : null;
  if (!check || !href) return null;
  return (
    // data-until: past it, lapsedFacts.ts says "Last checked for 2026" (the page is prebuilt; today is the reader's),
    // in the page's language when data-lapsed-text gives it.
    <p
      className="checked muted"
      data-checked={check.checkedOn}
      data-until={check.until}
      data-site={sourceSite(check.source)}
      data-lapsed-text={words.lapsed(check)}
    >
      <a href={href} rel="noopener">
        {words.checked(check)}
      </a>
    </p>
  );
}

function HoursBlock({ title, value, check, words }: { title: string; value: string | Array<[string, string]>; check?: FactCheck | null; words: PlaceWords }) {
  return (
    <div>
      <h3>{title}</h3>
      {typeof value === 'string' ? <p lang={words.catalogue}>{value}</p> : <Facts rows={value} lang={words.catalogue} />}
      <Checked check={check} words={words} />
    </div>
  );
}

/** The header's text: badges, entry fee, name, address and drive, and the winter line (issue 19). */
export function DestinationIntro({ destination: d, words = ENGLISH_PLACE_WORDS }: Props) {
  // The access badge is about our guide; the place's own entry fee is stated beside it (labels.ts).
  const gamesRole = words.gamesRole(d);
  const state = words.state(d);
  const entryFee = entryFeeText(d.pricing);
  const tier = d.subscriptionTier ?? 'free';
  const time = words.driveTime(d);
  const distance = words.distance(d);
  const drive = time
    ? distance
      ? words.say('placePage.driveFrom', { time, distance: distance.text })
      : words.say('placePage.driveFromNoDistance', { time })
    : null;
  const where = [d.address, drive].filter(Boolean).join(' · ');
  const winterLine = words.winterLine(d);
  const category = d.category ? words.category(d.category) : null;
  return (
    <>
      <p className="card-meta">
        {category && (
          <span className="badge" lang={category.lang}>
            {category.text}
          </span>
        )}
        {gamesRole && (
          <span className="badge olympic" data-games-role="">
            {gamesRole}
          </span>
        )}
        {state && <span className="badge state">{state}</span>}
        {d.familyFriendly && <span className="badge">{words.say('placePage.familyFriendly')}</span>}
        <span className={`badge ${tier}`} data-access="">
          {words.access(tier)}
        </span>
        {d.rating ? <span className="badge">{words.rating(d.rating)}</span> : null}
      </p>
      {entryFee && (
        <p className="entry-fee">
          <strong>{words.say('placePage.entry')}</strong>
          {words.catalogue ? <span lang={words.catalogue}>{` ${entryFee}`}</span> : ` ${entryFee}`}
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
export function DirectionsLink({ destination: d, words = ENGLISH_PLACE_WORDS }: Props) {
  return (
    <a className="button" href={directionsUrl(d)} target="_blank" rel="noopener">
      {words.say('placePage.directions')}
    </a>
  );
}

/** The sections of docs/product.md §2.5, About to Tags, each shown when the place has something for it. */
export function DestinationSections({ destination: d, words = ENGLISH_PLACE_WORDS, texts = {} }: Props) {
  const say = (key: PlaceKey, params?: Parameters<PlaceWords['say']>[1]) => words.say(key, params);
  // The catalogue's own texts: marked English on a French or Spanish page, unless written in its language.
  const en = words.catalogue;
  const langOf = (field: keyof OwnTexts) => (texts[field] === undefined ? en : undefined);
  const asWritten = (field: 'accessibility' | 'bestTimeToVisit'): Term | null => {
    const text = texts[field] ?? d[field];
    return text ? { text, lang: langOf(field) } : null;
  };
  // A malformed or non-web address drops the link instead of failing the build or the page.
  const website = safeWebUrl(d.website);
  const winterLine = words.winterLine(d);
  const driveTime = words.driveTime(d);
  const drive = driveTime ? say('placePage.driveFromSlc', { time: driveTime }) : null;
  const quickInfo = (
    [
      [say('placePage.fact.drive'), drive ? { text: winterLine ? say('placePage.withWinter', { drive, winter: winterLine }) : drive } : null],
      [say('placePage.fact.distance'), words.distance(d)],
      [say('placePage.fact.timeNeeded'), d.timeNeeded ? words.timeNeeded(d.timeNeeded) : null],
      [say('placePage.fact.difficulty'), d.difficulty ? words.difficulty(d.difficulty) : null],
      [say('placePage.fact.accessibility'), asWritten('accessibility')],
      [say('placePage.fact.bestTime'), asWritten('bestTimeToVisit')],
    ] as Array<[string, Term | null]>
  ).filter((row): row is [string, Term] => Boolean(row[1]?.text));
  const transit = d.publicTransit?.accessible ? d.publicTransit : null;
  // Each row's kind decides its markup (a phone link, a website link), whatever the label's language.
  const contact = (
    [
      ['address', say('placePage.fact.address'), d.address || null],
      ['phone', say('placePage.fact.phone'), d.phone || null],
      ['website', say('placePage.fact.website'), website],
      [
        'transit',
        say('placePage.fact.transit'),
        transit ? `${transit.transitOptions.map((o) => `${o.type} ${o.line}`).join(', ')} — ${transit.nearestStation}, ${transit.walkingTime} walk` : null,
      ],
    ] as Array<['address' | 'phone' | 'website' | 'transit', string, string | null]>
  ).filter((row): row is ['address' | 'phone' | 'website' | 'transit', string, string] => row[2] !== null);
  const hours = rowsOf(d.hours);
  const pricing = rowsOf(d.pricing);
  const permits = Array.isArray(d.permits) ? d.permits : [];
  // docs/product.md §2.5: the airport guide card shows when the destination's name contains the airport's name.
  const showAirportGuide = typeof d.name === 'string' && d.name.toLowerCase().includes(AIRPORT.name.toLowerCase());
  const highlights = list(texts.highlights ?? d.highlights);
  const activities = list(texts.activities ?? d.activities);
  const tips = list(texts.localTips ?? d.localTips);
  const packing = list(texts.packingList ?? d.packingList);
  const tags = list(d.tags);
  return (
    <>
      <section aria-labelledby="about">
        <h2 id="about">{say('placePage.about')}</h2>
        <p lang={langOf('description')}>{texts.description ?? d.description}</p>
      </section>

      {(d.tiktokVideoId || d.videoFilename) && (
        <section aria-labelledby="video">
          <h2 id="video">{say('placePage.video')}</h2>
          {d.tiktokVideoId ? (
            <iframe
              className="video-embed"
              src={embedUrl(d.tiktokVideoId)}
              title={say('placePage.videoOf', { name: d.name })}
              loading="lazy"
              allow="encrypted-media"
            />
          ) : (
            // biome-ignore lint/a11y/useMediaCaption: the catalogue has no captions file to point a track at, and a track to a missing file helps nobody.
            <video
              className="video-embed"
              src={`/videos/${encodeURIComponent(d.videoFilename ?? '')}`}
              controls
              preload="none"
              aria-label={say('placePage.videoOf', { name: d.name })}
            />
          )}
        </section>
      )}

      {highlights.length > 0 && (
        <section aria-labelledby="highlights">
          <h2 id="highlights">{say('placePage.highlights')}</h2>
          <Items items={highlights} lang={langOf('highlights')} />
        </section>
      )}
      {activities.length > 0 && (
        <section aria-labelledby="activities">
          <h2 id="activities">{say('placePage.activities')}</h2>
          <Items items={activities} className="chips" lang={langOf('activities')} />
        </section>
      )}
      {tips.length > 0 && (
        <section aria-labelledby="tips">
          <h2 id="tips">{say('placePage.tips')}</h2>
          <Items items={tips} ordered lang={langOf('localTips')} />
        </section>
      )}
      {packing.length > 0 && (
        <section aria-labelledby="bring">
          <h2 id="bring">{say('placePage.bring')}</h2>
          <Items items={packing} lang={langOf('packingList')} />
        </section>
      )}

      {quickInfo.length > 0 && (
        <section aria-labelledby="quick">
          <h2 id="quick">{say('placePage.quick')}</h2>
          <Facts rows={quickInfo} />
        </section>
      )}

      {contact.length > 0 && (
        <section aria-labelledby="contact">
          <h2 id="contact">{say('placePage.contact')}</h2>
          <dl className="facts">
            {contact.map(([kind, term, value]) => (
              <div key={kind}>
                <dt>{term}</dt>
                <dd lang={kind === 'transit' ? en : undefined}>
                  {kind === 'phone' ? (
                    <a href={`tel:${value.replace(/[^\d+]/g, '')}`}>{value}</a>
                  ) : kind === 'website' ? (
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
          <h2 id="hours">{say('placePage.hoursPricing')}</h2>
          <div className="hours-grid">
            {hours && <HoursBlock title={say('placePage.fact.hours')} value={hours} check={d.hoursChecked} words={words} />}
            {pricing && <HoursBlock title={say('placePage.fact.pricing')} value={pricing} check={d.pricingChecked} words={words} />}
          </div>
        </section>
      )}

      {permits.length > 0 && (
        <section aria-labelledby="permits">
          <h2 id="permits">{say('placePage.permits')}</h2>
          <ul className="permits">
            {permits.map((p) => (
              <li key={p.text}>
                <p lang={en}>{p.season ? `${p.text} (${p.season})` : p.text}</p>
                <Checked check={p} words={words} />
              </li>
            ))}
          </ul>
        </section>
      )}

      {showAirportGuide && (
        <section className="card airport-guide" aria-labelledby="airport-guide">
          <div className="card-body">
            <h2 id="airport-guide">{say('placePage.airportGuide')}</h2>
            <p>{say('placePage.airportGuideText')}</p>
            <a className="button" href="/downloads/slc-airport-planning-guide.pdf" download hrefLang={en}>
              {say('placePage.airportGuideButton')}
            </a>
          </div>
        </section>
      )}

      {tags.length > 0 && (
        <section aria-labelledby="tags">
          <h2 id="tags">{say('placePage.tags')}</h2>
          <Items items={tags} className="chips" prefix="#" lang={en} />
        </section>
      )}
    </>
  );
}
