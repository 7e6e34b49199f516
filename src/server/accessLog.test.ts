import { describe, expect, it } from 'vitest';
import { bufferedLog } from './accessLog.ts';

describe('bufferedLog', () => {
  it('writes the lines of one event-loop turn at once, in order, and nothing before the turn ends', async () => {
    const chunks: string[] = [];
    const log = bufferedLog((chunk) => chunks.push(chunk));
    log('GET / 200 1ms');
    log('GET /deck/ 200 2ms');
    expect(chunks).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(chunks).toEqual(['GET / 200 1ms\nGET /deck/ 200 2ms\n']);
    log('GET /search 200 3ms');
    await new Promise((resolve) => setImmediate(resolve));
    expect(chunks).toEqual(['GET / 200 1ms\nGET /deck/ 200 2ms\n', 'GET /search 200 3ms\n']);
  });
});
