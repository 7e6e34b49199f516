// Park fees and hours from the NPS API (issue 29, decision 050): with NPS_API_KEY the build
// reads each park-level entry's `entranceFees` and `operatingHours` (GET /api/v1/parks?parkCode=…)
// and stamps them with the build day; without a key, or when the API fails, the catalogue's own
// checked values stand. A park-level entry is the one named as the NPS names the unit.
import { z } from 'zod';
import { utahDate } from '../../lib/utahTime.ts';
import { env } from '../../server/env.ts';
import { log } from '../../server/log.ts';
import type { Destination } from '../destinations/destinations.ts';
import { getJson, NPS, npsHeaders, parsed } from './conditions.server.ts';
import { NPS_UNITS, type NpsParkCode, npsParkCode } from './parkCodes.ts';

const parkFactsSchema = z.looseObject({
  data: z.array(
    z.looseObject({
      parkCode: z.string().optional(),
      entranceFees: z.array(z.looseObject({ cost: z.string(), title: z.string(), description: z.string().nullish() })).optional(),
      operatingHours: z.array(z.looseObject({ name: z.string().nullish(), standardHours: z.record(z.string(), z.string()).optional() })).optional(),
    }),
  ),
});

export interface ParkFacts {
  pricing: Record<string, string> | null;
  hours: string | null;
}

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);
const dollars = (cost: string) => (Number(cost) === 0 ? 'Free' : `$${Number(cost) % 1 === 0 ? Number(cost).toFixed(0) : Number(cost).toFixed(2)}`);

/** The API's park answer as a pricing table ("Private Vehicle" → "$35") and one line of hours. */
export function parkFactsOf(park: z.infer<typeof parkFactsSchema>['data'][number], unitName: string): ParkFacts {
  const fees = (park.entranceFees ?? []).filter((f) => Number.isFinite(Number(f.cost)));
  const pricing = fees.length
    ? Object.fromEntries(
        fees.slice(0, 8).map((f) => [clip(f.title.replace(new RegExp(`^${unitName}\\s*[-–]\\s*`, 'i'), '').trim() || f.title, 60), dollars(f.cost)]),
      )
    : null;
  const first = park.operatingHours?.[0];
  let hours: string | null = null;
  if (first?.standardHours) {
    const values = DAYS.map((d) => first.standardHours?.[d] ?? '');
    const week = values.every((v) => v === values[0])
      ? `${values[0] === 'All Day' ? 'open all day' : values[0]}, every day`
      : DAYS.map((d, i) => `${d[0]!.toUpperCase()}${d.slice(1, 3)} ${values[i]}`).join('; ');
    hours = clip(`${first.name ?? unitName}: ${week}`, 300);
  }
  return { pricing, hours };
}

async function readPark(code: NpsParkCode, key: string): Promise<ParkFacts> {
  const url = `${env().NPS_BASE_URL.replace(/\/+$/, '')}/api/v1/parks?parkCode=${encodeURIComponent(code)}&limit=1`;
  const what = `park fees and hours ${code}`;
  const body = parsed(parkFactsSchema, await getJson(url, npsHeaders(key), NPS, what), NPS, what);
  const park = body.data.find((d) => (d.parkCode ?? code).toLowerCase() === code) ?? body.data[0];
  return park ? parkFactsOf(park, NPS_UNITS[code]) : { pricing: null, hours: null };
}

/**
 * The catalogue with each park-level entry's fees and hours as the NPS API gives them today,
 * source the park's nps.gov pages and `checkedOn` the build day (Utah); a rule the API does not
 * carry (the nonresident fee row, "where it applies") is kept from the catalogue's table.
 */
export async function withNpsFacts(all: Destination[], now: number = Date.now()): Promise<Destination[]> {
  const key = env().NPS_API_KEY;
  if (!key) return all;
  const today = utahDate(now);
  return Promise.all(
    all.map(async (d) => {
      const code = npsParkCode(d.id);
      if (!code || NPS_UNITS[code] !== d.name) return d;
      let facts: ParkFacts;
      try {
        facts = await readPark(code, key);
      } catch (error) {
        log.warn('conditions', `${d.id}: NPS fees and hours not read, the catalogue's stand: ${(error as Error).message}`);
        return d;
      }
      const next = { ...d };
      if (facts.pricing) {
        const kept = d.pricing && typeof d.pricing === 'object' ? Object.entries(d.pricing).filter(([k]) => /resident|where it applies/i.test(k)) : [];
        next.pricing = { ...facts.pricing, ...Object.fromEntries(kept) };
        next.pricingChecked = { source: `https://www.nps.gov/${code}/planyourvisit/fees.htm`, checkedOn: today };
      }
      if (facts.hours) {
        next.hours = facts.hours;
        next.hoursChecked = { source: `https://www.nps.gov/${code}/`, checkedOn: today };
      }
      return next;
    }),
  );
}
