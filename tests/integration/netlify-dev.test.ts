import { NetlifyDev } from '@netlify/dev';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../helpers/database.ts';

// Proves the Netlify side of the contract: netlify.toml and each function's config.path route
// under Netlify's own local runtime exactly as the one-process server routes them.
let database: TestDatabase;
let dev: NetlifyDev;

beforeAll(async () => {
  database = await freshDatabase();
  dev = new NetlifyDev({
    projectRoot: process.cwd(),
    skipGitignore: true,
    // No framework dev server: static files and functions are served by NetlifyDev itself.
    serverAddress: 'http://127.0.0.1:1',
    blobs: { enabled: false },
    database: { enabled: false },
    edgeFunctions: { enabled: false },
    geolocation: { enabled: false },
    images: { enabled: false },
    aiGateway: { enabled: false },
    environmentVariables: { enabled: false },
  });
  await dev.start();
  // The first function call builds every function (esbuild, ~45 functions): about 2.5 minutes on
  // two busy cores, then about 3 s a call. Warm it here, so the tests below time the routing only.
  await dev.handle(new Request('http://localhost:8888/api/destinations/delicate-arch'));
}, 600_000);

afterAll(async () => {
  await dev?.stop();
  await database?.close();
});

describe('the functions under @netlify/dev', { timeout: 120_000 }, () => {
  it('routes GET /api/destinations by its config.path', async () => {
    const response = await dev.handle(new Request('http://localhost:8888/api/destinations?driveTime=40'));
    expect(response?.status).toBe(200);
    const body = (await response!.json()) as Array<{ id: string }>;
    expect(body.map((d) => d.id)).toEqual(['temple-square', 'utah-olympic-park']);
  });

  it('routes GET /api/destinations/{id} with its parameter and keeps the JSON 404', async () => {
    const found = await dev.handle(new Request('http://localhost:8888/api/destinations/delicate-arch'));
    expect(found?.status).toBe(200);
    expect(((await found!.json()) as { name: string }).name).toBe('Delicate Arch');
    const missing = await dev.handle(new Request('http://localhost:8888/api/destinations/nowhere'));
    expect(missing?.status).toBe(404);
    expect(await missing!.json()).toEqual({ error: 'Destination not found' });
  });
});
