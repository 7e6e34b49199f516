import { type FakeReddit, samplePosts, startFakeReddit } from '../fakes/reddit.ts';
import { startFakeTiles } from '../fakes/tiles.ts';

/**
 * The fake Reddit the e2e server talks to, on a fixed port because the server's environment
 * is fixed before the tests start. playwright.config.ts wires it:
 *   globalSetup: './tests/e2e/global-setup.ts'
 *   webServer.env: REDDIT_BASE_URL / REDDIT_OAUTH_BASE_URL = http://127.0.0.1:4499,
 *                  REDDIT_CLIENT_ID = e2e-client, REDDIT_CLIENT_SECRET = e2e-secret,
 *                  REDDIT_REQUESTS_PER_MINUTE = 10000
 * r/Utah answers slowly (so a running scan can be seen) and r/Tooele is broken (skipped).
 * Tests add posts at run time through POST /__control/posts (see addFakeRedditPost).
 */
export const REDDIT_FAKE_PORT = Number(process.env.REDDIT_FAKE_PORT ?? 4499);
/** The fake tile host of /map (MAP_STYLE_URL = http://127.0.0.1:4599/style.json). */
export const TILES_FAKE_PORT = Number(process.env.TILES_FAKE_PORT ?? 4599);
export const REDDIT_FAKE_CLIENT = { clientId: 'e2e-client', clientSecret: 'e2e-secret' };

export default async function globalSetup(): Promise<() => Promise<void>> {
  let fake: FakeReddit;
  try {
    fake = await startFakeReddit({
      port: REDDIT_FAKE_PORT,
      posts: samplePosts(),
      slow: { utah: 2500 },
      broken: { tooele: 'error' },
      // Tokens work when the server has the credentials; anonymous listings work too.
      oauth: { ...REDDIT_FAKE_CLIENT, optional: true },
      control: true,
    });
  } catch (error) {
    throw new Error(`The fake Reddit could not listen on 127.0.0.1:${REDDIT_FAKE_PORT} (set REDDIT_FAKE_PORT): ${String(error)}`);
  }
  const tiles = await startFakeTiles({ port: TILES_FAKE_PORT }).catch((error: unknown) => {
    throw new Error(`The fake tile host could not listen on 127.0.0.1:${TILES_FAKE_PORT} (set TILES_FAKE_PORT): ${String(error)}`);
  });
  return async () => {
    await Promise.all([fake.close(), tiles.close()]);
  };
}
