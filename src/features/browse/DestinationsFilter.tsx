import { useEffect, useMemo, useRef, useState } from 'react';
import type { CardBuilder } from '../destinations/lateCatalogue.ts';
import { apiFetch } from '../../lib/api.ts';
import { formatDuration } from '../../lib/duration.ts';
import type { Params } from '../../lib/count.ts';
import { filterEn } from '../../lib/messages/filter.en.ts';
import { maybeSignedIn } from '../../lib/signedIn.ts';
import { closedPlacesNow, NO_CLOSED_PLACES } from '../closures/closures.store.ts';
import { carFreeText, loadCarFree, NO_CAR_FREE } from '../transit/carFree.ts';
import type { CardVocabulary } from '../destinations/cardWordsWith.ts';
import type { Tier } from '../destinations/destinations.ts';
import { fetchLatePlaces, MERGED_EVENT } from '../destinations/lateCatalogue.ts';
import {
  CATEGORIES,
  type BrowseState,
  driveTimeChoices,
  EMPTY_BROWSE,
  matchesBrowse,
  parseBrowseParams,
  type SearchEntry,
  SORT_OPTIONS,
  type SortKey,
  writeBrowseParams,
} from './browse.ts';
import { needsIndex, pagedMatches } from './browseList.ts';
import { drawItem, type Item, readItems } from './filterItems.ts';
import { type FilterPage, filterShowing, filterText } from './filterWords.ts';
import { browsePagePath, parsePage, writePage } from './pagination.ts';

interface Props {
  /** Number of places in the build (the prebuilt grid holds the first page of them). */
  total: number;
  /** id of the prebuilt list whose `li[data-id]` items this island shows and, from the index, adds to. */
  gridId: string;
  /** Cards per page: "Show more" adds this many more (decision 020). */
  pageSize: number;
  /** id of the prebuilt block under the grid with the `[data-progress]` count and the `a[data-more]` link. */
  moreId: string;
  /** The page's words for a card's time without a car, `{time}` open (`transit.fromAirport`). */
  carFreeLine: string;
  /** A French or Spanish page's words (decision 112); the English page passes none. */
  page?: FilterPage;
}

