/**
 * Roads on a date (issue 27, decisions 047 and 054): the road graph of a day, built for the day
 * model (day.ts), which every drive takes. The graph with
 * the closures in force that day — each segment's usual window (usualClosures.ts), each place's
 * seasonal access rule (data/access.json) and, when given, the live closures (UDOT's closures, whose
 * segments are named by {@link edgeKey}; places by id) — and shortest-path trees memoised per (day, sources).
 * Pure and light (no zod): the planner's worker imports it.
 */
import { closedEdgeKeys } from './roadDay.ts';
import { ruleText, PLACE_WINTER_RULES } from './placeAccess.ts';
import type { LiveClosures, PlaceOpen, RoadDay } from './roadDay.ts';
import type { RoadEdge } from './roadNetwork.ts';
import { inMonthDayWindow } from '../../lib/calendar.ts';
import { type Roads, roadGraph, SettlingTree, type Tree } from './shortestPaths.ts';

export type { LiveClosures, PlaceOpen, RoadDay } from './roadDay.ts';

/** A road segment's stable key: `${road}:${from}-${to}`, e.g. "SR-210:snowbird-alta". */
export const edgeKey = (edge: Pick<RoadEdge, 'road' | 'from' | 'to'>): string => `${edge.road}:${edge.from}-${edge.to}`;

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const days = new Map<string, RoadDay>();

/**
 * The roads on a Utah date (YYYY-MM-DD), with the live closures when given (the caller has
 * checked they are the date's: dayOf in day.ts). Days without live closures are built once and
 * shared, so their trees are memoised across callers.
 */
export function roadsOn(date: string, live?: LiveClosures): RoadDay {
  if (!DATE.test(date)) throw new RangeError(`roadsOn: expected a date YYYY-MM-DD, got "${date}"`);
  const liveEdges = new Set(closedEdgeKeys(live?.closures ?? []));
  const livePlaces = new Set(live?.closedPlaceIds ?? []);
  const key = liveEdges.size + livePlaces.size === 0 ? date : `${date}|${[...liveEdges].sort().join(',')}|${[...livePlaces].sort().join(',')}`;
  const memo = days.get(key);
  if (memo && !live?.placeReasons) return memo;
  const md = date.slice(5);
  const closedEdges = new Set<number>();
  for (const ie of roadGraph().edges) {
    if ((ie.edge.closure && inMonthDayWindow(ie.edge.closure, md)) || liveEdges.has(edgeKey(ie.edge))) closedEdges.add(ie.index);
  }
  const placeOpen = (placeId: string): PlaceOpen => {
    if (livePlaces.has(placeId)) return { open: false, reason: live?.placeReasons?.[placeId] ?? 'Closed today (live road report)' };
    const rule = PLACE_WINTER_RULES.get(placeId);
    // A rule with a winter access keeps the place open (by another road to another part of it).
    if (rule && !rule.winterAccess && inMonthDayWindow(rule, md)) return { open: false, reason: ruleText(rule) };
    return { open: true };
  };
  const graph = `edges:${[...closedEdges].sort((a, b) => a - b).join(',')}`;
  const day: RoadDay = { date, key, graph, closedEdges, isOpen: (k) => !closedEdges.has(k), placeOpen };
  if (days.size > 400) days.clear();
  days.set(key, day);
  return day;
}

const trees = new Map<string, SettlingTree>();

/**
 * The Dijkstra run from weighted sources on the roads (a day's, or every road open), memoised per (graph, sources,
 * limit): days with the same closures share it, and a run settled only part-way ({@link SettlingTree})
 * goes on from where it stopped when more is asked of it.
 */
export function settlingOn(on: Roads, sources: ReadonlyArray<{ node: number; minutes: number }>, limitMinutes = Infinity): SettlingTree {
  const k = `${on.graph}|${limitMinutes}|${sources.map((s) => `${s.node}:${s.minutes}`).join(',')}`;
  const memo = trees.get(k);
  if (memo) return memo;
  const run = new SettlingTree(sources, limitMinutes, on);
  if (trees.size > 2000) trees.clear();
  trees.set(k, run);
  return run;
}

/** Shortest-path tree from weighted sources on the roads, memoised per (graph, sources, limit): days with the same closures share it. */
export function treeOn(on: Roads, sources: ReadonlyArray<{ node: number; minutes: number }>, limitMinutes = Infinity): Tree {
  return settlingOn(on, sources, limitMinutes).tree();
}
