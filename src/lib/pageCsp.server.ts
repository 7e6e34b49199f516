/**
 * Each built page's Content-Security-Policy lists the hashes of its own inline scripts and styles,
 * not the whole build's (issue 52, decision 143). Astro's `security.csp` writes into every page the
 * SHA-256 of every inline script and style, client directive and client asset of the build: 42
 * hashes on /fr/plan, about 2.3 KB that no compressor can shrink, when the page has three inline
 * scripts and two inline styles. Every page was about 1.3 KB (compressed) larger than it must be,
 * and /fr/plan's HTML with its headers went over the first round trip of a slow connection. A hash
 * names one exact text: a page whose own inline code is listed runs as before, and no other text
 * can run on it. External scripts need no hash ('self' allows them). Only hashes Astro listed are
 * kept, so this never allows what the build did not.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cspHashOf } from './cspHash.server.ts';

const CSP_META = /(<meta http-equiv="content-security-policy" content=")([^"]*)(">)/i;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
// A script the browser runs: no type, a JavaScript type or a module; JSON and other data blocks are not run.
const RUNS = /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i;

const typeOf = (attributes: string): string => /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1] ?? '';

/** The hashes a page's inline scripts and styles need, in their order on the page. */
export function ownHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(SCRIPT)]
    .filter(([, attributes = '']) => !/\bsrc\s*=/i.test(attributes) && RUNS.test(typeOf(attributes)))
    .map(([, , text = '']) => cspHashOf(text));
  const styles = [...html.matchAll(STYLE)].map(([, text = '']) => cspHashOf(text));
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

const isHash = (source: string): boolean => /^'sha(256|384|512)-/.test(source);

/**
 * `html` with its CSP meta's script-src and style-src keeping their keywords and hosts and, of
 * their hashes, only those of the page's own inline scripts and styles. Unchanged when the page has
 * no CSP meta (none is added).
 */
export function keepOwnHashes(html: string): string {
  const meta = CSP_META.exec(html);
  if (!meta) return html;
  const own = ownHashes(html);
  const policy = meta[2]!
    .split(';')
    .map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      const needed = name === 'script-src' ? own.scripts : name === 'style-src' ? own.styles : null;
      if (!needed) return directive;
      const kept = sources.filter((s) => !isHash(s) || needed.includes(s));
      return ` ${[name, ...kept].join(' ')}`;
    })
    .join(';');
  return html.replace(CSP_META, (_m, open: string, _old: string, close: string) => `${open}${policy}${close}`);
}

/** Every `.html` file under `dir`, depth first (the build's pages; also `npm run bench:size`'s). */
export function htmlFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) htmlFiles(full, out);
    else if (entry.name.endsWith('.html')) out.push(full);
  }
  return out;
}

/** The Astro integration: after the build, every page's CSP keeps only its own hashes. */
export function ownCspHashes() {
  return {
    name: 'own-csp-hashes',
    hooks: {
      'astro:build:done': ({ dir }: { dir: URL }) => {
        for (const file of htmlFiles(fileURLToPath(dir))) {
          const html = fs.readFileSync(file, 'utf8');
          const kept = keepOwnHashes(html);
          if (kept !== html) fs.writeFileSync(file, kept);
        }
      },
    },
  };
}
