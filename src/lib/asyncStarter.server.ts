/**
 * A page's starter script, run as soon as it is parsed (issue 38, decisions 069 and 071). Astro writes
 * a small script without imports into the page as `<script type="module">`, and a module script waits
 * for the whole document to be parsed; /plan's planner starter (its worker) has no reason to wait, so
 * the build marks it `async` (an inline module script with `async` runs as soon as the parser reaches
 * it) and moves it into the head, right after the Content-Security-Policy meta (which must come
 * first to cover it) and before the stylesheets: it runs before the body is parsed, and the worker
 * it starts is answered by the browser before the page's first layout takes the main thread.
 * Astro gives no attribute to the scripts it processes (any attribute makes a script `is:inline`,
 * unbundled) and places them where they are written, so the built page is edited after the build,
 * the script found by a name only the starter's code holds. Its CSP hash is its text's, which is unchanged.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const INLINE_MODULE = /<script type="module">([\s\S]*?)<\/script>/g;
const CSP_META = /<meta http-equiv="content-security-policy"[^>]*>/i;

/**
 * `html` with the inline module script whose code holds `token` marked async and moved to just after
 * the head's CSP meta; throws when none or several scripts hold it, or the head has no CSP meta.
 */
export function placeStarter(html: string, token: string): string {
  const found = [...html.matchAll(INLINE_MODULE)].filter((m) => m[1]!.includes(token));
  if (found.length !== 1) throw new Error(`Expected one inline module script holding "${token}", found ${found.length}`);
  const { index: at = 0, 0: whole, 1: code } = found[0]!;
  const rest = html.slice(0, at) + html.slice(at + whole.length);
  const head = rest.slice(0, rest.indexOf('</head>'));
  const csp = CSP_META.exec(head);
  if (!csp) throw new Error(`No Content-Security-Policy meta in the head to place "${token}" after`);
  const after = csp.index + csp[0].length;
  return `${rest.slice(0, after)}<script type="module" async>${code}</script>${rest.slice(after)}`;
}

/** The Astro integration: after the build, places `token`'s starter (async, in the head) in the page at `page` (a path under dist/). */
export function asyncStarter(page: string, token: string) {
  return {
    name: 'async-starter',
    hooks: {
      'astro:build:done': ({ dir }: { dir: URL }) => {
        const file = path.join(fileURLToPath(dir), page);
        fs.writeFileSync(file, placeStarter(fs.readFileSync(file, 'utf8'), token));
      },
    },
  };
}
