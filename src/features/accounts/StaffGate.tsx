import type { ReactNode } from 'react';
import { useCurrentUser } from './useCurrentUser.ts';

interface Props {
  children: ReactNode;
  /** While the sign-in is being checked. */
  checking?: ReactNode;
  /** When the check failed (the network, the server). */
  failed?: ReactNode;
  /** When nobody is signed in. */
  signedOut?: ReactNode;
  /** When someone without the staff role is signed in. */
  notStaff?: (email: string) => ReactNode;
}

function SignInCard({ children, link }: { children: ReactNode; link: string }) {
  return (
    <div className="card staff-prompt">
      <div className="card-body">
        <h2>Staff sign-in required</h2>
        {children}
        <a className="button" href="/login">
          {link}
        </a>
      </div>
    </div>
  );
}

/**
 * The one gate of every staff island (admin dashboard, submission review, kit analytics, content
 * discovery): the content shows only to staff; everyone else gets a prompt and no data is
 * requested. Each screen may word the states its own way (their texts in docs/product.md §2 differ); the
 * defaults are the admin screens'. The server checks the role again on every call.
 */
export default function StaffGate({ children, checking, failed, signedOut, notStaff }: Props) {
  const { data: user, error } = useCurrentUser();
  if (error) return failed ?? <p role="alert">We could not check your sign-in. Please reload the page.</p>;
  if (user === undefined) return checking ?? <p className="muted">Checking your sign-in…</p>;
  if (!user)
    return (
      signedOut ?? (
        <SignInCard link="Sign in">
          <p>This page is for SLC Trips staff. Sign in with your staff e-mail address to continue.</p>
        </SignInCard>
      )
    );
  if (!user.isStaff)
    return notStaff ? (
      notStaff(user.email)
    ) : (
      <SignInCard link="Sign in with another address">
        <p>
          You are signed in as <strong>{user.email}</strong>, which is not a staff account. Sign in with your staff e-mail address, or ask an administrator for
          access.
        </p>
      </SignInCard>
    );
  return <>{children}</>;
}
