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
 * The root element's attribute by which a page whose main content a script draws late names the
 * User Timing mark set once it is drawn (/plan: its first plan, set by the plan's starter;
 * decision 126). Late work waits for that mark: its downloads and tasks would otherwise share the
 * network and the main thread with the plan's worker, its data and its drawing.
 */
export const LATE_WORK_AFTER = 'data-late-work-after';
/** The longest late work waits for that mark (a page whose script never draws it still gets its late work). */
export const LATE_WORK_WAIT_MS = 10_000;

/**
 * Runs `run` once the page's main content is drawn: at once on a page that names no mark in its
 * root's `data-late-work-after`, else when that User Timing mark is set (or was already), or
 * `waitMs` after this call if it never is.
 */
export function afterMainContent(run: () => void, waitMs = LATE_WORK_WAIT_MS, root: Pick<Element, 'getAttribute'> = document.documentElement): void {
  const mark = root.getAttribute(LATE_WORK_AFTER);
  if (!mark || typeof PerformanceObserver === 'undefined' || performance.getEntriesByName(mark, 'mark').length > 0) {
    run();
    return;
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    run();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName(mark, 'mark').length > 0) once();
  });
  const timer = setTimeout(once, waitMs);
  observer.observe({ type: 'mark', buffered: true });
}

/**
 * Runs `run` once: after the load event when idle (unless `idleToo` is false), or as soon as
 * `element` comes within `rootMargin` of the viewport, whichever is first. The late islands of
 * the destination page ("Today at this place", its photos) start this way.
 */
export function whenNearOrIdle(element: Element, run: () => void, { idleToo = true, timeoutMs = 3000, rootMargin = '600px 0px' } = {}): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    run();
  };
  const observer =
    'IntersectionObserver' in window ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), { rootMargin }) : null;
  observer?.observe(element);
  if (idleToo) afterLoadWhenIdle(start, timeoutMs);
}
