/**
 * Runs `run` once the page has loaded and the browser is idle (at the latest `timeoutMs` after
 * the load event, or after `delayMs` more): late work that must never compete with the first
 * paint (the map's live list, "Today at this place"), or, with a delay, with the page's own first
 * work (the service worker's registration).
 */
export function afterLoadWhenIdle(run: () => void, timeoutMs = 2000, delayMs = 0): void {
  const idle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(() => run(), { timeout: timeoutMs }) : setTimeout(run, 200));
  const later = () => (delayMs > 0 ? setTimeout(idle, delayMs) : idle());
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
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
