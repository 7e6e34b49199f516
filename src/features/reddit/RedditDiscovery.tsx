import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, apiFetch, errorText } from '../../lib/api.ts';
import { toast } from '../../lib/toast.ts';
import StaffGate from '../accounts/StaffGate.tsx';
import { COMMUNITIES } from './communities.ts';
import {
  type Discovery,
  DISCOVERY_PAGE_LIMIT,
  excerpt,
  formatUpvotes,
  isContentOpportunity,
  potentialLevel,
  readableTime,
  type StatusResponse,
} from './discovery.ts';
import { $redditLatest, $redditStatus, FOLLOW_SCAN_MS } from './discovery.store.ts';

/**
 * The staff discovery page (docs/product.md §2.20). Before hydration, and for anyone who is not
 * staff, it shows a sign-in prompt and never asks for data; the API checks the role again.
 */
export default function RedditDiscovery() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? <Gate /> : <SignInPrompt />;
}

function SignInPrompt() {
  return (
    <section className="card card-body reddit-gate" aria-labelledby="reddit-gate-heading">
      <h2 id="reddit-gate-heading">Staff sign-in required</h2>
      <p>
        Content discovery is for SLC Trips staff. <a href="/login">Sign in</a> with a staff account to see what Utah’s communities are talking about.
      </p>
    </section>
  );
}

const staffOnly = () => (
  <section className="card card-body reddit-gate" aria-labelledby="reddit-gate-heading">
    <h2 id="reddit-gate-heading">Staff only</h2>
    <p>You are signed in, but content discovery is for SLC Trips staff. Ask an administrator if you need access.</p>
  </section>
);

