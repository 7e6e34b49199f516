import type { Sql } from '../../server/db.ts';

export interface LastScan {
  status: 'running' | 'finished' | 'failed';
  startedAt: string;
  finishedAt: string | null;
  total: number;
  error: string | null;
}

/** The newest Reddit discovery scan, however it ended (the staff status, issue 30); null before the first. */
export async function lastScan(sql: Sql): Promise<LastScan | null> {
  const [row] = await sql<{ status: LastScan['status']; startedAt: Date; finishedAt: Date | null; total: number; error: string | null }[]>`
    SELECT status, started_at, finished_at, total, error FROM reddit_scans ORDER BY id DESC LIMIT 1`;
  if (!row) return null;
  return {
    status: row.status,
    startedAt: new Date(row.startedAt).toISOString(),
    finishedAt: row.finishedAt ? new Date(row.finishedAt).toISOString() : null,
    total: Number(row.total),
    error: row.error,
  };
}
