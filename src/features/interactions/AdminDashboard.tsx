import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { apiFetch, errorText } from '../../lib/api.ts';
import { todayOrDate, utahTimeWithZone } from '../../lib/format.ts';
import { mutateCache } from '../../lib/query.ts';
import { toast } from '../../lib/toast.ts';
import { splitToast } from '../../lib/toast.ts';
import type { SiteBuildStatus } from '../publishing/publishing.ts';
import { ADMIN, type AdminAnalytics, type Interaction, interactionLabel } from './interactions.ts';
import { $adminAnalytics, $adminInteractions, ANALYTICS_KEY, INTERACTIONS_KEY } from './interactions.store.ts';
import StaffGate from '../accounts/StaffGate.tsx';
import SystemStatus from '../health/SystemStatus.tsx';
import { $adminStatus, STATUS_KEY } from '../health/health.store.ts';
import type { AdminStatus } from '../health/health.ts';
import Tabs from '../../components/Tabs.tsx';

const messageOf = (error: unknown) => errorText(error);

function show(text: string, variant: 'default' | 'error' = 'default', description?: string) {
  const [title, rest] = splitToast(text);
  toast(title, description ?? rest, variant);
}

function Header() {
  const [busy, setBusy] = useState<'refresh' | 'test' | 'summary' | null>(null);

  async function run(which: 'refresh' | 'test' | 'summary') {
    setBusy(which);
    let summarySent = false;
    try {
      if (which === 'refresh') {
        const [analytics, interactions, status] = await Promise.all([
          apiFetch<AdminAnalytics>(ANALYTICS_KEY),
          apiFetch<Interaction[]>(INTERACTIONS_KEY),
          apiFetch<AdminStatus>(STATUS_KEY),
        ]);
        mutateCache(ANALYTICS_KEY, analytics);
        mutateCache(INTERACTIONS_KEY, interactions);
        mutateCache(STATUS_KEY, status);
        show('Data Refreshed - Latest analytics and interactions loaded');
      } else if (which === 'test') {
        await apiFetch('/api/email/test');
        show('Email Test Sent - Check your email for the test message');
      } else {
        await apiFetch('/api/email/test-interactions', { method: 'POST' });
        show('Interaction Summary Sent - Pending interactions have been emailed');
        summarySent = true;
      }
    } catch (error) {
      const title = which === 'test' ? 'Email Test Failed' : which === 'summary' ? 'Failed to Send Summary' : 'Refresh Failed';
      show(title, 'error', messageOf(error));
    } finally {
      setBusy(null);
    }
    // Outside the try: the summary went out, so a failing reload of the counters must not
    // replace the success toast with "Failed to Send Summary"; the 30-second refresh catches up.
    if (summarySent) {
      try {
        mutateCache(ANALYTICS_KEY, await apiFetch<AdminAnalytics>(ANALYTICS_KEY));
      } catch {
        // Left to the next scheduled refresh.
      }
    }
  }

  return (
    <div className="admin-actions">
      <button type="button" className="button secondary" disabled={busy !== null} onClick={() => run('refresh')}>
        Refresh
      </button>
      <button type="button" className="button secondary" disabled={busy !== null} onClick={() => run('test')}>
        Test Email
      </button>
      <button type="button" className="button" disabled={busy !== null} onClick={() => run('summary')}>
        Send Summary
      </button>
    </div>
  );
}

function StatCard({ title, value, note }: { title: string; value: string | number; note: string }) {
  return (
    <div className="card stat-card">
      <div className="card-body">
        <h3>{title}</h3>
        <p className="stat-value">{value}</p>
        <p className="muted">{note}</p>
      </div>
    </div>
  );
}

function LoadError({ error }: { error: unknown }) {
  return <p role="alert">Could not load the data: {messageOf(error)}</p>;
}

function Overview() {
  const { data, error } = useStore($adminAnalytics);
  return (
    <>
      {error ? <LoadError error={error} /> : null}
      <div className="grid stat-grid">
        <StatCard title="Total Destinations" value={data?.totalDestinations ?? '—'} note="In the catalogue" />
        <StatCard title="Active Sessions" value={data?.activeSessions ?? '—'} note="Distinct sessions today, since midnight Utah time" />
        <StatCard title="Today's Interactions" value={data?.todayInteractions ?? '—'} note="Since midnight, Utah time" />
        <StatCard title="Email Notifications" value="Active" note={`Emails sent every ${ADMIN.digestEveryMinutes} minutes`} />
      </div>
      <SiteBuild status={data?.siteBuild} />
      <SystemStatus />
    </>
  );
}

