import { useCallback, useEffect, useState } from 'react';
import { $searchIndex } from './browse.store.ts';

// The /search island's hooks (issue 38, decisions 063b and 075): when to fetch the index and the
// text search, and how many cards to render. Apart from SearchIsland.tsx to keep it readable.

/** Cards rendered in the first task once the index's list is shown or the results change (the first screen and a little more). */
export const RENDER_BATCH = 24;
/** Cards added per later task, as the visitor scrolls towards the end of the list. */
export const RENDER_STEP = 48;

/**
 * The index store, subscribed only in the browser and only once `wanted`: reading a fetcher
 * store mounts it (a request), which during the build nobody can answer, and on a plain visit
 * would fetch and parse the whole catalogue (about 0.6 MB) nobody has asked for (issue 38).
 */
export function useSearchIndex(wanted: boolean): ReturnType<typeof $searchIndex.get> {
  const [value, setValue] = useState<ReturnType<typeof $searchIndex.get>>({ loading: true });
  useEffect(() => (wanted ? $searchIndex.subscribe(setValue) : undefined), [wanted]);
  return value;
}

/** The text search's chunk, with the cards' wording of a French or Spanish page (decision 109) where asked for. */
export type TextLib = typeof import('./textSearch.ts') & { cardWords?: typeof import('../destinations/cardWordsWith.ts').cardWordsWith };

/**
 * The text search (MiniSearch, decision 075), imported once `wanted`, beside the index: its
 * chunk is no part of a plain visit. `failed` when the chunk could not be loaded (offline).
 * `withCards` (a French or Spanish page) brings the cards' wording in the same step: the build
 * worded the first screen's cards, the index's are worded in the browser, and no page's first
 * load carries it.
 */
export function useTextLib(wanted: boolean, withCards = false): { lib: TextLib | null; failed: boolean } {
  const [state, setState] = useState<{ lib: TextLib | null; failed: boolean }>({ lib: null, failed: false });
  useEffect(() => {
    if (!wanted || state.lib || state.failed) return;
    Promise.all([import('./textSearch.ts'), withCards ? import('../destinations/cardWordsWith.ts') : undefined]).then(
      ([text, cards]) => setState({ lib: cards ? { ...text, cardWords: cards.cardWordsWith } : text, failed: false }),
      () => setState({ lib: null, failed: true }),
    );
  }, [wanted, withCards, state]);
  return state;
}

/**
 * True once the page has been scrolled, or at once where it cannot scroll (a screen taller than
 * the first cards and the footer): there no scroll will ever come, and the list must still go on.
 */
export function useScrolled(): boolean {
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
export function useEngagement(): [boolean, () => void] {
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
export function useProgressive<T>(list: readonly T[], onEnd?: () => void): { shown: number; sentinel: (node: HTMLElement | null) => void } {
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
