import type { Sql } from './db.ts';

/**
 * A sliding-window request budget: at most `perWindow` requests in any `windowMs`, and none
 * before a pause the service asked for. Kept in memory (one process) or in the database
 * (every instance).
 */
export interface RequestBudget {
  /**
   * Takes one request at the time `clock` reads (ms) when the budget is held: 0 when taken,
   * otherwise the ms to wait before asking again. The clock is read once the slot is decided,
   * not when it was asked for: waiting for another instance's lock may take a while on a busy
   * machine, and a call recorded at the asking time would go out later than recorded.
   */
  take(clock: () => number): Promise<number>;
  /** The service asked for no requests before `until` (ms). */
  block(until: number): Promise<void>;
}

/** The waiting time of a sliding-window budget, given the send times of its requests. */
export function budgetWait(sent: readonly number[], blockedUntil: number, now: number, perWindow: number, windowMs: number): number {
  if (blockedUntil > now) return blockedUntil - now;
  const recent = sent.filter((t) => t > now - windowMs).sort((a, b) => a - b);
  return recent.length < perWindow ? 0 : recent[recent.length - perWindow]! + windowMs - now;
}

/** One process's budget, in memory. */
export class MemoryBudget implements RequestBudget {
  private sent: number[] = [];
  private blockedUntil = 0;

  constructor(
    private readonly perWindow: number,
    private readonly windowMs: number,
  ) {}

  async take(clock: () => number): Promise<number> {
    const now = clock();
    this.sent = this.sent.filter((t) => t > now - this.windowMs);
    const wait = budgetWait(this.sent, this.blockedUntil, now, this.perWindow, this.windowMs);
    if (wait <= 0) this.sent.push(now);
    return wait;
  }

  async block(until: number): Promise<void> {
    this.blockedUntil = Math.max(this.blockedUntil, until);
  }
}

/**
 * The request budget kept in the database (table request_budgets), so that every instance that
 * calls the service (Reddit: a staff scan in one, the scheduled one in another) paces against
 * one count.
 * Each take locks the budget's row for the length of one short transaction: of two instances
 * taking the last slot at once, one waits for the other's commit and then sees it taken.
 * Times come from the caller's clock (the Reddit client's `now`), so tests can use a fake one.
 */
export function databaseBudget(sql: Sql, key: string, perWindow: number, windowMs: number): RequestBudget {
  let created = false;
  const ensureRow = async () => {
    if (created) return;
    await sql`INSERT INTO request_budgets (key) VALUES (${key}) ON CONFLICT (key) DO NOTHING`;
    created = true;
  };
  return {
    async take(clock) {
      await ensureRow();
      return sql.begin(async (tx) => {
        // Milliseconds since the epoch both ways (float8 holds them exactly), whatever the driver does with timestamps.
        const [row] = await tx<{ sent: number[]; blockedUntil: number | null }[]>`
          SELECT ARRAY(SELECT extract(epoch FROM t) * 1000 FROM unnest(sent) t)::float8[] AS sent,
                 extract(epoch FROM blocked_until)::float8 * 1000 AS blocked_until
          FROM request_budgets WHERE key = ${key} FOR UPDATE`;
        const now = clock();
        const recent = (row?.sent ?? []).map(Number).filter((t) => t > now - windowMs);
        const wait = budgetWait(recent, Number(row?.blockedUntil ?? 0), now, perWindow, windowMs);
        if (wait > 0) return wait;
        const sent = [...recent, now].sort((a, b) => a - b).slice(-perWindow);
        await tx`
          UPDATE request_budgets SET sent = ARRAY(SELECT to_timestamp(ms / 1000) FROM unnest(${sent}::float8[]) ms)
          WHERE key = ${key}`;
        return 0;
      });
    },
    async block(until) {
      await ensureRow();
      await sql`
        UPDATE request_budgets SET blocked_until = greatest(blocked_until, to_timestamp(${until}::float8 / 1000))
        WHERE key = ${key}`;
    },
  };
}
