import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';

/**
 * The listen, close and `--port` parts every fake shares (decision 054): a fake builds its
 * `http.Server` with its own handler and hands it here. Binds to 127.0.0.1 only (port 0: any free
 * port), rejects when the port is taken, and closes open keep-alive connections with the server
 * so a test never waits on one.
 */
export interface Served {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function serveFake(server: http.Server, port = 0): Promise<Served> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${bound}`,
    port: bound,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * The command-line options of a fake run alone (`node --import tsx tests/fakes/udot.ts --port 4692`),
 * or null when the module is imported by a test. `--port` is always an option, with its default.
 */
export function runAlone<K extends string>(
  moduleUrl: string,
  port: string,
  more: Partial<Record<K, string>> = {},
): ({ port: number } & Record<K, string>) | null {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return null;
  const options: Record<string, { type: 'string'; default: string }> = { port: { type: 'string', default: port } };
  for (const [name, value] of Object.entries(more)) options[name] = { type: 'string', default: value as string };
  const { values } = parseArgs({ options });
  return { ...(values as Record<K, string>), port: Number(values.port) };
}
