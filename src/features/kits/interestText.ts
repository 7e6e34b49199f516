import { ApiError } from '../../lib/api.ts';
import { type KitWords, kitsEn } from '../../lib/messages/kits.en.ts';

// The interest form's texts and rules, kept free of zod so the Olympic sign-up page's small
// script does not ship the schema library (the ranking dialog uses the full schema in kits.ts).

/** The interest form's messages as toast title and description, from a language's words (decision 107). */
export const interestTextOf = (words: KitWords) =>
  ({
    emailRequired: { title: words['kits.emailRequired'], description: words['kits.emailRequiredText'] },
    selectKits: { title: words['kits.selectKits'], description: words['kits.selectKitsText'] },
    maxKits: words['kits.maxKits'],
    success: words['kits.success'],
    failure: words['kits.failure'],
  }) as const;

/** The docs/product.md §5.2 messages of the interest form, as toast title and description. */
export const INTEREST_TEXT = interestTextOf(kitsEn);
type InterestText = ReturnType<typeof interestTextOf>;

/** The first docs/product.md §5.2 rule a draft breaks (e-mail first, then kits), or null when both are met. */
export function missingForInterest(
  draft: { email: string; rankedKits: readonly string[] },
  text: InterestText = INTEREST_TEXT,
): { title: string; description: string } | null {
  if (!draft.email.trim()) return text.emailRequired;
  if (draft.rankedKits.length === 0) return text.selectKits;
  return null;
}

/**
 * The text of the "Error" toast after a failed submission (docs/product.md §8): the server's own message
 * (the first field issue of a 400, else its error), or the generic failure text. A French or Spanish
 * page passes its own failure text, shown instead of the server's English (decision 107).
 */
export function interestFailureMessage(error: unknown, translated?: string): string {
  if (translated !== undefined) return translated;
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
