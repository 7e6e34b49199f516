import { CATEGORIES, type Category } from '../destinations/categories.ts';
import { PLACE_FIELD_LIMITS } from '../destinations/placeFields.ts';

export { splitHighlights } from '../destinations/placeFields.ts';

/**
 * The ten categories of the first specification's form. Since issue 51 the form offers the
 * site's eight (CATEGORIES) instead; these stay accepted for older clients and stored rows.
 */
export const LEGACY_SUBMISSION_CATEGORIES = [
  'outdoor',
  'cultural',
  'entertainment',
  'dining',
  'lodging',
  'shopping',
  'family',
  'adventure',
  'wellness',
  'education',
] as const;
export type LegacySubmissionCategory = (typeof LEGACY_SUBMISSION_CATEGORIES)[number];
/** What a submission's category may be: one of the site's eight (what the form sends), or a legacy value. */
export const SUBMISSION_CATEGORIES = [...CATEGORIES, ...LEGACY_SUBMISSION_CATEGORIES] as const;
export type SubmissionCategory = (typeof SUBMISSION_CATEGORIES)[number];
export const BUSINESS_ROLES = ['owner', 'manager', 'marketing', 'employee', 'representative', 'other'] as const;
export type BusinessRole = (typeof BUSINESS_ROLES)[number];
export const SUBMISSION_STATUSES = ['pending', 'approved', 'rejected', 'needs_changes'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** Each status in plain words, for staff badges, the submitter's status page and the e-mails. */
export const STATUS_LABELS: Record<SubmissionStatus, string> = {
  pending: 'Pending review',
  approved: 'Approved',
  rejected: 'Rejected',
  needs_changes: 'Needs changes',
};

/** What each status means for the submitter (status page and e-mails). */
export const STATUS_EXPLANATIONS: Record<SubmissionStatus, string> = {
  pending: 'Our team has not reviewed it yet. We review submissions within 3-5 business days.',
  approved: 'It is in the SLC Trips guide.',
  rejected: 'It will not be added to the guide.',
  needs_changes: 'Our team asks you to correct some details: see the notes, then correct the form below and send it again.',
};

export const ROLE_LABELS: Record<BusinessRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  marketing: 'Marketing',
  employee: 'Employee',
  representative: 'Representative',
  other: 'Other',
};

/**
 * Where a legacy submission category lands among the eight destination categories. Dining,
 * lodging and shopping are town businesses, so Urban & Downtown; wellness sits with recreation.
 */
export const CATEGORY_TO_DESTINATION: Record<LegacySubmissionCategory, Category> = {
  outdoor: 'Natural Wonders',
  cultural: 'Cultural & Historic',
  entertainment: 'Entertainment',
  dining: 'Urban & Downtown',
  lodging: 'Urban & Downtown',
  shopping: 'Urban & Downtown',
  family: 'Family Fun',
  adventure: 'Activities & Recreation',
  wellness: 'Activities & Recreation',
  education: 'Cultural & Historic',
};

const isSiteCategory = (category: string): category is Category => (CATEGORIES as readonly string[]).includes(category);

/**
 * The site category a submission is shown under and approved into: a site category is itself,
 * a legacy value goes through CATEGORY_TO_DESTINATION; anything else (a row written outside
 * the API) is undefined.
 */
export function destinationCategory(category: string): Category | undefined {
  if (isSiteCategory(category)) return category;
  return Object.hasOwn(CATEGORY_TO_DESTINATION, category) ? CATEGORY_TO_DESTINATION[category as LegacySubmissionCategory] : undefined;
}

/** A submission's category as staff and the submitter read it: the site category's name. */
export function categoryName(category: string): string {
  return destinationCategory(category) ?? category;
}

/** Length caps of the submission form, used by the schema and the inputs' maxLength alike. */
export const SUBMISSION_LIMITS = {
  ...PLACE_FIELD_LIMITS,
  email: 254,
  contactName: 100,
  reviewNotes: 1000,
} as const;

/** A submission as GET /api/admin/submissions serves it (docs/product.md §3.6). */
export interface Submission {
  id: string;
  name: string;
  category: SubmissionCategory;
  address: string;
  website: string | null;
  phone: string;
  email: string;
  description: string;
  highlights: string | null;
  hours: string | null;
  pricing: string | null;
  seasonality: string | null;
  contactName: string;
  businessRole: BusinessRole;
  status: SubmissionStatus;
  createdAt: string;
  /** When the submitter or staff last changed it. */
  updatedAt: string;
  reviewNotes: string | null;
  reviewedAt: string | null;
  /** The catalogue entry an approval created, with whether its drive time could be worked out. */
  destinationId: string | null;
  located: boolean | null;
}

/**
 * GET /api/submissions/status?token=…: what the submitter sees through their private link.
 * No ids, tokens or staff details: the form's fields, the status and the reviewer's notes.
 */
export type SubmissionStatusView = Omit<Submission, 'id' | 'destinationId' | 'located'> & {
  /** The place's page once approved (/destinations/{id}/), else null. */
  placeUrl: string | null;
};

/** The counters of the review screen. */
export function submissionCounts(list: ReadonlyArray<Pick<Submission, 'status'>>): { pending: number; approved: number; total: number } {
  return {
    pending: list.filter((s) => s.status === 'pending').length,
    approved: list.filter((s) => s.status === 'approved').length,
    total: list.length,
  };
}
