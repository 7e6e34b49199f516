// `npm run data:drive-times`: computes drive time and road distance from Salt Lake City
// International Airport for every catalogue entry in supabase/seed/destinations/*.json, with
// the road-network model of src/features/roads/driveTime.ts, and writes them back
// into the same files. Only `driveTimeMinutes`, `driveTimeText` and `distance` are
// written, and for a place winter affects (issue 19) `winterDriveTimeMinutes`,
// `winterDriveTimeText`, `winterVia` and `seasonalClosure`: existing keys are updated in
// place, new ones go after the last of them already there, or after `coordinates` (winter
// ones are removed where winter no longer changes anything); every other field and the key
// order are left as they are.
import fs from 'node:fs';
import path from 'node:path';
import { formatDistance, formatDriveTime, seasonalDriveFromAirport, winterCatalogueFields } from '../src/features/roads/driveTime.ts';
import type { LastMileRoad } from '../src/features/roads/localLeg.ts';
import { validateAccessData } from '../src/features/roads/accessData.ts';
import { validateRoadData } from '../src/features/roads/roadData.ts';

const DIR = path.resolve('supabase/seed/destinations');
const ROADS: readonly LastMileRoad[] = ['paved', 'gravel', 'dirt', 'high-clearance'];
const COMPUTED = ['driveTimeMinutes', 'driveTimeText', 'distance', 'winterDriveTimeMinutes', 'winterDriveTimeText', 'winterVia', 'seasonalClosure'] as const;
const ZONES: Array<[label: string, max: number]> = [
  ['0-30 min', 30],
  ['31-60 min', 60],
  ['61-120 min', 120],
  ['121-300 min', 300],
  ['301-480 min', 480],
  ['481-720 min', 720],
  ['>720 min', Infinity],
];

type Entry = Record<string, unknown>;

// No drive time from a graph with a broken road: the data's problems, each naming its road, first.
const roadProblems = [...validateRoadData(), ...validateAccessData()];
if (roadProblems.length > 0) {
  console.error(`src/features/roads/data/roads.json or access.json is not sound:\n  ${roadProblems.join('\n  ')}`);
  process.exit(1);
}

/**
 * A local (off-network) leg longer than this usually means a highway is missing from the
 * graph and the model is driving it as a county road or gravel: listed so the gap gets fixed.
 */
const LONG_LOCAL_LEG_MILES = 10;
const longLegs: Array<{ id: string; file: string; miles: number; road: LastMileRoad; via: string }> = [];

function isPoint(value: unknown): value is { lat: number; lng: number } {
  if (!value || typeof value !== 'object') return false;
  const { lat, lng } = value as { lat?: unknown; lng?: unknown };
  return typeof lat === 'number' && typeof lng === 'number' && Number.isFinite(lat) && Number.isFinite(lng);
}

/** The entry with the computed fields set (an undefined one removed), other keys untouched and in order. */
function withDriveTime(entry: Entry, computed: Partial<Record<(typeof COMPUTED)[number], unknown>>): Entry {
  const out: Entry = {};
  const anchor = Object.keys(entry)
    .filter((key) => key === 'coordinates' || (COMPUTED as readonly string[]).includes(key))
    .at(-1);
  for (const [key, value] of Object.entries(entry)) {
    if ((COMPUTED as readonly string[]).includes(key)) {
      const next = computed[key as (typeof COMPUTED)[number]];
      if (next !== undefined) out[key] = next;
    } else out[key] = value;
    // New keys follow the last computed key already there (or the coordinates).
    if (key === anchor) {
      for (const name of COMPUTED) if (!(name in entry) && computed[name] !== undefined) out[name] = computed[name];
    }
  }
  return out;
}

let winterAffected = 0;
let winterClosed = 0;

const files = fs.existsSync(DIR)
  ? fs
      .readdirSync(DIR)
      .filter((f) => f.endsWith('.json'))
      .sort()
  : [];
if (files.length === 0) {
  console.log(`No catalogue files in ${path.relative(process.cwd(), DIR)}; nothing to do.`);
  process.exit(0);
}

const zoneCounts = new Map(ZONES.map(([label]) => [label, 0]));
let total = 0;
let skipped = 0;
let failed = false;

