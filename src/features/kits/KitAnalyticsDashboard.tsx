import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect } from 'react';
import { ApiError } from '../../lib/api.ts';
import { revalidateKeys } from '../../lib/query.ts';
import { toast } from '../../lib/toast.ts';
import StaffGate from '../accounts/StaffGate.tsx';
import { $kitAnalytics } from './kits.store.ts';
import { bundleOpportunities, developmentPriority, KIT_ANALYTICS_KEY, type KitAnalytics, mostPopular } from './kits.ts';
import './kits.css';

// chart.js arrives in its own chunk after the figures are on screen.
const KitCharts = lazy(() => import('./KitCharts.tsx'));

export const REDIRECT_DELAY_MS = 500;

/** Logged out: say so, then send the browser to sign in (docs/product.md §2.19, §8). */
function LoggedOut() {
  useEffect(() => {
    toast('Unauthorized', 'You are logged out. Logging in again...', 'error');
    const timer = setTimeout(() => window.location.assign('/api/login'), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return <p className="kit-state">Authenticating...</p>;
}

/**
 * The Kit Analytics Dashboard: "Authenticating..." until the user is known (logged out leads to
 * sign-in), then "Loading analytics...", then the figures. The data is staff-only on the server;
 * a signed-in visitor without the role is told they need a staff account.
 */
export default function KitAnalyticsDashboard() {
  return (
    <StaffGate
      checking={<p className="kit-state">Authenticating...</p>}
      failed={<p className="kit-state">Could not check who is signed in. Please reload the page.</p>}
      signedOut={<LoggedOut />}
      notStaff={() => <StaffOnly />}
    >
      <Dashboard />
    </StaffGate>
  );
}

function StaffOnly() {
  return (
    <div className="card kit-staff-only">
      <div className="card-body">
        <h2>Staff account required</h2>
        <p>You need a staff account to see kit analytics. Ask an administrator to give your account the staff role, then reload this page.</p>
        <p>
          <a href="/planning-kits">Back to the trip kits</a>
        </p>
      </div>
    </div>
  );
}

function Dashboard() {
  const { data, error } = useStore($kitAnalytics);
  if (error instanceof ApiError && error.status === 401) return <LoggedOut />;
  // The role can be taken away while the page is open: the server's answer is the last word.
  if (error instanceof ApiError && error.status === 403) return <StaffOnly />;
  if (error)
    return (
      <div className="kit-state">
        <p>Could not load analytics ({error instanceof Error ? error.message : 'unknown error'}).</p>
        <button type="button" className="button secondary" onClick={() => revalidateKeys(KIT_ANALYTICS_KEY)}>
          Try again
        </button>
      </div>
    );
  if (!data) return <p className="kit-state">Loading analytics...</p>;
  return <Figures analytics={data} />;
}

function Figures({ analytics }: { analytics: KitAnalytics }) {
  const { kitStats, totalSignups, totalVotes } = analytics;
  const top = mostPopular(kitStats);
  const bundles = bundleOpportunities(kitStats);
  const priorities = developmentPriority(kitStats);
  return (
    <div className="kit-dashboard">
      <section className="kit-summary" aria-label="Summary">
        <div className="card" data-card="signups">
          <div className="card-body">
            <h2>Total Signups</h2>
            <p className="kit-summary-value">{totalSignups}</p>
            <p className="kit-summary-note">E-mail subscriptions across all kits</p>
          </div>
        </div>
        <div className="card" data-card="votes">
          <div className="card-body">
            <h2>Total Votes</h2>
            <p className="kit-summary-value">{totalVotes}</p>
            <p className="kit-summary-note">Ranked-choice preferences submitted</p>
          </div>
        </div>
        <div className="card" data-card="popular">
          <div className="card-body">
            <h2>Most Popular</h2>
            <p className="kit-summary-value kit-summary-name">{top ? top.kitName : 'No data'}</p>
            {top && <p className="kit-summary-note">{top.popularityScore} points</p>}
          </div>
        </div>
      </section>

      <section aria-labelledby="kit-ranked-heading">
        <h2 id="kit-ranked-heading">Kits by popularity</h2>
        <p className="muted">Points: 5 for a first choice, 4 for a second, down to 1 for a fifth.</p>
        <ol className="kit-ranked">
          {kitStats.map((s, i) => (
            <li key={s.kitId} data-kit={s.kitId}>
              <span className={`kit-position${i < 3 ? ` top-${i + 1}` : ''}`}>
                <span className="visually-hidden">Position </span>#{i + 1}
              </span>
              <span className="kit-ranked-name">{s.kitName}</span>
              <dl className="kit-ranked-figures">
                <div>
                  <dt>Signups</dt>
                  <dd>{s.signups}</dd>
                </div>
                <div>
                  <dt>Votes</dt>
                  <dd>{s.totalVotes}</dd>
                </div>
                <div>
                  <dt>Points</dt>
                  <dd>{s.popularityScore}</dd>
                </div>
                <div>
                  <dt>1st</dt>
                  <dd>{s.rank1_votes}</dd>
                </div>
                <div>
                  <dt>2nd</dt>
                  <dd>{s.rank2_votes}</dd>
                </div>
                <div>
                  <dt>3rd</dt>
                  <dd>{s.rank3_votes}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ol>
      </section>

      <Suspense fallback={<p className="muted">Loading charts...</p>}>
        <KitCharts stats={kitStats} />
      </Suspense>

      <section className="card" aria-labelledby="kit-insights-heading">
        <div className="card-body">
          <h2 id="kit-insights-heading">Business Insights</h2>
          <div className="kit-insights">
            <div>
              <h3>Bundle Opportunities</h3>
              {bundles.length ? (
                <>
                  <p className="muted">The most wanted kits, worth offering together:</p>
                  <ol>
                    {bundles.map((s) => (
                      <li key={s.kitId}>{s.kitName}</li>
                    ))}
                  </ol>
                </>
              ) : (
                <p className="muted">No data</p>
              )}
            </div>
            <div>
              <h3>Development Priority</h3>
              {priorities.length ? (
                <>
                  <p className="muted">Build these first:</p>
                  <ol>
                    {priorities.map((s) => (
                      <li key={s.kitId}>
                        {s.kitName}: {s.signups} interested
                      </li>
                    ))}
                  </ol>
                </>
              ) : (
                <p className="muted">No data</p>
              )}
            </div>
          </div>
        </div>
      </section>
    </div>
  );
}
