import { AsyncLocalStorage } from 'node:async_hooks';
import cluster from 'node:cluster';

/*
 * The one log format of the server (issue 30, decision 041): every line is one JSON object,
 * `{"time","level","at","requestId"?,"message",...fields}`, errors and warnings on stderr,
 * the rest on stdout. `at` names the part that writes (conditions, photos, http…). A line
 * written while a request is answered carries that request's id without passing it around:
 * the error wrapper `handler` (http.ts) runs each request inside `withRequestId`.
 */

type Level = 'info' | 'warn' | 'error';
type Fields = Record<string, unknown>;

const requests = new AsyncLocalStorage<{ requestId: string }>();

/**
 * The HTTP worker this process is when WEB_CONCURRENCY runs several (decision 067): its number
 * (1, 2, …; a replacement gets the next), written on each of its lines so an operator can tell
 * the workers apart. Never sent to a visitor; absent in a single process.
 */
const WORKER = cluster.isWorker ? cluster.worker?.id : undefined;
const WORKER_FIELD = WORKER === undefined ? '' : `,"worker":${WORKER}`;

/** Runs `fn` as the work of one request: every log line written meanwhile carries its id. */
export function withRequestId<T>(requestId: string, fn: () => T): T {
  return requests.run({ requestId }, fn);
}

/** The id of the request being answered, if any. */
export function currentRequestId(): string | undefined {
  return requests.getStore()?.requestId;
}

/** One log line as JSON text (no newline); fields never override time, level, at or message. */
export function logLine(level: Level, at: string, message: string, fields: Fields = {}): string {
  const { time: _t, level: _l, at: _a, message: _m, requestId = currentRequestId(), ...rest } = fields;
  return JSON.stringify({
    time: new Date().toISOString(),
    level,
    at,
    ...(requestId ? { requestId } : {}),
    message,
    ...(WORKER ? { worker: WORKER } : {}),
    ...rest,
  });
}

/**
 * The access log's line for one answer: the same JSON text as logLine('info', 'access', …) with
 * these fields, written out directly (issue 38: the general logLine's object spreads were a large
 * part of a static page's own work under load).
 */
export function accessLine(requestId: string, method: string, path: string, status: number, ms: number): string {
  const q = JSON.stringify;
  return `{"time":"${new Date().toISOString()}","level":"info","at":"access","requestId":${q(requestId)},"message":${q(`${method} ${path} ${status}`)},"method":${q(method)},"path":${q(path)},"status":${status},"ms":${ms}${WORKER_FIELD}}`;
}

/** An error's message for a log line: its text, not `{}` (JSON.stringify drops an Error's fields). */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** An error's stack for a log line's `stack` field, when it has one. */
export function stackOf(error: unknown): string | undefined {
  return error instanceof Error ? error.stack : undefined;
}

function write(level: Level, at: string, message: string, fields?: Fields): void {
  const line = `${logLine(level, at, message, fields)}\n`;
  if (level === 'info') process.stdout.write(line);
  else process.stderr.write(line);
}

export const log = {
  error: (at: string, message: string, fields?: Fields) => write('error', at, message, fields),
  warn: (at: string, message: string, fields?: Fields) => write('warn', at, message, fields),
  info: (at: string, message: string, fields?: Fields) => write('info', at, message, fields),
};
