import fs from 'node:fs/promises';
import path from 'node:path';
import { NotFoundError } from '../../lib/errors.ts';
import type { Sql } from '../../server/db.ts';
import { destinationIdSchema } from './destinations.schema.ts';
import { getDestination } from './destinations.server.ts';

/** The prebuilt page that loads a destination from the API (one approved after the build). */
export const FALLBACK_PAGE = 'destinations/fallback/index.html';
/** The prebuilt "Destination not found" page. */
export const NOT_FOUND_PAGE = 'destinations/not-found/index.html';
/** The prebuilt "This place is no longer in the guide" page, answered with 410 for a withdrawn place (decision 085). */
export const GONE_PAGE = 'destinations/gone/index.html';

export type DestinationPageStatus = 200 | 404 | 410;

// Before the first build (or if a deploy lost the files) the status is still right.
const BARE: Record<DestinationPageStatus, string> = {
  200: '<!doctype html><meta charset="utf-8"><title>Destination | SLC Trips</title><p>This destination was added after the site was built. <a href="/destinations/">All destinations</a></p>',
  404: '<!doctype html><meta charset="utf-8"><title>Destination not found | SLC Trips</title><h1>Destination not found</h1><p><a href="/destinations/">All destinations</a></p>',
  410: '<!doctype html><meta charset="utf-8"><meta name="robots" content="noindex"><title>No longer in the guide | SLC Trips</title><h1>This place is no longer in the guide</h1><p><a href="/destinations/">All destinations</a></p>',
};
const PAGES: Record<DestinationPageStatus, string> = { 200: FALLBACK_PAGE, 404: NOT_FOUND_PAGE, 410: GONE_PAGE };

/** Whether `rawId` is a place staff withdrew (its row kept, decision 049). */
async function isWithdrawn(sql: Sql, rawId: string): Promise<boolean> {
  const id = destinationIdSchema.safeParse(rawId);
  if (!id.success) return false;
  const [row] = await sql`SELECT 1 FROM destinations WHERE id = ${id.data} AND withdrawn_at IS NOT NULL`;
  return row !== undefined;
}

/**
 * The answer for a /destinations/{id} path that has no prebuilt page (decision 020): a
 * destination in the database (approved after the build) gets the client-side page with
 * status 200, a withdrawn one the "no longer in the guide" page with 410 (decision 085),
 * anything else the "Destination not found" page with status 404.
 */
export async function destinationPage(sql: Sql, rawId: string, distDir = path.resolve('dist')): Promise<{ status: DestinationPageStatus; html: string }> {
  let status: DestinationPageStatus = 404;
  try {
    await getDestination(sql, rawId);
    status = 200;
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
    if (await isWithdrawn(sql, rawId)) status = 410;
  }
  const html = await fs.readFile(path.join(distDir, PAGES[status]), 'utf8').catch(() => BARE[status]);
  return { status, html };
}
