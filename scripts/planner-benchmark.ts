// npm run quality:benchmark — issue 48's broad benchmark (src/features/planner/benchmark.ts,
// decision 099): the planner's first choice (the transit planner's without a car; every day of a
// trip) against each published itinerary's signature sights, per half. Writes the table into
// docs/planner-quality.md between its benchmark markers. Options: --no-score (the split only),
// --no-write (print only), --by-area (also each half as a reader would ask it with "A day in", decision 129). The held-out half prints its totals only (--held-out-lines for each line).
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { readCatalogue } from '../src/features/destinations/destinations.server.ts';
import {
  askedInArea,
  BENCHMARK,
  type BenchmarkScore,
  halfSummary,
  lengthOf,
  SPLIT_FIXED,
  scoreItinerary,
  searchOf,
  seasonOf,
} from '../src/features/planner/benchmark.ts';
import { runPlan } from '../src/features/planner/planRun.ts';
import { DAY_AREAS, inArea } from '../src/features/planning/dayIn.ts';
import { plannerData } from '../src/features/planning/plannerData.ts';
import { inWords } from '../src/lib/messages/messages.ts';
import { runCarFreePlan } from '../src/features/transit/carFreeRun.ts';

const DOC = 'docs/planner-quality.md';
const START = '<!-- benchmark:start -->';
const END = '<!-- benchmark:end -->';

const { values } = parseArgs({
  options: { 'no-score': { type: 'boolean' }, 'no-write': { type: 'boolean' }, 'held-out-lines': { type: 'boolean' }, 'by-area': { type: 'boolean' } },
});
const catalogue = readCatalogue('supabase/seed/destinations');
const data = plannerData(catalogue.map((c) => ({ ...c, rating: c.rating ?? null, hours: c.hours ?? null })));

const run = (search: string, mode: 'car' | 'transit') => (mode === 'transit' ? runCarFreePlan(search, data) : runPlan(search, data));
const started = performance.now();
const scores = new Map<string, BenchmarkScore>();
if (!values['no-score'])
  for (const x of BENCHMARK) {
    const s = scoreItinerary(x, run);
    scores.set(x.id, s);
    // The held-out half is evidence, not a guide: its itineraries are scored and counted, never printed one by one.
    if (x.half === 'heldOut' && !values['held-out-lines']) continue;
    console.log(
      `${x.half.padEnd(7)} ${Math.round(100 * s.share)
        .toString()
        .padStart(3)} % ${x.id}${s.missed.length ? ` — missed ${s.missed.join(', ')}` : ''}${s.error ? ` (${inWords(s.error, 'en')})` : ''}`,
    );
  }
const seconds = Math.round((performance.now() - started) / 1000);

const pct = (x: number) => `${Math.round(100 * x)} %`;
const row = (x: (typeof BENCHMARK)[number]) => {
  const s = scores.get(x.id);
  const { from, date, time, end, park } = x.request;
  const request = `${from}${end ? ` to ${end}` : ''}, ${date} ${time}, ${lengthOf(x.request)}${park ? `, a day in ${park}` : ''}, ${x.mode === 'car' ? 'by car' : 'without a car'}`;
  const result = s
    ? `${pct(s.share)} | ${s.missed.length ? s.missed.join(', ') : '—'}${s.error ? ` (${inWords(s.error, 'en')})` : ''}`
    : 'not yet measured | —';
  return `| ${x.half === 'heldOut' ? 'held out' : 'tuning'} | [${x.title}](${x.source}) (${x.published}) | ${x.region} | ${seasonOf(date)} | ${request} | ${x.sights.length} | ${result} |`;
};
const halves = (['tuning', 'heldOut'] as const).map((half) => {
  const its = BENCHMARK.filter((x) => x.half === half);
  const t = halfSummary(its.flatMap((x) => scores.get(x.id) ?? []));
  const label = half === 'heldOut' ? 'Held out' : 'Tuning';
  return scores.size ? `| ${label} | ${its.length} | ${pct(t.mean)} | ${t.atLeast80} of ${t.count} |` : `| ${label} | ${its.length} | not yet measured | — |`;
});
const order = (x: (typeof BENCHMARK)[number]) => `${x.half === 'heldOut' ? 1 : 0}${x.region}${x.id}`;
const table = [
  START,
  `${scores.size ? `Run by \`npm run quality:benchmark\` on ${new Date().toISOString().slice(0, 10)} (${seconds} s). ` : ''}${BENCHMARK.length} itineraries; the split into halves was fixed and recorded here on ${SPLIT_FIXED}, before any planner change for issue 48.`,
  '',
  '| Half | Itineraries | Mean share of sights in the first plan | Reaching 80 % |',
  '| --- | --- | --- | --- |',
  ...halves,
  '',
  '| Half | Itinerary (published) | Region | Season | Request | Sights | In the first plan | Missed |',
  '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ...[...BENCHMARK].sort((a, b) => order(a).localeCompare(order(b))).map(row),
  END,
].join('\n');
console.log(`\n${table.split('\n').slice(1, 8).join('\n')}`);

if (values['by-area']) {
  // Decision 129's areas, a monument before a town and the smaller circle first; regions never.
  const order = { monument: 0, town: 1, region: 2 } as Record<string, number>;
  const areas = [...DAY_AREAS]
    .sort((a, b) => order[a.group]! - order[b.group]! || (a.miles ?? 0) - (b.miles ?? 0))
    .map((area) => ({ name: area.name, group: area.group, has: (p: { id: string; lat?: number; lng?: number }) => inArea(area, p) }));
  const byId = new Map(data.places.map((p) => [p.id, p]));
  const asked = BENCHMARK.map((x) => {
    const r = run(searchOf(x), x.mode);
    const start = r.ok && (r.kind === 'day' || r.kind === 'trip') ? r.result.start : null;
    return askedInArea(x, areas, (id) => byId.get(id), start) ?? x;
  });
  const moved = asked.filter((x, i) => x !== BENCHMARK[i]);
  console.log(`\nAsked as "A day in" (decision 129's areas): ${moved.map((x) => `${x.id} → ${x.request.park}`).join('; ')}`);
  for (const half of ['tuning', 'heldOut'] as const) {
    const t = halfSummary(asked.filter((x) => x.half === half).map((x) => scoreItinerary(x, run)));
    console.log(`${half === 'heldOut' ? 'Held out' : 'Tuning'}, as a reader asks: ${pct(t.mean)}, ${t.atLeast80} of ${t.count} reaching 80 %`);
  }
}

if (!values['no-write']) {
  const doc = fs.readFileSync(DOC, 'utf8');
  if (!doc.includes(START)) throw new Error(`${DOC} has no ${START} marker`);
  fs.writeFileSync(DOC, `${doc.slice(0, doc.indexOf(START))}${table}${doc.slice(doc.indexOf(END) + END.length)}`);
  console.log(`\nwritten to ${DOC}`);
}
