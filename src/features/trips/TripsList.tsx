import { useEffect, useState } from 'react';
import { apiFetch } from '../../lib/api.ts';
import { utahDateText } from '../../lib/format.ts';
import { useCurrentUser } from '../accounts/useCurrentUser.ts';
import type { Trip } from './trips.ts';

/** "My trips": the signed-in person's saved plans, to reopen or delete. */
export default function TripsList() {
  const { data: user, loading } = useCurrentUser();
  const [trips, setTrips] = useState<Trip[] | null>(null);
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (!user) return;
    apiFetch<Trip[]>('/api/trips')
      .then(setTrips)
      .catch(() => setMessage('Could not load your trips. Please try again.'));
  }, [user]);

  async function remove(trip: Trip) {
    setMessage('');
    try {
      await apiFetch(`/api/trips/${trip.id}`, { method: 'DELETE' });
      setTrips((list) => (list ?? []).filter((t) => t.id !== trip.id));
      setMessage(`Deleted “${trip.name}”.`);
    } catch {
      setMessage(`Could not delete “${trip.name}”. Please try again.`);
    }
  }

  if (loading || !user) return null;
  return (
    <>
      <p role="status">{message}</p>
      {trips === null && !message && <p>Loading your trips…</p>}
      {trips?.length === 0 && (
        <p>
          No saved trips yet. <a href="/plan">Plan a day</a> and choose “Save trip”.
        </p>
      )}
      {trips && trips.length > 0 && (
        <ul className="favorites-list trips-list">
          {trips.map((t) => (
            <li key={t.id} className="card card-body trip-item">
              <a href={`/plan?${t.query}#plan-${t.plan}`}>
                <strong>{t.name}</strong>
              </a>
              {/* The link is a block of its own (.favorites-list a): the date starts its line, without a leading "·" (issue 51). */}
              <span className="muted">Saved {utahDateText(new Date(t.createdAt))}</span>{' '}
              <button type="button" className="link-button" onClick={() => remove(t)} aria-label={`Delete trip ${t.name}`}>
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
