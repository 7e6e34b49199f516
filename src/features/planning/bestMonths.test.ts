import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../destinations/destinations.server.ts';
import { bestMonths, waterMonths } from './bestMonths.ts';

const catalogue = readCatalogue('supabase/seed/destinations');

describe('best months read from the text as written (decisions 053, 144)', () => {
  it('reads the month ranges, lists and season words the catalogue uses', () => {
    expect(bestMonths('May-October')).toEqual([5, 6, 7, 8, 9, 10]);
    expect(bestMonths('April to June, September to October')).toEqual([4, 5, 6, 9, 10]);
    expect(bestMonths('Spring and fall')).toEqual([3, 4, 5, 9, 10, 11]);
    expect(bestMonths('September-May')).toEqual([1, 2, 3, 4, 5, 9, 10, 11, 12]);
    expect(bestMonths('June through August')).toEqual([6, 7, 8]);
  });

  it('reads a qualified month (early, mid, mid-, late) as that month, at either end of a range', () => {
    expect(bestMonths('July to early October')).toEqual([7, 8, 9, 10]);
    expect(bestMonths('July-early October')).toEqual([7, 8, 9, 10]);
    expect(bestMonths('July to mid-September')).toEqual([7, 8, 9]);
    expect(bestMonths('Mid-May to mid-October')).toEqual([5, 6, 7, 8, 9, 10]);
    expect(bestMonths('Mid-July to early September')).toEqual([7, 8, 9]);
    expect(bestMonths('Late May to early September')).toEqual([5, 6, 7, 8, 9]);
    expect(bestMonths('Late June-early October')).toEqual([6, 7, 8, 9, 10]);
    expect(bestMonths('Late July-mid-September')).toEqual([7, 8, 9]);
    expect(bestMonths('Late June to mid-October (festival season)')).toEqual([6, 7, 8, 9, 10]);
    expect(bestMonths('Mid July-mid August')).toEqual([7, 8]);
    // Across the new year, beside a second range.
    expect(bestMonths('Mid-December to early April for skiing; July-September for biking and the coaster')).toEqual([1, 2, 3, 4, 7, 8, 9, 12]);
    expect(bestMonths('Late December-March')).toEqual([1, 2, 3, 12]);
  });

  it('keeps what already read right: qualified single months, adjacent months, "through"', () => {
    expect(bestMonths('Early July')).toEqual([7]);
    expect(bestMonths('Mid-July (rodeo week)')).toEqual([7]);
    expect(bestMonths('Late September-early October')).toEqual([9, 10]);
    expect(bestMonths('Late September-mid October for color; June-October when open')).toEqual([6, 7, 8, 9, 10]);
    expect(bestMonths('Late May through September, when tours run')).toEqual([5, 6, 7, 8, 9]);
    expect(bestMonths('Late February-March for geese; May-September for fishing')).toEqual([2, 3, 5, 6, 7, 8, 9]);
    expect(bestMonths('July for wildflowers; late September for aspen color')).toEqual([7, 9]);
  });

  it('keeps months joined by "and" or a comma as separate months, not a range', () => {
    expect(bestMonths('June and September-early October')).toEqual([6, 9, 10]);
    expect(bestMonths('April-May and late September-October')).toEqual([4, 5, 9, 10]);
    expect(bestMonths('April-May for tulips; late November-December for lights')).toEqual([4, 5, 11, 12]);
    expect(bestMonths('March to May, late September to November')).toEqual([3, 4, 5, 9, 10, 11]);
    expect(bestMonths('June and December solstices; spring and fall for mild weather')).toEqual([3, 4, 5, 6, 9, 10, 11, 12]);
  });

  it('reads a season word as its whole season, qualified or not', () => {
    expect(bestMonths('Late summer and early fall when the salt is dry; after rain for reflections')).toEqual([6, 7, 8, 9, 10, 11]);
  });

  it('reads year-round and any time as no best months', () => {
    expect(bestMonths('Year-round; spring and fall best')).toBeNull();
    expect(bestMonths('Any time; evenings for the lit temple spires')).toBeNull();
    expect(bestMonths('Year-round; early August for the arts festival')).toBeNull();
    expect(bestMonths('')).toBeNull();
    expect(bestMonths(null)).toBeNull();
  });

  it('reads every best time of the catalogue, the qualified ranges of decision 144 whole', () => {
    const read = catalogue.filter((d) => bestMonths(d.bestTimeToVisit) !== null).length;
    expect(read).toBeGreaterThan(500);
    const monthsOf = new Map(catalogue.map((d) => [d.id, bestMonths(d.bestTimeToVisit)]));
    // The texts that read two months only before decision 144 (their texts: the decision's table).
    expect(monthsOf.get('warner-lake')).toEqual([7, 8, 9, 10]);
    expect(monthsOf.get('monte-cristo-sr-39')).toEqual([7, 8, 9, 10]);
    expect(monthsOf.get('bright-angel-point-north-rim')).toEqual([5, 6, 7, 8, 9, 10]);
    expect(monthsOf.get('swett-ranch-historic-site')).toEqual([5, 6, 7, 8, 9]);
    expect(monthsOf.get('silver-lake-flat-reservoir')).toEqual([6, 7, 8, 9, 10]);
    for (const id of [
      'grandview-trailhead-grandaddy-basin',
      'uinta-river-trailhead',
      'henrys-fork-trailhead-kings-peak',
      'spirit-lake-ashley-national-forest',
      'naturalist-basin',
      'highline-trail-high-uintas',
    ])
      expect(monthsOf.get(id), id).toEqual([7, 8, 9]);
    expect(monthsOf.get('park-city-mountain')).toEqual([1, 2, 3, 4, 7, 8, 9, 12]);
  });
});

describe('a water outing’s months (decision 120)', () => {
  it('keeps a water outing to the summer months of its best time, or June to September', () => {
    expect(waterMonths('June through August')).toEqual([6, 7, 8]);
    expect(waterMonths('May-October')).toEqual([6, 7, 8, 9]);
    expect(waterMonths('July to early October')).toEqual([7, 8, 9]);
    expect(waterMonths(null)).toEqual([6, 7, 8, 9]);
    expect(waterMonths('Year-round')).toEqual([6, 7, 8, 9]);
  });
});
