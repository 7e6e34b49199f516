import { useEffect, useMemo, useRef, useState } from 'react';
import { apiFetch } from '../../lib/api.ts';
import { maybeSignedIn } from '../../lib/signedIn.ts';
import { toast } from '../../lib/toast.ts';
import { $user } from '../accounts/accounts.store.ts';
import type { Destination, Tier } from '../destinations/destinations.ts';
import { MERGED_EVENT } from '../destinations/lateCatalogue.ts';
import {
  CATEGORIES,
  type BrowseState,
  type Browsable,
  driveTimeChoices,
  driveTimeOptionLabel,
  EMPTY_BROWSE,
  formatMinutes,
  matchesBrowse,
  rankByQuery,
  parseBrowseParams,
  SORT_OPTIONS,
  type SortKey,
  sortDestinations,
  writeBrowseParams,
} from './browse.ts';
import { parsePage, showingText, writePage } from './pagination.ts';

interface Props {
  /** Number of prebuilt cards in the grid. */
  total: number;
  /** id of the prebuilt list whose `li[data-id]` items this island shows, hides and orders. */
  gridId: string;
  /** Cards per page: "Show more" reveals this many more (decision 020). */
  pageSize: number;
  /** id of the prebuilt block under the grid with the `[data-progress]` count and the `a[data-more]` link. */
  moreId: string;
}

/** `added`: approved after the build and appended by the late merge (decision 030). */
type Item = Browsable & { el: HTMLElement; added: boolean };
type Details = Map<string, Pick<Destination, 'description' | 'address'>>;

/**
 * The list in the order shown. Under the default sort (closest first), places added after the
 * build follow the prebuilt ones, as the late merge appended them, so no card above the fold
 * moves; any other sort the visitor picks places them among the rest. Under the default sort a
 * query ranks the places it names first, closest first within a rank: /search's relevance
 * (rankByQuery); a sort the visitor picks (name, category) orders by it alone, as on /search.
 */
function ordered(items: readonly Item[], sort: SortKey, query: string): Item[] {
  return sort === EMPTY_BROWSE.sort ? rankByQuery(sorted(items, sort), query) : sorted(items, sort);
}

function sorted(items: readonly Item[], sort: SortKey): Item[] {
  if (sort !== EMPTY_BROWSE.sort) return sortDestinations(items, sort);
  return [
    ...sortDestinations(
      items.filter((item) => !item.added),
      sort,
    ),
    ...sortDestinations(
      items.filter((item) => item.added),
      sort,
    ),
  ];
}

function readItems(grid: HTMLElement): Item[] {
  return [...grid.querySelectorAll<HTMLElement>(':scope > li[data-id]')].map((el) => ({
    el,
    id: el.dataset.id!,
    name: el.dataset.name ?? '',
    category: el.dataset.category ?? '',
    driveTimeMinutes: Number(el.dataset.drive ?? 0),
    subscriptionTier: (el.dataset.tier as Tier | undefined) ?? 'free',
    added: el.dataset.added === 'true',
    // A place no open road reaches in winter carries its closure window (DestinationGrid).
    ...(el.dataset.closedFrom &&
      el.dataset.closedTo && { winterDriveTimeMinutes: null, seasonalClosure: { from: el.dataset.closedFrom, to: el.dataset.closedTo, text: '' } }),
  }));
}

/**
 * The /destinations filters. The full list is prebuilt HTML (it works without JavaScript);
 * this island only hides, shows and reorders those cards. The search box matches names and
 * categories at once and, after the first keystroke, the descriptions and addresses of the
 * API's list, fetched once (docs/product.md §5.6 text semantics).
 */
