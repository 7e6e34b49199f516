// The late merge of decision 030: until the next build is live, a prebuilt page adds the places
// approved after its build to its lists and counts. Light on purpose (it loads on every page):
// no framework, no schema library; the server checks `since` with zod, and an answer of the
// wrong shape is ignored here. The cards (lateCard.tsx) load only when there are places to add.
import { driveMinutes, ZONES } from './destinations.ts';
import { isDestinationId } from './ids.ts';
import { countPhrase, inUtah } from './labels.ts';
import type { LatePlace } from './lateCard.tsx';

export type { LatePlace };

/** Builds one list item with its card (lateCard.tsx's `cardItem`). */
export type CardBuilder = (doc: Document, d: LatePlace) => HTMLLIElement;

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

const whole = (text: string | null | undefined): number | null => (text && /^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

/**
 * Adds `added` (places newer than the build, closest first) to the page: the cards of every
 * `[data-merge-list]` list whose key they match, appended after the prebuilt ones (nothing above
 * the fold moves), built by `card` (lateCard.tsx), and every count the build wrote. Returns how
 * many cards were appended.
 */
export function mergeIntoPage(doc: Document, added: readonly LatePlace[], card: CardBuilder): number {
  // A place the build already holds (approved while it ran) is neither counted nor listed twice;
  // a second merge recounts from the build's numbers and appends nothing again.
  // Cards an island drew from the live index (`data-rendered`, DestinationsFilter) are not the build's.
  const inBuild = (id: string) => [...doc.querySelectorAll(`[data-id="${id}"]`)].some((el) => !el.closest('[data-added], [data-rendered]'));
  const fresh = added.filter((d) => !inBuild(d.id));
  let appended = 0;
  for (const list of doc.querySelectorAll<HTMLElement>('[data-merge-list]')) {
    const items = fresh.filter(keyMatcher(list.dataset.mergeList ?? '')).filter((d) => !list.querySelector(`[data-id="${d.id}"]`));
    list.append(...items.map((d) => card(doc, d)));
    appended += items.length;
  }
  // The site's one count (decision 019) and the counts of a band or a drive-time cap.
  for (const el of doc.querySelectorAll<HTMLElement>('[data-destination-count], [data-count-of]')) {
    const base = whole(el.dataset.base ?? el.textContent);
    if (base === null) continue; // not a whole number: nothing to add to
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

/** The places approved after the build stamped `since` (closest first), or null when the API cannot say. */
export async function fetchLatePlaces(since: string): Promise<LatePlace[] | null> {
  try {
    const response = await fetch(`/api/destinations?since=${encodeURIComponent(since)}`, { headers: { accept: 'application/json' } });
    return response.ok ? readPlaces(await response.json()) : null;
  } catch {
    return null;
  }
}

/**
 * Asks the API for the places added after the build (`since`: the build's newest created_at,
 * on <body data-catalogue-since>) and merges them. Marks <body data-catalogue-merged> with
 * their number once done; a failed request leaves the page as built.
 */
export async function mergeLateCatalogue(doc: Document, since: string): Promise<void> {
  const places = await fetchLatePlaces(since);
  if (!places) return;
  if (places.length > 0) {
    // The card's code loads only when there is a card to add: most visits have none (decision 033).
    let card: CardBuilder;
    try {
      card = (await import('./lateCard.tsx')).cardItem;
    } catch {
      return; // its script did not load (the connection dropped): the page stays as built, like a failed request
    }
    if (mergeIntoPage(doc, places, card) > 0) doc.defaultView?.dispatchEvent(new CustomEvent(MERGED_EVENT));
  }
  doc.body.dataset.catalogueMerged = String(places.length);
}
