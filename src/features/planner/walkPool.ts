/**
 * Which places the day search grows its routes from (decision 134). The pool is the best single stops by their worth
 * less their drive (search.ts); a walk of a district is planned for an hour and worth its share of the district
 * (decisions 120, 130: Park City's Main Street, three hours in the catalogue, keeps 44 % of its worth in its hour), so
 * its worth per minute beat a nature preserve's but its whole hour's worth fell below the pool's last place: it was
 * never tried, and a day from Park City in January stopped at Swaner and White Pine while Main Street lay nearer.
 */
import type { PlannerPlace } from '../planning/planning.ts';
import { regionSignature } from '../planning/tiers.ts';

/**
 * A place's worth when the pool is chosen: a walk of a region's highlight (tier 1–2, tiers.ts) by its whole
 * district's worth (`value` over its `share`), so it is tried among the day's best; any other place (a lesser
 * district's walk too: Sugar House is not tried before the Marmalade District) by its value. The routes grown from
 * the pool are scored by the values themselves (`value`): the walk still counts its share.
 */
export function poolWorth(place: Pick<PlannerPlace, 'id' | 'park' | 'tier' | 'mark' | 'traits'>, value: number, share: number): number {
  return share > 0 && share < 1 && place.traits?.includes('walk') && regionSignature(place) ? value / share : value;
}
