// The actions on /plan (decision 052): a day plan's (directions, the calendar and GPX files, a
// printed sheet) and a trip's (share the address: the system share sheet, else a copied link; a QR
// code to open it on a phone; the whole trip as one calendar file and one GPX file; a printed day
// sheet per day), and "Save trip" for both (saved trips hold the plan's query, so a multi-day trip
// saves the same way as a day). The file and QR libraries load on click.
import { OFFLINE_MESSAGE } from '../../lib/api.ts';
import { h } from '../../lib/dom.ts';
import { maybeSignedIn } from '../../lib/signedIn.ts';
import { utahParts } from '../../lib/utahTime.ts';
import type { Itinerary, Trip } from '../planning/planning.ts';
import { googleMapsParts, googleMapsUrl } from './mapsLink.ts';
import { dayText as utahDay, pageHref, w } from './words.ts';

function download(name: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = h('a', { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** "Save trip": a name and a button; saves this page's query as plan `k` for the signed-in visitor. */
function saveForm(k: number, label: string, status: HTMLElement): HTMLFormElement {
  const nameId = `trip-name-${k}`;
  const name = h('input', { id: nameId, name: 'name', maxlength: '80', required: '', value: label });
  const save = h(
    'form',
    { class: 'save-form' },
    h('label', { for: nameId }, w('planPage.save.name')),
    name,
    h('button', { type: 'submit', class: 'button' }, w('planPage.save.button')),
  );
  save.addEventListener('submit', async (event) => {
    event.preventDefault();
    const [before, after] = w('planPage.save.signIn').split('{link}');
    const askToSignIn = () => status.replaceChildren(before ?? '', h('a', pageHref('/login'), w('planPage.save.signInLink')), after ?? '');
    if (!maybeSignedIn()) return askToSignIn();
    status.textContent = w('planPage.save.saving');
    const response = await fetch('/api/trips', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: name.value, query: location.search.replace(/^\?/, ''), plan: k }),
    }).catch(() => null);
    if (response?.status === 401) return askToSignIn();
    if (!response?.ok) {
      const body = (await response?.json().catch(() => null)) as { error?: string } | null;
      status.textContent = body?.error ?? (navigator.onLine ? w('planPage.save.failed') : OFFLINE_MESSAGE);
      return;
    }
    const [saved, end] = w('planPage.save.saved').split('{link}');
    status.replaceChildren(saved ?? '', h('a', pageHref('/favorites#my-trips'), w('planPage.save.myTrips')), end ?? '');
  });
  return save;
}

function fileBase(it: Itinerary, k: number): string {
  return `slc-trips-${utahParts(it.leave).date}-plan-${k + 1}`;
}

/**
 * A day plan's actions: its directions (Google Maps, or without a car the operator's trip planner and
 * one transit link per hop), a calendar file, a GPX file, a printed sheet and "Save trip".
 */
export function dayActions(it: Itinerary, k: number, label: string, item: HTMLElement): HTMLElement {
  const status = h('p', { class: 'save-status', role: 'status' });
  const ics = h('button', { type: 'button', class: 'button secondary' }, w('planPage.ics'));
  ics.addEventListener('click', async () => {
    const { planIcs } = await import('./exports.ts');
    download(`${fileBase(it, k)}.ics`, 'text/calendar', planIcs(it, location.href));
  });
  const gpx = h('button', { type: 'button', class: 'button secondary' }, w('planPage.gpx'));
  gpx.addEventListener('click', async () => {
    const { planGpx } = await import('./exports.ts');
    download(`${fileBase(it, k)}.gpx`, 'application/gpx+xml', planGpx(it));
  });
  const print = h('button', { type: 'button', class: 'button secondary' }, w('planPage.print'));
  print.addEventListener('click', () => {
    for (const el of document.querySelectorAll('.plan.printing')) el.classList.remove('printing');
    item.classList.add('printing');
    item.querySelector('details')?.setAttribute('open', '');
    window.print();
  });
  const save = saveForm(k, label, status);
  // Without a car: the operator's trip planner for the day's live service, and one transit link per hop.
  const planner = document.querySelector<HTMLElement>('[data-trip-planner]')?.dataset.tripPlanner;
  const maps = it.carFree
    ? [
        ...(planner ? [h('a', { class: 'button', href: planner, rel: 'noopener', target: '_blank' }, w('planPage.checkUta'))] : []),
        ...googleMapsParts(it).map((part) =>
          h('a', { class: 'button secondary', href: part.href, rel: 'noopener', target: '_blank' }, w('planPage.hopInMaps', { from: part.from, to: part.to })),
        ),
      ]
    : [h('a', { class: 'button', href: googleMapsUrl(it), rel: 'noopener', target: '_blank' }, w('planPage.openMaps'))];
  return h('div', { class: 'plan-actions' }, ...maps, ics, gpx, print, save, status);
}

