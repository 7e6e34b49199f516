// A trip's actions on /plan (decision 052): share the address (the system share sheet, else a
// copied link), a QR code to open it on a phone, the whole trip as one calendar file and one GPX
// file, a printed day sheet per day, and "Save trip". The file and QR libraries load on click.
import { h } from '../../lib/dom.ts';
import type { Trip } from '../planning/planning.ts';
import { download, saveForm } from './planActions.ts';
import { dayText as utahDay, w } from './words.ts';

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
