// The river gauges of issue 49 through USGS Water Data's OGC API: GET
// {USGS_BASE_URL}/ogcapi/v0/collections/latest-continuous/items?monitoring_location_id=…&parameter_code=00060,
// the latest of each continuous time series (discharge, cubic feet per second) as GeoJSON
// (api.waterdata.usgs.gov/ogcapi/v0/openapi). The older Water Services (waterservices.usgs.gov/nwis/iv)
// is being retired between November 2026 and February 2027, so the site reads the new API. Gauges
// report every 15 minutes: an answer is kept 15 minutes, a failure a minute.
import { z } from 'zod';
import { env } from '../../server/env.ts';
import { errorText, log, stackOf } from '../../server/log.ts';
import { forgetOnReset } from '../../server/processState.ts';
import { TtlCache } from '../../server/ttlCache.ts';
import { conditionsSettings, SourceError } from './conditions.server.ts';
import { FLOW_RULES, type FlowReading, type RiverAnswer, type RiverPlace } from './riverFlow.ts';

const USGS = 'The USGS river gauge';
const USER_AGENT = 'SLC Trips conditions page (slctrips.com, hello@slctrips.com)';
/** USGS's parameter code of discharge, in cubic feet per second. */
export const DISCHARGE = '00060';

/** The fields we read of the answer: each feature's time and value (a string, as USGS sends it). */
const latestSchema = z.object({
  features: z.array(
    z.object({
      properties: z.looseObject({
        time: z.string().nullish(),
        value: z.union([z.string(), z.number()]).nullish(),
        parameter_code: z.string().nullish(),
        unit_of_measure: z.string().nullish(),
      }),
    }),
  ),
});

const cache = new TtlCache<FlowReading & { answeredAt: string }>({ ttlMs: 15 * 60_000, failureTtlMs: 60_000 });
forgetOnReset(() => cache.clear());

/** The newest discharge reading of an answer; a SourceError when it holds none we can read. */
export function readLatest(gauge: string, body: unknown): FlowReading {
  const result = latestSchema.safeParse(body);
  if (!result.success) {
    log.error('conditions', `river gauge ${gauge}: unexpected shape`);
    throw new SourceError(`${USGS} sent an answer we could not read.`);
  }
  const readings = result.data.features
    .map((f) => f.properties)
    .filter((p) => (p.parameter_code ?? DISCHARGE) === DISCHARGE)
    .map((p) => ({ cfs: Number(p.value), at: Date.parse(p.time ?? '') }))
    .filter((r) => Number.isFinite(r.cfs) && r.cfs >= 0 && Number.isFinite(r.at))
    .sort((a, b) => b.at - a.at);
  const newest = readings[0];
  if (!newest) throw new SourceError(`${USGS} has no recent reading.`);
  return { cfs: newest.cfs, measuredAt: new Date(newest.at).toISOString() };
}

async function fetchLatest(gauge: string): Promise<FlowReading & { answeredAt: string }> {
  const url = new URL('/ogcapi/v0/collections/latest-continuous/items', env().USGS_BASE_URL);
  url.searchParams.set('monitoring_location_id', gauge);
  url.searchParams.set('parameter_code', DISCHARGE);
  url.searchParams.set('f', 'json');
  const key = env().USGS_API_KEY;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { 'user-agent': USER_AGENT, accept: 'application/geo+json, application/json', ...(key && { 'x-api-key': key }) },
      signal: AbortSignal.timeout(conditionsSettings.timeoutMs),
    });
  } catch (error) {
    log.error('conditions', `river gauge ${gauge}: request failed: ${(error as Error).message}`);
    throw new SourceError(`${USGS} could not be reached.`);
  }
  if (!response.ok) {
    log.error('conditions', `river gauge ${gauge} answered ${response.status}`);
    throw new SourceError(`${USGS} answered ${response.status}.`);
  }
  const body = await response.json().catch(() => {
    throw new SourceError(`${USGS} sent an answer we could not read.`);
  });
  return { ...readLatest(gauge, body), answeredAt: new Date().toISOString() };
}

async function placePart(gauge: string): Promise<RiverPlace['part']> {
  try {
    return { status: 'ok', ...(await cache.get(gauge, () => fetchLatest(gauge))) };
  } catch (error) {
    if (error instanceof SourceError) return { status: 'unavailable', reason: error.message };
    log.error('conditions', `river gauge ${gauge} failed: ${errorText(error)}`, { stack: stackOf(error) });
    return { status: 'unavailable', reason: 'Something went wrong on our side.' };
  }
}

/** GET /api/river-flow: each flow rule's place with its gauge's latest reading, or why there is none. */
export async function riverFlow(): Promise<RiverAnswer> {
  return { places: await Promise.all(FLOW_RULES.map(async (rule) => ({ rule, part: await placePart(rule.gauge) }))) };
}

/** The river part of a place's "Today" answer: its rule and reading, or null when no river rules it. */
export async function riverAt(placeId: string): Promise<RiverPlace | null> {
  const rule = FLOW_RULES.find((r) => r.placeId === placeId);
  return rule ? { rule, part: await placePart(rule.gauge) } : null;
}
