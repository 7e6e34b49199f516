/**
 * One part of an answer that gathers outside services (a forecast, a park's alerts, a river's gauge):
 * loaded, or unavailable with a plain reason. Parts fail on their own.
 */
export type Part<T> = ({ status: 'ok' } & T) | { status: 'unavailable'; reason: string };

/** An API answer that was not OK; the message is "{status}: {body or status text}" (docs/product.md §8). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The `error` field of a JSON error body, when there is one. */
  get serverMessage(): string | undefined {
    const error = this.field('error');
    return typeof error === 'string' ? error : undefined;
  }

  /** The request id a server error names (`reference`, issue 30): what a visitor quotes to us. */
  get reference(): string | undefined {
    const reference = this.field('reference');
    return typeof reference === 'string' && /^[\w-]{1,64}$/.test(reference) ? reference : undefined;
  }

  private field(name: string): unknown {
    try {
      return (JSON.parse(this.body) as Record<string, unknown> | null)?.[name];
    } catch {
      return undefined;
    }
  }
}

/** What an action that needs the network says while offline (the service worker's answer says the same). */
export const OFFLINE_MESSAGE = 'You are offline. This needs the network and will work again once you are back online.';

/**
 * Every call of the product: the browser's cookies, JSON bodies with a JSON content type,
 * any non-OK answer an ApiError. Returns parsed JSON (or null for an empty body).
 */
export async function apiFetch<T = unknown>(path: string, init: { method?: string; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
  const hasBody = init.body !== undefined;
  const response = await fetch(path, {
    method: init.method ?? (hasBody ? 'POST' : 'GET'),
    credentials: 'include',
    headers: hasBody ? { 'content-type': 'application/json', accept: 'application/json' } : { accept: 'application/json' },
    body: hasBody ? JSON.stringify(init.body) : undefined,
    signal: init.signal,
  }).catch((error: unknown) => {
    // No network (and no service worker to say so, sw.ts): say it plainly, not "Failed to fetch".
    if (typeof navigator !== 'undefined' && navigator.onLine === false)
      throw new ApiError(0, `0: ${OFFLINE_MESSAGE}`, JSON.stringify({ error: OFFLINE_MESSAGE }));
    throw error;
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, text);
  return (text ? JSON.parse(text) : null) as T;
}

/**
 * What to tell a person about a failed call (the one "error to message" rule of the islands):
 * the server's own JSON `error` when it sent one, else `fallback`, else the error's message;
 * with "(reference a1b2c3…)" when the server named the request, so a report finds its log line.
 */
export function errorText(error: unknown, fallback?: string): string {
  if (error instanceof ApiError && error.reference) return `${error.serverMessage ?? fallback ?? error.message} (reference ${error.reference})`;
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  if (fallback !== undefined) return fallback;
  return error instanceof Error ? error.message : String(error);
}
