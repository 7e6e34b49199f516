import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepsServing, lastResort } from './lastResort.ts';
import { withRequestId } from './log.ts';

// Issue 37: an error nobody handled is logged with its request's id and reported; the process
// keeps serving after one request's I/O failure or a rejected promise, and stops with 1 otherwise.
afterEach(() => vi.restoreAllMocks());

const enoent = () => Object.assign(new Error("ENOENT: no such file or directory, open 'dist/plan/index.html.br'"), { code: 'ENOENT' });

describe('the last resort', () => {
  it('logs an uncaught file error with the request id, reports it and keeps serving', async () => {
    const lines: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((line) => lines.push(String(line)) > 0);
    const report = vi.fn(async () => {});
    const stop = vi.fn();
    const kept = withRequestId('abcdef012345', () => lastResort('uncaughtException', enoent(), stop, report));
    expect(kept).toBe(true);
    expect(stop).not.toHaveBeenCalled();
    const line = JSON.parse(lines.at(-1)!);
    expect(line).toMatchObject({ level: 'error', at: 'process', requestId: 'abcdef012345' });
    expect(line.message).toContain('kept serving');
    expect(line.stack).toContain('ENOENT');
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ code: 'ENOENT' }), expect.objectContaining({ requestId: 'abcdef012345' }));
  });

  it('stops with exit code 1 after an uncaught programming error, whose state is unknown', () => {
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const stop = vi.fn();
    expect(lastResort('uncaughtException', new TypeError('undefined is not a function'), stop, async () => {})).toBe(false);
    expect(stop).toHaveBeenCalledWith(1);
  });

  it('keeps serving after an unhandled rejection, and tells I/O codes from the rest', () => {
    expect(keepsServing('unhandledRejection', new TypeError('x'))).toBe(true);
    expect(keepsServing('uncaughtException', Object.assign(new Error('x'), { code: 'EPIPE' }))).toBe(true);
    expect(keepsServing('uncaughtException', Object.assign(new Error('x'), { code: 'ERR_ASSERTION' }))).toBe(false);
    expect(keepsServing('uncaughtException', 'a string')).toBe(false);
  });
});
