// What /conditions prebuilds (issue 40): the seasonal roads and byways with their usual windows
// and the places each one closes or slows, the places up each Cottonwood canyon, and the
// per-place gates of roads the graph lacks. Built once per site build from the road model; the
// page's script adds today's state and UDOT's live answer. Build time only: it runs the drive
// model for the places winter touches.
import { USUAL_CLOSURES as CLOSURES } from '../roads/winter.ts';
import { seasonalDriveFromAirport } from '../roads/driveTime.ts';
import { PLACE_WINTER_RULES } from '../roads/placeAccess.ts';
import { ROAD_EDGES } from '../roads/roadNetwork.ts';
import type { Agency } from '../roads/winter.ts';
import { edgeKey } from '../roads/roadsOn.ts';
import { placesAlongEdges } from './alongRoad.ts';
import { CANYONS, canyonOf } from './match.ts';

/** The catalogue fields the page needs of a place. */
export interface TodayPlace {
  id: string;
  name: string;
  coordinates: { lat: number; lng: number } | null;
  road?: 'paved' | 'gravel' | 'dirt' | 'high-clearance';
  seasonalClosure?: { from: string; to: string } | null;
  winterDriveTimeMinutes?: number | null;
}

export interface PlaceLink {
  id: string;
  name: string;
}

/** One usual window: a seasonal road of the graph, or a gate on a road the graph lacks. */
export interface SeasonalRow {
  key: string;
  /** The road names ("SR-150 (Mirror Lake Hwy)") or the gate. */
  roads: string[];
  from: string;
  to: string;
  when: string;
  source: string;
  checkedOn: string;
  /** The agency that sets the closure: cited first, before the report the usual dates come from. */
  agency: Agency;
  /** Where the gates are, in words, when a place's own rule names them ("SR-150 winter gate near Soapstone"). */
  gates: string[];
  /** The graph's segments of the road, to match UDOT's live closures (empty for a gate). */
  edgeKeys: string[];
  /** Places no open road reaches while it is closed. */
  closes: PlaceLink[];
  /** Places reached the long way round while it is closed. */
  slows: PlaceLink[];
}

const byName = (a: PlaceLink, b: PlaceLink) => a.name.localeCompare(b.name);
const link = (p: TodayPlace): PlaceLink => ({ id: p.id, name: p.name });

/** Which window of CLOSURES an edge's closure is (the graph keeps the object). */
const KEY_OF = new Map(Object.entries(CLOSURES).map(([key, value]) => [value as unknown, key]));

function graphRows(): Map<string, SeasonalRow> {
  const rows = new Map<string, SeasonalRow>();
  for (const edge of ROAD_EDGES) {
    const key = edge.closure ? KEY_OF.get(edge.closure) : undefined;
    if (!key || !edge.closure) continue;
    const { from, to, when, source, checkedOn, agency } = edge.closure;
    const row = rows.get(key) ?? { key, roads: [], from, to, when, source, checkedOn, agency, gates: [], edgeKeys: [], closes: [], slows: [] };
    if (!row.roads.includes(edge.road)) row.roads.push(edge.road);
    row.edgeKeys.push(edgeKey(edge));
    rows.set(key, row);
  }
  return rows;
}

/** The places each seasonal road closes or slows: the drive model on the places winter touches. */
function addPlaces(rows: Map<string, SeasonalRow>, places: readonly TodayPlace[]): void {
  for (const p of places) {
    if (!p.coordinates || !p.seasonalClosure || PLACE_WINTER_RULES.has(p.id)) continue;
    const drive = seasonalDriveFromAirport(p.coordinates, p.road ?? 'paved');
    for (const { closure } of drive.closures) {
      const row = rows.get(KEY_OF.get(closure) ?? '');
      if (row && !row.closes.concat(row.slows).some((l) => l.id === p.id)) (drive.winter ? row.slows : row.closes).push(link(p));
    }
  }
  // A byway that is the road is closed with it, wherever its point joins the graph (one with a
  // gate of its own is listed under its gate).
  const names = new Map(places.map((p) => [p.id, p]));
  for (const row of rows.values()) {
    for (const id of placesAlongEdges(row.edgeKeys, 'road')) {
      const p = names.get(id);
      if (p && !PLACE_WINTER_RULES.has(id) && !row.closes.some((l) => l.id === id)) row.closes.push(link(p));
    }
  }
}

/** "SR-150" of "SR-150 winter gate near…" or "SR-150 (Mirror Lake Hwy)": the road's number, if it starts with one. */
const roadNumber = (words: string): string | null => /^(?:SR|US|AZ|WY|FR)-\d+/.exec(words)?.[0] ?? null;

/**
 * The seasonal roads, then the per-place gates, each with the places it closes, by name. Each
 * road is listed once (issue 49): a place's gate on a seasonal road of the graph with the same
 * window joins that road's row, and places behind the same gate share one row.
 */
export function seasonalRows(places: readonly TodayPlace[]): SeasonalRow[] {
  const rows = graphRows();
  addPlaces(rows, places);
  const names = new Map(places.map((p) => [p.id, p]));
  const graphByNumber = new Map([...rows.values()].flatMap((r) => r.roads.map((road) => [roadNumber(road), r] as const)).filter(([n]) => n !== null));
  const gates = new Map<string, SeasonalRow>();
  for (const [id, rule] of PLACE_WINTER_RULES) {
    const p = names.get(id);
    if (!p) continue;
    const { from, to, when, source, checkedOn, gate, agency } = rule;
    const onGraph = graphByNumber.get(roadNumber(gate));
    const row = onGraph && onGraph.from === from && onGraph.to === to ? onGraph : gates.get(gate);
    if (row) {
      if (!row.closes.some((l) => l.id === id)) row.closes.push(link(p));
      if (row !== gates.get(gate) && !row.gates.includes(gate)) row.gates.push(gate);
    } else
      gates.set(gate, { key: `place:${id}`, roads: [gate], from, to, when, source, checkedOn, agency, gates: [], edgeKeys: [], closes: [link(p)], slows: [] });
  }
  const sorted = (list: Iterable<SeasonalRow>) =>
    [...list].map((r) => ({ ...r, closes: r.closes.sort(byName), slows: r.slows.sort(byName) })).sort((a, b) => a.roads[0]!.localeCompare(b.roads[0]!));
  return [...sorted(rows.values()), ...sorted(gates.values())];
}

/**
 * Each Cottonwood canyon: the place that is its road (its point at the mouth) and the places up
 * it (cut off when its road closes at the mouth), by name.
 */
export function canyonPlaces(places: readonly TodayPlace[]): Array<{ road: string; name: string; canyon: PlaceLink[]; places: PlaceLink[] }> {
  return CANYONS.map(({ road, name }) => {
    const roadIds = new Set(
      placesAlongEdges(
        ROAD_EDGES.filter((e) => e.road === road).map((e) => edgeKey(e)),
        'road',
      ),
    );
    return {
      road,
      name,
      canyon: places.filter((p) => roadIds.has(p.id)).map(link),
      places: places
        .filter((p) => !roadIds.has(p.id) && p.coordinates && canyonOf({ id: p.id, ...p.coordinates }) === road)
        .map(link)
        .sort(byName),
    };
  });
}
