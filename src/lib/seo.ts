/** docs/product.md §2.1: a page description is the first 140 characters of its text. */
export function pageDescription(text: string, max = 140): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : flat.slice(0, max);
}

export const SITE_NAME = 'SLC Trips';
/** Social networks do not render SVG previews, so the shared card is a PNG (rendered from og-image.svg). */
export const DEFAULT_IMAGE = '/og-image.png';
