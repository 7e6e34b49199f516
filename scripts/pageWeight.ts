// Issue 31, decision 044: a page ships what it shows. No built HTML page may weigh over 150 KB,
// and a list page (/destinations and its pages, the zone pages and theirs, /map) may carry one
// page of cards or rows at most, so none grows with the catalogue. `npm run bench:size` checks
// every page of dist/ with these rules.
import { BROWSE_PAGE_SIZE } from '../src/features/browse/pagination.ts';

/** The most HTML a page may weigh, uncompressed. */
export const HTML_LIMIT = 150 * 1024;

/** The routes that list places page by page, in every language (decision 112: /fr/…, /es/…). */
export const LIST_PAGES = [
  /^(?:\/(?:fr|es))?\/destinations\/$/,
  /^(?:\/(?:fr|es))?\/destinations\/page\/\d+\/$/,
  /^(?:\/(?:fr|es))?\/drive-time\/[^/]+\/$/,
  /^(?:\/(?:fr|es))?\/drive-time\/[^/]+\/page\/\d+\/$/,
  /^(?:\/(?:fr|es))?\/map\/$/,
];

/** How many place cards (the one DestinationCard) and list rows (`<li data-id>`) a page carries; the larger. */
export function cardCount(html: string): number {
  const cards = html.match(/<article class="card destination-card"/g)?.length ?? 0;
  const rows = html.match(/<li data-id="/g)?.length ?? 0;
  return Math.max(cards, rows);
}

/** What is wrong with a built page's weight, one sentence each; none when it is within the rules. */
export function pageWeightProblems(route: string, html: string): string[] {
  const problems: string[] = [];
  const bytes = Buffer.byteLength(html);
  if (bytes > HTML_LIMIT) problems.push(`${route}: ${(bytes / 1024).toFixed(0)} KB of HTML, over ${HTML_LIMIT / 1024} KB`);
  const count = cardCount(html);
  if (LIST_PAGES.some((re) => re.test(route)) && count > BROWSE_PAGE_SIZE)
    problems.push(`${route}: ${count} cards or rows, more than one page (${BROWSE_PAGE_SIZE})`);
  return problems;
}
