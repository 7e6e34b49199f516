// Issue 47, decision 093: how many files a plan request visits, from the plan page's script to the
// rendered plan. `npm run check:plan-path` (plan-path.ts) cruises the page and the two workers with
// the project's dependency-cruiser config and prints this module's table.
import type { ICruiseResult } from 'dependency-cruiser';

/** One import: where it leads and how (a type, a dynamic import, a worker's built address). */
export interface Import {
  to: string;
  typeOnly: boolean;
  dynamic: boolean;
  workerUrl: boolean;
}

/** Each `src/` module (JSON data included, flagged by its name) → its imports of other `src/` modules. */
export type ImportGraph = Map<string, Import[]>;

/** What a walk follows: type-only imports ("all") or not ("runtime"); dynamic imports; JSON data. */
export interface WalkOptions {
  types: boolean;
  dynamic?: boolean;
  json?: boolean;
}

const isJson = (file: string) => file.endsWith('.json');

/** The import graph of a dependency-cruiser JSON result, kept to the application's own modules. */
export function importGraph(result: Pick<ICruiseResult, 'modules'>): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const m of result.modules) {
    if (!m.source.startsWith('src/')) continue;
    const imports = m.dependencies
      .filter((d) => d.resolved.startsWith('src/'))
      .map((d) => ({
        to: d.resolved,
        typeOnly: d.dependencyTypes.includes('type-only'),
        dynamic: d.dynamic,
        workerUrl: /\?worker\b/.test(d.module),
      }));
    graph.set(m.source, imports);
  }
  return graph;
}

/**
 * The modules reached from `starts` over static imports. A `?worker&url` import is an address of a
 * separate bundle, never followed; dynamic imports and JSON data only when asked.
 */
export function walk(graph: ImportGraph, starts: readonly string[], options: WalkOptions): Set<string> {
  const seen = new Set<string>();
  const todo = [...starts];
  while (todo.length > 0) {
    const file = todo.pop()!;
    if (seen.has(file) || (isJson(file) && !options.json)) continue;
    seen.add(file);
    for (const i of graph.get(file) ?? []) {
      if (i.workerUrl || (i.typeOnly && !options.types) || (i.dynamic && !options.dynamic)) continue;
      todo.push(i.to);
    }
  }
  return seen;
}

export const PAGE = ['src/features/trips/plan.client.ts', 'src/features/trips/planStart.ts'] as const;
export const CAR_WORKER = 'src/features/planner/plan.worker.ts';
export const CAR_FREE_WORKER = 'src/features/transit/carFree.worker.ts';
const CAR_ENGINE = 'src/features/planner/';

/** Decision 093's table: each walk and how many modules it visits. A request is the page and the worker it starts. */
export function planPathRows(graph: ImportGraph): Array<[walk: string, modules: number]> {
  const count = (starts: readonly string[], options: WalkOptions) => walk(graph, starts, options).size;
  const all = { types: true };
  const runtime = { types: false };
  const carFreeWorker = walk(graph, [CAR_FREE_WORKER], all);
  return [
    ['car request, all', count([...PAGE, CAR_WORKER], all)],
    ['car request, runtime', count([...PAGE, CAR_WORKER], runtime)],
    ['car-free request, all', count([...PAGE, CAR_FREE_WORKER], all)],
    ['car-free request, runtime', count([...PAGE, CAR_FREE_WORKER], runtime)],
    ['page alone, all', count(PAGE, all)],
    ['car worker, all', count([CAR_WORKER], all)],
    ['car-free worker, all', carFreeWorker.size],
    ['car-engine modules in the car-free worker', [...carFreeWorker].filter((f) => f.startsWith(CAR_ENGINE)).length],
    [
      'everything reachable from `plan.client.ts`, `planStart.ts` and both workers, all (dynamic imports and JSON data too)',
      count([...PAGE, CAR_WORKER, CAR_FREE_WORKER], { types: true, dynamic: true, json: true }),
    ],
  ];
}
