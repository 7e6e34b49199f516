/**
 * Runs `run` once the page has loaded and the browser is idle (at the latest `timeoutMs` after
 * the load event, or after `delayMs` more): late work that must never compete with the first
 * paint (the map's live list, "Today at this place"), or, with a delay, with the page's own first
 * work (the service worker's registration). On a page whose main content a script draws late
 * (/plan), the load event counts once that content is drawn (afterMainContent, decision 126).
 */
export function afterLoadWhenIdle(run: () => void, timeoutMs = 2000, delayMs = 0): void {
  const idle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(() => run(), { timeout: timeoutMs }) : setTimeout(run, 200));
  const later = () => (delayMs > 0 ? setTimeout(idle, delayMs) : idle());
  const loaded = () => afterMainContent(later);
  if (document.readyState === 'complete') loaded();
  else window.addEventListener('load', loaded, { once: true });
}

/**
 * Late work waits for a page's main content where a script draws it late (decision 126): while
 * /plan's first plan is still to come its starter (trips/planStart.ts) keeps this attribute on the
 * root element, then removes it and sends the window an event of the same name. The weather
 * chip's fetch and the idle-time extras would otherwise share the network and the main thread
 * with the plan's worker, its data and the plan's drawing. Every page loads this: kept small.
 */
export const LATE_WORK = 'data-late-work';

/** Runs `run` now, or once the page's main content is drawn where a script still draws it (LATE_WORK). */
export const afterMainContent = (run: () => void): void =>
  document.documentElement.hasAttribute(LATE_WORK) ? addEventListener(LATE_WORK, run, { once: true }) : run();
