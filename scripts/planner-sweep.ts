// npm run quality:sweep — issue 48's property sweep over every town the planner accepts as a start
// × 12 months × by car and without, a one-day plan (8 hours) and a 3-day trip each, on the real
// catalogue. Prints each month's tally and writes the table into docs/planner-quality.md between
// its sweep markers. Options: --towns "Moab,Kanab" (a sample), --months 1,7 (some months),
// --modes car (or transit), --kinds day (or trip), --no-write (print only; a sample is never written),
// --all (print every finding of the tier property, not only the first 15).
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { readCatalogue } from '../src/features/destinations/destinations.server.ts';
import type { PlanResponse } from '../src/features/planning/planning.ts';
import { runPlan } from '../src/features/planner/planRun.ts';
import { plannerData } from '../src/features/planning/plannerData.ts';
import { UTAH_TOWNS } from '../src/features/roads/towns.ts';
import { runCarFreePlan } from '../src/features/transit/carFreeRun.ts';
import {
  type CaseVerdict,
  type Detour,
  judge,
  type Kind,
  LIMITS,
  type Mode,
  roadDetour,
  type SweepCase,
  transitDetour,
  searchOf,
  type Tally,
  tally,
} from './plannerSweep.ts';

const DOC = 'docs/planner-quality.md';
const START = '<!-- sweep:start -->';
const END = '<!-- sweep:end -->';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const { values } = parseArgs({
  options: {
    towns: { type: 'string' },
    months: { type: 'string' },
    modes: { type: 'string' },
    kinds: { type: 'string' },
    'no-write': { type: 'boolean' },
    all: { type: 'boolean' },
  },
});
const towns = values.towns ? values.towns.split(',').map((t) => t.trim()) : Object.keys(UTAH_TOWNS);
const months = values.months ? values.months.split(',').map(Number) : MONTHS.map((_, i) => i + 1);
const modes = (values.modes ? values.modes.split(',') : ['car', 'transit']) as Mode[];
const kinds = (values.kinds ? values.kinds.split(',') : ['day', 'trip']) as Kind[];

const catalogue = readCatalogue('supabase/seed/destinations');
const data = plannerData(catalogue.map((c) => ({ ...c, rating: c.rating ?? null, hours: c.hours ?? null })));
const places = new Map(data.places.map((p) => [p.id, p]));

function answerOf(c: SweepCase): Parameters<typeof judge>[1] {
  const search = searchOf(c);
  let r: PlanResponse;
  try {
    r = c.mode === 'car' ? runPlan(search, data) : runCarFreePlan(search, data);
  } catch (error) {
    console.error(`  ${search}: threw ${(error as Error).message}`);
    return null;
  }
  if (!r.ok || (r.kind !== 'day' && r.kind !== 'trip')) return null;
  return r.kind === 'day' ? { kind: 'day', result: r.result } : { kind: 'trip', result: r.result };
}

// The tier property measures "nearer" by road on each date's roads by car, and by walk and ride on the
// date's timetable without one (decision 132): one detour measure per mode and date.
const detours = new Map<string, Detour>();
const detourOf =
  (mode: Mode) =>
  (date: string): Detour => {
    const key = `${mode}:${date}`;
    if (!detours.has(key)) detours.set(key, mode === 'car' ? roadDetour(places, date) : transitDetour(places, date));
    return detours.get(key)!;
  };
const verdicts: CaseVerdict[] = [];
const started = performance.now();
for (const month of months) {
  for (const mode of modes)
    for (const kind of kinds)
      for (const start of towns) {
        const c = { start, month, mode, kind };
        verdicts.push(judge(c, answerOf(c), places, detourOf(mode)));
      }
  const t = tally(verdicts.filter((v) => v.case.month === month));
  console.log(
    `${MONTHS[month - 1]}: ${t.answers} answers, ${t.overWheel} over ${LIMITS.wheelShare * 100} % at the wheel, ${t.overShared} sharing over ${LIMITS.sharedStops * 100} %, ${t.shut} shut, ${t.dark} dark, ${t.heat} in the heat, ${t.tier} passing a better tier (${Math.round((performance.now() - started) / 1000)} s)`,
  );
}

