import { closeDb } from '../src/server/db.ts';

/**
 * Runs a command-line script's work against the database, then closes the database: exits with
 * the work's code when it returns one, and on an error prints the message and exits with 1.
 */
export function runWithDatabase(work: Promise<unknown>): void {
  work
    .then(async (code) => {
      await closeDb();
      if (typeof code === 'number') process.exit(code);
    })
    .catch(async (error) => {
      console.error(error instanceof Error ? error.message : error);
      await closeDb().catch(() => {});
      process.exit(1);
    });
}
