// The river gauges of issue 49 through USGS Water Data's OGC API: GET
// {USGS_BASE_URL}/ogcapi/v0/collections/latest-continuous/items?monitoring_location_id=…&parameter_code=00060,
// the latest of each continuous time series (discharge, cubic feet per second) as GeoJSON
// (api.waterdata.usgs.gov/ogcapi/v0/openapi). The older Water Services (waterservices.usgs.gov/nwis/iv)
// is being retired between November 2026 and February 2027, so the site reads the new API. Gauges
// report every 15 minutes: a schedule (functions/scan-rivers.mts) asks each gauge every 15 minutes
// and keeps its latest reading in river_readings, which every instance answers from; a gauge not
// asked for 20 minutes (no schedule yet, a server just started) is asked on the spot, once per
// process a minute however many requests want it.
import { z } from 'zod';
import type { Sql } from '../../server/db.ts';
import { env } from '../../server/env.ts';
import { errorText, log, stackOf } from '../../server/log.ts';
import { forgetOnReset } from '../../server/processState.ts';
import { TtlCache } from '../../server/ttlCache.ts';
import { getJson, SourceError } from './conditions.server.ts';
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

/** A gauge's row is stale (asked on the spot) this long after it was last asked. */
export const STALE_MS = 20 * 60_000;
// One ask per gauge per process a minute, answer or failure: concurrent requests share it.
const asks = new TtlCache<void>({ ttlMs: 60_000, failureTtlMs: 60_000 });
forgetOnReset(() => asks.clear());

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
  const headers = { 'user-agent': USER_AGENT, accept: 'application/geo+json, application/json', ...(key && { 'x-api-key': key }) };
  const body = await getJson(url, headers, USGS, `river gauge ${gauge}`);
  return { ...readLatest(gauge, body), answeredAt: new Date().toISOString() };
}

/** Asks one gauge and keeps the answer; a failure keeps the last reading and records why. */
async function scanGauge(sql: Sql, gauge: string, now: () => number): Promise<{ gauge: string; ok: boolean; detail: string }> {
  let error: string;
  try {
    const r = await fetchLatest(gauge);
    await sql`
      INSERT INTO river_readings (gauge, cfs, measured_at, answered_at, checked_at, error)
      VALUES (${gauge}, ${r.cfs}, ${r.measuredAt}, ${r.answeredAt}, ${new Date(now())}, NULL)
      ON CONFLICT (gauge) DO UPDATE SET cfs = EXCLUDED.cfs, measured_at = EXCLUDED.measured_at,
        answered_at = EXCLUDED.answered_at, checked_at = EXCLUDED.checked_at, error = NULL`;
    return { gauge, ok: true, detail: `${Math.round(r.cfs)} cubic feet per second at ${r.measuredAt}` };
  } catch (caught) {
    if (caught instanceof SourceError) error = caught.message;
    else {
      log.error('conditions', `river gauge ${gauge} failed: ${errorText(caught)}`, { stack: stackOf(caught) });
      error = 'Something went wrong on our side.';
    }
  }
  await sql`
    INSERT INTO river_readings (gauge, checked_at, error) VALUES (${gauge}, ${new Date(now())}, ${error})
    ON CONFLICT (gauge) DO UPDATE SET checked_at = EXCLUDED.checked_at, error = EXCLUDED.error`;
  return { gauge, ok: false, detail: error };
}

/** The gauges the flow rules read, once each. */
const GAUGES = [...new Set(FLOW_RULES.map((r) => r.gauge))];

/** The schedule's run (and staff's "scan now"): every gauge asked now, each answer kept. */
export async function scanRivers(
  sql: Sql,
  now: () => number = Date.now,
): Promise<{ ok: boolean; gauges: Array<{ gauge: string; ok: boolean; detail: string }> }> {
  const gauges = await Promise.all(GAUGES.map((gauge) => scanGauge(sql, gauge, now)));
  return { ok: gauges.every((g) => g.ok), gauges };
}

interface ReadingRow {
  gauge: string;
  cfs: number | null;
  measuredAt: Date | null;
  answeredAt: Date | null;
  checkedAt: Date;
  error: string | null;
}

const readRows = async (sql: Sql): Promise<Map<string, ReadingRow>> =>
  new Map(
    (
      await sql<ReadingRow[]>`
        SELECT gauge, cfs, measured_at, answered_at, checked_at, error FROM river_readings WHERE gauge = ANY(${GAUGES})`
    ).map((row) => [row.gauge, row]),
  );

/** A gauge's part of the answer: its kept reading, or why there is none. */
function partOf(row: ReadingRow | undefined): RiverPlace['part'] {
  if (!row) return { status: 'unavailable', reason: `${USGS} has not been read yet.` };
  if (row.error) return { status: 'unavailable', reason: row.error };
  if (row.cfs === null || !row.measuredAt) return { status: 'unavailable', reason: `${USGS} has no recent reading.` };
  return { status: 'ok', cfs: row.cfs, measuredAt: row.measuredAt.toISOString(), answeredAt: (row.answeredAt ?? row.checkedAt).toISOString() };
}

/**
 * GET /api/river-flow: each flow rule's place with its gauge's kept reading, or why there is none.
 * A gauge not asked for {@link STALE_MS} is asked first (once per process a minute).
 */
export async function riverFlow(sql: Sql, now: () => number = Date.now): Promise<RiverAnswer> {
  let rows = await readRows(sql);
  const stale = GAUGES.filter((g) => {
    const row = rows.get(g);
    return !row || now() - row.checkedAt.getTime() > STALE_MS;
  });
  if (stale.length > 0) {
    await Promise.all(stale.map((g) => asks.get(g, async () => void (await scanGauge(sql, g, now)))));
    rows = await readRows(sql);
  }
  return { places: FLOW_RULES.map((rule) => ({ rule, part: partOf(rows.get(rule.gauge)) })) };
}

/** The river part of a place's "Today" answer: its rule and reading, or null when no river rules it. */
export async function riverAt(sql: Sql, placeId: string): Promise<RiverPlace | null> {
  const rule = FLOW_RULES.find((r) => r.placeId === placeId);
  if (!rule) return null;
  const answer = await riverFlow(sql);
  return answer.places.find((p) => p.rule.placeId === placeId) ?? null;
}
