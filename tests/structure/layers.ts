import { createRequire } from 'node:module';
import path from 'node:path';
import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { ROOT } from './sources.ts';

const CONFIG = path.join(ROOT, '.dependency-cruiser.cjs');

/** The project's forbidden rules (.dependency-cruiser.cjs), as `npm run check:circles` applies them. */
export const forbiddenRules = (): IForbiddenRuleType[] => createRequire(import.meta.url)(CONFIG).forbidden;

/** dependency-cruiser over the repository with the project's own config (rules, options, known violations). */
export async function cruiseProject(): Promise<ICruiseResult> {
  const options = await extractDepcruiseOptions(CONFIG);
  const tsConfig = extractTSConfig(path.join(ROOT, 'tsconfig.json'));
  const result = await cruise(['src', 'functions', 'scripts'], { ...options, baseDir: ROOT, outputType: 'json' }, {}, { tsConfig });
  return parsed(result.output);
}

/** dependency-cruiser with the project's rules over another folder (a synthetic tree in a test). */
export async function cruiseWithProjectRules(baseDir: string): Promise<ICruiseResult> {
  const result = await cruise(['src'], { baseDir, validate: true, ruleSet: { forbidden: forbiddenRules() }, outputType: 'json' });
  return parsed(result.output);
}

// The json reporter answers with the result serialised.
const parsed = (output: ICruiseResult | string): ICruiseResult => (typeof output === 'string' ? JSON.parse(output) : output);

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.startsWith('tests/');

/**
 * The folders that import each other, directly or round a longer loop: each strongly connected
 * group of the folder graph (a folder → the folders its files import), with the imports that
 * make it. Tests are left out: a test may assemble any layers; the application may not.
 */
export function folderCycles(result: ICruiseResult): Array<{ folders: string[]; imports: string[] }> {
  const edges = new Map<string, Map<string, string[]>>();
  for (const m of result.modules) {
    if (m.coreModule || m.source.includes('node_modules') || isTest(m.source)) continue;
    const from = path.posix.dirname(m.source);
    for (const d of m.dependencies) {
      if (d.coreModule || d.couldNotResolve || d.resolved.includes('node_modules')) continue;
      const to = path.posix.dirname(d.resolved);
      if (to === from) continue;
      const out = edges.get(from) ?? new Map<string, string[]>();
      out.set(to, [...(out.get(to) ?? []), `${m.source} → ${d.resolved}`]);
      edges.set(from, out);
    }
  }
  return stronglyConnected(edges)
    .filter((group) => group.length > 1)
    .map((folders) => ({
      folders: folders.sort(),
      imports: folders.flatMap((f) => [...(edges.get(f) ?? [])].filter(([to]) => folders.includes(to)).flatMap(([, via]) => via)).sort(),
    }));
}

/** Tarjan's strongly connected components of a graph given as node → its successors. */
function stronglyConnected(edges: Map<string, Map<string, unknown>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      groups.push(group);
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return groups;
}
