// `npm run seed`: applies migrations and loads the catalogue into the configured database
// (DATABASE_URL, or the embedded one — joined if the server is running). Untouched catalogue
// rows are refreshed; rows staff or users changed, and approved submissions, are kept.
import { prepareDatabase } from './prepare-database.ts';
import { runWithDatabase } from './cli.ts';

runWithDatabase(prepareDatabase((line) => console.log(line)).then(() => console.log('seed: done')));
