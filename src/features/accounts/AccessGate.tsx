import { useEffect } from 'react';
import { TIER_NAMES } from '../destinations/labels.ts';
import { canAccess, type Tier } from '../destinations/destinations.ts';
import { toast } from '../../lib/toast.ts';
import { useCurrentUser } from './useCurrentUser.ts';

interface Props {
  tier: Tier;
}

/**
 * The tier gate of docs/product.md §4.5: nobody signed in sees everything; a signed-in person
 * whose tier does not open this destination gets the locked overlay.
 */
export default function AccessGate({ tier }: Props) {
  const { data: user } = useCurrentUser();
  const locked = Boolean(user) && !canAccess(user?.subscriptionTier, tier);
  // What lies under the overlay must not be reachable by Tab or read by a screen reader while
  // locked: `inert` does both, and the overlay (outside that element) stays reachable.
  useEffect(() => {
    const content = document.querySelector<HTMLElement>('[data-gated-content]');
    if (!content) return;
    content.inert = locked;
    return () => {
      content.inert = false;
    };
  }, [locked]);
  if (!user || !locked) return null;
  return (
    <section className="access-gate" aria-label="Premium Content">
      <div className="access-gate-card">
        <p className="access-gate-lock" aria-hidden="true">
          🔒
        </p>
        <h2>Premium Content</h2>
        <p>
          This destination is part of the {TIER_NAMES[tier === 'olympic' ? 'olympic' : 'premium']} collection. Your plan is {user.subscriptionTier}.
        </p>
        <button
          type="button"
          className="button"
          onClick={() => toast('Upgrade to Access', 'Paid plans are coming soon. We will let you know when upgrades open.')}
        >
          Upgrade to Access
        </button>
      </div>
    </section>
  );
}
