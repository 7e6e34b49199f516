/**
 * How the client build groups the modules that /plan's page script shares with other pages
 * (issue 52, decision 140). Rolldown's automatic chunking makes one chunk per set of importers,
 * dynamic imports included: /plan's script came in 20 small chunks (29 module requests with the
 * layout's scripts), each an extra request before the first plan, and Lighthouse's simulated slow
 * 4G serves them six at a time. Here a module that /plan's page script imports statically goes to
 * a chunk named by the page scripts that import it statically, so modules that the same pages load
 * share one file whatever the dynamic imports (the exports, Save for offline) that also reach them.
 * A page loads exactly the modules it loaded before, in fewer files; a dynamic import that reaches
 * one of these modules loads its whole group (only on demand, after the page's first scripts).
 * Entry modules, modules no page script imports statically and modules /plan does not load keep
 * Rolldown's own chunking.
 */

/** What the bundler tells of a module (the part of Rolldown's ModuleInfo read here). */
export interface ModuleFacts {
  isEntry: boolean;
  importers: readonly string[];
}

/** The page script entries that import `id` statically, through any chain of static imports. */
export function staticEntriesOf(id: string, info: (id: string) => ModuleFacts | null): string[] {
  const entries = new Set<string>();
  const seen = new Set<string>([id]);
  const todo = [id];
  while (todo.length > 0) {
    const facts = info(todo.pop()!);
    if (!facts) continue;
    for (const importer of facts.importers) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      if (info(importer)?.isEntry) entries.add(importer);
      todo.push(importer);
    }
  }
  return [...entries].sort();
}

/** A short, stable name for a set of entries (FNV-1a of their ids): the chunk's file name is `plan-<this>.<hash>.js`. */
function setName(entries: readonly string[]): string {
  let hash = 0x811c9dc5;
  for (const char of entries.join('\n')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** Rolldown's context for a group's name function (the part read here). */
export interface ChunkingContext {
  getModuleInfo(id: string): ModuleFacts | null;
}

/**
 * The group name of a module: `plan-<set>` for a module that the entry matching `page` imports
 * statically and that is not itself an entry, else null (the bundler's own chunking), with the
 * number of page scripts in its set. Modules with the same set of static page-script importers get
 * the same name. Memoized per module info object, which Rolldown keeps for a whole chunking pass.
 */
export function pageScriptSet(page: RegExp) {
  const known = new WeakMap<ModuleFacts, { name: string; size: number } | null>();
  return (id: string, ctx: ChunkingContext): { name: string; size: number } | null => {
    const facts = ctx.getModuleInfo(id);
    if (!facts || facts.isEntry) return null;
    if (known.has(facts)) return known.get(facts)!;
    const entries = staticEntriesOf(id, (m) => ctx.getModuleInfo(m));
    const found = entries.some((entry) => page.test(entry)) ? { name: `plan-${setName(entries)}`, size: entries.length } : null;
    known.set(facts, found);
    return found;
  };
}

/**
 * Rolldown's `codeSplitting.groups`: one group per size of set, the larger sets first (a higher
 * priority captures first). A group takes its modules' static dependencies with it
 * (`includeDependenciesRecursively`, Rolldown's default, which keeps chunks free of cycles), and a
 * dependency is imported by every page script that imports its importer, and perhaps more: taken
 * first by its own, larger set's group, it never lands in a chunk of fewer pages. Sets of more
 * than `most` page scripts share the last group.
 */
export function pageChunkGroups(page: RegExp, most = 64) {
  const setOf = pageScriptSet(page);
  return Array.from({ length: most }, (_, i) => {
    const size = most - i;
    return {
      name: (id: string, ctx: ChunkingContext): string | null => {
        const found = setOf(id, ctx);
        return found && (found.size === size || (size === most && found.size > most)) ? found.name : null;
      },
      priority: size,
    };
  });
}

/** /plan's page script, as the client build names its entry (src/pages/_components/PlanPage.astro's `<script>`). */
export const PLAN_PAGE_SCRIPT = /[\\/]PlanPage\.astro\?astro&type=script/;
