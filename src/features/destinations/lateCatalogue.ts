// The late merge of decision 030: until the next build is live, a prebuilt page adds the places
// approved after its build to its lists and counts. Light on purpose (it loads on every page):
// no framework, no schema library; the server checks `since` with zod, and an answer of the
// wrong shape is ignored here.
import { driveMinutes, ZONES } from './destinations.ts';
import type { Destination } from './destinations.ts';
import { isDestinationId } from './ids.ts';
import { cardBadges, countPhrase, inUtah } from './labels.ts';
import { closedInWinter } from './winter.ts';

/** The fields of an API destination the merge reads. */
export type LatePlace = Pick<
  Destination,
  | 'id'
  | 'name'
  | 'category'
  | 'driveTimeMinutes'
  | 'driveTimeText'
  | 'photoUrl'
  | 'subscriptionTier'
  | 'isOlympicVenue'
  | 'gamesRole'
  | 'states'
  | 'winterDriveTimeMinutes'
  | 'seasonalClosure'
  | 'timeNeeded'
>;

/** The event a list's island listens for to read its cards again (DestinationsFilter). */
export const MERGED_EVENT = 'catalogue:merged';

const isPlace = (v: unknown): v is LatePlace => {
  const d = v as Partial<LatePlace> | null;
  return (
    typeof d === 'object' &&
    d !== null &&
    typeof d.id === 'string' &&
    isDestinationId(d.id) &&
    typeof d.name === 'string' &&
    typeof d.driveTimeMinutes === 'number'
  );
};

/** The places of an API answer, or null when it is not a list of places. */
export function readPlaces(body: unknown): LatePlace[] | null {
  return Array.isArray(body) && body.every(isPlace) ? body : null;
}

/**
 * Which places a marker's key counts: `all`, `zone:<slug>` (the band's places) or
 * `within:<minutes>` (at or under, what /destinations?driveTime= lists). Unknown keys count none.
 */
export function keyMatcher(key: string): (d: LatePlace) => boolean {
  if (key === 'all') return () => true;
  const [kind, value = ''] = key.split(':');
  if (kind === 'zone') {
    const zone = ZONES.find((z) => z.slug === value);
    return zone ? (d) => driveMinutes(d) >= zone.min && driveMinutes(d) <= zone.max : () => false;
  }
  if (kind === 'within' && /^\d+$/.test(value)) return (d) => driveMinutes(d) <= Number(value);
  return () => false;
}

const element = <K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] => {
  const el = doc.createElement(tag);
  if (className) el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
};

/**
 * One list item as DestinationGrid prebuilds it around the one card (src/components/DestinationCard.tsx),
 * built with textContent: the name and category are submitters' text. A DOM copy of the card on
 * purpose, so no page loads React for the merge (decision 033); lateCatalogue.test.ts holds it to
 * the React card's markup.
 */
export function cardItem(doc: Document, d: LatePlace): HTMLLIElement {
  const li = element(doc, 'li');
  Object.assign(li.dataset, {
    id: d.id,
    name: d.name,
    category: d.category ?? '',
    drive: String(driveMinutes(d)),
    tier: d.subscriptionTier ?? 'free',
    added: 'true',
  });
  if (closedInWinter(d) && d.seasonalClosure) Object.assign(li.dataset, { closedFrom: d.seasonalClosure.from, closedTo: d.seasonalClosure.to });
  const article = element(doc, 'article', 'card destination-card');
  article.dataset.id = d.id;
  const img = element(doc, 'img');
  Object.assign(img, { src: d.photoUrl || `/images/destinations/${d.id}.svg`, alt: '', width: 640, height: 360, loading: 'lazy', decoding: 'async' });
  const body = element(doc, 'div', 'card-body');
  const meta = element(doc, 'p', 'card-meta');
  for (const b of cardBadges(d)) meta.append(element(doc, 'span', b.tone === 'category' ? 'badge' : `badge ${b.tone}`, b.text));
  const title = element(doc, 'h3', 'card-title');
  const link = element(doc, 'a', undefined, d.name);
  link.href = `/destinations/${d.id}/`;
  title.append(link);
  body.append(meta, title);
  if (d.driveTimeText) body.append(element(doc, 'p', 'muted card-drive', `${d.driveTimeText} from SLC`));
  if (closedInWinter(d)) {
    const winter = element(doc, 'p', 'muted card-winter', 'Winter: road closed');
    winter.title = d.seasonalClosure?.text ?? '';
    body.append(winter);
  }
  if (d.timeNeeded) body.append(element(doc, 'p', 'muted card-time', `Time needed: ${d.timeNeeded}`));
  article.append(img, body);
  li.append(article);
  return li;
}

const whole = (text: string | null | undefined): number | null => (text && /^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

/**
 * Adds `added` (places newer than the build, closest first) to the page: the cards of every
 * `[data-merge-list]` list whose key they match, appended after the prebuilt ones (nothing above
 * the fold moves), and every count the build wrote. Returns how many cards were appended.
 */
export function mergeIntoPage(doc: Document, added: readonly LatePlace[]): number {
  // A place the build already holds (approved while it ran) is neither counted nor listed twice;
  // a second merge recounts from the build's numbers and appends nothing again.
  const inBuild = (id: string) => [...doc.querySelectorAll(`[data-id="${id}"]`)].some((el) => !el.closest('[data-added]'));
  const fresh = added.filter((d) => !inBuild(d.id));
  let appended = 0;
  for (const list of doc.querySelectorAll<HTMLElement>('[data-merge-list]')) {
    const items = fresh.filter(keyMatcher(list.dataset.mergeList ?? '')).filter((d) => !list.querySelector(`[data-id="${d.id}"]`));
    list.append(...items.map((d) => cardItem(doc, d)));
    appended += items.length;
  }
  // The site's one count (decision 019) and the counts of a band or a drive-time cap.
  for (const el of doc.querySelectorAll<HTMLElement>('[data-destination-count], [data-count-of]')) {
    const base = whole(el.dataset.base ?? el.textContent);
    if (base === null) continue; // "700+": the build could not count, so there is nothing to add to
    el.dataset.base = String(base);
    el.textContent = String(base + fresh.filter(keyMatcher(el.dataset.countOf ?? 'all')).length);
  }
  for (const el of doc.querySelectorAll<HTMLElement>('[data-phrase-of]')) {
    const base = whole(el.dataset.n);
    if (base === null) continue;
    const more = fresh.filter(keyMatcher(el.dataset.phraseOf ?? ''));
    el.textContent = countPhrase(base + more.length, (whole(el.dataset.outside) ?? 0) + more.filter((d) => !inUtah(d)).length);
  }
  return appended;
}

/**
 * Asks the API for the places added after the build (`since`: the build's newest created_at,
 * on <body data-catalogue-since>) and merges them. Marks <body data-catalogue-merged> with
 * their number once done; a failed request leaves the page as built.
 */
export async function mergeLateCatalogue(doc: Document, since: string): Promise<void> {
  let places: LatePlace[] | null = null;
  try {
    const response = await fetch(`/api/destinations?since=${encodeURIComponent(since)}`, { headers: { accept: 'application/json' } });
    places = response.ok ? readPlaces(await response.json()) : null;
  } catch {
    places = null;
  }
  if (!places) return;
  if (places.length > 0 && mergeIntoPage(doc, places) > 0) doc.defaultView?.dispatchEvent(new CustomEvent(MERGED_EVENT));
  doc.body.dataset.catalogueMerged = String(places.length);
}
