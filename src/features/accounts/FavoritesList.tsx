import { useEffect, useState } from 'react';
import { apiFetch } from '../../lib/api.ts';
import { formatDuration } from '../../lib/duration.ts';
import { fillPlaceholders } from '../../lib/format.ts';
import { type AccountPage, accountEn } from '../../lib/messages/account.en.ts';
import { favouritesPlanHref } from '../../lib/planLink.ts';
import { useCurrentUser } from './useCurrentUser.ts';

interface Favorite {
  destinationId: string;
  name: string;
  category: string;
  driveTimeMinutes: number;
  driveTimeText: string;
}

/**
 * "My favorites": the signed-in person's list, or a sign-in prompt. A French or Spanish page passes
 * `page` (decision 107): its words, links to its own language's pages, categories and drive times
 * in the language; the English page passes nothing and reads as it always did.
 */
export default function FavoritesList({ page }: { page?: AccountPage }) {
  const { data: user, loading } = useCurrentUser();
  const [items, setItems] = useState<Favorite[] | null>(null);
  const [failed, setFailed] = useState(false);
  const words = page?.words ?? accountEn;
  const prefix = page?.prefix ?? '';
  const planHref = (list: Favorite[]) =>
    prefix +
    favouritesPlanHref(
      list.map((f) => f.destinationId),
      Date.now(),
    );

  useEffect(() => {
    if (!user) return;
    apiFetch<Favorite[]>('/api/favorites')
      .then(setItems)
      .catch(() => setFailed(true));
  }, [user]);

  if (loading) return <p>{words['account.loading']}</p>;
  if (!user) {
    const [before, after] = words['account.favorites.signIn'].split('{link}');
    return (
      <p>
        {before}
        <a href={page ? `${prefix}/login/` : '/login'}>{words['account.favorites.signInLink']}</a>
        {after}
      </p>
    );
  }
  if (failed) return <p>{words['account.favorites.failed']}</p>;
  if (!items) return <p>{words['account.favorites.loading']}</p>;
  if (items.length === 0) return <p>{words['account.favorites.none']}</p>;
  return (
    <>
      <p>
        <a
          href={planHref(items)}
          // The page may have stayed open overnight: the departure is the next morning at the click.
          onClick={(event) => {
            event.currentTarget.href = planHref(items);
          }}
        >
          {words['account.favorites.plan']}
        </a>
      </p>
      <ul className="favorites-list">
        {items.map((f) => (
          <li key={f.destinationId} className="card">
            <a className="card-body" href={`${prefix}/destinations/${f.destinationId}/`}>
              <strong>{f.name}</strong>
              <span className="muted">
                {page
                  ? fillPlaceholders(
                      words['account.favorites.line'],
                      { category: page.categories[f.category] ?? f.category, time: formatDuration(f.driveTimeMinutes, 'short', page.intl) },
                      page.intl,
                    )
                  : `${f.category} · ${f.driveTimeText} from SLC`}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
