import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import type { Tier } from '../destinations/destinations.ts';
import DestinationCard from '../destinations/DestinationCard.tsx';
import {
  activeFilterCount,
  createSearcher,
  DRIVE_SLIDER,
  distinctCategories,
  EMPTY_FILTERS,
  type SearchEntry,
  type SearchFilters,
  type SearchSort,
  readSearchQuery,
  sliderLabel,
  TIER_OPTIONS,
  tierLabel,
  writeSearchQuery,
} from './browse.ts';
import { $searchIndex } from './browse.store.ts';

interface Props {
  /** Count at build time, shown until the index arrives. */
  initialTotal: number;
  /** The first screen of results (closest first) from the build, shown until the index arrives. */
  initial?: SearchEntry[];
  /** The places with a photo we can show, as the build found them (decision 050): what "Has Photos" keeps. */
  photoIds?: readonly string[];
}

/** Cards rendered in the first task once the index's list is shown or the results change (the first screen and a little more). */
export const RENDER_BATCH = 24;
/** Cards added per later task, as the visitor scrolls towards the end of the list. */
export const RENDER_STEP = 48;

/**
 * The index store, subscribed only in the browser and only once `wanted`: reading a fetcher
 * store mounts it (a request), which during the build nobody can answer, and on a plain visit
 * would fetch and parse the whole catalogue (about 0.6 MB) nobody has asked for (issue 38).
 */
function useSearchIndex(wanted: boolean): ReturnType<typeof $searchIndex.get> {
  const [value, setValue] = useState<ReturnType<typeof $searchIndex.get>>({ loading: true });
  useEffect(() => (wanted ? $searchIndex.subscribe(setValue) : undefined), [wanted]);
  return value;
}

type TextLib = typeof import('./textSearch.ts');

/**
 * The text search (MiniSearch, decision 075), imported once `wanted`, beside the index: its
 * chunk is no part of a plain visit. `failed` when the chunk could not be loaded (offline).
 */
function useTextLib(wanted: boolean): { lib: TextLib | null; failed: boolean } {
  const [state, setState] = useState<{ lib: TextLib | null; failed: boolean }>({ lib: null, failed: false });
  useEffect(() => {
    if (!wanted || state.lib || state.failed) return;
    import('./textSearch.ts').then(
      (lib) => setState({ lib, failed: false }),
      () => setState({ lib: null, failed: true }),
    );
  }, [wanted, state]);
  return state;
}

/**
 * True once the page has been scrolled, or at once where it cannot scroll (a screen taller than
 * the first cards and the footer): there no scroll will ever come, and the list must still go on.
 */
function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (scrolled) return;
    if (window.scrollY > 0 || document.documentElement.scrollHeight <= window.innerHeight) return setScrolled(true);
    const onScroll = () => setScrolled(true);
    window.addEventListener('scroll', onScroll, { passive: true, once: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [scrolled]);
  return scrolled;
}

/** Where the visitor's first touch, click, key or focus means they are about to search. */
const SEARCH_PARTS = '.search-hero, .search-results';

/**
 * True from the visitor's first focus, pointer press or key inside the search (or at once when
 * the focus is already there once hydrated): the moment to fetch the index, ahead of the first
 * keystroke or filter, and never on a plain visit that only reads the first screen.
 */
function useEngagement(): [boolean, () => void] {
  const [engaged, setEngaged] = useState(false);
  const engage = useCallback(() => setEngaged(true), []);
  useEffect(() => {
    if (engaged) return;
    const inSearch = (target: EventTarget | null) => target instanceof Element && target.closest(SEARCH_PARTS) !== null;
    if (inSearch(document.activeElement)) return engage();
    const onEvent = (event: Event) => {
      if (inSearch(event.target)) engage();
    };
    const events = ['focusin', 'pointerdown', 'keydown'] as const;
    for (const name of events) document.addEventListener(name, onEvent, { capture: true, passive: true });
    return () => {
      for (const name of events) document.removeEventListener(name, onEvent, { capture: true });
    };
  }, [engaged, engage]);
  return [engaged, engage];
}

/**
 * How many of `list` to render: one batch at first, then one more batch (one task) each time
 * the end of the rendered list comes within two screens of the viewport, so a long list never
 * blocks the main thread and nothing is rendered that nobody scrolls to. A new list starts
 * again at one batch. At the end of the list, `onEnd` (when given) asks for a longer one.
 */
