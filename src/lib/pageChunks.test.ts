import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type ChunkingContext, type ModuleFacts, PLAN_PAGE_SCRIPT, pageChunkGroups, pageScriptSet, staticEntriesOf } from './pageChunks';

const PLAN = '/repo/src/pages/_components/PlanPage.astro?astro&type=script&index=0&lang.ts';
const CONDITIONS = '/repo/src/pages/_components/ConditionsPage.astro?astro&type=script&index=0&lang.ts';
const SEARCH = '/repo/src/features/browse/SearchIsland.tsx';

/**
 * A module graph: each module with its static importers. Entries: /plan's script, /conditions'
 * script and the search island. `saveButton` is reached only by a dynamic import (no static importer).
 */
const GRAPH: Record<string, ModuleFacts> = {
  [PLAN]: { isEntry: true, importers: [] },
  [CONDITIONS]: { isEntry: true, importers: [] },
  [SEARCH]: { isEntry: true, importers: [] },
  'plan.client.ts': { isEntry: false, importers: [PLAN] },
  'timeline.ts': { isEntry: false, importers: ['plan.client.ts', 'exports.ts'] },
  'exports.ts': { isEntry: false, importers: [] },
  'closures.ts': { isEntry: false, importers: ['plan.client.ts', CONDITIONS] },
  'roadDay.ts': { isEntry: false, importers: ['closures.ts', 'riverFlow.ts'] },
  'riverFlow.ts': { isEntry: false, importers: ['plan.client.ts', CONDITIONS, 'roadDay.ts'] },
  'stored.ts': { isEntry: false, importers: ['plan.client.ts', 'browse.store.ts', 'saveButton.ts'] },
  'browse.store.ts': { isEntry: false, importers: [SEARCH] },
  'saveButton.ts': { isEntry: false, importers: [] },
  'format.ts': { isEntry: false, importers: ['timeline.ts', 'closures.ts', 'browse.store.ts'] },
  'searchOnly.ts': { isEntry: false, importers: [SEARCH] },
};
const info = (id: string) => GRAPH[id] ?? null;
const ctx: ChunkingContext = { getModuleInfo: info };

describe('the page scripts that import a module statically', () => {
  it('climbs every chain of static importers to the entries, through cycles, and leaves dynamic imports out', () => {
    expect(staticEntriesOf('timeline.ts', info)).toEqual([PLAN]);
    expect(staticEntriesOf('roadDay.ts', info)).toEqual([CONDITIONS, PLAN].sort());
    expect(staticEntriesOf('format.ts', info)).toEqual([CONDITIONS, PLAN, SEARCH].sort());
    expect(staticEntriesOf('saveButton.ts', info)).toEqual([]);
  });
});

describe('the group of a module /plan loads', () => {
  const setOf = pageScriptSet(PLAN_PAGE_SCRIPT);

  it('names modules by their set of page scripts: the same set one chunk, whatever their dynamic importers', () => {
    expect(setOf('timeline.ts', ctx)).toEqual(setOf('plan.client.ts', ctx));
    expect(setOf('closures.ts', ctx)).toEqual(setOf('riverFlow.ts', ctx));
    expect(setOf('closures.ts', ctx)!.name).not.toBe(setOf('timeline.ts', ctx)!.name);
    expect(setOf('stored.ts', ctx)!.name).not.toBe(setOf('timeline.ts', ctx)!.name);
    expect(setOf('format.ts', ctx)).toMatchObject({ size: 3 });
    expect(setOf('timeline.ts', ctx)!.name).toMatch(/^plan-[0-9a-z]+$/);
  });

  it('leaves entries, modules /plan does not load and unknown modules to the bundler', () => {
    expect(setOf(PLAN, ctx)).toBeNull();
    expect(setOf('searchOnly.ts', ctx)).toBeNull();
    expect(setOf('saveButton.ts', ctx)).toBeNull();
    expect(setOf('nowhere.ts', ctx)).toBeNull();
  });
});

describe("the client build's groups", () => {
  const groups = pageChunkGroups(PLAN_PAGE_SCRIPT, 4);
  const naming = (id: string) => groups.filter((g) => g.name(id, ctx) !== null);

  it('give each module /plan loads to exactly one group, whose priority is the size of its set', () => {
    for (const [id, size] of [
      ['timeline.ts', 1],
      ['closures.ts', 2],
      ['stored.ts', 2],
      ['format.ts', 3],
    ] as const) {
      expect(naming(id).map((g) => g.priority)).toEqual([size]);
    }
    expect(naming('searchOnly.ts')).toEqual([]);
  });

  it("capture a module's static dependencies first, so no dependency lands in a chunk of fewer pages than import it", () => {
    const priority = (id: string) => naming(id)[0]!.priority;
    for (const [id, facts] of Object.entries(GRAPH)) {
      if (naming(id).length === 0) continue;
      for (const importer of facts.importers) if (naming(importer).length) expect(priority(id)).toBeGreaterThanOrEqual(priority(importer));
    }
  });

  it('put sets larger than the last size in the last group', () => {
    const small = pageChunkGroups(PLAN_PAGE_SCRIPT, 2);
    expect(small.map((g) => g.priority)).toEqual([2, 1]);
    expect(small[0]!.name('format.ts', ctx)).toBe(pageScriptSet(PLAN_PAGE_SCRIPT)('format.ts', ctx)!.name);
    expect(small[1]!.name('format.ts', ctx)).toBeNull();
  });
});

describe("/plan's page script", () => {
  it('is the script of PlanPage.astro, as the client build names its entry', () => {
    expect(PLAN_PAGE_SCRIPT.test(PLAN)).toBe(true);
    expect(PLAN_PAGE_SCRIPT.test(CONDITIONS)).toBe(false);
    expect(fs.readFileSync(new URL('../pages/_components/PlanPage.astro', import.meta.url), 'utf8')).toMatch(/<script>\s*import \{ startPlanPage \}/);
  });
});
