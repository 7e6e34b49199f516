import { nwsPoint } from '../../src/features/conditions/conditions.server.ts';
import { readCatalogue } from '../../src/features/destinations/destinations.server.ts';
import { archImages, startFakeNps, zionAlerts } from '../fakes/nps.ts';
import { startFakeUdot } from '../fakes/udot.ts';
import { startFakeAvalanche } from '../fakes/avalanche.ts';
import { startFakeUsgs } from '../fakes/usgs.ts';
import { type FakeReddit, samplePosts, startFakeReddit } from '../fakes/reddit.ts';
import { startFakeTiles } from '../fakes/tiles.ts';
import { flashFloodWarning, startFakeWeather } from '../fakes/weather.ts';

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
/** The fake National Weather Service (WEATHER_BASE_URL): the airport chip and each place's point forecast and alerts. */
export const NWS_FAKE_PORT = Number(process.env.NWS_FAKE_PORT ?? 4690);
/** The fake National Park Service API (NPS_BASE_URL) and the key the e2e server sends it. */
export const NPS_FAKE_PORT = Number(process.env.NPS_FAKE_PORT ?? 4691);
export const NPS_FAKE_KEY = 'e2e-nps-key';
/** The fake UDOT traffic API (UDOT_BASE_URL, decision 048); tests add and lift closures through its /_control endpoints. */
export const UDOT_FAKE_PORT = Number(process.env.UDOT_FAKE_PORT ?? 4692);
export const UDOT_FAKE_KEY = 'e2e-udot-key';
/** The fake Utah Avalanche Center (AVALANCHE_BASE_URL, decision 061b): Salt Lake "Considerable", Provo "Moderate". */
export const AVALANCHE_FAKE_PORT = Number(process.env.AVALANCHE_FAKE_PORT ?? 4693);
/** The fake USGS Water Data API (USGS_BASE_URL, issue 49): the North Fork of the Virgin River at 47 cubic feet per second. */
export const USGS_FAKE_PORT = Number(process.env.USGS_FAKE_PORT ?? 4694);

/**
 * What "Today at this place" finds in the browser tests (tests/e2e/conditions.spec.ts): an
 * advisory at Delicate Arch and a trail closure at Arches; a flash flood warning in Zion's
 * Narrows (a slot canyon) with the park's closures; every service down at Cathedral Valley.
 */
export const CONDITIONS_SCENARIO = {
  advisory: 'delicate-arch',
  slotCanyon: 'the-narrows-zion',
  allDown: 'cathedral-valley',
} as const;

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
  const point = (id: string) => {
    const c = readCatalogue('supabase/seed/destinations').find((d) => d.id === id)?.coordinates;
    if (!c) throw new Error(`The conditions scenario names ${id}, which has no coordinates in the catalogue`);
    return nwsPoint(c.lat, c.lng);
  };
  const nws = await startFakeWeather({ port: NWS_FAKE_PORT }).catch((error: unknown) => {
    throw new Error(`The fake National Weather Service could not listen on 127.0.0.1:${NWS_FAKE_PORT} (set NWS_FAKE_PORT): ${String(error)}`);
  });
  nws.alertsByPoint = {
    [point(CONDITIONS_SCENARIO.advisory)]: [
      {
        event: 'Winter Weather Advisory',
        severity: 'Moderate',
        headline: 'Winter Weather Advisory issued for the La Sal and Abajo Mountains',
        instruction: 'Slow down and use caution while traveling.',
      },
    ],
    [point(CONDITIONS_SCENARIO.slotCanyon)]: [{ event: 'Wind Advisory', severity: 'Minor' }, flashFloodWarning()],
  };
  nws.failingPoints.add(point(CONDITIONS_SCENARIO.allDown));
  const nps = await startFakeNps({ port: NPS_FAKE_PORT, apiKey: NPS_FAKE_KEY }).catch((error: unknown) => {
    throw new Error(`The fake NPS API could not listen on 127.0.0.1:${NPS_FAKE_PORT} (set NPS_FAKE_PORT): ${String(error)}`);
  });
  nps.alertsByPark = {
    arch: [
      {
        title: 'Devils Garden Trail Closed Past Landscape Arch',
        category: 'Park Closure',
        description: 'Ice and snow on the fins make the primitive loop unsafe.',
      },
    ],
    zion: zionAlerts(),
  };
  nps.failingParks.add('care');
  // Photos (tests/e2e/photos.spec.ts): Arches has two credited images, the other parks none.
  nps.imagesByPark = { arch: archImages() };
  const udot = await startFakeUdot({ port: UDOT_FAKE_PORT, apiKey: UDOT_FAKE_KEY }).catch((error: unknown) => {
    throw new Error(`The fake UDOT API could not listen on 127.0.0.1:${UDOT_FAKE_PORT} (set UDOT_FAKE_PORT): ${String(error)}`);
  });
  const avalanche = await startFakeAvalanche({ port: AVALANCHE_FAKE_PORT }).catch((error: unknown) => {
    throw new Error(`The fake Utah Avalanche Center could not listen on 127.0.0.1:${AVALANCHE_FAKE_PORT} (set AVALANCHE_FAKE_PORT): ${String(error)}`);
  });
  const usgs = await startFakeUsgs({ port: USGS_FAKE_PORT }).catch((error: unknown) => {
    throw new Error(`The fake USGS Water Data API could not listen on 127.0.0.1:${USGS_FAKE_PORT} (set USGS_FAKE_PORT): ${String(error)}`);
  });
  return async () => {
    await Promise.all([fake.close(), tiles.close(), nws.close(), nps.close(), udot.close(), avalanche.close(), usgs.close()]);
  };
}
