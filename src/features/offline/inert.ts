// Pure helpers of saving pages for offline use (saved.ts).

/**
 * A fetched page's HTML without its inline styles: parsing it only reads the names of its parts,
 * and Chromium reports every style attribute it parses against the page's strict CSP ("Applying
 * inline style violates … style-src", issue 39), so they go before the parser sees them.
 */
export const withoutInlineStyles = (html: string): string =>
  html.replace(/<style\b[\s\S]*?<\/style>/gi, '').replace(/\sstyle\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '');
