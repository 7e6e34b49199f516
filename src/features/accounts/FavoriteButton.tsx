import { useEffect, useId, useState } from 'react';
import { apiFetch, errorText } from '../../lib/api.ts';
import { memberEn, type MemberWords } from '../../lib/messages/islands.en.ts';
import { toast } from '../../lib/toast.ts';
import { useCurrentUser } from './useCurrentUser.ts';

interface Props {
  destinationId: string;
  destinationName: string;
  /** A French or Spanish page's words, handed over as a prop (decision 105); English without them. */
  words?: MemberWords;
}

/**
 * Favorite toggle: signed-in only; flips after the server agreed; disabled while pending. When
 * the first check fails it stays disabled and says so, rather than claiming "not a favourite"
 * and inviting a click that might add what is already there.
 */
export default function FavoriteButton({ destinationId, destinationName, words = memberEn }: Props) {
  const { data: user } = useCurrentUser();
  const [isFavorite, setIsFavorite] = useState<boolean | null>(null);
  const [checkFailed, setCheckFailed] = useState(false);
  const [pending, setPending] = useState(false);
  const errorId = useId();

  useEffect(() => {
    if (!user) return;
    let live = true;
    setCheckFailed(false);
    apiFetch<{ isFavorite: boolean }>(`/api/favorites/${encodeURIComponent(destinationId)}/check`)
      .then((r) => live && setIsFavorite(r.isFavorite))
      .catch(() => live && setCheckFailed(true));
    return () => {
      live = false;
    };
  }, [user, destinationId]);

  if (!user) return null;

  if (checkFailed) {
    return (
      <span className="favorite-unavailable">
        <button type="button" className="button secondary favorite-button" disabled aria-describedby={errorId}>
          <span aria-hidden="true">♡</span> {words['member.favorite.unavailable']}
          <span className="visually-hidden"> {destinationName}</span>
        </button>
        <span id={errorId} className="favorite-error" role="status">
          {words['member.favorite.noList']}
        </span>
      </span>
    );
  }

  async function toggle() {
    if (isFavorite === null) return;
    setPending(true);
    try {
      if (isFavorite) await apiFetch(`/api/favorites/${encodeURIComponent(destinationId)}`, { method: 'DELETE' });
      else await apiFetch('/api/favorites', { body: { destinationId } });
      setIsFavorite(!isFavorite);
      toast(isFavorite ? words['member.favorite.removed'] : words['member.favorite.added']);
    } catch (error) {
      toast(words['member.favorite.error'], errorText(error, words['member.favorite.failed']), 'error');
    } finally {
      setPending(false);
    }
  }

  return (
    <button
      type="button"
      className="button secondary favorite-button"
      aria-pressed={isFavorite ?? false}
      disabled={pending || isFavorite === null}
      onClick={toggle}
    >
      <span aria-hidden="true">{isFavorite ? '♥' : '♡'}</span> {isFavorite ? words['member.favorite.on'] : words['member.favorite.add']}
      <span className="visually-hidden"> {destinationName}</span>
    </button>
  );
}