const row = (label: string, t: Tally) =>
  `| ${label} | ${t.answers} | ${t.unserved} | ${t.overWheel} | ${t.overShared} | ${t.shut} | ${t.dark} | ${t.heat} | ${t.tier} |`;
const group = (mode: Mode, kind: Kind) => verdicts.filter((v) => v.case.mode === mode && v.case.kind === kind);
const worst = verdicts
  .filter((v) => v.served && (v.wheelShare ?? 0) > LIMITS.wheelShare)
  .sort((a, b) => (b.wheelShare ?? 0) - (a.wheelShare ?? 0))
  .slice(0, 10)
  .map(
    (v) =>
      `- ${v.case.start}, ${MONTHS[v.case.month - 1]}, ${v.case.mode === 'car' ? 'by car' : 'without a car'}, ${v.case.kind}: ${Math.round((v.wheelShare ?? 0) * 100)} % at the wheel`,
  );
const faults = verdicts
  .filter((v) => v.served)
  .flatMap((v) =>
    [...v.shut, ...v.dark, ...v.heat].map(
      (f) => `- ${v.case.start}, ${MONTHS[v.case.month - 1]}, ${v.case.mode === 'car' ? 'by car' : 'without a car'}, ${v.case.kind}: ${f}`,
    ),
  )
  .slice(0, 15);
const where = (v: CaseVerdict) => `${v.case.start}, ${MONTHS[v.case.month - 1]}, ${v.case.mode === 'car' ? 'by car' : 'without a car'}, ${v.case.kind}`;
const everyPassed = verdicts.filter((v) => v.served).flatMap((v) => v.tier.map((f) => `- ${where(v)}: ${f}`));
const passed = everyPassed.slice(0, 15);
const table = [
  START,
  `Run by \`npm run quality:sweep\` on ${new Date().toISOString().slice(0, 10)}: ${towns.length} starts × ${months.length} months × by car and without × a day of 8 hours and a 3-day trip (the 15th of each month of 2027, from 8 AM), ${verdicts.length} requests in ${Math.round((performance.now() - started) / 1000)} s. Each cell counts the answers that break the property (the first choice's days; "shared" compares every pair of choices). The tier property counts an answer whose stop of a lower tier (tiers.ts) was planned while a place of a better tier, in season as the stop value weighs the month (its best months, decisions 132 and 134), open for its own visit at that hour, no longer than the stop, of a category the day's other stops lack, not a walk the day stands in (decision 134) nor a drive (a byway or canyon road, decision 141), lay nearer the day's path (a smaller detour: by road by car, by walk and ride without one, decision 132) and was visited on none of the plan's days (decision 130).`,
  '',
  '| Requests | Answers | No plan | Over 45 % at the wheel | Choices sharing over 70 % | A stop at a shut hour | Outdoors in the dark | An exposed hike in the heat | A lesser tier passing a better one |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  row('By car, one day', tally(group('car', 'day'))),
  row('By car, 3-day trip', tally(group('car', 'trip'))),
  row('Without a car, one day', tally(group('transit', 'day'))),
  row('Without a car, 3-day trip', tally(group('transit', 'trip'))),
  row('All', tally(verdicts)),
  '',
  'The most time at the wheel:',
  '',
  ...(worst.length ? worst : ['- none']),
  '',
  'Stops at the wrong hour (the first 15):',
  '',
  ...(faults.length ? faults : ['- none']),
  '',
  'A lesser tier passing a better one (the first 15):',
  '',
  ...(passed.length ? passed : ['- none']),
  END,
].join('\n');
console.log(`\n${table}`);
if (values.all) console.log(`\nEvery lesser tier passing a better one (${everyPassed.length}):\n${everyPassed.join('\n')}`);

if (!values['no-write'] && !values.towns && !values.months && !values.modes && !values.kinds) {
  const doc = fs.readFileSync(DOC, 'utf8');
  const next = doc.includes(START)
    ? `${doc.slice(0, doc.indexOf(START))}${table}${doc.slice(doc.indexOf(END) + END.length)}`
    : `${doc.trimEnd()}\n\n## The property sweep (issue 48)\n\n${table}\n`;
  fs.writeFileSync(DOC, next);
  console.log(`\nwritten to ${DOC}`);
}
