/**
 * The /destinations island's list items (decision 044): read from the prebuilt cards, or drawn
 * from an index entry with the one card. Apart from DestinationsFilter.tsx to keep it readable
 * (decision 112).
 */
import type { Tier } from '../destinations/destinations.ts';
import type { CardBuilder } from '../destinations/lateCatalogue.ts';
import type { SearchEntry } from './browse.ts';
import { cardWinter, type ListItem } from './browseList.ts';

/** An entry of the list: read from a prebuilt card, or from the search index (`entry`, drawn on demand). */
export type Item = ListItem & { entry?: SearchEntry };

/** The prebuilt cards (and those the late merge appended, `data-added`) as items. */
export function readItems(grid: HTMLElement): Array<{ item: Item; el: HTMLLIElement }> {
  return [...grid.querySelectorAll<HTMLLIElement>(':scope > li[data-id]')].map((el) => ({
    el,
    item: {
      id: el.dataset.id!,
      name: el.dataset.name ?? '',
      category: el.dataset.category ?? '',
      driveTimeMinutes: Number(el.dataset.drive ?? 0),
      subscriptionTier: (el.dataset.tier as Tier | undefined) ?? 'free',
      late: el.dataset.added === 'true',
      // A place no open road reaches in winter carries its closure window (DestinationGrid).
      ...(el.dataset.closedFrom &&
        el.dataset.closedTo && { winterDriveTimeMinutes: null, seasonalClosure: { from: el.dataset.closedFrom, to: el.dataset.closedTo, text: '' } }),
    },
  }));
}

/** The list item of an index entry, drawn with the one card (marked `data-rendered`) and kept in `els` for later draws. */
export function drawItem(els: Map<string, HTMLLIElement>, item: Item, cardItem: CardBuilder | null): HTMLLIElement | null {
  if (!item.entry || !cardItem) return null;
  const { entry } = item;
  const li = cardItem(document, {
    ...entry,
    ...cardWinter(entry),
  });
  delete li.dataset.added;
  li.dataset.rendered = '';
  els.set(item.id, li);
  return li;
}
