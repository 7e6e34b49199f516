// Live road closures (issue 27, decision 048): one scan reads UDOT into the database; every
// instance answers from it. The scan replaces the stored closures whole, in one transaction, so
// two scans at once leave one scan's closures, never a mix; its request budget is shared
// through request_budgets (src/server/requestBudget.ts).
import type { Sql } from '../../server/db.ts';
import { env } from '../../server/env.ts';
import { log } from '../../server/log.ts';
import { databaseBudget } from '../../server/requestBudget.ts';
import { type CanyonStatus, type Closure, closedEdgeKeys, type RoadClosures, STALE_AFTER_MS, USUAL_REASONS } from './closures.ts';
import { placesAlongEdges, placesClosedBy } from './alongRoad.ts';
import { closureRows } from './fromUdot.ts';
import { CANYONS, type PlacePoint } from './match.ts';
import { UDOT_BUDGET, UdotBudgetError, UdotClient, UdotError } from './udot.server.ts';

export interface ScanOutcome {
  ok: boolean;
  detail: string;
}

/** The client the app uses: UDOT_BASE_URL, UDOT_API_KEY, the shared budget (UDOT_REQUESTS_PER_MINUTE, UDOT's 10 by default); null without a key. */
export function udotClient(sql: Sql, now: () => number = Date.now): UdotClient | null {
  const { UDOT_BASE_URL, UDOT_API_KEY, UDOT_REQUESTS_PER_MINUTE } = env();
  if (!UDOT_API_KEY) return null;
  return new UdotClient({
    baseUrl: UDOT_BASE_URL,
    apiKey: UDOT_API_KEY,
    budget: databaseBudget(sql, 'udot', UDOT_REQUESTS_PER_MINUTE, UDOT_BUDGET.windowMs),
    now,
  });
}

/** The catalogue's places as points (the functions pass the destinations they read). */
export function placePoints(places: ReadonlyArray<{ id: string; coordinates: { lat: number; lng: number } | null }>): PlacePoint[] {
  return places.flatMap((d) => (d.coordinates ? [{ id: d.id, lat: d.coordinates.lat, lng: d.coordinates.lng }] : []));
}

async function replaceClosures(sql: Sql, rows: readonly Closure[], at: Date): Promise<void> {
  await sql.begin(async (tx) => {
    await tx`DELETE FROM road_closures`;
    for (const r of rows) {
      await tx`
        INSERT INTO road_closures (id, kind, roadway, description, location, lat, lng, starts_at, ends_at, updated_at, edge_keys, place_ids)
        VALUES (${r.id}, ${r.kind}, ${r.road}, ${r.description}, ${r.location}, ${r.lat}, ${r.lng}, ${r.since}, ${r.endsAt}, ${r.updatedAt},
                ${r.edgeKeys}::text[], ${r.placeIds}::text[])
        ON CONFLICT (id) DO NOTHING`;
    }
    await tx`
      INSERT INTO road_closure_checks (source, checked_at, ok_at, error) VALUES ('udot', ${at}, ${at}, NULL)
      ON CONFLICT (source) DO UPDATE SET checked_at = EXCLUDED.checked_at, ok_at = EXCLUDED.ok_at, error = NULL`;
  });
}

/**
 * One scan: UDOT's events and mountain passes (two calls of the budget), matched to the graph
 * and the catalogue, stored. A failure keeps the stored closures and records why; the answer
 * then falls back to the usual windows (roadClosures).
 */
export async function scanUdot(sql: Sql, places: () => Promise<PlacePoint[]>, now: () => number = Date.now): Promise<ScanOutcome> {
  const client = udotClient(sql, now);
  if (!client) return { ok: true, detail: 'UDOT_API_KEY is not set: the usual winter windows apply' };
  try {
    const [events, passes] = [await client.events(), await client.mountainPasses()];
    const rows = closureRows(events, passes, await places(), new Date(now()));
    await replaceClosures(sql, rows, new Date(now()));
    return { ok: true, detail: `read ${events.length} events and ${passes.length} passes: ${rows.length} matched closures or restrictions` };
  } catch (error) {
    if (!(error instanceof UdotError)) throw error;
    // Another instance used the minute's calls: its scan is as fresh as ours would be.
    if (error instanceof UdotBudgetError) return { ok: false, detail: error.message };
    log.error('closures', `UDOT scan failed: ${error.message}`);
    await sql`
      INSERT INTO road_closure_checks (source, checked_at, error) VALUES ('udot', ${new Date(now())}, ${error.message})
      ON CONFLICT (source) DO UPDATE SET checked_at = EXCLUDED.checked_at, error = EXCLUDED.error`;
    return { ok: false, detail: error.message };
  }
}

/** A stored closure as the database gives it: its times as dates (the columns' own names given the closure's in the query). */
type StoredClosure = Omit<Closure, 'source' | 'since' | 'updatedAt' | 'endsAt' | 'alongPlaceIds'> & Record<'since' | 'updatedAt' | 'endsAt', Date | null>;

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** Each canyon's state from the items in force: closed, traction restrictions, or open. */
export function canyonStatuses(items: readonly Closure[]): CanyonStatus[] {
  return CANYONS.map(({ road, name }) => {
    const on = items.filter((i) => i.edgeKeys.some((k) => k.startsWith(`${road}:`)));
    const closed = on.find((i) => i.kind === 'closure');
    const restricted = on.find((i) => i.kind === 'restriction');
    const top = closed ?? restricted;
    return { road, name, state: closed ? 'closed' : restricted ? 'traction' : 'open', text: top?.description ?? null, since: top?.since ?? null };
  });
}

const usual = (reason: string, checkedAt: string | null = null): RoadClosures => ({
  source: 'usual',
  checkedAt,
  reason,
  closedEdgeKeys: [],
  closedPlaceIds: [],
  items: [],
  canyons: [],
});

/** GET /api/road-closures: the matched closures in force at `now`, or which usual rule applies and why. */
export async function roadClosures(sql: Sql, now: Date = new Date()): Promise<RoadClosures> {
  if (!env().UDOT_API_KEY) return usual(USUAL_REASONS.noKey);
  const [check] = await sql<{ checkedAt: Date | null; okAt: Date | null; error: string | null }[]>`
    SELECT checked_at, ok_at, error FROM road_closure_checks WHERE source = 'udot'`;
  if (!check?.checkedAt) return usual(USUAL_REASONS.noScan);
  if (check.error || !check.okAt || now.getTime() - new Date(check.okAt).getTime() > STALE_AFTER_MS) {
    return usual(USUAL_REASONS.unreachable, iso(check.checkedAt));
  }
  const rows = await sql<StoredClosure[]>`
    SELECT id, kind, roadway AS road, description, location, lat, lng, starts_at AS since, updated_at, ends_at, edge_keys, place_ids
    FROM road_closures
    WHERE (starts_at IS NULL OR starts_at <= ${now}) AND (ends_at IS NULL OR ends_at > ${now})
    ORDER BY roadway, id`;
  // The places along each road are the data's of today (alongRoad.ts), not the scan's: the table keeps none.
  const items: Closure[] = rows.map((r) => ({
    ...r,
    source: 'udot',
    since: iso(r.since),
    updatedAt: iso(r.updatedAt),
    endsAt: iso(r.endsAt),
    alongPlaceIds: placesAlongEdges(r.edgeKeys),
  }));
  return {
    source: 'udot',
    checkedAt: iso(check.okAt),
    reason: null,
    closedEdgeKeys: closedEdgeKeys(items),
    closedPlaceIds: placesClosedBy(items),
    items,
    canyons: canyonStatuses(items),
  };
}
