// `npm start`: build when the sources changed since the last build, then serve.
import { buildSite, isBuildCurrent } from './build.ts';
import { serve } from './serve.ts';

try {
  if (isBuildCurrent()) console.log('build: dist/ is up to date');
  else await buildSite();
  await serve();
} catch (error) {
  console.error(error);
  process.exit(1);
}
