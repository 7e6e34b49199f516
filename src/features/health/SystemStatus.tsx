import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { apiFetch, errorText } from '../../lib/api.ts';
import { mutateCache } from '../../lib/query.ts';
import { type AdminStatus, stateLabel, type SystemStatus as System, when } from './health.ts';
import { $adminStatus, STATUS_KEY } from './health.store.ts';

/**
 * "Check the outside services now" (issue 40, decision 061a): the probe round at once rather than
 * at the next five minutes; the panel shows the status it leaves.
 */
function ProbeNow() {
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const probe = async () => {
    setBusy(true);
    setSaid('Checking the outside services…');
    try {
      mutateCache(STATUS_KEY, await apiFetch<AdminStatus>('/api/admin/status/probe', { method: 'POST' }));
      setSaid('The outside services were checked just now.');
    } catch (error) {
      setSaid(`Could not check the outside services: ${errorText(error)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <p className="system-probe">
      <button type="button" className="button" onClick={() => void probe()} disabled={busy}>
        Check the outside services now
      </button>{' '}
      <span role="status" data-probe-status>
        {said}
      </span>
    </p>
  );
}

/** The last call a visitor's request made, beside the probe: the two can disagree for a while. */
function LastRequest({ last }: { last: System['lastRequest'] }) {
  if (last === undefined) return null;
  if (last === null) return <span className="system-checked">Last request: none since this server instance started</span>;
  return (
    <span className="system-checked">
      Last request: {last.ok ? 'answered' : 'failed'}, {last.detail} (<time dateTime={last.at}>{when(last.at)}</time>, this server instance)
    </span>
  );
}

const slug = (state: System['state']) => state.replace(/ /g, '-');

/**
 * The admin panel's System Status (issue 30): each system's state from GET /api/admin/status,
 * what was checked and when. A failed system is red and says "failed" in words; nothing is
 * shown as working that the server did not check.
 */
export default function SystemStatus() {
  const { data, error } = useStore($adminStatus);
  return (
    <section className="card system-status" aria-labelledby="system-status">
      <div className="card-body">
        <h3 id="system-status">System Status</h3>
        {error ? <p role="alert">Could not load the system status: {errorText(error)}</p> : null}
        {!data && !error ? <p className="muted">Checking the systems…</p> : null}
        {data ? (
          <>
            <ul>
              {data.systems.map((s) => (
                <li key={s.id} className={`system state-${slug(s.state)}`} data-system={s.id}>
                  <div>
                    <strong>{s.name}</strong>
                    <span className="system-detail">
                      {s.detail}
                      {s.at ? (
                        <>
                          {' '}
                          (<time dateTime={s.at}>{when(s.at)}</time>)
                        </>
                      ) : null}
                    </span>
                    <span className="system-checked">Checked: {s.checked}</span>
                    <LastRequest last={s.lastRequest} />
                  </div>
                  <span className={`badge state-${slug(s.state)}`}>{stateLabel(s.state)}</span>
                </li>
              ))}
            </ul>
            <p className="system-checked">
              Checked at <time dateTime={data.checkedAt}>{when(data.checkedAt)}</time>; refreshed every minute. The outside services are probed every five
              minutes.
            </p>
            <ProbeNow />
          </>
        ) : null}
      </div>
    </section>
  );
}
