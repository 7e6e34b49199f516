// `npm run data:report`: counts of the catalogue per drive-time zone, category and tier.
import { CATEGORIES, TIERS } from '../src/features/destinations/catalogue.ts';
import { ZONES, zoneOf } from '../src/features/destinations/destinations.ts';
import { readCatalogue } from '../src/features/destinations/destinations.server.ts';

const entries = readCatalogue();
const table = (title: string, rows: Array<[string, number]>) => {
  console.log(`\n${title}`);
  for (const [k, n] of rows) console.log(`  ${String(n).padStart(4)}  ${k}`);
};
console.log(`${entries.length} destinations in ${new Set(entries.map((e) => e.region)).size} regions`);
table('By drive-time zone (minutes from SLC International)', [
  ...ZONES.map((z): [string, number] => [`${z.label} (${z.min}-${z.max})`, entries.filter((e) => zoneOf(e.driveTimeMinutes ?? 0) === z).length]),
  ['beyond 12 hours', entries.filter((e) => (e.driveTimeMinutes ?? 0) > 720).length],
  ['not computed yet', entries.filter((e) => e.driveTimeMinutes === undefined).length],
]);
table(
  'By category',
  CATEGORIES.map((c): [string, number] => [c, entries.filter((e) => e.category === c).length]),
);
table(
  'By tier',
  TIERS.map((t): [string, number] => [t, entries.filter((e) => e.subscriptionTier === t).length]),
);
table(
  'By region',
  [...new Set(entries.map((e) => e.region))].map((r): [string, number] => [r, entries.filter((e) => e.region === r).length]),
);
console.log(`\nOlympic venues: ${entries.filter((e) => e.isOlympicVenue).length}`);