/** When the prebuilt site was last built, whether a build runs or is due, the last failure (decision 027). */
function SiteBuild({ status }: { status: SiteBuildStatus | undefined }) {
  if (!status) return null;
  const time = (iso: string) => <time dateTime={iso}>{when(iso)}</time>;
  return (
    <section className="card site-build" aria-labelledby="site-build">
      <div className="card-body">
        <h3 id="site-build">Site Build</h3>
        <dl>
          {status.running !== undefined ? (
            <>
              <dt>Last built</dt>
              <dd>{status.lastBuiltAt ? time(status.lastBuiltAt) : 'unknown'}</dd>
              <dt>Build running</dt>
              <dd>{status.running ? 'yes' : 'no'}</dd>
            </>
          ) : (
            <>
              <dt>Build hook last called</dt>
              <dd>{status.hookCalledAt ? time(status.hookCalledAt) : 'never'}</dd>
            </>
          )}
          <dt>Rebuild waiting</dt>
          <dd>{status.requestedAt ? <>yes, asked at {time(status.requestedAt)}</> : 'no'}</dd>
          {status.lastError ? (
            <>
              <dt>Last failure</dt>
              <dd role="status">
                {status.lastError}
                {status.lastErrorAt ? <> ({time(status.lastErrorAt)})</> : null}
              </dd>
            </>
          ) : null}
        </dl>
      </div>
    </section>
  );
}

/** Today's interactions by their Utah time of day; older ones with their date. */
/** Staff may read the dashboard anywhere: Utah's clock with its zone named ("6:52 AM MST"). */
const when = (timestamp: string): string => todayOrDate(new Date(timestamp), Date.now(), utahTimeWithZone);

function LiveInteractions() {
  const { data, error } = useStore($adminInteractions);
  return (
    <>
      <p className="muted">
        The latest {ADMIN.liveListSize}, updated every {ADMIN.interactionsRefreshMs / 1000} seconds.
      </p>
      {error ? <LoadError error={error} /> : null}
      {data === undefined && !error ? <p className="muted">Loading interactions…</p> : null}
      {data?.length === 0 ? <p>No recent interactions captured</p> : null}
      {data?.length ? (
        <ul className="interaction-list" aria-label="Recent interactions">
          {data.map((i) => (
            <li key={i.id} className="card interaction">
              <div className="card-body">
                <span className="badge">{interactionLabel(i.type)}</span> <strong>{i.destinationName ?? '—'}</strong>
                <span className="muted interaction-meta">
                  <time dateTime={i.timestamp}>{when(i.timestamp)}</time> · <span>{i.email ?? 'anonymous'}</span> ·{' '}
                  <span>
                    Session <code>{i.sessionId.slice(0, ADMIN.sessionIdShown)}</code>
                  </span>
                </span>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function Analytics() {
  const { data, error } = useStore($adminAnalytics);
  return (
    <div className="grid analytics-grid">
      {error ? <LoadError error={error} /> : null}
      <section className="card" aria-labelledby="popular-destinations">
        <div className="card-body">
          <h3 id="popular-destinations">Popular Destinations</h3>
          {data?.popularDestinations.length ? (
            <ol className="popular-list">
              {data.popularDestinations.map((p) => (
                <li key={p.destination}>
                  <span>{p.name}</span> <span className="muted">{p.count} views</span>
                </li>
              ))}
            </ol>
          ) : (
            <p>No data available</p>
          )}
        </div>
      </section>
      <section className="card" aria-labelledby="interaction-types">
        <div className="card-body">
          <h3 id="interaction-types">Interaction Types</h3>
          {data ? (
            <ul className="type-list">
              {data.interactionTypes.map((t) => (
                <li key={t.type}>
                  <span className="badge">{interactionLabel(t.type)}</span> <span>{t.count}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p>No data available</p>
          )}
        </div>
      </section>
    </div>
  );
}

function Dashboard() {
  // Both reads stay subscribed (and keep polling) whichever tab is open.
  useStore($adminAnalytics);
  useStore($adminInteractions);
  useStore($adminStatus);
  return (
    <>
      <Header />
      <Tabs
        label="Dashboard sections"
        tabs={[
          { id: 'overview', label: 'Overview', content: <Overview /> },
          { id: 'live', label: 'Live Interactions', content: <LiveInteractions /> },
          { id: 'analytics', label: 'Analytics', content: <Analytics /> },
        ]}
      />
    </>
  );
}

/** /admin: header actions and the Overview, Live Interactions and Analytics tabs (staff only). */
export default function AdminDashboard() {
  return (
    <StaffGate>
      <Dashboard />
    </StaffGate>
  );
}