type IndexState = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * The /destinations filters (decision 044). The page is prebuilt with the first 48 cards (it
 * works without JavaScript, "Show more" linking to /destinations/page/2/). A filter, a query, a
 * sort, "Show more" or a tier that hides places loads the compact search index once
 * (GET /api/search-index, decision 018, the live catalogue) and the places approved after the
 * build (decision 030); the island then draws the matches 48 at a time with the one card
 * (lateCard.tsx's `cardItem`), reusing the prebuilt ones.
 */
export default function DestinationsFilter({ total, gridId, pageSize, moreId, carFreeLine, page: translated }: Props) {
  const intl = translated?.intl ?? 'en-US';
  const prefix = translated?.card.prefix ?? '';
  const say = (key: string, params?: Params) => filterText(translated?.words ?? filterEn, intl, key, params);
  const upTo = (minutes: number) => say('filter.upTo', { time: formatDuration(minutes, 'long', intl) });
  const [state, setState] = useState<BrowseState>(EMPTY_BROWSE);
  const [page, setPage] = useState(1);
  const focusFrom = useRef<number | null>(null);
  const [prebuilt, setPrebuilt] = useState<Item[]>([]);
  const [index, setIndex] = useState<Item[] | null>(null);
  const [indexState, setIndexState] = useState<IndexState>('idle');
  const [fromUrl, setFromUrl] = useState(false);
  const [tier, setTier] = useState<Tier | null>(null);
  // Every list item drawn so far, prebuilt or built from the index, by id.
  const els = useRef(new Map<string, HTMLLIElement>());
  // The card as DOM (lateCard.tsx), loaded with the index: the late merge loads the same module on demand;
  // a French or Spanish page words it with cardWordsWith.ts, loaded with them.
  const card = useRef<CardBuilder | null>(null);
  const searchBox = useRef<HTMLInputElement>(null);
  // The text search (MiniSearch, decision 075), loaded with the index: never on a plain visit.
  const [textLib, setTextLib] = useState<typeof import('./textSearch.ts') | null>(null);

  // Read the prebuilt cards and the URL once hydrated; again when the late merge appends cards.
  useEffect(() => {
    const read = () => {
      const grid = document.getElementById(gridId);
      if (!grid) return;
      const found = readItems(grid).filter(({ el }) => !el.dataset.rendered);
      for (const { item, el } of found) els.current.set(item.id, el);
      setPrebuilt((known) => [...known, ...found.map(({ item }) => item).filter((item) => !known.some((k) => k.id === item.id))]);
    };
    const start = () => {
      read();
      setState((s) => ({ ...s, ...parseBrowseParams(window.location.search) }));
      setPage(parsePage(window.location.search));
      setFromUrl(true);
    };
    window.addEventListener(MERGED_EVENT, read);
    if (document.readyState !== 'loading') start();
    else document.addEventListener('DOMContentLoaded', start, { once: true });
    return () => {
      document.removeEventListener('DOMContentLoaded', start);
      window.removeEventListener(MERGED_EVENT, read);
    };
  }, [gridId]);

  // Signed-in people see what their tier opens (docs/product.md §6); anonymous visitors never ask,
  // nor load the account store (decision 112: its query library left the page's first load).
  useEffect(() => {
    if (!maybeSignedIn()) return;
    let stop: (() => void) | undefined;
    let live = true;
    void import('../accounts/accounts.store.ts').then(({ $user }) => {
      if (live) stop = $user.subscribe((value) => setTier(value.data?.subscriptionTier ?? null));
    });
    return () => {
      live = false;
      stop?.();
    };
  }, []);

  // The whole catalogue, once, when the state asks for more than the prebuilt first page.
  const wantIndex = fromUrl && needsIndex(state, page, tier);
  useEffect(() => {
    if (!wantIndex || indexState !== 'idle') return;
    setIndexState('loading');
    const since = document.body.dataset.catalogueSince;
    Promise.all([
      apiFetch<SearchEntry[]>('/api/search-index'),
      since ? fetchLatePlaces(since) : Promise.resolve([]),
      import('../destinations/lateCard.tsx'),
      translated && import('../destinations/cardWordsWith.ts'),
    ])
      .then(([entries, late, { cardItem }, wording]) => {
        const vocabulary: CardVocabulary | undefined = translated?.card;
        card.current =
          wording && vocabulary
            ? (doc, d) => cardItem(doc, d, wording.cardWordsWith(vocabulary, { ...d, driveTimeMinutes: d.driveTimeMinutes ?? 0 }))
            : cardItem;
        const lateIds = new Set((late ?? []).map((d) => d.id));
        setIndex(entries.map((entry) => ({ ...entry, entry, late: lateIds.has(entry.id) })));
        setIndexState('ready');
      })
      .catch(() => setIndexState('failed'));
  }, [wantIndex, indexState, translated]);
  useEffect(() => {
    if (wantIndex && !textLib) void import('./textSearch.ts').then(setTextLib, () => setIndexState('failed'));
  }, [wantIndex, textLib]);

  // "Reachable now" also leaves out the places a live UDOT closure cuts off (decision 048).
  const [liveClosed, setLiveClosed] = useState<ReadonlySet<string>>(NO_CLOSED_PLACES);
  useEffect(() => {
    if (state.openNow) void closedPlacesNow().then(setLiveClosed);
  }, [state.openNow]);

  // "Without a car" (issue 36): the prebuilt minutes by public transport, fetched when asked for.
  const [carFree, setCarFree] = useState<ReadonlyMap<string, number>>(NO_CAR_FREE);
  useEffect(() => {
    if (state.noCar) void loadCarFree().then(setCarFree);
  }, [state.noCar]);

  const items = index ?? prebuilt;
  // Over what the list holds (the index, or the prebuilt cards if it failed), indexed ahead of the first query;
  // a French or Spanish page's categories by their names too (decision 109).
  const text = useMemo(() => textLib?.createTextSearch(items, translated?.categories) ?? null, [textLib, items, translated?.categories]);
  useEffect(() => void text?.prepare(), [text]);
  const hits = useMemo(() => text?.(state.query) ?? null, [text, state.query]);
  const { matches, shown: drawn } = useMemo(
    () => pagedMatches(items, state, tier, page, pageSize, liveClosed, carFree, hits),
    [items, state, tier, page, pageSize, liveClosed, carFree, hits],
  );
  // Until the index (and, for a query, the text search) is in, a state that needs it shows the prebuilt page and says it is loading.
  const loading = wantIndex && indexState !== 'failed' && (index === null || (state.query.trim() !== '' && text === null));

  useEffect(() => {
    const grid = document.getElementById(gridId);
    if (!grid || items.length === 0) return;
    const nodes = drawn.map((item) => els.current.get(item.id) ?? drawItem(els.current, item, card.current)).filter((el): el is HTMLLIElement => el !== null);
    const current = [...grid.children];
    // Each card says its time without a car while that filter is on (a stylesheet rule shows data-car-free).
    for (const el of nodes) {
      const minutes = state.noCar ? carFree.get(el.dataset.id ?? '') : undefined;
      if (minutes === undefined) delete el.dataset.carFree;
      else el.dataset.carFree = carFreeText(carFreeLine, minutes);
    }
    if (nodes.length !== current.length || nodes.some((el, i) => el !== current[i])) grid.replaceChildren(...nodes);
    // After "Show more", focus goes to the first card it added, as if the page had loaded there.
    if (focusFrom.current !== null && !loading) {
      nodes[focusFrom.current]?.querySelector<HTMLElement>('a')?.focus();
      focusFrom.current = null;
    }
  }, [gridId, items, drawn, loading, state.noCar, carFree, carFreeLine]);

  // Write driveTime, category and the page back to the URL (after reading them, not before).
  useEffect(() => {
    if (!fromUrl) return;
    const search = writePage(
      writeBrowseParams(window.location.search, { driveTime: state.driveTime, category: state.category, openNow: state.openNow, noCar: state.noCar }),
      page,
    );
    if (search !== window.location.search) window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}${window.location.hash}`);
  }, [fromUrl, state.driveTime, state.category, state.openNow, state.noCar, page]);

  const ready = !loading && (index !== null || !wantIndex);
  // Before hydration reads the grid (and on the server), the prebuilt first page is what shows.
  const shown = ready && items.length > 0 ? drawn.length : Math.min(total, pageSize);
  const matching = ready && index !== null ? matches.length : total;
  // When a drive-time cap empties the list, say how many match beyond it (issue 16).
  const beyondCap =
    matching === 0 && state.driveTime !== null
      ? items.filter((item) => matchesBrowse(item, { ...state, driveTime: null }, tier, undefined, undefined, undefined, hits)).length
      : 0;
  const available = index !== null ? index.filter((item) => matchesBrowse(item, EMPTY_BROWSE, tier)).length : total;
  const showing = loading
    ? say('filter.loading')
    : indexState === 'failed' && wantIndex
      ? say('filter.failed')
      : filterShowing(translated?.words ?? filterEn, intl, shown, matching, available);

  // The prebuilt block under the grid: its count follows the list, and its link (to the
  // no-JavaScript page 2) becomes "Show more" in place, pointing at the next ?page= for new tabs.
  useEffect(() => {
    const more = document.getElementById(moreId);
    if (!more || !fromUrl) return;
    const progress = more.querySelector<HTMLElement>('[data-progress]');
    if (progress) progress.textContent = showing;
    const link = more.querySelector<HTMLAnchorElement>('a[data-more]');
    if (!link) return;
    // Without the index the prebuilt pages still list everything: the link stays a link.
    if (indexState === 'failed') {
      link.hidden = false;
      link.href = `${prefix}${browsePagePath(2)}`;
      return;
    }
    link.hidden = !loading && shown >= matching;
    link.href = `${window.location.pathname}${writePage(window.location.search, page + 1)}`;
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      // While the index loads the page still advances; focus follows once its cards are drawn.
      focusFrom.current = page * pageSize;
      setPage(page + 1);
    };
    link.addEventListener('click', onClick);
    link.dataset.enhanced = '';
    return () => link.removeEventListener('click', onClick);
  }, [moreId, fromUrl, showing, shown, matching, page, pageSize, loading, indexState, prefix]);

  // A new filter or sort starts again at the first page.
  const update = (patch: Partial<BrowseState>) => {
    setState((s) => ({ ...s, ...patch }));
    setPage(1);
  };
  const clear = () => {
    setState((s) => ({ ...EMPTY_BROWSE, sort: s.sort }));
    setPage(1);
    searchBox.current?.focus();
  };

  return (
    <div className="browse">
      <search className="browse-controls" aria-label={say('filter.label')}>
        <div className="field field-search">
          <label htmlFor="browse-query">{say('filter.search')}</label>
          <input
            ref={searchBox}
            id="browse-query"
            type="search"
            placeholder={say('filter.placeholder')}
            autoComplete="off"
            value={state.query}
            onChange={(e) => update({ query: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="browse-category">{say('filter.category')}</label>
          <select id="browse-category" value={state.category ?? ''} onChange={(e) => update({ category: (e.target.value || null) as BrowseState['category'] })}>
            <option value="">{say('filter.allCategories')}</option>
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {translated?.categories[c] ?? c}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="browse-drive-time">{say('filter.drive')}</label>
          <select
            id="browse-drive-time"
            value={state.driveTime ?? ''}
            onChange={(e) => update({ driveTime: e.target.value === '' ? null : Number(e.target.value) })}
          >
            <option value="">{say('filter.anyDrive')}</option>
            {driveTimeChoices(state.driveTime).map((m) => (
              <option key={m} value={m}>
                {upTo(m)}
              </option>
            ))}
          </select>
        </div>
        <div className="field field-check">
          <input
            id="browse-open-now"
            type="checkbox"
            checked={state.openNow}
            onChange={(e) => update({ openNow: e.target.checked })}
            aria-describedby="browse-open-now-hint"
          />
          <label htmlFor="browse-open-now">{say('filter.openNow')}</label>
          <span id="browse-open-now-hint" className="visually-hidden">
            {say('filter.openNowHint')}
          </span>
        </div>
        <div className="field field-check">
          <input
            id="browse-no-car"
            type="checkbox"
            checked={state.noCar === true}
            onChange={(e) => update({ noCar: e.target.checked })}
            aria-describedby="browse-no-car-hint"
          />
          <label htmlFor="browse-no-car">{say('filter.noCar')}</label>
          <span id="browse-no-car-hint" className="visually-hidden">
            {say('filter.noCarHint')}
          </span>
        </div>
        <div className="field">
          <label htmlFor="browse-sort">{say('filter.sort')}</label>
          <select id="browse-sort" value={state.sort} onChange={(e) => update({ sort: e.target.value as SortKey })}>
            {SORT_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {say(`filter.sort.${o.value}`)}
              </option>
            ))}
          </select>
        </div>
      </search>

      <p className="result-count" role="status">
        {showing}
      </p>

      {tier === 'free' && (
        <aside className="card upsell" aria-labelledby="upsell-heading">
          <div className="card-body">
            <h2 id="upsell-heading">{say('filter.upsellTitle')}</h2>
            <p>{say('filter.upsellText')}</p>
            <button
              type="button"
              className="button"
              onClick={() => void import('../../lib/toast.ts').then(({ toast }) => toast(say('filter.upgrade'), say('filter.upgradeSoon')))}
            >
              {say('filter.upgrade')}
            </button>
          </div>
        </aside>
      )}

      {ready && items.length > 0 && shown === 0 && (
        <div className="empty-state">
          <h2>{say('filter.none')}</h2>
          <p className="muted">{say('filter.noneHint')}</p>
          {beyondCap > 0 && (
            <p data-beyond-cap>
              {say('filter.beyond', { count: beyondCap, time: formatDuration(state.driveTime!, 'long', intl) })}{' '}
              <button type="button" className="button secondary" onClick={() => update({ driveTime: null })}>
                {say('filter.showBeyond', { count: beyondCap })}
              </button>
            </p>
          )}
          <button type="button" className="button" onClick={clear}>
            {say('filter.clear')}
          </button>
        </div>
      )}
    </div>
  );
}