export default function DestinationsFilter({ total, gridId, pageSize, moreId }: Props) {
  const [state, setState] = useState<BrowseState>(EMPTY_BROWSE);
  const [page, setPage] = useState(1);
  const focusFrom = useRef<number | null>(null);
  const [items, setItems] = useState<Item[]>([]);
  const [fromUrl, setFromUrl] = useState(false);
  const [tier, setTier] = useState<Tier | null>(null);
  const [details, setDetails] = useState<Details | null>(null);
  const detailsRequested = useRef(false);
  // The order the grid's DOM is in: the sort and the query it was ranked by.
  const appliedOrder = useRef<string | null>(`${EMPTY_BROWSE.sort}|`);
  const searchBox = useRef<HTMLInputElement>(null);

  // Read the prebuilt cards and the URL once hydrated.
  useEffect(() => {
    const start = () => {
      const grid = document.getElementById(gridId);
      if (grid) setItems(readItems(grid));
      setState((s) => ({ ...s, ...parseBrowseParams(window.location.search) }));
      setPage(parsePage(window.location.search));
      setFromUrl(true);
    };
    // On a slow connection the island can hydrate while the 700 prebuilt cards below it are
    // still arriving; reading the grid then would leave every later card unfiltered.
    // Places approved after the build arrive later as appended cards (lateCatalogue.ts).
    const reread = () => {
      const grid = document.getElementById(gridId);
      if (!grid) return;
      // Under a sort the visitor picked, the appended cards move to their place in it.
      appliedOrder.current = null;
      setItems(readItems(grid));
    };
    window.addEventListener(MERGED_EVENT, reread);
    if (document.readyState !== 'loading') start();
    else document.addEventListener('DOMContentLoaded', start, { once: true });
    return () => {
      document.removeEventListener('DOMContentLoaded', start);
      window.removeEventListener(MERGED_EVENT, reread);
    };
  }, [gridId]);

  // Signed-in people see what their tier opens (docs/product.md §6); anonymous visitors never ask.
  useEffect(() => {
    if (!maybeSignedIn()) return;
    return $user.subscribe((value) => setTier(value.data?.subscriptionTier ?? null));
  }, []);

  // Full-text search needs descriptions and addresses, which the cards do not carry.
  useEffect(() => {
    if (!state.query.trim() || detailsRequested.current) return;
    detailsRequested.current = true;
    apiFetch<Destination[]>('/api/destinations')
      .then((list) => setDetails(new Map(list.map((d) => [d.id, { description: d.description, address: d.address }]))))
      .catch(() => {
        // Names and categories still match; the list itself is prebuilt and complete.
      });
  }, [state.query]);

  // Every match in the order shown; the first `page` pages of them are visible.
  const matches = useMemo(
    () => ordered(items, state.sort, state.query).filter((item) => matchesBrowse({ ...item, ...details?.get(item.id) }, state, tier)),
    [items, details, state, tier],
  );
  const visible = useMemo(() => new Set(matches.slice(0, page * pageSize).map((item) => item.id)), [matches, page, pageSize]);

  useEffect(() => {
    const grid = document.getElementById(gridId);
    if (!grid || items.length === 0) return;
    const order = `${state.sort}|${state.query.trim().toLowerCase()}`;
    if (order !== appliedOrder.current) {
      grid.append(...ordered(items, state.sort, state.query).map((item) => item.el));
      appliedOrder.current = order;
    }
    for (const item of items) item.el.hidden = !visible.has(item.id);
    // After "Show more", focus goes to the first card it revealed, as if the page had loaded there.
    if (focusFrom.current !== null) {
      matches[focusFrom.current]?.el.querySelector<HTMLElement>('a')?.focus();
      focusFrom.current = null;
    }
  }, [gridId, items, visible, matches, state.sort, state.query]);

  // Write driveTime, category and the page back to the URL (after reading them, not before).
  useEffect(() => {
    if (!fromUrl) return;
    const search = writePage(writeBrowseParams(window.location.search, { driveTime: state.driveTime, category: state.category, openNow: state.openNow }), page);
    if (search !== window.location.search) window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}${window.location.hash}`);
  }, [fromUrl, state.driveTime, state.category, state.openNow, page]);

  const shown = items.length ? visible.size : Math.min(total, pageSize);
  const matching = items.length ? matches.length : total;
  // When a drive-time cap empties the list, say how many match beyond it (issue 16).
  const beyondCap =
    matching === 0 && state.driveTime !== null
      ? items.filter((item) => matchesBrowse({ ...item, ...details?.get(item.id) }, { ...state, driveTime: null }, tier)).length
      : 0;
  const available = items.length ? items.filter((item) => matchesBrowse(item, EMPTY_BROWSE, tier)).length : total;
  const showing = showingText(shown, matching, available);

  // The prebuilt block under the grid: its count follows the list, and its link (to the
  // no-JavaScript page 2) becomes "Show more" in place, pointing at the next ?page= for new tabs.
  useEffect(() => {
    const more = document.getElementById(moreId);
    if (!more || !fromUrl) return;
    const progress = more.querySelector<HTMLElement>('[data-progress]');
    if (progress) progress.textContent = showing;
    const link = more.querySelector<HTMLAnchorElement>('a[data-more]');
    if (!link) return;
    link.hidden = shown >= matching;
    link.href = `${window.location.pathname}${writePage(window.location.search, page + 1)}`;
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      focusFrom.current = page * pageSize;
      setPage(page + 1);
    };
    link.addEventListener('click', onClick);
    return () => link.removeEventListener('click', onClick);
  }, [moreId, fromUrl, showing, shown, matching, page, pageSize]);

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
      <search className="browse-controls" aria-label="Filter destinations">
        <div className="field field-search">
          <label htmlFor="browse-query">Search destinations</label>
          <input
            ref={searchBox}
            id="browse-query"
            type="search"
            placeholder="Name, place or idea"
            autoComplete="off"
            value={state.query}
            onChange={(e) => update({ query: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="browse-category">Category</label>
          <select id="browse-category" value={state.category ?? ''} onChange={(e) => update({ category: (e.target.value || null) as BrowseState['category'] })}>
            <option value="">All categories</option>
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="browse-drive-time">Drive time</label>
          <select
            id="browse-drive-time"
            value={state.driveTime ?? ''}
            onChange={(e) => update({ driveTime: e.target.value === '' ? null : Number(e.target.value) })}
          >
            <option value="">Any drive time</option>
            {driveTimeChoices(state.driveTime).map((m) => (
              <option key={m} value={m}>
                {driveTimeOptionLabel(m)}
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
          <label htmlFor="browse-open-now">Reachable now</label>
          <span id="browse-open-now-hint" className="visually-hidden">
            Hides places whose road is closed for the winter today
          </span>
        </div>
        <div className="field">
          <label htmlFor="browse-sort">Sort by</label>
          <select id="browse-sort" value={state.sort} onChange={(e) => update({ sort: e.target.value as SortKey })}>
            {SORT_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
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
            <h2 id="upsell-heading">Want to see all 700+ destinations?</h2>
            <p>Your free plan shows the free destinations. Adventurer opens the premium collection too.</p>
            <button
              type="button"
              className="button"
              onClick={() => toast('Upgrade to Adventurer', 'Paid plans are coming soon. We will let you know when upgrades open.')}
            >
              Upgrade to Adventurer
            </button>
          </div>
        </aside>
      )}

      {items.length > 0 && shown === 0 && (
        <div className="empty-state">
          <h2>No destinations found</h2>
          <p className="muted">Nothing matches these filters. Try a longer drive time or another category.</p>
          {beyondCap > 0 && (
            <p data-beyond-cap>
              {beyondCap} {beyondCap === 1 ? 'destination matches' : 'destinations match'} more than {formatMinutes(state.driveTime!)} away.{' '}
              <button type="button" className="button secondary" onClick={() => update({ driveTime: null })}>
                Show {beyondCap === 1 ? 'it' : `all ${beyondCap}`}
              </button>
            </p>
          )}
          <button type="button" className="button" onClick={clear}>
            Clear Filters
          </button>
        </div>
      )}
    </div>
  );
}
