import { describe, expect, it } from 'vitest';
import { BROWSE_PAGE_SIZE } from '../src/features/browse/pagination.ts';
import { cardCount, HTML_LIMIT, pageWeightProblems } from './pageWeight.ts';

const card = (id: string) => `<li data-id="${id}" data-name="x"><article class="card destination-card" data-id="${id}"><h3>x</h3></article></li>`;
const list = (n: number) => `<ul>${Array.from({ length: n }, (_, i) => card(`p${i}`)).join('')}</ul>`;

describe('page weight (decision 044)', () => {
  it('counts the cards of a list, and the rows of the map list', () => {
    expect(cardCount(list(3))).toBe(3);
    expect(cardCount('<ul data-map-list><li data-id="a"><a>A</a></li><li data-id="b"><a>B</a></li></ul>')).toBe(2);
    expect(cardCount('<p>no list</p>')).toBe(0);
  });

  it('passes a list page with one page of cards', () => {
    expect(pageWeightProblems('/drive-time/3-5-hours/', list(BROWSE_PAGE_SIZE))).toEqual([]);
    expect(pageWeightProblems('/destinations/page/15/', list(30))).toEqual([]);
  });

  it('fails a list page that holds more than one page of cards, hidden or not', () => {
    for (const route of [
      '/destinations/',
      '/destinations/page/2/',
      '/drive-time/30-minutes/',
      '/drive-time/30-minutes/page/2/',
      '/map/',
      // The French and Spanish lists (decision 112).
      '/fr/destinations/',
      '/es/destinations/page/2/',
      '/fr/drive-time/30-minutes/',
      '/es/drive-time/30-minutes/page/2/',
    ]) {
      expect(pageWeightProblems(route, list(BROWSE_PAGE_SIZE + 1))).toEqual([`${route}: ${BROWSE_PAGE_SIZE + 1} cards or rows, more than one page (48)`]);
    }
    // Other pages may show more cards (the deck deals 52), within the weight limit.
    expect(pageWeightProblems('/deck/', list(52))).toEqual([]);
  });

  it('fails any page over 150 KB of HTML', () => {
    const heavy = `<p>${'x'.repeat(HTML_LIMIT)}</p>`;
    expect(pageWeightProblems('/olympics/', heavy)).toEqual(['/olympics/: 150 KB of HTML, over 150 KB']);
    expect(pageWeightProblems('/olympics/', heavy.slice(0, HTML_LIMIT))).toEqual([]);
  });
});
