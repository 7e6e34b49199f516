/**
 * A page's starter script, run as soon as the parser reaches it (issue 38, decisions 069 and 071).
 * Astro writes a small script without imports into the page as `<script type="module">`, and a
 * module script waits for the whole document to be parsed (and an async one for the parser to
 * yield, after the head's stylesheets and most of the body); /plan's planner starter (its worker)
 * has no reason to wait: the earlier the worker is created, the sooner the browser answers its
 * start, and that answer is taken on the main thread, which the page's first layout then holds
 * for 30–40 ms. So the build rewrites it as a classic inline script, its code unchanged in a
 * strict-mode function (its names stay out of the page's globals), and moves it into the head
 * right after the Content-Security-Policy meta (which must come first to cover it) and before the
 * stylesheets: a classic script there runs as soon as it is parsed, blocking the parser for the
 * few milliseconds it takes. The CSP meta's hash of the old text is replaced by the new text's.
 * Astro gives no attribute to the scripts it processes (any attribute makes a script `is:inline`,
 * unbundled) and places them where they are written, so the built page is edited after the build,
 * the script found by a name only the starter's code holds.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { cspHashOf as cspHash } from './cspHash.server.ts';

const INLINE_MODULE = /<script type="module">([\s\S]*?)<\/script>/g;
const CSP_META = /<meta http-equiv="content-security-policy"[^>]*>/i;

/**
 * `html` with the inline module script whose code holds `token` rewritten as a classic script and
 * moved to just after the head's CSP meta, whose hash of it follows; throws when none or several
 * scripts hold the token, the head has no CSP meta or the meta no hash of the script, or the code
 * is not a classic script's (an import, an export, a top-level await).
 */
export function placeStarter(html: string, token: string): string {
  const found = [...html.matchAll(INLINE_MODULE)].filter((m) => m[1]!.includes(token));
  if (found.length !== 1) throw new Error(`Expected one inline module script holding "${token}", found ${found.length}`);
  const { index: at = 0, 0: whole, 1: code = '' } = found[0]!;
  const classic = `(()=>{"use strict";${code}})()`;
  try {
    new vm.Script(classic);
  } catch (error) {
    throw new Error(`The script holding "${token}" cannot run as a classic script: ${(error as Error).message}`);
  }
  const rest = html.slice(0, at) + html.slice(at + whole.length);
  const head = rest.slice(0, rest.indexOf('</head>'));
  const csp = CSP_META.exec(head);
  if (!csp) throw new Error(`No Content-Security-Policy meta in the head to place "${token}" after`);
  if (!csp[0].includes(cspHash(code))) throw new Error(`The Content-Security-Policy meta has no hash of the script holding "${token}"`);
  const meta = csp[0].replace(cspHash(code), cspHash(classic));
  return `${rest.slice(0, csp.index)}${meta}<script>${classic}</script>${rest.slice(csp.index + csp[0].length)}`;
}

const MODULE_SCRIPT = /<script type="module" src="(\/_astro\/[^"]+\.js)"><\/script>/g;
// A static import in a built chunk: `import{a as b}from"./api.x.js"`, `import"./x.js"`; never `import("./x.js")`.
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g;

/** The chunks a built module imports statically, transitively (itself excluded), in the order first met; `read` gives a chunk's code. */
export function staticImports(entry: string, read: (name: string) => string): string[] {
  const seen = new Set<string>([entry]);
  const order: string[] = [];
  const todo = [entry];
  while (todo.length > 0) {
    for (const [, dep] of read(todo.shift()!).matchAll(STATIC_IMPORT)) {
      if (seen.has(dep!)) continue;
      seen.add(dep!);
      order.push(dep!);
      todo.push(dep!);
    }
  }
  return order;
}

/**
 * `html` with a `<link rel="modulepreload">` in the head for every chunk its module scripts import
 * (issue 52): a module's imports are found only once it has arrived and been parsed, a second round
 * trip before the page's script can run, and /plan shows its plan when its script has run. The
 * links go just before `</head>`, after the stylesheets; chunks the page's scripts load themselves
 * are not repeated. `read` gives a chunk of `/_astro/` by its file name.
 */
export function preloadModules(html: string, read: (name: string) => string): string {
  const entries = [...html.matchAll(MODULE_SCRIPT)].map((m) => m[1]!.slice('/_astro/'.length));
  const own = new Set(entries);
  const deps = [...new Set(entries.flatMap((entry) => staticImports(entry, read)))].filter((dep) => !own.has(dep));
  const links = deps.map((dep) => `<link rel="modulepreload" href="/_astro/${dep}">`).join('');
  return html.replace('</head>', `${links}</head>`);
}

/**
 * The Astro integration: after the build, places `token`'s starter (classic, first after the head's
 * CSP meta) in each page of `pages` (paths under dist/: /plan in each language, decision 102), and
 * preloads the modules their scripts import.
 */
export function starterInHead(pages: string | readonly string[], token: string) {
  return {
    name: 'starter-in-head',
    hooks: {
      'astro:build:done': ({ dir }: { dir: URL }) => {
        for (const page of typeof pages === 'string' ? [pages] : pages) {
          const file = path.join(fileURLToPath(dir), page);
          const read = (name: string) => fs.readFileSync(path.join(fileURLToPath(dir), '_astro', name), 'utf8');
          fs.writeFileSync(file, preloadModules(placeStarter(fs.readFileSync(file, 'utf8'), token), read));
        }
      },
    },
  };
}
