// The road lines of "Today at this place" (decision 048): a live UDOT closure that cuts the place
// off, the Cottonwood canyon's status, or which usual rule the page used when live closures
// cannot be had. Plain DOM, every value set as text; in the page's language (decision 122), UDOT's
// own words marked English on a French or Spanish page. Browser only.
import { monthDayTextIn } from '../conditions/conditions.ts';
import { canyonLine, closureParts, placesTouched, type RoadClosures, type RoadWords, usualLine } from './closures.ts';

export interface RoadContext {
  id: string;
  /** The canyon road the place is up ("SR-210"), or null. */
  canyon: string | null;
  /** The place's usual seasonal closure text ("Road closed in winter, usually Dec to late May"), or null. */
  closureText: string | null;
  /** The usual closure's window ("MM-DD" ends), which a French or Spanish line says in place of the English text. */
  window?: { from: string; to: string } | null;
}

function line(content: Array<string | Node>, className: string): HTMLParagraphElement {
  const p = document.createElement('p');
  p.className = className;
  p.append(...content);
  return p;
}

/** A closure's line: UDOT's location in a `lang="en"` span on another language's page. */
function closureNode(pieces: ReturnType<typeof closureParts>, english: boolean): Array<string | Node> {
  if (english) return [pieces.map((p) => (typeof p === 'string' ? p : p.en)).join('')];
  return pieces.map((p) => {
    if (typeof p === 'string') return p;
    const span = document.createElement('span');
    span.lang = 'en';
    span.textContent = p.en;
    return span;
  });
}

/** Fills `el` with the place's road lines; empty when nothing concerns it. `say` is the page's words (English by default). */
export function renderRoadStatus(el: HTMLElement, live: RoadClosures | null, place: RoadContext, now: Date, say?: RoadWords): void {
  const lines: HTMLElement[] = [];
  const english = !say || say.intl.startsWith('en');
  if (!live || live.source === 'usual') {
    const intl = say?.intl ?? 'en-US';
    const window = place.window ? { from: monthDayTextIn(place.window.from, intl), to: monthDayTextIn(place.window.to, intl) } : null;
    if (place.closureText || place.canyon) lines.push(line([usualLine(place.closureText, say, window)], 'today-road usual'));
  } else {
    for (const item of live.items.filter((i) => placesTouched(i).includes(place.id)))
      lines.push(line(closureNode(closureParts(item, now, say), english), 'today-road closure'));
    const canyon = live.canyons.find((c) => c.road === place.canyon);
    if (canyon) lines.push(line([canyonLine(canyon, live.checkedAt, now, say)], `today-road canyon ${canyon.state}`));
  }
  el.replaceChildren(...lines);
  el.hidden = lines.length === 0;
}