function useProgressive<T>(list: readonly T[], onEnd?: () => void): { shown: number; sentinel: (node: HTMLElement | null) => void } {
  const [state, setState] = useState({ list, shown: RENDER_BATCH });
  const [node, setNode] = useState<HTMLElement | null>(null);
  let shown = state.shown;
  if (state.list !== list) {
    shown = RENDER_BATCH;
    setState({ list, shown });
  }
  useEffect(() => {
    if (!node || (shown >= list.length && !onEnd) || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        if (shown >= list.length) onEnd?.();
        else setState((s) => (s.list === list ? { list, shown: s.shown + RENDER_STEP } : s));
      },
      { rootMargin: '200% 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, list, shown, onEnd]);
  return { shown: Math.min(shown, list.length), sentinel: setNode };
}

const Card = memo(DestinationCard);

const toggle = <T,>(list: readonly T[], value: T): T[] => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

const SORTS: ReadonlyArray<{ value: Exclude<SearchSort, 'relevance'>; label: string }> = [
  { value: 'driveTime', label: 'Sort by Drive Time' },
  { value: 'name', label: 'Sort by Name' },
];

/**
 * /search: every filter of docs/product.md §5.6 over the compact index (GET /api/search-index), combined
 * with AND; results by relevance to the query (name matches first), by drive time or by name.
 */
const NONE: SearchEntry[] = [];

const NO_IDS: readonly string[] = [];

export default function SearchIsland({ initialTotal, initial = NONE, photoIds = NO_IDS }: Props) {
  const [filters, setFilters] = useState<SearchFilters>(EMPTY_FILTERS);
  const [sort, setSort] = useState<SearchSort>('relevance');
  const [open, setOpen] = useState(false);
  const [fromUrl, setFromUrl] = useState(false);
  // Issue 38: until the visitor asks for more than the build's first screen (a focus, a press or
  // a key in the search, a query from the address, or scrolling to its end), that screen stays
  // as it is and the index is not even fetched: a plain visit costs no catalogue download, no
  // JSON parse, no search structure and no render of every card.
  const [engaged, engage] = useEngagement();
  const wanted = engaged || filters !== EMPTY_FILTERS || sort !== 'relevance' || initial.length === 0;
  const { data, error, loading } = useSearchIndex(wanted);
  const textLib = useTextLib(wanted);

  // `?q=` opens the search it names (a link, a reload, the browser's back button) ...
  useEffect(() => {
    const q = readSearchQuery(window.location.search);
    if (q) setFilters((f) => ({ ...f, query: q }));
    setFromUrl(true);
  }, []);
  // ... and the address keeps the query as the visitor types, without adding history entries.
  useEffect(() => {
    if (!fromUrl) return;
    const search = writeSearchQuery(window.location.search, filters.query);
    if (search !== window.location.search) window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}${window.location.hash}`);
  }, [fromUrl, filters.query]);

  const withPhotos = useMemo(() => new Set(photoIds), [photoIds]);
  const all = useMemo(
    (): Array<SearchEntry & { hasPhotos?: boolean }> => (data ?? []).map((d) => (withPhotos.has(d.id) ? { ...d, hasPhotos: true } : d)),
    [data, withPhotos],
  );
  const photoCount = data ? all.filter((d) => d.hasPhotos).length : withPhotos.size;
  const total = data ? data.length : initialTotal;
  const categories = useMemo(() => distinctCategories(all), [all]);
  // Until the index arrives, and until the visitor asks for more, the build's first screen stands in for the unfiltered list.
  const pristine = filters === EMPTY_FILTERS && sort === 'relevance';
  const ready = wanted && Boolean(data) && !loading && textLib.lib !== null;
  const fromIndex = ready && (engaged || !pristine || initial.length === 0);
  const { lib } = textLib;
  const text = useMemo(() => (fromIndex && lib ? lib.createTextSearch(all) : null), [fromIndex, all, lib]);
  // Indexed a chunk per task as soon as it is here, so the first keystroke does not wait for it.
  useEffect(() => void text?.prepare(), [text]);
  const search = useMemo(() => (text ? createSearcher(all, text) : null), [text, all]);
  const results = useMemo(() => search?.(filters, sort) ?? NONE, [search, filters, sort]);
  const activeCount = activeFilterCount(filters);
  const update = (patch: Partial<SearchFilters>) => setFilters((f) => ({ ...f, ...patch }));
  const clearAll = () => setFilters(EMPTY_FILTERS);
  const query = filters.query.trim();
  const shownList = fromIndex ? results : initial;
  // The end of the first screen, with more places in the index: scrolling there brings the index's list.
  const more = !fromIndex && total > initial.length;
  // Only a scroll reaches for more: on a tall screen the first screen's end shows at once.
  const scrolled = useScrolled();
  const { shown, sentinel } = useProgressive(shownList, more && scrolled ? engage : undefined);

  return (
    <>
      <section className="hero search-hero">
        <div className="container">
          <h1>Discover Utah Adventures</h1>
          <p className="search-total">{total} destinations to discover across Utah, all within a drive of Salt Lake City International Airport</p>
          <search className="search-box">
            <label htmlFor="search-query" className="visually-hidden">
              Search destinations
            </label>
            <input
              id="search-query"
              type="search"
              placeholder="Search by name, description, category or address"
              autoComplete="off"
              value={filters.query}
              onChange={(e) => update({ query: e.target.value })}
            />
          </search>
        </div>
      </section>

      <section className="section container search-results" aria-labelledby="results-heading">
        <h2 id="results-heading" className="visually-hidden">
          Results
        </h2>
        <div className="search-toolbar">
          <button type="button" className="button secondary filters-toggle" aria-expanded={open} aria-controls="search-filters" onClick={() => setOpen(!open)}>
            Filters
            {activeCount > 0 && (
              <span className="badge filter-count">
                {activeCount}
                <span className="visually-hidden"> active</span>
              </span>
            )}
          </button>
          <div className="sort-buttons">
            {SORTS.map((option) => (
              <button key={option.value} type="button" className="button secondary" aria-pressed={sort === option.value} onClick={() => setSort(option.value)}>
                {option.label}
              </button>
            ))}
          </div>
        </div>

        <div id="search-filters" className="card filter-panel" hidden={!open}>
          <div className="card-body filter-grid">
            <fieldset>
              <legend>Categories</legend>
              {categories.map((c) => (
                <label key={c} className="check">
                  <input type="checkbox" checked={filters.categories.includes(c)} onChange={() => update({ categories: toggle(filters.categories, c) })} />
                  {c}
                </label>
              ))}
            </fieldset>
            <fieldset>
              <legend>Access Level</legend>
              {TIER_OPTIONS.map((t) => (
                <label key={t.value} className="check">
                  <input type="checkbox" checked={filters.tiers.includes(t.value)} onChange={() => update({ tiers: toggle<Tier>(filters.tiers, t.value) })} />
                  {t.label}
                </label>
              ))}
            </fieldset>
            <fieldset>
              <legend>Features</legend>
              <label className="check">
                <input type="checkbox" checked={filters.olympicOnly} onChange={(e) => update({ olympicOnly: e.target.checked })} />
                Olympic Venues Only
              </label>
              <label className="check">
                <input type="checkbox" checked={filters.hasPhotos} onChange={(e) => update({ hasPhotos: e.target.checked })} />
                {`Has Photos (${photoCount})`}
              </label>
              <label className="check">
                <input type="checkbox" checked={filters.familyFriendly} onChange={(e) => update({ familyFriendly: e.target.checked })} />
                Family Friendly
              </label>
            </fieldset>
            <div className="slider">
              <label htmlFor="max-drive-time">Maximum Drive Time</label>
              <input
                id="max-drive-time"
                type="range"
                min={DRIVE_SLIDER.min}
                max={DRIVE_SLIDER.max}
                step={DRIVE_SLIDER.step}
                value={filters.maxDriveTime}
                aria-valuetext={sliderLabel(filters.maxDriveTime)}
                onChange={(e) => update({ maxDriveTime: Number(e.target.value) })}
              />
              <output htmlFor="max-drive-time" className="slider-value">
                {sliderLabel(filters.maxDriveTime)}
              </output>
              <button type="button" className="button secondary" onClick={clearAll}>
                Clear All
              </button>
            </div>
          </div>
        </div>

        {(query || filters.categories.length > 0 || filters.tiers.length > 0) && (
          <ul className="chips" aria-label="Active search and filters">
            {query && (
              <li>
                <button type="button" className="chip" aria-label={`Remove search "${query}"`} onClick={() => update({ query: '' })}>
                  "{query}" <span aria-hidden="true">×</span>
                </button>
              </li>
            )}
            {filters.categories.map((c) => (
              <li key={`c-${c}`}>
                <button type="button" className="chip" aria-label={`Remove ${c}`} onClick={() => update({ categories: toggle(filters.categories, c) })}>
                  {c} <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
            {filters.tiers.map((t) => (
              <li key={`t-${t}`}>
                <button type="button" className="chip" aria-label={`Remove ${tierLabel(t)}`} onClick={() => update({ tiers: toggle(filters.tiers, t) })}>
                  {tierLabel(t)} <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        )}

        {error || textLib.failed ? (
          <p className="search-error" role="alert">
            Failed to fetch destinations
          </p>
        ) : !ready && !pristine ? (
          <p role="status">Loading destinations...</p>
        ) : (
          <>
            <p className="result-count" role="status">
              {fromIndex ? results.length : total} destinations found (filtered from {total})
            </p>
            {fromIndex && results.length === 0 ? (
              <div className="empty-state">
                <h2>No destinations found</h2>
                <p className="muted">Try adjusting your filters or search terms</p>
                <button type="button" className="button" onClick={clearAll}>
                  Clear All Filters
                </button>
              </div>
            ) : (
              <>
                <ul className="grid destination-grid" aria-busy={wanted && !ready}>
                  {shownList.slice(0, shown).map((d) => (
                    <li key={d.id}>
                      <Card destination={d} />
                    </li>
                  ))}
                </ul>
                {(shown < shownList.length || more) && <div ref={sentinel} className="search-more" aria-hidden="true" />}
              </>
            )}
          </>
        )}
      </section>
    </>
  );
}
