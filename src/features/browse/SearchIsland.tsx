import { memo, useEffect, useMemo, useState } from 'react';
import { fillPlaceholders } from '../../lib/count.ts';
import { formatDuration } from '../../lib/duration.ts';
import { searchEn, type SearchWords } from '../../lib/messages/search.en.ts';
import type { Tier } from '../destinations/destinations.ts';
import DestinationCard, { type CardWords } from '../destinations/DestinationCard.tsx';
import type { CardVocabulary } from '../destinations/cardWordsWith.ts';
import {
  activeFilterCount,
  createSearcher,
  DRIVE_SLIDER,
  distinctCategories,
  driveTimeFilterActive,
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
import { type TextLib, useEngagement, useProgressive, useScrolled, useSearchIndex, useTextLib } from './searchHooks.ts';

/**
 * What a French or Spanish /search hands the island (issue 53, decision 109): its words, Intl's
 * locale, the categories' names (shown, and searched beside the English ones) and the cards'
 * vocabulary, and the first screen's cards worded. The English page passes nothing and reads as it always did.
 */
export interface SearchPage {
  words: SearchWords;
  intl: string;
  categories: Readonly<Record<string, string>>;
  /** The access levels' names ("VIP olympique"). */
  tiers: Readonly<Record<Tier, string>>;
  card: CardVocabulary;
  /** The first screen's cards, worded by the build (the wording of the index's comes with the text search's chunk). */
  firstCards: Readonly<Record<string, CardWords>>;
}

interface Props {
  /** Count at build time, shown until the index arrives. */
  initialTotal: number;
  /** The first screen of results (closest first) from the build, shown until the index arrives. */
  initial?: SearchEntry[];
  /** The places with a photo we can show, as the build found them (decision 050): what "Has Photos" keeps. */
  photoIds?: readonly string[];
  page?: SearchPage;
}

/** A card, worded in the page's language when it is not English. */
const Card = memo(function Card({ d, page, make }: { d: SearchEntry; page?: SearchPage; make?: TextLib['cardWords'] }) {
  const words = page && (page.firstCards[d.id] ?? make?.(page.card, d));
  return <DestinationCard destination={d} words={words} />;
});

const toggle = <T,>(list: readonly T[], value: T): T[] => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

const SORTS: ReadonlyArray<{ value: Exclude<SearchSort, 'relevance'>; label: 'search.sortDrive' | 'search.sortName' }> = [
  { value: 'driveTime', label: 'search.sortDrive' },
  { value: 'name', label: 'search.sortName' },
];

/**
 * /search: every filter of docs/product.md §5.6 over the compact index (GET /api/search-index), combined
 * with AND; results by relevance to the query (name matches first), by drive time or by name.
 */
const NONE: SearchEntry[] = [];

const NO_IDS: readonly string[] = [];

export default function SearchIsland({ initialTotal, initial = NONE, photoIds = NO_IDS, page }: Props) {
  const words: SearchWords = page?.words ?? searchEn;
  const intl = page?.intl ?? 'en-US';
  // Every category of the catalogue's eight has its name in each dictionary (the dictionary test).
  const categoryName = (c: string) => page?.categories[c] ?? c;
  const tierName = (t: Tier) => page?.tiers[t] ?? tierLabel(t);
  const driveLabel = (m: number) => (!page ? sliderLabel(m) : driveTimeFilterActive(m) ? formatDuration(m, 'long', intl) : words['search.anyDrive']);
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
  const textLib = useTextLib(wanted, page !== undefined);

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
  const categoryWords = page?.categories;
  const text = useMemo(() => (fromIndex && lib ? lib.createTextSearch(all, categoryWords) : null), [fromIndex, all, lib, categoryWords]);
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
  const found = (count: number) => {
    // English says "destinations" for one too: its slice has only the `other` form.
    // English's slice has one form ("1 destinations found", as the page always said); French and Spanish add their singular.
    const form = `search.found.${new Intl.PluralRules(intl).select(count)}` as keyof SearchWords;
    return fillPlaceholders(words[form] ?? words['search.found.other'], { count, total }, intl);
  };
  const { shown, sentinel } = useProgressive(shownList, more && scrolled ? engage : undefined);

  return (
    <>
      <section className="hero search-hero">
        <div className="container">
          <h1>{words['search.h1']}</h1>
          <p className="search-total">{fillPlaceholders(words['search.total'], { total }, intl)}</p>
          <search className="search-box">
            <label htmlFor="search-query" className="visually-hidden">
              {words['search.label']}
            </label>
            <input
              id="search-query"
              type="search"
              placeholder={words['search.placeholder']}
              autoComplete="off"
              value={filters.query}
              onChange={(e) => update({ query: e.target.value })}
            />
          </search>
        </div>
      </section>

      <section className="section container search-results" aria-labelledby="results-heading">
        <h2 id="results-heading" className="visually-hidden">
          {words['search.results']}
        </h2>
        <div className="search-toolbar">
          <button type="button" className="button secondary filters-toggle" aria-expanded={open} aria-controls="search-filters" onClick={() => setOpen(!open)}>
            {words['search.filters']}
            {activeCount > 0 && (
              <span className="badge filter-count">
                {activeCount}
                <span className="visually-hidden">{words['search.active']}</span>
              </span>
            )}
          </button>
          <div className="sort-buttons">
            {SORTS.map((option) => (
              <button key={option.value} type="button" className="button secondary" aria-pressed={sort === option.value} onClick={() => setSort(option.value)}>
                {words[option.label]}
              </button>
            ))}
          </div>
        </div>

        <div id="search-filters" className="card filter-panel" hidden={!open}>
          <div className="card-body filter-grid">
            <fieldset>
              <legend>{words['search.categories']}</legend>
              {categories.map((c) => (
                <label key={c} className="check">
                  <input type="checkbox" checked={filters.categories.includes(c)} onChange={() => update({ categories: toggle(filters.categories, c) })} />
                  {categoryName(c)}
                </label>
              ))}
            </fieldset>
            <fieldset>
              <legend>{words['search.access']}</legend>
              {TIER_OPTIONS.map((t) => (
                <label key={t.value} className="check">
                  <input type="checkbox" checked={filters.tiers.includes(t.value)} onChange={() => update({ tiers: toggle<Tier>(filters.tiers, t.value) })} />
                  {page ? tierName(t.value) : t.label}
                </label>
              ))}
            </fieldset>
            <fieldset>
              <legend>{words['search.features']}</legend>
              <label className="check">
                <input type="checkbox" checked={filters.olympicOnly} onChange={(e) => update({ olympicOnly: e.target.checked })} />
                {words['search.olympicOnly']}
              </label>
              <label className="check">
                <input type="checkbox" checked={filters.hasPhotos} onChange={(e) => update({ hasPhotos: e.target.checked })} />
                {fillPlaceholders(words['search.hasPhotos'], { count: photoCount }, intl)}
              </label>
              <label className="check">
                <input type="checkbox" checked={filters.familyFriendly} onChange={(e) => update({ familyFriendly: e.target.checked })} />
                {words['search.family']}
              </label>
            </fieldset>
            <div className="slider">
              <label htmlFor="max-drive-time">{words['search.maxDrive']}</label>
              <input
                id="max-drive-time"
                type="range"
                min={DRIVE_SLIDER.min}
                max={DRIVE_SLIDER.max}
                step={DRIVE_SLIDER.step}
                value={filters.maxDriveTime}
                aria-valuetext={driveLabel(filters.maxDriveTime)}
                onChange={(e) => update({ maxDriveTime: Number(e.target.value) })}
              />
              <output htmlFor="max-drive-time" className="slider-value">
                {driveLabel(filters.maxDriveTime)}
              </output>
              <button type="button" className="button secondary" onClick={clearAll}>
                {words['search.clearAll']}
              </button>
            </div>
          </div>
        </div>

        {(query || filters.categories.length > 0 || filters.tiers.length > 0) && (
          <ul className="chips" aria-label={words['search.chips']}>
            {query && (
              <li>
                <button
                  type="button"
                  className="chip"
                  aria-label={fillPlaceholders(words['search.removeQuery'], { query }, intl)}
                  onClick={() => update({ query: '' })}
                >
                  "{query}" <span aria-hidden="true">×</span>
                </button>
              </li>
            )}
            {filters.categories.map((c) => (
              <li key={`c-${c}`}>
                <button
                  type="button"
                  className="chip"
                  aria-label={fillPlaceholders(words['search.remove'], { name: categoryName(c) }, intl)}
                  onClick={() => update({ categories: toggle(filters.categories, c) })}
                >
                  {categoryName(c)} <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
            {filters.tiers.map((t) => (
              <li key={`t-${t}`}>
                <button
                  type="button"
                  className="chip"
                  aria-label={fillPlaceholders(words['search.remove'], { name: tierName(t) }, intl)}
                  onClick={() => update({ tiers: toggle(filters.tiers, t) })}
                >
                  {tierName(t)} <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        )}

        {error || textLib.failed ? (
          <p className="search-error" role="alert">
            {words['search.failed']}
          </p>
        ) : !ready && !pristine ? (
          <p role="status">{words['search.loading']}</p>
        ) : (
          <>
            <p className="result-count" role="status">
              {found(fromIndex ? results.length : total)}
            </p>
            {fromIndex && results.length === 0 ? (
              <div className="empty-state">
                <h2>{words['search.none']}</h2>
                <p className="muted">{words['search.noneHint']}</p>
                <button type="button" className="button" onClick={clearAll}>
                  {words['search.clearFilters']}
                </button>
              </div>
            ) : (
              <>
                <ul className="grid destination-grid" aria-busy={wanted && !ready}>
                  {shownList.slice(0, shown).map((d) => (
                    <li key={d.id}>
                      <Card d={d} page={page} make={textLib.lib?.cardWords} />
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
