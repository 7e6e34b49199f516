/**
 * A page's starter script, run as soon as it is parsed (issue 38, decision 069). Astro writes a
 * small script without imports into the page as `<script type="module">`, and a module script
 * waits for the whole document to be parsed; /plan's planner starter (its worker and its data) has
 * no reason to wait, so the build marks it `async`: an inline module script with `async` runs as
 * soon as the parser reaches it. Astro gives no attribute to the scripts it processes (any
 * attribute makes a script `is:inline`, unbundled), so the built page is edited after the build,
 * found by a name only the starter's code holds. Its CSP hash is its text's, which is unchanged.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const INLINE_MODULE = /<script type="module">([\s\S]*?)<\/script>/g;

/** `html` with the inline module script whose code holds `token` marked async; throws when none or several do. */
export function markStarterAsync(html: string, token: string): string {
  const found = [...html.matchAll(INLINE_MODULE)].filter((m) => m[1]!.includes(token));
  if (found.length !== 1) throw new Error(`Expected one inline module script holding "${token}", found ${found.length}`);
  const at = found[0]!.index!;
  return `${html.slice(0, at)}<script type="module" async>${html.slice(at + '<script type="module">'.length)}`;
}

/** The Astro integration: after the build, marks `token`'s starter async in the page at `page` (a path under dist/). */
export function asyncStarter(page: string, token: string) {
  return {
    name: 'async-starter',
    hooks: {
      'astro:build:done': ({ dir }: { dir: URL }) => {
        const file = path.join(fileURLToPath(dir), page);
        fs.writeFileSync(file, markStarterAsync(fs.readFileSync(file, 'utf8'), token));
      },
    },
  };
}
