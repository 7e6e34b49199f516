// `npm run bench:size`: gzip size of the JavaScript each built page downloads on first load,
// for an anonymous visitor, checked against the budgets of issue 4. Run after a build.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { htmlFiles } from '../src/lib/pageCsp.server.ts';
import { pageWeightProblems } from './pageWeight.ts';

const DIST = path.resolve(process.argv[2] ?? 'dist');
const STAFF_PAGES = [/^\/admin(\/|$)/, /^\/analytics\/?$/, /^\/reddit\/?$/];
const BUDGET = { destination: 20 * 1024, visitor: 90 * 1024 };
// A destination's page in every language (decision 105): the French and Spanish ones meet the same 20 KB.
const DESTINATION_PAGE = /^(?:\/(?:fr|es))?\/destinations\/[^/]+\/$/;
const CHART_MARKERS = [/Chart\.js v\d/, /react-chartjs-2/, /\bregisterables\b/];

function routeOf(file: string): string {
  const rel = `/${path.relative(DIST, file).replace(/\\/g, '/')}`;
  return rel.replace(/index\.html$/, '').replace(/\.html$/, '') || '/';
}

const gzipCache = new Map<string, number>();
function gz(file: string): number {
  if (!gzipCache.has(file)) gzipCache.set(file, zlib.gzipSync(fs.readFileSync(file)).length);
  return gzipCache.get(file)!;
}

/** A JS file and everything it imports statically (what the browser fetches before running it). */
function closure(file: string, seen: Set<string>): void {
  if (seen.has(file) || !fs.existsSync(file)) return;
  seen.add(file);
  const code = fs.readFileSync(file, 'utf8');
  for (const m of code.matchAll(/(?:import|export)\s*(?:[^'"()]*?from\s*)?["']([^"']+\.js)["']/g)) {
    closure(path.resolve(path.dirname(file), m[1]!), seen);
  }
}

function assetPath(url: string): string {
  return path.join(DIST, url.split('?')[0]!);
}

/** Scripts an anonymous visitor's browser loads on first load of this HTML. */
function pageScripts(html: string): { files: Set<string>; inlineBytes: number; blocking: string[] } {
  const files = new Set<string>();
  const blocking: string[] = [];
  let inlineBytes = 0;
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attrs = m[1]!;
    const body = m[2]!;
    if (/type="application\/(ld\+)?json"/.test(attrs)) continue;
    const src = /\bsrc="([^"]+)"/.exec(attrs)?.[1];
    const isModule = /type="module"/.test(attrs);
    if (src) {
      if (!isModule && !/\b(async|defer)\b/.test(attrs)) blocking.push(src);
      if (src.startsWith('/')) closure(assetPath(src), files);
    } else {
      inlineBytes += zlib.gzipSync(body).length;
      for (const imp of body.matchAll(/["'](\/_astro\/[^"']+\.js)["']/g)) closure(assetPath(imp[1]!), files);
    }
  }
  // Islands: anonymous visitors never hydrate client:signedin ones.
  for (const m of html.matchAll(/<astro-island\b([^>]*)>/g)) {
    const attrs = m[1]!;
    if (/client="signedin"/.test(attrs)) continue;
    for (const key of ['component-url', 'renderer-url']) {
      const url = new RegExp(`${key}="([^"]+)"`).exec(attrs)?.[1];
      if (url) closure(assetPath(url), files);
    }
  }
  return { files, inlineBytes, blocking };
}

const rows: Array<{ route: string; kb: number; limit: number; chart: boolean; blocking: string[] }> = [];
// Issue 31: no page over 150 KB of HTML, no list page with more than one page of cards (decision 044).
const weightProblems: string[] = [];
let heaviest = { route: '', bytes: 0 };
for (const file of htmlFiles(DIST)) {
  const route = routeOf(file);
  const html = fs.readFileSync(file, 'utf8');
  weightProblems.push(...pageWeightProblems(route, html));
  if (Buffer.byteLength(html) > heaviest.bytes) heaviest = { route, bytes: Buffer.byteLength(html) };
  // The client fallback for destinations added after the build is a destination page too (20 KB).
  if (route === '/404') continue;
  const { files, inlineBytes, blocking } = pageScripts(html);
  const bytes = [...files].reduce((sum, f) => sum + gz(f), inlineBytes);
  const chart = [...files].some((f) => CHART_MARKERS.some((re) => re.test(fs.readFileSync(f, 'utf8'))));
  const staff = STAFF_PAGES.some((re) => re.test(route));
  const isDestination = DESTINATION_PAGE.test(route);
  const limit = staff ? Number.POSITIVE_INFINITY : isDestination ? BUDGET.destination : BUDGET.visitor;
  rows.push({ route, kb: bytes / 1024, limit, chart: chart && !staff, blocking });
}

const destinationRows = rows.filter((r) => DESTINATION_PAGE.test(r.route));
const others = rows.filter((r) => !destinationRows.includes(r));
for (const r of others.sort((a, b) => b.kb - a.kb)) {
  console.log(`${r.kb.toFixed(1).padStart(7)} KB  ${r.route}${Number.isFinite(r.limit) ? `  (budget ${(r.limit / 1024).toFixed(0)} KB)` : '  (staff page)'}`);
}
if (destinationRows.length) {
  const max = destinationRows.reduce((a, b) => (b.kb > a.kb ? b : a));
  console.log(`${max.kb.toFixed(1).padStart(7)} KB  largest of ${destinationRows.length} destination pages (${max.route}, budget 20 KB)`);
}
// Issue 20: the service worker's registration and the offline banner, on every page, stay under 2 KB.
const OFFLINE_BUDGET = 2 * 1024;
const offlineEntry = fs.readdirSync(path.join(DIST, '_astro')).find((f) => f.startsWith('OfflineStatus') && f.endsWith('.js'));
const offlineFiles = new Set<string>();
if (offlineEntry) closure(path.join(DIST, '_astro', offlineEntry), offlineFiles);
const offlineBytes = [...offlineFiles].reduce((sum, f) => sum + fs.statSync(f).size, 0);
console.log(`${(offlineBytes / 1024).toFixed(1).padStart(7)} KB  service worker registration and offline banner, every page (budget 2 KB, minified)`);

console.log(`${(heaviest.bytes / 1024).toFixed(1).padStart(7)} KB  heaviest HTML page (${heaviest.route}, limit 150 KB; list pages one page of cards)`);

const failures = [
  ...weightProblems,
  ...(offlineEntry ? [] : ['the offline script (OfflineStatus) is missing from the build']),
  ...(offlineBytes > OFFLINE_BUDGET ? [`the offline script is ${offlineBytes} bytes, over its budget of ${OFFLINE_BUDGET}`] : []),
  ...rows.filter((r) => r.kb * 1024 > r.limit).map((r) => `${r.route}: ${r.kb.toFixed(1)} KB over its budget`),
  ...rows.filter((r) => r.chart).map((r) => `${r.route}: chart code on a visitor page`),
  ...rows.filter((r) => r.blocking.length).map((r) => `${r.route}: render-blocking script ${r.blocking.join(', ')}`),
];
if (failures.length) {
  console.error(`\n${failures.length} budget failure(s):\n${failures.join('\n')}`);
  process.exit(1);
}
console.log(
  `\nAll ${rows.length} pages within budget; no chart code on visitor pages; no render-blocking scripts; no HTML page over 150 KB; list pages hold one page of cards.`,
);