for (const file of files) {
  const full = path.join(DIR, file);
  // The seed files may be edited while this runs: if one changes between our read and our
  // write, read it again (a few times) rather than overwrite someone else's edit.
  for (let attempt = 1; ; attempt++) {
    const before = fs.statSync(full).mtimeMs;
    const text = fs.readFileSync(full, 'utf8');
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      console.error(`${file}: not valid JSON (${(error as Error).message}); skipped.`);
      failed = true;
      break;
    }
    if (!Array.isArray(data)) {
      console.error(`${file}: expected an array of entries; skipped.`);
      failed = true;
      break;
    }
    const fileZones = new Map(ZONES.map(([label]) => [label, 0]));
    let fileSkipped = 0;
    const updated = (data as Entry[]).map((entry) => {
      if (!isPoint(entry.coordinates)) {
        fileSkipped++;
        console.warn(`${file}: ${String(entry.id ?? entry.name ?? '?')} has no usable coordinates; left as is.`);
        return entry;
      }
      let road: LastMileRoad = 'paved';
      if (entry.road !== undefined) {
        if (ROADS.includes(entry.road as LastMileRoad)) road = entry.road as LastMileRoad;
        else console.warn(`${file}: ${String(entry.id)} has unknown road "${String(entry.road)}"; treated as paved.`);
      }
      const seasonal = seasonalDriveFromAirport(entry.coordinates, road);
      const { minutes, miles, localMiles, path: route } = seasonal.summer;
      const winter = winterCatalogueFields(seasonal, String(entry.id));
      if (attempt === 1 && winter) {
        winterAffected++;
        if (winter.winterDriveTimeMinutes === null) winterClosed++;
      }
      if (attempt === 1 && localMiles > LONG_LOCAL_LEG_MILES) longLegs.push({ id: String(entry.id), file, miles: localMiles, road, via: route.at(-1) ?? '?' });
      const driveTimeMinutes = Math.round(minutes);
      const zone = ZONES.find(([, max]) => driveTimeMinutes <= max)![0];
      fileZones.set(zone, (fileZones.get(zone) ?? 0) + 1);
      return withDriveTime(entry, {
        driveTimeMinutes,
        driveTimeText: formatDriveTime(driveTimeMinutes),
        distance: formatDistance(Math.round(miles)),
        ...(winter ?? {}),
      });
    });
    const output = `${JSON.stringify(updated, null, 2)}\n`;
    if (fs.statSync(full).mtimeMs !== before) {
      if (attempt < 5) continue;
      console.error(`${file}: keeps changing under us; skipped this time.`);
      failed = true;
      break;
    }
    if (output !== text) {
      const tmp = `${full}.${process.pid}.tmp`;
      fs.writeFileSync(tmp, output);
      fs.renameSync(tmp, full);
    }
    const counted = updated.length - fileSkipped;
    total += counted;
    skipped += fileSkipped;
    for (const [label, n] of fileZones) zoneCounts.set(label, (zoneCounts.get(label) ?? 0) + n);
    console.log(`${file.padEnd(36)} ${String(counted).padStart(4)} entries${output === text ? ' (unchanged)' : ''}`);
    break;
  }
}

console.log(`\nDrive time from SLC International Airport, ${total} entries${skipped ? ` (${skipped} without coordinates)` : ''}:`);
for (const [label, n] of zoneCounts) console.log(`  ${label.padEnd(12)} ${String(n).padStart(4)}`);
console.log(`\nWinter (every road with a closure window closed): ${winterAffected} entries change, ${winterClosed} of them reached by no open road.`);
if (longLegs.length > 0) {
  console.warn(
    `\nWarning: ${longLegs.length} entries leave the road network for more than ${LONG_LOCAL_LEG_MILES} miles (a highway may be missing from src/features/roads/data/roads.json):`,
  );
  for (const l of longLegs.sort((a, b) => b.miles - a.miles)) {
    console.warn(`  ${l.miles.toFixed(1).padStart(5)} mi ${l.road.padEnd(14)} ${l.id} (${l.file}, from node ${l.via})`);
  }
}
if (failed) process.exitCode = 1;
