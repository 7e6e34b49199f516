import { useEffect, useState } from 'react';
import { apiFetch } from '../../lib/api.ts';
import { favouritesPlanHref } from '../../lib/planLink.ts';
import { useCurrentUser } from './useCurrentUser.ts';

interface Favorite {
  destinationId: string;
  name: string;
  category: string;
  driveTimeText: string;
}

/** "My favorites": the signed-in person's list, or a sign-in prompt. */
export default function FavoritesList() {
  const { data: user, loading } = useCurrentUser();
  const [items, setItems] = useState<Favorite[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!user) return;
    apiFetch<Favorite[]>('/api/favorites')
      .then(setItems)
      .catch(() => setFailed(true));
  }, [user]);

  if (loading) return <p>Loading…</p>;
  if (!user)
    return (
      <p>
        <a href="/login">Sign in</a> to keep a list of your favorite destinations.
      </p>
    );
  if (failed) return <p>Could not load your favorites. Please try again.</p>;
  if (!items) return <p>Loading your favorites…</p>;
  if (items.length === 0) return <p>No favorites yet. Open any destination and choose “Add to favorites”.</p>;
  return (
    <>
      <p>
        <a
          href={favouritesPlanHref(
            items.map((f) => f.destinationId),
            Date.now(),
          )}
          // The page may have stayed open overnight: the departure is the next morning at the click.
          onClick={(event) => {
            event.currentTarget.href = favouritesPlanHref(
              items.map((f) => f.destinationId),
              Date.now(),
            );
          }}
        >
          Plan a day with my favorites →
        </a>
      </p>
      <ul className="favorites-list">
        {items.map((f) => (
          <li key={f.destinationId} className="card">
            <a className="card-body" href={`/destinations/${f.destinationId}/`}>
              <strong>{f.name}</strong>
              <span className="muted">
                {f.category} · {f.driveTimeText} from SLC
              </span>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
