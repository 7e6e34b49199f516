// `npm start`: build when the sources changed since the last build, then serve.
import path from 'node:path';
import { StartupError } from '../src/lib/errors.ts';
import { env } from '../src/server/env.ts';
import { assertPortFree, claimServedFolder } from '../src/server/instanceLock.ts';

try {
  // A second npm start on the same dist/ or port says so before it builds anything (issue 37),
  // and before the build's and the server's modules (Astro among them) are even loaded.
  claimServedFolder(path.resolve(env().DIST_DIR));
  await assertPortFree(env().PORT, env().HOST);
  const { buildSite, isBuildCurrent } = await import('./build.ts');
  if (isBuildCurrent()) console.log('build: dist/ is up to date');
  else await buildSite();
  const { serve } = await import('./serve.ts');
  await serve();
} catch (error) {
  // An operator's problem (a folder in use or damaged, a port taken) is its message alone.
  console.error(error instanceof StartupError ? `npm start: ${error.message}` : error);
  process.exit(1);
}
