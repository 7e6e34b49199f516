// The Utah Department of Transportation's traffic API (udottraffic.utah.gov, developer API v2):
// events and mountain passes, key in the `key` query parameter. UDOT allows about ten calls a
// minute per key; every call takes a slot of one budget kept in the database (request_budgets,
// key 'udot'), so all instances together stay under it. Server only: the key never leaves.
import type { z } from 'zod';
import type { RequestBudget } from '../../server/requestBudget.ts';
import { parseRecords, type UdotEvent, type UdotPass, udotEventSchema, udotPassSchema } from './udot.schema.ts';

/** UDOT's documented limit: 10 calls in any 60 seconds per key. */
export const UDOT_BUDGET = { perWindow: 10, windowMs: 60_000 } as const;

/** Tests shorten the wait for a service that never answers. */
export const udotSettings = { timeoutMs: 10_000 };

/** A call UDOT did not answer usefully; the message is the plain reason kept with the check. */
export class UdotError extends Error {}

/** Our own shared budget had no slot: nothing was asked of UDOT, and nothing is known to be wrong with it. */
export class UdotBudgetError extends UdotError {}

export interface UdotClientOptions {
  baseUrl: string;
  apiKey: string;
  budget: RequestBudget;
  now?: () => number;
}

export class UdotClient {
  constructor(private readonly options: UdotClientOptions) {}

  private async get<S extends z.ZodType>(resource: string, schema: S): Promise<Array<z.infer<S>>> {
    const now = this.options.now ?? Date.now;
    const wait = await this.options.budget.take(now);
    if (wait > 0) throw new UdotBudgetError(`UDOT's request budget is used up for ${Math.ceil(wait / 1000)} s more.`);
    const url = new URL(`/api/v2/get/${resource}`, this.options.baseUrl);
    url.searchParams.set('key', this.options.apiKey);
    url.searchParams.set('format', 'json');
    let response: Response;
    try {
      response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(udotSettings.timeoutMs) });
    } catch {
      throw new UdotError(`UDOT could not be reached (${resource}).`);
    }
    if (response.status === 429) {
      await this.options.budget.block(now() + UDOT_BUDGET.windowMs);
      throw new UdotError('UDOT asked us to slow down (429).');
    }
    if (response.status === 401 || response.status === 403) throw new UdotError(`UDOT refused our API key (${response.status}).`);
    if (!response.ok) throw new UdotError(`UDOT answered ${response.status} (${resource}).`);
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new UdotError(`UDOT's answer was not JSON (${resource}).`);
    }
    try {
      return parseRecords(schema, body);
    } catch (error) {
      throw new UdotError(`${(error as Error).message} (${resource}).`);
    }
  }

  /** Every current event (closures, road work, incidents, restrictions). */
  events(): Promise<UdotEvent[]> {
    return this.get('event', udotEventSchema);
  }

  /** The mountain passes with their seasonal closure status. */
  mountainPasses(): Promise<UdotPass[]> {
    return this.get('mountainpasses', udotPassSchema);
  }
}
