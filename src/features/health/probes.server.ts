import type { Sql } from '../../server/db.ts';
import { env } from '../../server/env.ts';
import type { OutsideService } from '../../server/outsideServices.ts';

/*
 * A status that checks (issue 40, decision 059c): one cheap real call to each outside service,
 * made by a schedule whatever visitors do, so the staff panel says whether a service answers now
 * and not only how it answered the last visitor.
 */

export type ProbedService = OutsideService | 'udot' | 'usgs' | 'reddit-token';
export type ProbeState = 'ok' | 'failed' | 'not configured';

export interface ProbeResult {
  service: ProbedService;
  state: ProbeState;
  /** When the probe ended, ISO. */
  at: string;
  detail: string;
}

/** Each probe's bound: a service slower than this is down for the panel. */
export const PROBE_TIMEOUT_MS = 5_000;

const USER_AGENT = 'SLC Trips status probe (slctrips.com, hello@slctrips.com)';
const base = (url: string) => url.replace(/\/+$/, '');

interface Probe {
  service: ProbedService;
  /** The call in words, for the panel. */
  call: string;
  /** The request, or null when the service has no key set. */
  request(): { url: string; init?: RequestInit } | null;
}

export const PROBES: readonly Probe[] = [
  {
    service: 'weather',
    call: 'NWS /points for downtown Salt Lake City',
    request: () => ({
      url: `${base(env().WEATHER_BASE_URL)}/points/40.7608,-111.891`,
      init: { headers: { 'user-agent': USER_AGENT, accept: 'application/geo+json' } },
    }),
  },
  {
    service: 'parks',
    call: 'NPS /parks for Zion (one record)',
    request: () => {
      const key = env().NPS_API_KEY;
      return key
        ? { url: `${base(env().NPS_BASE_URL)}/api/v1/parks?parkCode=zion&limit=1`, init: { headers: { 'x-api-key': key, 'user-agent': USER_AGENT } } }
        : null;
    },
  },
  {
    service: 'places',
    // The ids-only field mask is Places' cheapest text search.
    call: 'a one-result Places text search (ids only)',
    request: () => {
      const key = env().GOOGLE_PLACES_API_KEY;
      if (!key) return null;
      const headers = { 'content-type': 'application/json', 'X-Goog-Api-Key': key, 'X-Goog-FieldMask': 'places.id' };
      return {
        url: `${base(env().PLACES_BASE_URL)}/v1/places:searchText`,
        init: { method: 'POST', headers, body: JSON.stringify({ textQuery: 'Salt Lake City', pageSize: 1 }) },
      };
    },
  },
  {
    service: 'udot',
    call: 'UDOT /mountainpasses',
    request: () => {
      const key = env().UDOT_API_KEY;
      return key ? { url: `${base(env().UDOT_BASE_URL)}/api/v2/get/mountainpasses?key=${encodeURIComponent(key)}&format=json` } : null;
    },
  },
  {
    service: 'usgs',
    call: 'USGS Water Data latest flow at the Springdale gauge',
    request: () => {
      const key = env().USGS_API_KEY;
      const url = `${base(env().USGS_BASE_URL)}/ogcapi/v0/collections/latest-continuous/items?monitoring_location_id=USGS-09405500&parameter_code=00060&f=json`;
      // USGS answers without a key too (rate-limited by address), so the probe always runs.
      return { url, init: { headers: { 'user-agent': USER_AGENT, accept: 'application/geo+json', ...(key && { 'x-api-key': key }) } } };
    },
  },
  {
    service: 'reddit-token',
    call: 'a Reddit app-only OAuth token',
    request: () => {
      const { REDDIT_CLIENT_ID: id, REDDIT_CLIENT_SECRET: secret, REDDIT_BASE_URL, REDDIT_USER_AGENT } = env();
      if (!id || !secret) return null;
      const headers = {
        authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        'user-agent': REDDIT_USER_AGENT,
      };
      return { url: `${base(REDDIT_BASE_URL)}/api/v1/access_token`, init: { method: 'POST', headers, body: 'grant_type=client_credentials' } };
    },
  },
];

/** Whether a service has what its probe needs (its key) in this instance's settings now. */
export const isConfigured = (service: ProbedService): boolean => PROBES.find((p) => p.service === service)?.request() != null;

/** One probe: never throws; a 2xx is "ok", anything else (an error, a timeout) is "failed" with why. */
export async function runProbe(probe: Probe, timeoutMs = PROBE_TIMEOUT_MS): Promise<ProbeResult> {
  const result = (state: ProbeState, detail: string): ProbeResult => ({
    service: probe.service,
    state,
    at: new Date().toISOString(),
    detail: detail.slice(0, 300),
  });
  const request = probe.request();
  if (!request) return result('not configured', 'no API key is set');
  const started = performance.now();
  try {
    const response = await fetch(request.url, { ...request.init, signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    const ms = Math.round(performance.now() - started);
    return response.ok
      ? result('ok', `${probe.call}: answered ${response.status} in ${ms} ms`)
      : result('failed', `${probe.call}: answered ${response.status}`);
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    return result('failed', `${probe.call}: ${timedOut ? `no answer within ${timeoutMs / 1000} s` : 'could not be reached'}`);
  }
}

/** Probes every service at once and keeps each outcome in service_probes (one row each, overwritten). */
export async function probeServices(sql: Sql, timeoutMs = PROBE_TIMEOUT_MS): Promise<ProbeResult[]> {
  const results = await Promise.all(PROBES.map((probe) => runProbe(probe, timeoutMs)));
  for (const r of results) {
    await sql`
      INSERT INTO service_probes (service, probed_at, state, detail) VALUES (${r.service}, ${r.at}, ${r.state}, ${r.detail})
      ON CONFLICT (service) DO UPDATE SET probed_at = EXCLUDED.probed_at, state = EXCLUDED.state, detail = EXCLUDED.detail`;
  }
  return results;
}

/** The last probe of each service, whichever instance ran it. */
export async function lastProbes(sql: Sql): Promise<Map<string, ProbeResult>> {
  const rows = await sql<{ service: ProbedService; probedAt: Date; state: ProbeState; detail: string }[]>`
    SELECT service, probed_at, state, detail FROM service_probes`;
  return new Map(rows.map((r) => [r.service, { service: r.service, state: r.state, at: new Date(r.probedAt).toISOString(), detail: r.detail }]));
}
