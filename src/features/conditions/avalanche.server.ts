// The Utah Avalanche Center's daily forecast (issue 40, decision 061b): GET
// {AVALANCHE_BASE_URL}/forecast/{region}/json, the endpoint its API page documents
// (utahavalanchecenter.org/docs/api/forecast), with a User-Agent naming us as it asks. Forecasts
// come once a morning, so each region is kept 15 minutes (the UAC's own advice), a failure a minute.
import { z } from 'zod';
import { env } from '../../server/env.ts';
import { errorText, log, stackOf } from '../../server/log.ts';
import { forgetOnReset } from '../../server/processState.ts';
import { TtlCache } from '../../server/ttlCache.ts';
import { type AvalancheAnswer, type AvalancheForecast, type AvalancheRegion, forecastPage, ratingWord, UAC_REGIONS } from './avalanche.ts';
import { getJson, SourceError } from './conditions.server.ts';

const UAC = 'The Utah Avalanche Center';
const USER_AGENT = 'SLC Trips conditions page (slctrips.com, hello@slctrips.com)';

/** The fields we read of the UAC's answer: `{advisories: [{advisory: {...}}]}`, every value a string. */
const uacSchema = z.object({
  advisories: z.array(
    z.object({
      advisory: z.looseObject({
        date_issued: z.string().nullish(),
        date_issued_timestamp: z.union([z.string(), z.number()]).nullish(),
        overall_danger_rating: z.string().nullish(),
        bottom_line: z.string().nullish(),
      }),
    }),
  ),
});

const cache = new TtlCache<AvalancheForecast & { answeredAt: string }>({ ttlMs: 15 * 60_000, failureTtlMs: 60_000 });
forgetOnReset(() => cache.clear());

/** The UAC's bottom line is HTML: its text, entities read, at most 600 characters. */
export function plainText(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&#0?39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 600 ? `${text.slice(0, 599)}…` : text;
}

/** The issue time from `date_issued_timestamp` (Unix seconds, sent as a string), or null. */
function issuedAt(stamp: string | number | null | undefined): string | null {
  const seconds = Number(stamp);
  return stamp !== null && stamp !== undefined && stamp !== '' && Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000).toISOString() : null;
}

/** One region's forecast as the UAC answers it; every failure a SourceError with a plain reason. */
export function readForecast(region: string, body: unknown): AvalancheForecast {
  const result = uacSchema.safeParse(body);
  const advisory = result.success ? result.data.advisories[0]?.advisory : undefined;
  if (!advisory) {
    log.error('conditions', `avalanche ${region}: unexpected shape`);
    throw new SourceError(`${UAC} sent an answer we could not read.`);
  }
  return {
    rating: ratingWord(advisory.overall_danger_rating),
    issuedAt: issuedAt(advisory.date_issued_timestamp),
    bottomLine: plainText(advisory.bottom_line ?? ''),
    url: forecastPage(region),
  };
}

async function fetchForecast(region: string): Promise<AvalancheForecast & { answeredAt: string }> {
  const url = `${env().AVALANCHE_BASE_URL.replace(/\/+$/, '')}/forecast/${encodeURIComponent(region)}/json`;
  const body = await getJson(url, { 'user-agent': USER_AGENT, accept: 'application/json' }, UAC, `avalanche ${region}`);
  return { ...readForecast(region, body), answeredAt: new Date().toISOString() };
}

async function regionPart(region: string): Promise<AvalancheRegion['part']> {
  try {
    return { status: 'ok', ...(await cache.get(region, () => fetchForecast(region))) };
  } catch (error) {
    if (error instanceof SourceError) return { status: 'unavailable', reason: error.message };
    log.error('conditions', `avalanche ${region} failed: ${errorText(error)}`, { stack: stackOf(error) });
    return { status: 'unavailable', reason: 'Something went wrong on our side.' };
  }
}

/** GET /api/avalanche: each configured region's rating, one part each; none when none is configured. */
export async function utahAvalanche(): Promise<AvalancheAnswer> {
  const regions = env().AVALANCHE_REGIONS.filter((r) => r in UAC_REGIONS);
  return {
    configured: regions.length > 0,
    regions: await Promise.all(regions.map(async (region) => ({ region, name: UAC_REGIONS[region]!, part: await regionPart(region) }))),
  };
}