/** "Share": the system sheet where there is one, else the link copied (or shown to copy by hand). */
async function share(url: string, title: string, status: HTMLElement): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    status.textContent = w('planPage.share.copied');
  } catch {
    status.replaceChildren(`${w('planPage.share.copy')} `, h('a', { href: url }, url));
  }
}

export function tripActions(trip: Trip, k: number, item: HTMLElement): HTMLElement {
  const status = h('p', { class: 'save-status', role: 'status' });
  const days = trip.days.map((d) => d.plan);
  const base = `slc-trips-${trip.days[0]!.date}-${trip.days.length}-days-trip-${k + 1}`;
  const title = w('planPage.share.title', { days: trip.days.length, from: days[0]!.start.name });
  const url = () => `${location.origin}${location.pathname}${location.search}#plan-${k}`;

  const shareButton = h('button', { type: 'button', class: 'button' }, w('planPage.share'));
  shareButton.addEventListener('click', () => void share(url(), title, status));
  const qrBox = h('figure', { class: 'trip-qr', hidden: '' });
  const qrButton = h('button', { type: 'button', class: 'button secondary', 'aria-expanded': 'false' }, w('planPage.qr'));
  qrButton.addEventListener('click', async () => {
    if (!qrBox.hidden) {
      qrBox.hidden = true;
      qrButton.setAttribute('aria-expanded', 'false');
      return;
    }
    const { qrSvg } = await import('./qr.ts');
    qrBox.replaceChildren(qrSvg(url(), w('planPage.qr.alt')), h('figcaption', {}, w('planPage.qr.caption')));
    qrBox.hidden = false;
    qrButton.setAttribute('aria-expanded', 'true');
  });
  const ics = h('button', { type: 'button', class: 'button secondary' }, w('planPage.ics'));
  ics.addEventListener('click', async () => {
    const { tripIcs } = await import('./exports.ts');
    download(`${base}.ics`, 'text/calendar', tripIcs(days, url()));
  });
  const gpx = h('button', { type: 'button', class: 'button secondary' }, w('planPage.gpx'));
  gpx.addEventListener('click', async () => {
    const { tripGpx } = await import('./exports.ts');
    download(`${base}.gpx`, 'application/gpx+xml', tripGpx(days));
  });
  const print = h('button', { type: 'button', class: 'button secondary' }, w('planPage.printDays'));
  print.addEventListener('click', () => {
    for (const el of document.querySelectorAll('.plan.printing')) el.classList.remove('printing');
    item.classList.add('printing');
    for (const d of item.querySelectorAll('details')) d.setAttribute('open', '');
    window.print();
  });
  const save = saveForm(k, w('planPage.save.tripLabel', { day: utahDay(days[0]!.leave), days: trip.days.length }), status);
  return h('div', { class: 'plan-actions' }, shareButton, qrButton, ics, gpx, print, save, status, qrBox);
}
