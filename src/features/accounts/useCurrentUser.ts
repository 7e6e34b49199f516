// The signed-in user for an island, hydration-safe (issue 51: React's mismatch #418). The page's
// HTML is built without anyone signed in ("Checking your sign-in…"); in the browser another island
// may already have asked GET /api/auth/user by the time this one hydrates, and rendering that answer
// at once made the first render differ from the HTML. During hydration this hook gives the value
// the HTML was built with, then React renders again with the store's.
import { useStore } from '@nanostores/react';
import { useSyncExternalStore } from 'react';
import { $user } from './accounts.store.ts';

type UserState = ReturnType<typeof $user.get>;

/** What the server rendered with: nobody known yet. */
const AS_BUILT = { data: undefined, error: undefined, loading: true } as unknown as UserState;

const noSubscription = () => () => {};

/** False while React hydrates server HTML (and on the server), true in every render after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** `$user` as an island reads it: the built HTML's state while hydrating, the live one after. */
export function useCurrentUser(): UserState {
  const live = useStore($user);
  return useHydrated() ? live : AS_BUILT;
}
