import { describe, expect, it } from 'vitest';
import { CAR_FREE_WORKER, CAR_WORKER, type Import, type ImportGraph, importGraph, PAGE, planPathRows, walk } from './planPath.ts';

const edge = (to: string, how: Partial<Import> = {}): Import => ({ to, typeOnly: false, dynamic: false, workerUrl: false, ...how });

// A page that starts a worker by address, a type shared with it, an export loaded on demand and data.
const [client, start] = PAGE;
const graph: ImportGraph = new Map([
  [
    client,
    [edge('src/lib/format.ts'), edge('src/features/planning/planning.ts', { typeOnly: true }), edge('src/features/trips/exports.ts', { dynamic: true })],
  ],
  [start, [edge(CAR_WORKER, { workerUrl: true }), edge(CAR_FREE_WORKER, { workerUrl: true })]],
  [CAR_WORKER, [edge('src/features/planner/search.ts'), edge('src/features/planning/planning.ts', { typeOnly: true })]],
  ['src/features/planner/search.ts', [edge('src/lib/format.ts'), edge('src/features/planning/signature.json')]],
  [CAR_FREE_WORKER, [edge('src/features/transit/carFree.ts')]],
  ['src/features/transit/carFree.ts', [edge('src/lib/format.ts')]],
  ['src/features/trips/exports.ts', []],
  ['src/lib/format.ts', []],
  ['src/features/planning/planning.ts', []],
]);

describe('the plan path walk (issue 47)', () => {
  it('follows static imports, types only when asked, and never a worker by its address', () => {
    expect([...walk(graph, PAGE, { types: true })].sort()).toEqual([client, start, 'src/features/planning/planning.ts', 'src/lib/format.ts'].sort());
    expect(walk(graph, PAGE, { types: false }).has('src/features/planning/planning.ts')).toBe(false);
  });

  it('leaves out dynamic imports and JSON data unless asked', () => {
    expect(walk(graph, [client], { types: true }).has('src/features/trips/exports.ts')).toBe(false);
    expect(walk(graph, [client], { types: true, dynamic: true }).has('src/features/trips/exports.ts')).toBe(true);
    expect(walk(graph, [CAR_WORKER], { types: true }).size).toBe(4);
    expect(walk(graph, [CAR_WORKER], { types: true, json: true }).has('src/features/planning/signature.json')).toBe(true);
  });

  it('counts a request as the page and the worker it starts, each module once', () => {
    expect(Object.fromEntries(planPathRows(graph))).toMatchObject({
      'car request, all': 6,
      'car request, runtime': 5,
      'car-free request, all': 6,
      'car-free request, runtime': 5,
      'page alone, all': 4,
      'car-engine modules in the car-free worker': 0,
    });
  });

  it("reads dependency-cruiser's modules, keeping the application's own and how each is imported", () => {
    const dependency = (module: string, resolved: string, dependencyTypes: string[], dynamic = false) => ({ module, resolved, dependencyTypes, dynamic });
    const result = {
      modules: [
        {
          source: start,
          dependencies: [
            dependency('../planner/plan.worker.ts?worker&url', CAR_WORKER, ['local', 'import']),
            dependency('zod', 'node_modules/zod/index.js', ['npm']),
          ],
        },
        { source: 'node_modules/zod/index.js', dependencies: [] },
        {
          source: client,
          dependencies: [
            dependency('./x.ts', 'src/features/trips/x.ts', ['local', 'type-only', 'import']),
            dependency('./e.ts', 'src/e.ts', ['local', 'dynamic-import'], true),
          ],
        },
      ],
    } as unknown as Parameters<typeof importGraph>[0];
    const read = importGraph(result);
    expect([...read.keys()]).toEqual([start, client]);
    expect(read.get(start)).toEqual([edge(CAR_WORKER, { workerUrl: true })]);
    expect(read.get(client)).toEqual([edge('src/features/trips/x.ts', { typeOnly: true }), edge('src/e.ts', { dynamic: true })]);
  });
});
