// The server the benchmarks measure (`npm run bench`, `npm run bench:plan`): the built dist/
// served by `npm run serve` on a free port, with its own fresh embedded database.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';

/**
 * Starts `npm run serve` (no build) on a free port with its own data directory and `workers` HTTP
 * workers (WEB_CONCURRENCY, decision 067; 1 by default); resolves with its origin.
 */
export async function startServer(dataDir: string, workers = 1): Promise<{ origin: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', WEB_CONCURRENCY: String(workers) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`The server did not start in 180 s:\n${seen}`)), 180_000);
    child.once('exit', (code) => reject(new Error(`The server exited with ${code}:\n${seen}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      // The access log keeps flowing during the run; only the start-up lines are kept.
      if (seen.length < 10_000) seen += chunk.toString();
      const ready = /ready at (http:\/\/[^/\s]+)\//.exec(seen);
      if (ready) {
        clearTimeout(timer);
        resolve({ origin: ready[1]!, child });
      }
    });
  });
}

/** Stops the server and removes its data directory. */
export async function stopServer(child: ChildProcess, dataDir: string): Promise<void> {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
