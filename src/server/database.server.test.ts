import type postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../tests/helpers/database.ts';
import { migrate } from './migrate.ts';
import { sweepRateLimits } from './rateLimit.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await database.close();
});

const TABLES = [
  'destinations',
  'seed_state',
  'profiles',
  'auth_tokens',
  'sessions',
  'favorites',
  'kit_interest',
  'interactions',
  'submissions',
  'reddit_scans',
  'reddit_discoveries',
  'rate_limits',
  'newsletter_subscribers',
  'newsletter_issues',
  'destination_removals',
  'destination_history',
  'request_budgets',
  'trips',
  'catalogue_version',
  'social_settings',
  'site_builds',
  'partner_photos',
  'hidden_photos',
  'schedule_runs',
  'road_closures',
  'road_closure_checks',
  'river_readings',
  'service_probes',
  'place_texts',
  'place_text_history',
];

/** Every table of the public schema, as the database lists them (not as this file remembers them). */
async function publicTables(): Promise<Array<{ relname: string; relrowsecurity: boolean }>> {
  return database.sql<{ relname: string; relrowsecurity: boolean }[]>`
    SELECT c.relname, c.relrowsecurity FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm')`;
}

describe('migrations', () => {
  it('are tracked, so running them again applies nothing', async () => {
    expect(await migrate(database.url)).toEqual([]);
    const n = (await database.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM pgmigrations`)[0]!.n;
    expect(n).toBeGreaterThanOrEqual(1);
  });

  it('enable row-level security on every table, the migration ledger included', async () => {
    const rows = await publicTables();
    expect(rows.map((r) => r.relname).sort()).toEqual([...TABLES, 'pgmigrations'].sort());
    expect(rows.filter((r) => !r.relrowsecurity)).toEqual([]);
  });

  it('name the Reddit discovery objects after Reddit, never "forum" (decision 032)', async () => {
    const named = await database.sql<{ name: string }[]>`
      SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public'
      UNION ALL
      SELECT con.conname FROM pg_constraint con JOIN pg_namespace n ON n.oid = con.connamespace WHERE n.nspname = 'public'`;
    const names = named.map((r) => r.name);
    expect(names.filter((name) => name.includes('forum'))).toEqual([]);
    expect(names).toEqual(
      expect.arrayContaining([
        'reddit_scans_one_running',
        'reddit_scans_pkey',
        'reddit_scans_status_check',
        'reddit_scans_id_seq',
        'reddit_discoveries_pkey',
        'reddit_discoveries_scan_id_fkey',
      ]),
    );
    // The foreign key still points at the renamed scans table.
    const [fk] = await database.sql<{ target: string }[]>`
      SELECT confrelid::regclass::text AS target FROM pg_constraint WHERE conname = 'reddit_discoveries_scan_id_fkey'`;
    expect(fk?.target).toBe('reddit_scans');
  });
});

describe('row-level security', () => {
  async function asRole<T>(role: 'anon' | 'authenticated', fn: (tx: postgres.TransactionSql) => Promise<T>): Promise<T> {
    let result: T | undefined;
    await database.sql
      .begin(async (tx) => {
        await tx.unsafe(`SET LOCAL ROLE ${role}`);
        result = await fn(tx);
        throw new Error('rollback');
      })
      .catch((error: Error) => {
        if (error.message !== 'rollback') throw error;
      });
    return result as T;
  }

  beforeAll(async () => {
    // One row in every private table, written as the owner, so an empty answer means RLS hid it.
    const sql = database.sql;
    const [profile] = await sql<{ id: string }[]>`INSERT INTO profiles (email) VALUES ('rls@example.com') RETURNING id`;
    await sql`INSERT INTO auth_tokens (token_hash, email, expires_at) VALUES ('h1', 'rls@example.com', now() + interval '1 hour')`;
    await sql`INSERT INTO sessions (id_hash, profile_id, expires_at) VALUES ('s1', ${profile!.id}, now() + interval '1 day')`;
    await sql`INSERT INTO favorites (profile_id, destination_id) VALUES (${profile!.id}, 'temple-square')`;
    await sql`INSERT INTO kit_interest (email, ranked_kits) VALUES ('rls@example.com', '{family-fun}')`;
    await sql`INSERT INTO interactions (type, session_id) VALUES ('other', 'abc')`;
    const [submission] = await sql<{ id: string }[]>`INSERT INTO submissions (name, category, address, phone, email, description, contact_name, business_role)
              VALUES ('x', 'outdoor', 'a', '1', 'e@example.com', 'd', 'c', 'owner') RETURNING id`;
    await sql`INSERT INTO partner_photos (submission_id, alt, widths, width, height, bytes, rights_confirmed_at)
              VALUES (${submission!.id}, 'a photo', '{480}', 480, 360, 1000, now())`;
    await sql`INSERT INTO hidden_photos (destination_id, photo_id, hidden_by) VALUES ('temple-square', 'nps:abc', 'rls@example.com')`;
    const [scan] = await sql<{ id: string }[]>`INSERT INTO reddit_scans (status) VALUES ('finished') RETURNING id`;
    await sql`INSERT INTO reddit_discoveries (post_id, scan_id, subreddit, title, url, created_utc) VALUES ('p1', ${scan!.id}, 'Utah', 't', 'https://example.com', now())`;
    await sql`INSERT INTO rate_limits (key, window_start, hits) VALUES ('k', now(), 1)`;
    await sql`INSERT INTO destination_removals (id) VALUES ('gone')`;
    await sql`INSERT INTO request_budgets (key, sent) VALUES ('reddit:rls', ARRAY[now()])`;
    await sql`INSERT INTO trips (profile_id, name, query) VALUES (${profile!.id}, 'A day', 'hours=4')`;
    await sql`INSERT INTO social_settings (key, value, updated_by) VALUES ('account:tiktok', 'slctrips', 'rls@example.com')`;
    await sql`INSERT INTO newsletter_subscribers (email, confirm_token_hash) VALUES ('rls@example.com', ${'a'.repeat(64)})`;
    await sql`INSERT INTO newsletter_issues (subject, body, sent_by, recipients) VALUES ('s', 'b', 'rls@example.com', 1)`;
  });

  for (const role of ['anon', 'authenticated'] as const) {
    it(`lets ${role} read destinations and no other table`, async () => {
      const tables = (await publicTables()).map((r) => r.relname);
      const counts = await asRole(role, async (tx) => {
        const out: Record<string, number | 'denied'> = {};
        for (const table of tables) {
          // A refused grant aborts the statement; the savepoint keeps the transaction usable.
          out[table] = await tx
            .savepoint(async (sp) => (await sp.unsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n)
            .catch((error: Error) => {
              if (/permission denied/.test(error.message)) return 'denied' as const;
              throw error;
            });
        }
        return out;
      });
      expect(counts.destinations).toBe(3);
      expect(counts.pgmigrations).toBe('denied');
      for (const table of tables.filter((t) => t !== 'destinations')) {
        expect({ table, readable: counts[table] !== 0 && counts[table] !== 'denied' }).toEqual({ table, readable: false });
      }
    });

    it(`refuses writes to destinations from ${role}`, async () => {
      await expect(asRole(role, (tx) => tx`UPDATE destinations SET name = 'hacked' RETURNING id`)).rejects.toThrow(/permission denied/);
      await expect(asRole(role, (tx) => tx`INSERT INTO destinations (id, name, category) VALUES ('x', 'x', 'x')`)).rejects.toThrow(/permission denied/);
      const [row] = await database.sql<{ name: string }[]>`SELECT name FROM destinations WHERE id = 'temple-square'`;
      expect(row?.name).toBe('Temple Square');
    });
  }
});

describe('rate limit counters', () => {
  it('are swept by key prefix once their window is older than a day, others kept', async () => {
    await database.sql`
      INSERT INTO rate_limits (key, window_start, hits) VALUES
        ('beacon:old', now() - interval '25 hours', 1), ('beacon:new', now(), 1),
        ('beacon-ip:old', now() - interval '2 days', 1), ('favorites:old', now() - interval '2 days', 1)`;
    await sweepRateLimits(database.sql, ['beacon:', 'beacon-ip:']);
    const keys = await database.sql<
      { key: string }[]
    >`SELECT key FROM rate_limits WHERE key IN ('beacon:old', 'beacon:new', 'beacon-ip:old', 'favorites:old') ORDER BY key`;
    expect(keys.map((r) => r.key)).toEqual(['beacon:new', 'favorites:old']);
  });
});

describe('the client (decision 034)', () => {
  it('names result columns camelCase and leaves the keys inside json values as stored', async () => {
    const [row] = await database.sql`
      SELECT 1 AS some_column, '{"snake_key": {"inner_key": [{"deep_key": 1}]}, "camelKey": 2}'::jsonb AS json_payload`;
    expect(row).toEqual({ someColumn: 1, jsonPayload: { snake_key: { inner_key: [{ deep_key: 1 }] }, camelKey: 2 } });
    const [detail] = await database.sql<{ details: Record<string, unknown> }[]>`SELECT details FROM destinations WHERE id = 'temple-square'`;
    expect(Object.keys(detail!.details)).toContain('driveTimeText');
  });

  it('writes the camelCase keys given to sql(...) as snake_case columns', async () => {
    const rows = [{ key: 'client:one', windowStart: new Date('2026-01-02T03:04:05Z'), hits: 7 }];
    await database.sql`INSERT INTO rate_limits ${database.sql(rows, 'key', 'windowStart', 'hits')}`;
    const [stored] = await database.sql<{ windowStart: Date; hits: number }[]>`
      SELECT ${database.sql(['windowStart', 'hits'])} FROM rate_limits WHERE key = 'client:one'`;
    expect(stored).toEqual({ windowStart: new Date('2026-01-02T03:04:05Z'), hits: 7 });
  });
});
