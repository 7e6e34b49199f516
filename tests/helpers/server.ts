import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface RunningServer {
  url: string;
  process: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts `scripts/serve.ts` (or `script`, such as scripts/start.ts) as its own process and waits for its "ready at" line. */
export function startServer(env: Record<string, string | undefined>, timeoutMs = 60_000, script = 'scripts/serve.ts'): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve(script)], {
    env: { ...process.env, PORT: '0', ACCESS_LOG: 'off', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), timeoutMs);
    const onData = () => {
      const match = /ready at (http:\/\/\S+?)\/? /.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      resolve({
        url: match[1]!,
        process: child,
        output: () => output,
        async stop(signal = 'SIGTERM') {
          child.kill(signal);
          return exited;
        },
      });
    };
    child.stdout!.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}
