import { useEffect, useState } from 'react';
import { apiFetch } from '../../lib/api.ts';
import { toast } from '../../lib/toast.ts';
import './photos.css';
import { PHOTO_STATUS_LABELS, type PartnerPhotoStatus, type PartnerPhotoView } from './partnerPhotos.ts';

/**
 * The submitter's photos in the staff review dialog (issue 22): each with its description and
 * status, approved or rejected on its own. Only approved photos show on the place.
 */
export default function SubmissionPhotosReview({ submissionId }: { submissionId: string }) {
  const [photos, setPhotos] = useState<PartnerPhotoView[] | null>(null);

  useEffect(() => {
    apiFetch<PartnerPhotoView[]>(`/api/admin/photos?submission=${encodeURIComponent(submissionId)}`)
      .then(setPhotos)
      .catch(() => setPhotos([]));
  }, [submissionId]);

  async function decide(photo: PartnerPhotoView, status: PartnerPhotoStatus) {
    try {
      const updated = await apiFetch<PartnerPhotoView>(`/api/admin/photos/${photo.id}`, { method: 'PUT', body: { status } });
      setPhotos((list) => (list ?? []).map((p) => (p.id === updated.id ? updated : p)));
    } catch {
      toast('Photo not updated', 'The photo could not be updated. Please try again.', 'error');
    }
  }

  if (!photos || photos.length === 0) return null;
  return (
    <fieldset className="review-photos">
      <legend>Photos ({photos.length})</legend>
      <ul>
        {photos.map((p) => (
          <li key={p.id}>
            <img src={p.sizes[0]?.url} alt={p.alt} width={160} height={120} />
            <p>
              {p.alt} · <strong>{PHOTO_STATUS_LABELS[p.status]}</strong>
            </p>
            <button
              type="button"
              className="button secondary"
              disabled={p.status === 'approved'}
              aria-label={`Approve photo: ${p.alt}`}
              onClick={() => decide(p, 'approved')}
            >
              Approve photo
            </button>
            <button
              type="button"
              className="button danger"
              disabled={p.status === 'rejected'}
              aria-label={`Reject photo: ${p.alt}`}
              onClick={() => decide(p, 'rejected')}
            >
              Reject photo
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
