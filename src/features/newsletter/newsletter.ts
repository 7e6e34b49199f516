/** docs/product.md §4.7, §9: newsletter timings and the once-per-browser flag. */
export const NEWSLETTER = {
  delayMs: 45_000,
  scrollTriggerPx: 500,
  submitMs: 1_000,
  autoCloseMs: 2_000,
  storageKey: 'slc-newsletter-shown',
} as const;

/** The form's rule: non-empty and containing "@". */
export function isNewsletterEmail(value: string): boolean {
  const v = value.trim();
  return v.length > 0 && v.includes('@');
}
