// nginx beside `npm run bench`'s server (issue 38): the same built file from a plain static server
// in the same run, so the bench records the ratio of the two on this host rather than a figure
// from another day. Debian's nginx (`NGINX_PATH`, default /usr/sbin/nginx) with its usual settings
// for static files: `worker_processes auto`, sendfile, gzip_static for the .gz beside each file
// (Debian's nginx has no brotli module, so both servers are asked for gzip: the same bytes).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../tests/helpers/freePort.ts';

export const nginxPath = (): string => process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export const hasNginx = (): boolean => spawnSync(nginxPath(), ['-v'], { stdio: 'ignore' }).error === undefined;

/** The configuration: `root` served as the local server does (the path, path.html, path/index.html). */
export function nginxConfig(root: string, port: number, dir: string): string {
  return `daemon off;
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  tcp_nopush on;
  gzip_static on;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / { try_files $uri $uri.html $uri/index.html =404; }
  }
}
`;
}

/** Starts nginx on a free port over `root`; resolves with its origin once it answers. */
export async function startNginx(root: string): Promise<{ origin: string; stop: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slc-bench-nginx-'));
  const port = await freePort();
  fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(path.resolve(root), port, dir));
  const child: ChildProcess = spawn(nginxPath(), ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: ['ignore', 'ignore', 'inherit'] });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGQUIT');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  // Polled, not slept on: nginx answers within milliseconds of its start.
  for (let tries = 0; tries < 200; tries++) {
    if (child.exitCode !== null) break;
    const up = await fetch(`${origin}/`).then(
      () => true,
      () => false,
    );
    if (up) return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await stop();
  throw new Error(`nginx did not start on ${origin} (see ${nginxPath()} -t)`);
}
