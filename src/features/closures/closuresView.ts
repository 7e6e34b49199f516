// The road lines of "Today at this place" (decision 048): a live UDOT closure that cuts the place
// off, the Cottonwood canyon's status, or which usual rule the page used when live closures
// cannot be had. Plain DOM, every value set as text. Browser only.
import { canyonLine, closureLine, placesTouched, type RoadClosures, usualLine } from './closures.ts';

export interface RoadContext {
  id: string;
  /** The canyon road the place is up ("SR-210"), or null. */
  canyon: string | null;
  /** The place's usual seasonal closure text ("Road closed in winter, usually Dec to late May"), or null. */
  closureText: string | null;
}

function line(text: string, className: string): HTMLParagraphElement {
  const p = document.createElement('p');
  p.className = className;
  p.textContent = text;
  return p;
}

/** Fills `el` with the place's road lines; empty when nothing concerns it. */
export function renderRoadStatus(el: HTMLElement, live: RoadClosures | null, place: RoadContext, now: Date): void {
  const lines: HTMLElement[] = [];
  if (!live || live.source === 'usual') {
    if (place.closureText || place.canyon) lines.push(line(usualLine(place.closureText), 'today-road usual'));
  } else {
    for (const item of live.items.filter((i) => placesTouched(i).includes(place.id))) lines.push(line(closureLine(item, now), 'today-road closure'));
    const canyon = live.canyons.find((c) => c.road === place.canyon);
    if (canyon) lines.push(line(canyonLine(canyon, live.checkedAt, now), `today-road canyon ${canyon.state}`));
  }
  el.replaceChildren(...lines);
  el.hidden = lines.length === 0;
}
