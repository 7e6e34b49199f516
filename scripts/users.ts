// Operator CLI: `npm run users -- list | set-tier EMAIL free|premium|olympic | set-role EMAIL staff|visitor`.
// Works against the database the server uses, also while the server runs.
import { emailSchema, roleSchema, tierSchema, type Profile } from '../src/features/accounts/accounts.ts';
import { listProfiles, setRole, setTier } from '../src/features/accounts/accounts.server.ts';
import { db } from '../src/server/db.ts';
import { prepareDatabase } from './prepare-database.ts';
import { runWithDatabase } from './cli.ts';

const USAGE = 'usage: npm run users -- list | set-tier EMAIL free|premium|olympic | set-role EMAIL staff|visitor';

function show(p: Profile): string {
  return `${p.email}\ttier=${p.subscriptionTier}\trole=${p.role}`;
}

async function main(args: string[]): Promise<number> {
  const [command, email, value] = args;
  if (command === 'list' && args.length === 1) {
    await prepareDatabase();
    const profiles = await listProfiles(await db());
    console.log(profiles.length ? profiles.map(show).join('\n') : '(no users yet)');
    return 0;
  }
  if ((command === 'set-tier' || command === 'set-role') && args.length === 3) {
    const address = emailSchema.safeParse(email);
    if (!address.success) return fail(`not an e-mail address: ${email}`);
    await prepareDatabase();
    const sql = await db();
    if (command === 'set-tier') {
      const tier = tierSchema.safeParse(value);
      if (!tier.success) return fail(`tier must be free, premium or olympic, not ${value}`);
      console.log(show(await setTier(sql, address.data, tier.data)));
    } else {
      const role = roleSchema.safeParse(value);
      if (!role.success) return fail(`role must be staff or visitor, not ${value}`);
      console.log(show(await setRole(sql, address.data, role.data)));
    }
    return 0;
  }
  return fail(USAGE);
}

function fail(message: string): number {
  console.error(message);
  return 2;
}

runWithDatabase(main(process.argv.slice(2)));
