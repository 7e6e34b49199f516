import http from 'node:http';
import { serveFake } from './serve.ts';

/**
 * A local stand-in for a Netlify build hook (`https://api.netlify.com/build_hooks/<id>`): a POST
 * with any (or no) body answers 200 with an empty body and queues a build; any other method is
 * 404, as Netlify answers. `fail` makes it answer 500; `posts` counts the builds asked for.
 */
export interface FakeBuildHook {
  url: string;
  posts: number;
  fail: boolean;
  close(): Promise<void>;
}

export async function startFakeBuildHook(port = 0): Promise<FakeBuildHook> {
  const state = { posts: 0, fail: false };
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.startsWith('/build_hooks/')) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
        return;
      }
      if (state.fail) {
        res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
        return;
      }
      state.posts++;
      res.writeHead(200).end();
    });
  });
  const served = await serveFake(server, port);
  return Object.assign(state, { url: `${served.url}/build_hooks/5f0c0ffee0123456789abcde`, close: served.close }) as FakeBuildHook;
}
