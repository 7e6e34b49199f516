import { useEffect, useState } from 'react';
import { apiFetch } from '../../lib/api.ts';
import { fillPlaceholders, utahDateText } from '../../lib/format.ts';
import { type AccountPage, accountEn } from '../../lib/messages/account.en.ts';
import { useCurrentUser } from '../accounts/useCurrentUser.ts';
import type { Trip } from './trips.ts';

/**
 * "My trips": the signed-in person's saved plans, to reopen or delete. A French or Spanish page
 * passes `page` (decision 107): its words, its plan page, dates in the language.
 */
export default function TripsList({ page }: { page?: AccountPage }) {
  const { data: user, loading } = useCurrentUser();
  const [trips, setTrips] = useState<Trip[] | null>(null);
  const [message, setMessage] = useState('');
  const words = page?.words ?? accountEn;
  const intl = page?.intl ?? 'en-US';
  const say = (key: keyof typeof accountEn, name: string) => fillPlaceholders(words[key], { name }, intl);
  const plan = `${page?.prefix ?? ''}/plan${page ? '/' : ''}`;

  useEffect(() => {
    if (!user) return;
    apiFetch<Trip[]>('/api/trips')
      .then(setTrips)
      .catch(() => setMessage(words['account.trips.failed']));
  }, [user, words]);

  async function remove(trip: Trip) {
    setMessage('');
    try {
      await apiFetch(`/api/trips/${trip.id}`, { method: 'DELETE' });
      setTrips((list) => (list ?? []).filter((t) => t.id !== trip.id));
      setMessage(say('account.trips.deleted', trip.name));
    } catch {
      setMessage(say('account.trips.deleteFailed', trip.name));
    }
  }

  if (loading || !user) return null;
  const [before, after] = words['account.trips.none'].split('{link}');
  return (
    <>
      <p role="status">{message}</p>
      {trips === null && !message && <p>{words['account.trips.loading']}</p>}
      {trips?.length === 0 && (
        <p>
          {before}
          <a href={plan}>{words['account.trips.planLink']}</a>
          {after}
        </p>
      )}
      {trips && trips.length > 0 && (
        <ul className="favorites-list trips-list">
          {trips.map((t) => (
            <li key={t.id} className="card card-body trip-item">
              <a href={`${plan}?${t.query}#plan-${t.plan}`}>
                <strong>{t.name}</strong>
              </a>
              {/* The link is a block of its own (.favorites-list a): the date starts its line, without a leading "·" (issue 51). */}
              <span className="muted">{fillPlaceholders(words['account.trips.saved'], { date: utahDateText(new Date(t.createdAt), intl) }, intl)}</span>{' '}
              <button type="button" className="link-button" onClick={() => remove(t)} aria-label={say('account.trips.deleteLabel', t.name)}>
                {words['account.trips.delete']}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
