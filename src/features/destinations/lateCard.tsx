// The late merge's cards (decision 030), loaded by lateCatalogue.ts only when places newer than
// the build come back: the one card (DestinationCard.tsx) as DOM, without React
// (src/lib/staticDom.ts, decision 033), in the list item DestinationGrid.astro prebuilds around it.
import DestinationCard, { type CardWords } from './DestinationCard.tsx';
import { toDom } from '../../lib/staticDom.ts';
import { type Destination, driveMinutes } from './destinations.ts';
import { closedInWinter } from '../roads/winter.ts';

/** The fields of an API destination the merge reads. */
export type LatePlace = Pick<
  Destination,
  | 'id'
  | 'name'
  | 'category'
  | 'driveTimeMinutes'
  | 'driveTimeText'
  | 'photoUrl'
  | 'subscriptionTier'
  | 'isOlympicVenue'
  | 'gamesRole'
  | 'states'
  | 'winterDriveTimeMinutes'
  | 'seasonalClosure'
  | 'timeNeeded'
>;

/**
 * One list item with its card, marked `data-added`; the card's text is the submitter's, set as text.
 * `words`: the card's words in a French or Spanish list (decision 112), else English's.
 */
export function cardItem(doc: Document, d: LatePlace, words?: CardWords): HTMLLIElement {
  const li = doc.createElement('li');
  Object.assign(li.dataset, {
    id: d.id,
    name: d.name,
    category: d.category ?? '',
    drive: String(driveMinutes(d)),
    tier: d.subscriptionTier ?? 'free',
    added: 'true',
  });
  if (closedInWinter(d) && d.seasonalClosure) Object.assign(li.dataset, { closedFrom: d.seasonalClosure.from, closedTo: d.seasonalClosure.to });
  li.append(toDom(doc, <DestinationCard destination={d} words={words} />));
  return li;
}
