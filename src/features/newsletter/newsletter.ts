/** docs/product.md §4.7, §9: when the modal opens by itself, and the once-per-browser flag. */
export const NEWSLETTER = {
  delayMs: 45_000,
  scrollTriggerPx: 500,
  storageKey: 'slc-newsletter-shown',
} as const;

/** The form's rule: non-empty and containing "@" (the server checks the address again). */
export function isNewsletterEmail(value: string): boolean {
  const v = value.trim();
  return v.length > 0 && v.includes('@');
}

export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** GET /api/admin/newsletter: how many addresses are in each state. */
export type NewsletterCounts = Record<SubscriberStatus, number>;

/** How long a confirmation link works; a new sign-up with the same address mails a new one. */
export const CONFIRM_DAYS = 7;

/** The longest subject and text of an issue staff send (the table's checks say the same). */
export const ISSUE_LIMITS = { subject: 150, body: 20_000 } as const;

/**
 * What the modal says once the server took the address: the truth for every case, since the
 * answer is the same whether the address is new, pending or already on the list (no membership
 * leaks): a mail is on its way, and nothing starts before its link is opened.
 */
export function checkInboxText(email: string): { title: string; text: string } {
  return {
    title: 'Check your inbox',
    text: `We sent a link to confirm your sign-up to ${email}. You will get the newsletter only after you open it; every issue has a link to leave the list.`,
  };
}