function Gate() {
  return (
    <StaffGate checking={<p role="status">Checking your access…</p>} failed={<SignInPrompt />} signedOut={<SignInPrompt />} notStaff={staffOnly}>
      <Dashboard />
    </StaffGate>
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const messageOf = (error: unknown) => errorText(error, 'Please try again.');

function Dashboard() {
  const status = useStore($redditStatus);
  const latest = useStore($redditLatest);
  const [starting, setStarting] = useState(false);
  const [following, setFollowing] = useState(false);
  const followingRef = useRef(false);
  const serverRunning = status.data?.status.redditRunning ?? false;
  const running = starting || following || serverRunning;

  /** Polls the status until the scan ends, then reloads the latest results and the status (docs/product.md §4.11). */
  const follow = useCallback(async () => {
    if (followingRef.current) return;
    followingRef.current = true;
    setFollowing(true);
    try {
      for (;;) {
        await sleep(FOLLOW_SCAN_MS);
        const next = await apiFetch<StatusResponse>('/api/reddit/status');
        $redditStatus.mutate(next);
        if (!next.status.redditRunning) break;
      }
      $redditLatest.invalidate();
      toast('Discovery complete', 'The latest results are shown below.');
    } catch (error) {
      toast('Could not follow the discovery scan', messageOf(error), 'error');
    } finally {
      followingRef.current = false;
      setFollowing(false);
    }
  }, []);

  // A scan started elsewhere (the schedule, another staff member) is followed too.
  useEffect(() => {
    if (serverRunning) void follow();
  }, [serverRunning, follow]);

  async function runDiscovery() {
    setStarting(true);
    try {
      await apiFetch('/api/reddit/discover', { method: 'POST' });
      toast('Discovery started', `Scanning ${COMMUNITIES.length} Utah communities. Results appear here when it finishes.`);
      void follow();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        toast('Discovery already running', 'Results appear here when the current scan finishes.');
        void follow();
      } else {
        toast('Discovery failed to start', messageOf(error), 'error');
      }
    } finally {
      setStarting(false);
    }
  }

  const summary = latest.data?.summary;
  const discoveries = latest.data?.discoveries.slice(0, DISCOVERY_PAGE_LIMIT) ?? [];
  return (
    <>
      <div className="reddit-cards">
        <section className="card card-body" aria-labelledby="reddit-status-heading">
          <h2 id="reddit-status-heading">System Status</h2>
          {status.data ? (
            <>
              <p className="reddit-big">
                <span className={`badge ${status.data.status.systemActive ? 'reddit-active' : 'reddit-inactive'}`}>
                  {status.data.status.systemActive ? 'Active' : 'Inactive'}
                </span>
              </p>
              {running && (
                <p className="reddit-running" role="status">
                  Discovery running...
                </p>
              )}
              <p className="muted">
                {status.data.lastScanAt ? `Last scan finished ${readableTime(new Date(status.data.lastScanAt))}` : 'No scan has finished yet.'}
              </p>
            </>
          ) : status.error ? (
            <p>Status unavailable: {messageOf(status.error)}</p>
          ) : (
            <p>Loading…</p>
          )}
        </section>
        <section className="card card-body" aria-labelledby="reddit-latest-heading">
          <h2 id="reddit-latest-heading">Latest Scan</h2>
          {latest.data ? (
            summary ? (
              <dl className="reddit-summary">
                <div>
                  <dt>Total posts discovered</dt>
                  <dd data-testid="scan-total">{summary.total}</dd>
                </div>
                <div>
                  <dt>High potential</dt>
                  <dd data-testid="scan-high">{summary.highPotential}</dd>
                </div>
              </dl>
            ) : (
              <p>No data available</p>
            )
          ) : latest.error ? (
            <p>Latest scan unavailable: {messageOf(latest.error)}</p>
          ) : (
            <p>Loading…</p>
          )}
        </section>
        <section className="card card-body" aria-labelledby="reddit-actions-heading">
          <h2 id="reddit-actions-heading">Actions</h2>
          <button type="button" className="button" onClick={runDiscovery} disabled={running}>
            {running ? 'Running...' : 'Run Discovery'}
          </button>
          <p className="muted">Scans all {COMMUNITIES.length} communities; a scan also runs every 15 minutes.</p>
        </section>
      </div>

      <section className="section" aria-labelledby="reddit-recent-heading">
        <h2 id="reddit-recent-heading">Recent Discoveries</h2>
        {latest.data && discoveries.length === 0 && <p>No discoveries found. Run a discovery scan to find trending content.</p>}
        {discoveries.length > 0 && (
          <ol className="reddit-list">
            {discoveries.map((d) => (
              <DiscoveryCard key={d.id} discovery={d} />
            ))}
          </ol>
        )}
      </section>

      <details className="card card-body reddit-communities">
        <summary>The {COMMUNITIES.length} communities we watch</summary>
        <ul>
          {COMMUNITIES.map((c) => (
            <li key={c.name}>
              <strong>r/{c.name}</strong>: {c.note}
            </li>
          ))}
        </ul>
      </details>
    </>
  );
}

function DiscoveryCard({ discovery: d }: { discovery: Discovery }) {
  const level = potentialLevel(d.content_potential);
  const text = excerpt(d.selftext);
  return (
    <li className="card card-body reddit-post">
      <article aria-labelledby={`post-${d.id}`}>
        <div className="reddit-post-head">
          <h3 id={`post-${d.id}`}>{d.title}</h3>
          <span className={`badge reddit-level-${level.toLowerCase()}`}>
            {level} Potential ({d.content_potential.toFixed(1)})
          </span>
        </div>
        <p className="reddit-meta">
          <span>r/{d.subreddit}</span>
          <span>{formatUpvotes(d.score)} upvotes</span>
          <span>{d.num_comments} comments</span>
          <time dateTime={d.created_utc}>{d.created_readable}</time>
        </p>
        {text && <p className="reddit-excerpt">{text}</p>}
        {d.matching_keywords.length > 0 && (
          <ul className="chips reddit-keywords" aria-label="Matching keywords">
            {d.matching_keywords.slice(0, 5).map((k) => (
              <li key={k} className="badge">
                {k}
              </li>
            ))}
          </ul>
        )}
        {isContentOpportunity(d.content_potential) && (
          <aside className="reddit-callout" aria-label="TikTok Content Opportunity">
            <strong>TikTok Content Opportunity</strong>
            <p>High engagement and a strong Utah connection: a good candidate for a short social video.</p>
          </aside>
        )}
        <p>
          <a href={d.url} target="_blank" rel="noopener noreferrer">
            View on Reddit<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      </article>
    </li>
  );
}
