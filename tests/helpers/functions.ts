import type { Context } from '@netlify/functions';
import { localContext } from '../../src/server/functions.ts';

type Fn = (request: Request, context: Context) => Promise<Response> | Response;

/** Calls a function's default export with a real Request, as Netlify would. */
export async function call(fn: Fn, path: string, init: RequestInit & { params?: Record<string, string> } = {}): Promise<Response> {
  const { params = {}, ...rest } = init;
  const request = new Request(new URL(path, 'http://127.0.0.1:4321'), rest);
  return fn(request, localContext(request, params));
}
