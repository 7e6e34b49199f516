import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { ApiError, apiFetch } from '../../lib/api.ts';
import { toast } from '../../lib/toast.ts';
import { $user } from './accounts.store.ts';

interface Props {
  destinationId: string;
  destinationName: string;
}

/** Favourite toggle: signed-in only; flips after the server agreed; disabled while pending. */
export default function FavoriteButton({ destinationId, destinationName }: Props) {
  const { data: user } = useStore($user);
  const [isFavorite, setIsFavorite] = useState<boolean | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!user) return;
    let live = true;
    apiFetch<{ isFavorite: boolean }>(`/api/favorites/${encodeURIComponent(destinationId)}/check`)
      .then((r) => live && setIsFavorite(r.isFavorite))
      .catch(() => live && setIsFavorite(false));
    return () => {
      live = false;
    };
  }, [user, destinationId]);

  if (!user) return null;

  async function toggle() {
    if (isFavorite === null) return;
    setPending(true);
    try {
      if (isFavorite) await apiFetch(`/api/favorites/${encodeURIComponent(destinationId)}`, { method: 'DELETE' });
      else await apiFetch('/api/favorites', { body: { destinationId } });
      setIsFavorite(!isFavorite);
      toast(isFavorite ? 'Removed from favorites' : 'Added to favorites');
    } catch (error) {
      toast('Error', (error instanceof ApiError && error.serverMessage) || 'Failed to update favorites', 'error');
    } finally {
      setPending(false);
    }
  }

  return (
    <button type="button" className="button secondary favorite-button" aria-pressed={isFavorite ?? false} disabled={pending || isFavorite === null} onClick={toggle}>
      <span aria-hidden="true">{isFavorite ? '♥' : '♡'}</span> {isFavorite ? 'Favorited' : 'Add to favorites'}
      <span className="visually-hidden"> {destinationName}</span>
    </button>
  );
}
