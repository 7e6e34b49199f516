import { useEffect, useId, useState } from 'react';
import { ApiError, apiFetch } from '../../lib/api.ts';
import { PHOTO_STATUS_LABELS, type PartnerPhotoView, UPLOAD_RULES } from './partnerPhotos.ts';
import './photos.css';

const endpoint = (token: string, extra: Record<string, string> = {}) => `/api/submissions/photos?${new URLSearchParams({ token, ...extra })}`;

/** The server's own sentence for a refused upload (it names what is wrong), or a plain one. */
function reason(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return 'Too many uploads from this connection. Please wait an hour and try again.';
    return error.serverMessage ?? 'The photo could not be uploaded. Please try again.';
  }
  return 'The photo could not be uploaded. Check your connection and try again.';
}

/**
 * A partner's photos of its submission on the status page (issue 22): up to three, each with
 * a description and the rights confirmed. They show on the place once staff approve them.
 */
export default function PartnerPhotoUpload({ token }: { token: string }) {
  const id = useId();
  const [photos, setPhotos] = useState<PartnerPhotoView[] | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [rights, setRights] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    apiFetch<PartnerPhotoView[]>(endpoint(token))
      .then(setPhotos)
      .catch(() => setPhotos([]));
  }, [token]);

  const kept = (photos ?? []).filter((p) => p.status !== 'rejected').length;
  const full = kept >= UPLOAD_RULES.perSubmission;

  async function send(event: React.FormEvent) {
    event.preventDefault();
    setDone(null);
    if (!file) return setError('Choose a photo to upload.');
    if (!(UPLOAD_RULES.types as readonly string[]).includes(file.type)) return setError('The photo must be a JPEG, PNG or WebP image.');
    if (file.size > UPLOAD_RULES.maxBytes) return setError('The photo is larger than 8 MB. Please upload a smaller copy.');
    if (!alt.trim()) return setError('Describe the photo in a few words.');
    if (!rights) return setError('Confirm that you hold the rights to this photo.');
    setBusy(true);
    setError(null);
    try {
      const response = await fetch(endpoint(token, { alt: alt.trim(), rights: 'yes' }), {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': file.type, accept: 'application/json' },
        body: file,
      });
      const text = await response.text();
      if (!response.ok) throw new ApiError(response.status, `${response.status}`, text);
      const photo = JSON.parse(text) as PartnerPhotoView;
      setPhotos((list) => [...(list ?? []), photo]);
      setFile(null);
      setAlt('');
      setRights(false);
      setDone('Photo uploaded. It shows on the place once we have reviewed it.');
    } catch (e) {
      setError(reason(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card partner-photos" aria-labelledby={`${id}-heading`}>
      <div className="card-body">
        <h2 id={`${id}-heading`}>Photos of your place</h2>
        <p className="muted">
          Up to three photos you hold the rights to. We remove location and camera data from them, and show them on the place once we have reviewed them.
        </p>
        {photos && photos.length > 0 ? (
          <ul className="partner-photo-list">
            {photos.map((p) => (
              <li key={p.id}>
                <img src={p.sizes[0]?.url} alt={p.alt} width={160} height={120} loading="lazy" />
                <span>{PHOTO_STATUS_LABELS[p.status]}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {full ? (
          <p>You have uploaded the three photos a submission takes.</p>
        ) : (
          <form onSubmit={send} noValidate>
            <label htmlFor={`${id}-file`}>Photo (JPEG, PNG or WebP, up to 8 MB)</label>
            <input id={`${id}-file`} type="file" accept={UPLOAD_RULES.types.join(',')} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
            <label htmlFor={`${id}-alt`}>What the photo shows</label>
            <input id={`${id}-alt`} type="text" maxLength={200} value={alt} onChange={(e) => setAlt(e.target.value)} />
            <label className="checkbox">
              <input type="checkbox" checked={rights} onChange={(e) => setRights(e.target.checked)} /> I hold the rights to this photo and let SLC Trips show it
              with my place.
            </label>
            {error ? (
              <p className="field-error" role="alert">
                {error}
              </p>
            ) : null}
            {done ? <p role="status">{done}</p> : null}
            <button type="submit" className="button" disabled={busy}>
              {busy ? 'Uploading…' : 'Upload photo'}
            </button>
          </form>
        )}
      </div>
    </section>
  );
}
