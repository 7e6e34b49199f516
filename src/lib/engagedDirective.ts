import type { ClientDirective } from 'astro';
import { afterLoadWhenIdle } from './idle.ts';

/** What counts as the visitor's first move on the page: a press, a key, focus reaching a control. */
const ENGAGE = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * `client:engaged` — the /destinations filters (issue 52): hydrate at once when the address asks
 * for a state (a filter, a page: the list must show it), else on the visitor's first press, key or
 * focus, else when the browser is idle after the load. The island's modules load in one task and
 * React hydrates in the next (a transition, itself cut into slices), so the list page has no long
 * task on load. A slow connection never waits for an idle moment that does not come: any move wakes it.
 */
const engaged: ClientDirective = (load) => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of ENGAGE) document.removeEventListener(type, start, true);
    void load().then((hydrate) => new Promise<void>((resolve) => setTimeout(() => resolve(hydrate()), 0)));
  };
  if (window.location.search.length > 1) return start();
  for (const type of ENGAGE) document.addEventListener(type, start, { capture: true, passive: true });
  afterLoadWhenIdle(start);
};
export default engaged;
