import { useEffect } from 'react';
import { TIER_NAMES } from '../destinations/labels.ts';
import { canAccess, type Tier } from '../destinations/destinations.ts';
import { toast } from '../../lib/toast.ts';
import { memberEn, type MemberWords } from '../../lib/messages/islands.en.ts';
import { useCurrentUser } from './useCurrentUser.ts';

interface Props {
  tier: Tier;
  /** A French or Spanish page's words, handed over as a prop (decision 105); English without them. */
  words?: MemberWords;
}

/**
 * The tier gate of docs/product.md §4.5: nobody signed in sees everything; a signed-in person
 * whose tier does not open this destination gets the locked overlay.
 */
export default function AccessGate({ tier, words = memberEn }: Props) {
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
    <section className="access-gate" aria-label={words['member.locked.title']}>
      <div className="access-gate-card">
        <p className="access-gate-lock" aria-hidden="true">
          🔒
        </p>
        <h2>{words['member.locked.title']}</h2>
        <p>
          {words['member.locked.text']
            .replace('{collection}', TIER_NAMES[tier === 'olympic' ? 'olympic' : 'premium'])
            .replace('{plan}', String(user.subscriptionTier))}
        </p>
        <button type="button" className="button" onClick={() => toast(words['member.locked.upgrade'], words['member.locked.soon'])}>
          {words['member.locked.upgrade']}
        </button>
      </div>
    </section>
  );
}
