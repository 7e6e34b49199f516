// `npm start`: build when the sources changed since the last build, then serve.
import { StartupError } from '../src/lib/errors.ts';
import { env } from '../src/server/env.ts';
import { assertPortFree, claimServedFolder } from '../src/server/instanceLock.ts';
import { buildSite, distDir, isBuildCurrent } from './build.ts';
import { serve } from './serve.ts';

try {
  // A second npm start on the same dist/ or port says so before it builds anything (issue 37).
  claimServedFolder(distDir());
  await assertPortFree(env().PORT, env().HOST);
  if (isBuildCurrent()) console.log('build: dist/ is up to date');
  else await buildSite();
  await serve();
} catch (error) {
  // An operator's problem (a folder in use or damaged, a port taken) is its message alone.
  console.error(error instanceof StartupError ? `npm start: ${error.message}` : error);
  process.exit(1);
}
