import { type Child, h } from '../../lib/dom.ts';
import { formatCount, utahTime12 } from '../../lib/format.ts';
import { apiFetch } from '../../lib/api.ts';
import { safeWebUrl } from '../../lib/webLinks.ts';
import { dollarSigns, hasPlacesData, SEARCH_CENTER, type PlaceSearchResult, type PlacesData } from './places.ts';

/**
 * The /places-demo page's behaviour (docs/product.md §2.18, §5.8, §8): the place search (blank queries
 * ignored), each card's "Show Live Data" toggle that loads only when first opened, and the
 * status card. Everything from Google is written with textContent, never as HTML.
 */

export const TEXTS = {
  searchFailed: 'Search failed',
  searchError: 'Error searching places. Please check your Google Places API key configuration.',
  liveError: 'Unable to load live data from Google Places',
  noData: 'No additional data available from Google Places',
  loadingLive: 'Loading live data...',
  show: 'Show Live Data',
  hide: 'Hide Live Data',
  unavailable: 'Google Places is not answering right now. Please try again later.',
} as const;

const count = (n: number) => formatCount(n);

function stars(rating: number, total: number | null | undefined): HTMLElement {
  return h(
    'span',
    { class: 'place-rating' },
    h('span', { 'aria-hidden': 'true' }, '★ '),
    h('span', { class: 'visually-hidden' }, 'Rated '),
    rating.toFixed(1),
    typeof total === 'number' ? h('span', { class: 'muted' }, ` (${count(total)} ${total === 1 ? 'review' : 'reviews'})`) : null,
  );
}

/** 1-5 dollar signs, read out as words. */
export function price(level: number | null | undefined): HTMLElement | null {
  const signs = dollarSigns(level);
  if (!signs) return null;
  return h(
    'span',
    { class: 'place-price' },
    h('span', { 'aria-hidden': 'true' }, signs),
    h('span', { class: 'visually-hidden' }, `Price level ${signs.length} of 5`),
  );
}

function openNow(open: boolean | null | undefined): HTMLElement | null {
  if (typeof open !== 'boolean') return null;
  return h('span', { class: open ? 'place-open' : 'place-closed' }, open ? 'Open now' : 'Closed now');
}

function searchResult(place: PlaceSearchResult): HTMLElement {
  const facts = [
    typeof place.rating === 'number' ? stars(place.rating, place.user_ratings_total) : null,
    openNow(place.opening_hours?.open_now),
    price(place.price_level),
  ].filter((x): x is HTMLElement => x !== null);
  return h(
    'li',
    { class: 'card place-result' },
    h(
      'div',
      { class: 'card-body' },
      h('h3', {}, place.name),
      place.formatted_address ? h('p', { class: 'muted place-address' }, place.formatted_address) : null,
      facts.length ? h('p', { class: 'place-facts' }, ...facts) : null,
    ),
  );
}

function fact(term: string, ...value: Child[]): HTMLElement {
  return h('div', {}, h('dt', {}, term), h('dd', {}, ...value));
}

/** The live-data panel's content for one destination. */
export function liveData(data: PlacesData): DocumentFragment {
  const fragment = document.createDocumentFragment();
  const website = safeWebUrl(data.website);
  const facts = [
    data.rating !== null ? fact('Google rating', stars(data.rating, data.userRatingsTotal)) : null,
    data.priceLevel !== null ? fact('Price level', price(data.priceLevel)) : null,
    typeof data.openingHours?.openNow === 'boolean' ? fact('Right now', openNow(data.openingHours.openNow)) : null,
    data.phoneNumber ? fact('Phone', h('a', { href: `tel:${data.phoneNumber.replace(/[^\d+]/g, '')}` }, data.phoneNumber)) : null,
    website ? fact('Website', h('a', { href: website, rel: 'noopener nofollow', target: '_blank' }, new URL(website).hostname.replace(/^www\./, ''))) : null,
    data.photos.length ? fact('Photos', `${data.photos.length} on Google`) : null,
  ];
  fragment.append(h('dl', { class: 'live-facts' }, ...facts));
  const week = data.openingHours?.weekdayText ?? [];
  if (week.length)
    fragment.append(h('details', { class: 'live-hours' }, h('summary', {}, 'Opening hours'), h('ul', {}, ...week.map((line) => h('li', {}, line)))));
  if (data.reviews.length) {
    fragment.append(
      h('h4', { class: 'live-reviews-heading' }, 'Recent reviews'),
      h(
        'ul',
        { class: 'live-reviews' },
        ...data.reviews
          .slice(0, 3)
          .map((review) =>
            h(
              'li',
              {},
              h('p', { class: 'live-review-author' }, typeof review.rating === 'number' ? stars(review.rating, null) : null, ` ${review.authorName}`),
              h('blockquote', {}, review.text),
            ),
          ),
      ),
    );
  }
  fragment.append(h('p', { class: 'muted live-attribution' }, 'Live data from Google Places'));
  return fragment;
}

