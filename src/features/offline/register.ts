/**
 * The few lines every page runs for offline use (issue 20, decision 028; under 2 KB): the
 * offline banner follows the browser's connection state, and a few seconds after load, when
 * idle, the service worker is registered. A new build's worker waits until the person chooses "reload".
 */
import { afterLoadWhenIdle } from '../../lib/idle';

function showWhenOffline(banner: HTMLElement): void {
  const update = () => {
    banner.hidden = navigator.onLine;
  };
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  update();
}

function offerUpdate(prompt: HTMLElement, worker: ServiceWorker): void {
  prompt.hidden = false;
  prompt.querySelector('button')?.addEventListener('click', () => {
    sessionStorage.setItem('slc-sw-reload', '1');
    worker.postMessage({ type: 'SKIP_WAITING' });
  });
}

async function register(prompt: HTMLElement | null): Promise<void> {
  const sw = navigator.serviceWorker;
  // The new worker took over because the person asked: reload once into the new version.
  sw.addEventListener('controllerchange', () => {
    if (sessionStorage.getItem('slc-sw-reload')) {
      sessionStorage.removeItem('slc-sw-reload');
      window.location.reload();
    }
  });
  const registration = await sw.register('/sw.js', { scope: '/' });
  if (!prompt) return;
  if (registration.waiting && sw.controller) offerUpdate(prompt, registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && sw.controller) offerUpdate(prompt, worker);
    });
  });
  // Back online after a while away: look for a new build then.
  window.addEventListener('online', () => void registration.update().catch(() => undefined));
}

/**
 * How long after the load event the worker is registered. Its install (its own script, the
 * precache, then taking the open page) runs beside the page's first work: on /search that is the
 * index's arrival and the first results, and the two together cost /search 5–10 Lighthouse points
 * (docs/performance.md). Five seconds leaves the page's own loading alone, as Angular's
 * "registerWithDelay" does; a visitor who loses signal sooner has nothing stored yet either way.
 */
export const REGISTER_DELAY_MS = 5000;

export function startOffline(): void {
  const banner = document.querySelector<HTMLElement>('[data-offline-banner]');
  if (banner) showWhenOffline(banner);
  if (!('serviceWorker' in navigator)) return;
  afterLoadWhenIdle(() => void register(document.querySelector<HTMLElement>('[data-update-prompt]')).catch(() => undefined), 2000, REGISTER_DELAY_MS);
}
