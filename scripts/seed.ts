// `npm run seed`: applies migrations and loads the catalogue into the configured database
// (DATABASE_URL, or the embedded one — joined if the server is running). Untouched catalogue
// rows are refreshed; rows staff or users changed, and approved submissions, are kept.
import { closeDb } from '../src/server/db.ts';
import { prepareDatabase } from '../src/server/setup.ts';

prepareDatabase((line) => console.log(line))
  .then(async () => {
    console.log('seed: done');
    await closeDb();
  })
  .catch(async (error) => {
    console.error(error instanceof Error ? error.message : error);
    await closeDb().catch(() => {});
    process.exit(1);
  });
