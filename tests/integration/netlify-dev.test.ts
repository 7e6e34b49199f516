import fs from 'node:fs';
import path from 'node:path';
import { NetlifyDev } from '@netlify/dev';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../helpers/database.ts';

// Proves the Netlify side of the contract: netlify.toml and each function's config.path route
// under Netlify's own local runtime exactly as the one-process server routes them.
//
// Issue 52: by sample. NetlifyDev bundles every function of the project with esbuild on the first
// call (about 60, each with the code it imports: 175 s of the unit part on this machine), and these
// tests call two. So they run it on a sample project: the real netlify.toml, copied unchanged, and
// every function whose route starts with /api/destinations (the two called and the three that
// share their prefix, so a clash between their patterns would still show), beside links to the
// real src/, supabase/ and node_modules/. Every function's own route is checked without Netlify by
// the one-process server's route table tests (src/server/functions.test.ts).
const SAMPLE_FUNCTIONS = ['destinations', 'destination', 'destination-conditions', 'destination-photos', 'destination-places'];

let database: TestDatabase;
let dev: NetlifyDev;
let sampleRoot: string;

function makeSample(): string {
  const root = path.resolve(`dist.netlify-sample-${process.pid}`);
  fs.rmSync(root, { recursive: true, force: true });
  fs.mkdirSync(path.join(root, 'functions'), { recursive: true });
  fs.copyFileSync('netlify.toml', path.join(root, 'netlify.toml'));
  fs.copyFileSync('package.json', path.join(root, 'package.json'));
  for (const folder of ['src', 'supabase', 'node_modules']) {
    fs.symlinkSync(path.resolve(folder), path.join(root, folder), 'dir');
  }
  for (const name of SAMPLE_FUNCTIONS) {
    fs.copyFileSync(path.join('functions', `${name}.mts`), path.join(root, 'functions', `${name}.mts`));
  }
  return root;
}

beforeAll(async () => {
  database = await freshDatabase();
  sampleRoot = makeSample();
  dev = new NetlifyDev({
    projectRoot: sampleRoot,
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
  // The first function call builds the sample's functions (esbuild); warm it here, so the tests
  // below time the routing only.
  await dev.handle(new Request('http://localhost:8888/api/destinations/delicate-arch'));
}, 600_000);

afterAll(async () => {
  await dev?.stop();
  await database?.close();
  if (sampleRoot) fs.rmSync(sampleRoot, { recursive: true, force: true });
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
