import fs from 'node:fs/promises';
import path from 'node:path';
import { NotFoundError } from '../../lib/errors.ts';
import type { Sql } from '../../server/db.ts';
import { getDestination } from './destinations.server.ts';

/** The prebuilt page that loads a destination from the API (one approved after the build). */
export const FALLBACK_PAGE = 'destinations/fallback/index.html';
/** The prebuilt "Destination not found" page. */
export const NOT_FOUND_PAGE = 'destinations/not-found/index.html';

// Before the first build (or if a deploy lost the files) the status is still right.
const BARE = {
  200: '<!doctype html><meta charset="utf-8"><title>Destination | SLC Trips</title><p>This destination was added after the site was built. <a href="/destinations/">All destinations</a></p>',
  404: '<!doctype html><meta charset="utf-8"><title>Destination not found | SLC Trips</title><h1>Destination not found</h1><p><a href="/destinations/">All destinations</a></p>',
} as const;

/**
 * The answer for a /destinations/{id} path that has no prebuilt page (decision 020): a
 * destination in the database (approved after the build) gets the client-side page with
 * status 200, anything else the "Destination not found" page with status 404.
 */
export async function destinationPage(sql: Sql, rawId: string, distDir = path.resolve('dist')): Promise<{ status: 200 | 404; html: string }> {
  let status: 200 | 404 = 404;
  try {
    await getDestination(sql, rawId);
    status = 200;
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
  }
  const html = await fs.readFile(path.join(distDir, status === 200 ? FALLBACK_PAGE : NOT_FOUND_PAGE), 'utf8').catch(() => BARE[status]);
  return { status, html };
}
