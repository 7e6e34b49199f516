// Apart from idle.ts, which every page loads (decision 126): only the destination pages' late islands use this.
import { afterLoadWhenIdle } from './idle.ts';

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
