import { describe, expect, it } from 'vitest';
import type { DueForReview } from '../../src/features/review/dueForReview.server.ts';
import { utahDate } from '../../src/lib/utahTime.ts';
import { signIn } from '../helpers/auth.ts';
import type { TestDatabase } from '../helpers/database.ts';
import { call } from '../helpers/functions.ts';
import { withStaffDatabase } from '../helpers/staffDatabase.ts';
import adminDueForReview from '../../functions/admin-due-for-review.mts';

// Issue 29, decision 050: staff see the published facts past their shelf life, oldest first.
let database: TestDatabase;
let staff: string;
withStaffDatabase('due-for-review', (d, s) => {
  database = d;
  staff = s;
});

/** The Utah day `months` months before today (the same rule as reviewDue, backwards). */
function monthsAgo(months: number): string {
  const [y, m, d] = utahDate(Date.now()).split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(y, m - 1 - months, Math.min(d, 28)));
  return at.toISOString().slice(0, 10);
}

const get = (cookie?: string) => call(adminDueForReview, '/api/admin/due-for-review', { headers: cookie ? { cookie } : {} });

async function date(id: string, field: string, value: unknown): Promise<void> {
  await database.sql`UPDATE destinations SET details = details || ${database.sql.json({ [field]: value } as never)} WHERE id = ${id}`;
}

describe('GET /api/admin/due-for-review', () => {
  it('is for staff: anonymous 401, a visitor 403', async () => {
    expect((await get()).status).toBe(401);
    expect((await get(await signIn('visitor@example.com'))).status).toBe(403);
  });

  it('lists a fee checked 13 months ago and hours checked 7 months ago, oldest first, and not a fee checked 11 months ago', async () => {
    const [a, b, c] = await database.sql<{ id: string; name: string }[]>`SELECT id, name FROM destinations ORDER BY id LIMIT 3`;
    await date(a!.id, 'pricing', 'Day-use fee per vehicle');
    await date(a!.id, 'pricingChecked', { source: 'https://example.org/fees', checkedOn: monthsAgo(11) });
    await date(b!.id, 'pricing', 'Per-person admission');
    await date(b!.id, 'pricingChecked', { source: 'https://example.org/fees', checkedOn: monthsAgo(13) });
    await date(c!.id, 'hours', 'Daily 9 am-5 pm');
    await date(c!.id, 'hoursChecked', { source: 'https://example.org/hours', checkedOn: monthsAgo(7) });
    const response = await get(staff);
    expect(response.status).toBe(200);
    const body = (await response.json()) as DueForReview;
    expect(body.today).toBe(utahDate(Date.now()));
    expect(body.shelfLifeMonths).toEqual({
      fees: 12,
      permits: 12,
      hours: 6,
      gamesRole: 6,
      notability: 12,
      seasonsOfUse: 12,
      winterRule: 12,
      signatureMark: 12,
    });
    const mine = body.facts.filter((f) => [a!.id, b!.id, c!.id].includes(f.id));
    expect(mine.map((f) => [f.id, f.kind, f.checkedOn])).toEqual([
      [b!.id, 'fees', monthsAgo(13)],
      [c!.id, 'hours', monthsAgo(7)],
    ]);
    expect(mine[0]).toMatchObject({ name: b!.name, source: 'https://example.org/fees', text: 'Per-person admission' });
    // Oldest first across the whole list.
    const days = body.facts.map((f) => f.checkedOn ?? '');
    expect(days).toEqual([...days].sort());
  });

  // Decision 118: staff's corrections age as the fees do, and leave the list when re-checked.
  it('lists a tier correction checked 13 months ago with its place, field and source, not a mark checked 11 months ago; a re-check clears it', async () => {
    const [f, g] = await database.sql<{ id: string; name: string }[]>`SELECT id, name FROM destinations ORDER BY id DESC LIMIT 2`;
    const source = 'https://stateparks.utah.gov/parks/';
    await date(f!.id, 'notability', { tier: 2, source, checkedOn: monthsAgo(13) });
    await date(g!.id, 'signatureMark', { mark: 'none', source, checkedOn: monthsAgo(11) });
    const mine = async () =>
      ((await (await get(staff)).json()) as DueForReview).facts.filter(
        (x) => [f!.id, g!.id].includes(x.id) && !['fees', 'hours', 'permits', 'gamesRole'].includes(x.kind),
      );
    expect(await mine()).toEqual([
      {
        id: f!.id,
        name: f!.name,
        kind: 'notability',
        text: 'tier 2, the region’s highlight',
        source,
        checkedOn: monthsAgo(13),
        until: null,
        dueOn: expect.any(String),
      },
    ]);
    await date(f!.id, 'notability', { tier: 2, source, checkedOn: utahDate(Date.now()) });
    expect(await mine()).toEqual([]);
  });

  // Issue 40 (decision 059b): a fact written for a period is due the day after it, though checked a month ago.
  it('lists at once a permit whose "until" has passed, and not one whose period still runs', async () => {
    const [d, e] = await database.sql<{ id: string }[]>`SELECT id FROM destinations ORDER BY id LIMIT 2`;
    const today = utahDate(Date.now());
    const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const permit = (until: string) => [{ text: 'No reservation is required this year', source: 'https://example.org/permits', checkedOn: monthsAgo(1), until }];
    await date(d!.id, 'permits', permit(yesterday));
    await date(e!.id, 'permits', permit(today));
    const body = (await (await get(staff)).json()) as DueForReview;
    const mine = body.facts.filter((f) => [d!.id, e!.id].includes(f.id) && f.kind === 'permits');
    expect(mine.map((f) => [f.id, f.dueOn, f.until])).toEqual([[d!.id, today, yesterday]]);
  });
});
