/**
 * Runs `run` once the page has loaded and the browser is idle (at the latest `timeoutMs` after
 * the load event): late work that must never compete with the first paint (the map's live
 * list, "Today at this place").
 */
export function afterLoadWhenIdle(run: () => void, timeoutMs = 2000): void {
  const idle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(() => run(), { timeout: timeoutMs }) : setTimeout(run, 200));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
