import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { $user } from '../accounts/accounts.store.ts';

/**
 * Staff screens show their content only to staff; everyone else gets a sign-in prompt and no
 * data is requested. The server checks the role again on every call.
 */
export default function StaffGate({ children }: { children: ReactNode }) {
  const { data: user, error } = useStore($user);
  if (error) return <p role="alert">We could not check your sign-in. Please reload the page.</p>;
  if (user === undefined) return <p className="muted">Checking your sign-in…</p>;
  if (!user)
    return (
      <div className="card staff-prompt">
        <div className="card-body">
          <h2>Staff sign-in required</h2>
          <p>This page is for SLC Trips staff. Sign in with your staff e-mail address to continue.</p>
          <a className="button" href="/login">
            Sign in
          </a>
        </div>
      </div>
    );
  if (!user.isStaff)
    return (
      <div className="card staff-prompt">
        <div className="card-body">
          <h2>Staff sign-in required</h2>
          <p>
            You are signed in as <strong>{user.email}</strong>, which is not a staff account. Sign in with your staff e-mail address, or ask an
            administrator for access.
          </p>
          <a className="button" href="/login">
            Sign in with another address
          </a>
        </div>
      </div>
    );
  return <>{children}</>;
}
