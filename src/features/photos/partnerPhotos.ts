/**
 * Partner photos in the browser (issue 22, decision 029): the shape the upload and review
 * routes answer, and their labels. Browser-safe: no zod, no server code.
 */
export type PartnerPhotoStatus = 'pending' | 'approved' | 'rejected';

export interface PartnerPhotoView {
  id: string;
  status: PartnerPhotoStatus;
  alt: string;
  width: number;
  height: number;
  /** Sizes on GET /api/photos/{file}; a submitter's view adds its token to each. */
  sizes: Array<{ url: string; width: number }>;
  createdAt: string;
}

export const PHOTO_STATUS_LABELS: Record<PartnerPhotoStatus, string> = {
  pending: 'Waiting for review',
  approved: 'Approved: shown on the place',
  rejected: 'Not accepted',
};

/** What the browser checks before sending (the server checks everything again). */
export const UPLOAD_RULES = { maxBytes: 8 * 1024 * 1024, perSubmission: 3, types: ['image/jpeg', 'image/png', 'image/webp'] } as const;
