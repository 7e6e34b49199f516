import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

// Issue 36's budget: the transit data adds at most 60 KB gzipped to what /plan loads. /plan loads
// the same page script with or without a car; without one it starts the car-free worker
// (carFree.worker.ts: the network, the router, the walks, the car-free day) in place of the car
// planner's worker. Both are bundled and minified here as the build does (decision 058b).
const ROOT = path.resolve(import.meta.dirname, '../../..');
const KB = 1024;

async function bundle(entry: string): Promise<{ gzip: number; transitBytes: number }> {
  const out = await build({
    entryPoints: [path.join(ROOT, entry)],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    metafile: true,
    absWorkingDir: ROOT,
    logLevel: 'silent',
  });
  const [output] = Object.values(out.metafile.outputs);
  // The minified bytes the transit room's own modules and data put into the bundle.
  const transitBytes = Object.entries(output!.inputs)
    .filter(([file]) => file.startsWith('src/features/transit/'))
    .reduce((sum, [, input]) => sum + input.bytesInOutput, 0);
  return { gzip: zlib.gzipSync(out.outputFiles[0]!.contents, { level: 9 }).length, transitBytes };
}

describe('what the transit data adds to /plan', () => {
  it('is at most 60 KB gzipped: the transit modules in the car-free worker, and that worker against the car planner’s', async () => {
    const [carFree, car] = await Promise.all([bundle('src/features/transit/carFree.worker.ts'), bundle('src/features/planner/plan.worker.ts')]);
    // Minified and not yet compressed, the transit room's part is already under the gzipped budget.
    expect(carFree.transitBytes).toBeGreaterThan(5 * KB);
    expect(carFree.transitBytes).toBeLessThanOrEqual(60 * KB);
    expect(car.transitBytes).toBe(0);
    expect(carFree.gzip - car.gzip).toBeLessThanOrEqual(60 * KB);
  }, 30_000);
});
