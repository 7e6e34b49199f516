import { ApiError } from '../../lib/api.ts';

// The interest form's texts and rules, kept free of zod so the Olympic sign-up page's small
// script does not ship the schema library (the ranking dialog uses the full schema in kits.ts).

/** The docs/product.md §5.2 messages of the interest form, as toast title and description. */
export const INTEREST_TEXT = {
  emailRequired: { title: 'Email Required', description: 'Please enter your email to receive kit notifications.' },
  selectKits: { title: 'Select Kits', description: "Please select at least one kit you're interested in." },
  maxKits: 'Maximum 5 kits selected. Remove one to select another.',
  success: 'Interest Recorded!',
  failure: 'Failed to record interest. Please try again.',
} as const;

/** The first docs/product.md §5.2 rule a draft breaks (e-mail first, then kits), or null when both are met. */
export function missingForInterest(draft: { email: string; rankedKits: readonly string[] }): { title: string; description: string } | null {
  if (!draft.email.trim()) return INTEREST_TEXT.emailRequired;
  if (draft.rankedKits.length === 0) return INTEREST_TEXT.selectKits;
  return null;
}

/**
 * The text of the "Error" toast after a failed submission (docs/product.md §8): the server's own message
 * (the first field issue of a 400, else its error), or the generic failure text.
 */
export function interestFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return INTEREST_TEXT.failure;
  try {
    const body = JSON.parse(error.body) as { issues?: Array<{ message?: unknown }> };
    const issue = body.issues?.[0]?.message;
    if (typeof issue === 'string' && issue) return issue;
  } catch {
    // not JSON: the server's message below, if any
  }
  return error.serverMessage || INTEREST_TEXT.failure;
}
