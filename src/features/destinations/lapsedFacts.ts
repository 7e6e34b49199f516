// Facts written for a period ("in 2026", decision 059b) on a prebuilt page: the build cannot know
// the day the page is read, so the page checks each dated fact against the reader's Utah date and,
// once its "until" has passed, says "Last checked for 2026" instead of the month it was checked.
// Browser only; every value set as text.
import { utahDate } from '../../lib/utahTime.ts';
import { lapsedText } from './facts.ts';

/** Marks each `[data-until]` check under `root` whose day has passed on `now` in Utah. */
export function markLapsed(root: ParentNode, now: number = Date.now()): void {
  const today = utahDate(now);
  for (const check of root.querySelectorAll<HTMLElement>('[data-until]')) {
    const text = lapsedText(check.dataset.until, today);
    const link = check.querySelector('a');
    if (!text || !link) continue;
    // A French or Spanish page wrote the line in its language at build (data-lapsed-text, decision 105).
    link.textContent = check.dataset.lapsedText ?? `${text} · ${check.dataset.site ?? ''}`;
    check.classList.add('lapsed');
    check.dataset.lapsed = 'true';
  }
}