/** Wires the page; `root` holds the search form, the result list, the status card and the cards. */
export function initPlacesDemo(root: HTMLElement): void {
  const status = root.querySelector<HTMLElement>('[data-places-status]')!;
  const statusDetail = root.querySelector<HTMLElement>('[data-places-status-detail]')!;
  const setStatus = (ok: boolean, detail: string) => {
    status.textContent = ok ? 'Connected' : 'Unavailable';
    status.dataset.state = ok ? 'ok' : 'down';
    statusDetail.textContent = detail;
  };
  const connected = () => `Google Places answered at ${utahTime12(Date.now())}.`;

  const form = root.querySelector<HTMLFormElement>('[data-places-search]')!;
  const input = form.querySelector<HTMLInputElement>('input[name="query"]')!;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const results = root.querySelector<HTMLElement>('[data-search-results]')!;
  let searching = false;

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const query = input.value.trim();
    // docs/product.md §5.8: a blank query is ignored.
    if (!query || searching) return;
    searching = true;
    button.disabled = true;
    button.textContent = 'Searching...';
    results.setAttribute('aria-busy', 'true');
    const params = new URLSearchParams({ query, lat: String(SEARCH_CENTER.lat), lng: String(SEARCH_CENTER.lng), radius: String(SEARCH_CENTER.radius) });
    try {
      const places = (await apiFetch<PlaceSearchResult[] | null>(`/api/places/search?${params}`)) ?? [];
      const heading = places.length ? `${places.length} ${places.length === 1 ? 'place' : 'places'} found for “${query}”` : `No places found for “${query}”`;
      results.replaceChildren(h('h2', { class: 'results-heading' }, heading));
      if (places.length) results.append(h('ul', { class: 'grid place-results' }, ...places.map(searchResult)));
      setStatus(true, connected());
    } catch {
      // docs/product.md §8: the title "Search failed" with the product's message. The server's own words
      // (which may name a missing key) stay in its log, not on a visitor's screen.
      results.replaceChildren(h('div', { class: 'places-error' }, h('h2', { class: 'results-heading' }, TEXTS.searchFailed), h('p', {}, TEXTS.searchError)));
      setStatus(false, TEXTS.unavailable);
    } finally {
      searching = false;
      button.disabled = false;
      button.textContent = 'Search';
      results.removeAttribute('aria-busy');
    }
  });

  for (const toggle of root.querySelectorAll<HTMLButtonElement>('[data-live-toggle]')) {
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '')!;
    // idle → loading → loaded; a failure goes back to idle so the next opening tries again.
    let state: 'idle' | 'loading' | 'loaded' = 'idle';

    const load = async () => {
      state = 'loading';
      panel.setAttribute('aria-busy', 'true');
      panel.replaceChildren(h('p', { class: 'muted' }, TEXTS.loadingLive));
      try {
        const data = await apiFetch<PlacesData | null>(`/api/destinations/${encodeURIComponent(toggle.dataset.id!)}/places`);
        panel.replaceChildren(hasPlacesData(data) ? liveData(data) : h('p', { class: 'muted' }, TEXTS.noData));
        state = 'loaded';
        setStatus(true, connected());
      } catch {
        panel.replaceChildren(h('p', { class: 'places-error' }, TEXTS.liveError));
        state = 'idle';
        setStatus(false, TEXTS.unavailable);
      } finally {
        panel.removeAttribute('aria-busy');
      }
    };

    toggle.addEventListener('click', () => {
      const open = toggle.getAttribute('aria-expanded') !== 'true';
      toggle.setAttribute('aria-expanded', String(open));
      toggle.textContent = open ? TEXTS.hide : TEXTS.show;
      panel.hidden = !open;
      // docs/product.md §2.18: live data is requested only when a card is toggled open, and once.
      if (open && state === 'idle') void load();
    });
  }
}
