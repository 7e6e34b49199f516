import { useEffect, useMemo, useState } from 'react';
import type { Tier } from '../destinations/destinations.ts';
import BrowseCard from './BrowseCard.tsx';
import {
  activeFilterCount,
  DRIVE_SLIDER,
  distinctCategories,
  EMPTY_FILTERS,
  filterDestinations,
  type SearchFilters,
  sliderLabel,
  TIER_OPTIONS,
  tierLabel,
} from './browse.ts';
import { $destinations } from './browse.store.ts';

interface Props {
  /** Count at build time, shown until the API answers. */
  initialTotal: number;
}

/**
 * The list store, subscribed only in the browser: reading a fetcher store mounts it, and
 * during the build that would send a request nobody can answer.
 */
function useDestinations(): ReturnType<typeof $destinations.get> {
  const [value, setValue] = useState<ReturnType<typeof $destinations.get>>({ loading: true });
  useEffect(() => $destinations.subscribe(setValue), []);
  return value;
}

const toggle = <T,>(list: readonly T[], value: T): T[] => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

/** /search: every filter of SPEC §5 over GET /api/destinations, combined with AND. */
export default function SearchIsland({ initialTotal }: Props) {
  const { data, error, loading } = useDestinations();
  const [filters, setFilters] = useState<SearchFilters>(EMPTY_FILTERS);
  const [open, setOpen] = useState(false);

  const all = data ?? [];
  const total = data ? data.length : initialTotal;
  const categories = useMemo(() => distinctCategories(all), [all]);
  const results = useMemo(() => filterDestinations(all, filters), [all, filters]);
  const activeCount = activeFilterCount(filters);
  const update = (patch: Partial<SearchFilters>) => setFilters((f) => ({ ...f, ...patch }));
  const clearAll = () => setFilters(EMPTY_FILTERS);
  const query = filters.query.trim();

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
            {/* Decorative as specified (SPEC §2): no sorting behaviour is defined for them. */}
            <button type="button" className="button secondary">
              Sort by Drive Time
            </button>
            <button type="button" className="button secondary">
              Sort by Name
            </button>
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
                Has Photos
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

        {error ? (
          <p className="search-error" role="alert">
            Failed to fetch destinations
          </p>
        ) : !data || loading ? (
          <p role="status">Loading destinations...</p>
        ) : (
          <>
            <p className="result-count" role="status">
              {results.length} destinations found (filtered from {total})
            </p>
            {results.length === 0 ? (
              <div className="empty-state">
                <h2>No destinations found</h2>
                <p className="muted">Try adjusting your filters or search terms</p>
                <button type="button" className="button" onClick={clearAll}>
                  Clear All Filters
                </button>
              </div>
            ) : (
              <ul className="grid destination-grid">
                {results.map((d) => (
                  <li key={d.id}>
                    <BrowseCard destination={d} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </section>
    </>
  );
}
