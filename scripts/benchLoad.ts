// The request rates of `npm run bench` (decision 051): one route under load from wrk (Debian's
// `wrk`, a C client) when it is installed, else from autocannon. autocannon runs JavaScript in
// one thread and cannot read more than ~70 MB/s of 270 KB answers, so with it the list route
// measures the client, not the server.
import { execFile, spawnSync } from 'node:child_process';
import autocannon from 'autocannon';

export interface LoadOptions {
  duration: number;
  connections: number;
  client: 'wrk' | 'autocannon';
  /** The Accept-Encoding sent: `br, gzip` unless given (the nginx comparison asks for gzip, benchNginx.ts). */
  encoding?: string;
}

export interface Load {
  path: string;
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
  bytes: number;
}

export const hasWrk = () => spawnSync('wrk', ['--version'], { stdio: 'ignore' }).error === undefined;

/** Reads a wrk figure such as "1.34GB", "19.82ms" or "5294.78" into bytes, milliseconds or a number. */
export function wrkNumber(text: string): number {
  const match = /^([\d.]+)(us|ms|s|B|KB|MB|GB)?$/.exec(text.trim());
  if (!match) throw new Error(`Unexpected wrk figure ${text}`);
  const value = Number(match[1]);
  const unit = { us: 0.001, ms: 1, s: 1000, B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 }[match[2] ?? 'B'] ?? 1;
  return value * unit;
}

/** One wrk run (one thread, `connections` connections, latency distribution) parsed into a Load. */
async function loadWithWrk(origin: string, urlPath: string, options: LoadOptions): Promise<Load> {
  const args = [
    '-t1',
    `-c${options.connections}`,
    `-d${options.duration}s`,
    '--latency',
    '-H',
    `accept-encoding: ${options.encoding ?? 'br, gzip'}`,
    `${origin}${urlPath}`,
  ];
  const out = await new Promise<string>((resolve, reject) => execFile('wrk', args, (error, stdout) => (error ? reject(error) : resolve(stdout))));
  const figure = (pattern: RegExp) => {
    const match = pattern.exec(out);
    if (!match) throw new Error(`wrk printed no ${pattern}:\n${out}`);
    return wrkNumber(match[1]!);
  };
  const rps = figure(/Requests\/sec:\s+([\d.]+)/);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    path: urlPath,
    rps: Math.round(rps),
    p99: Math.round(figure(/\s99%\s+([\d.]+\w+)/) * 10) / 10,
    errors: socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
    bytes: Math.round(figure(/Transfer\/sec:\s+([\d.]+\w+)/) / Math.max(rps, 1)),
  };
}

/** Puts `urlPath` under load for `options.duration` seconds and returns what the client saw. */
export async function load(origin: string, urlPath: string, options: LoadOptions): Promise<Load> {
  if (options.client === 'wrk') return loadWithWrk(origin, urlPath, options);
  const result = await autocannon({
    url: `${origin}${urlPath}`,
    connections: options.connections,
    duration: options.duration,
    headers: { 'accept-encoding': options.encoding ?? 'br, gzip' },
  });
  return {
    path: urlPath,
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    bytes: Math.round(result.throughput.average / Math.max(result.requests.average, 1)),
  };
}
