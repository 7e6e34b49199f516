import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttlCache.ts';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-07-01T18:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('TtlCache', () => {
  it('keeps a value for its time to live, then loads again', async () => {
    const cache = new TtlCache<number>({ ttlMs: 30 * 60_000, failureTtlMs: 60_000 });
    const load = vi.fn(async () => 1);
    expect(await cache.get('a', load)).toBe(1);
    vi.advanceTimersByTime(30 * 60_000 - 1);
    expect(await cache.get('a', load)).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    load.mockResolvedValueOnce(2);
    expect(await cache.get('a', load)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one pending load between concurrent callers of a key, and keeps keys apart', async () => {
    const cache = new TtlCache<string>({ ttlMs: 1000, failureTtlMs: 1000 });
    let release!: (v: string) => void;
    const load = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const answers = Promise.all([cache.get('a', load), cache.get('a', load), cache.get('a', load)]);
    expect(load).toHaveBeenCalledTimes(1);
    const other = vi.fn(async () => 'b');
    expect(await cache.get('b', other)).toBe('b');
    release('a');
    expect(await answers).toEqual(['a', 'a', 'a']);
  });

  it('remembers a failure for its own shorter time, then tries again', async () => {
    const cache = new TtlCache<number>({ ttlMs: 300_000, failureTtlMs: 60_000 });
    const load = vi.fn(async (): Promise<number> => {
      throw new Error('down');
    });
    await expect(cache.get('a', load)).rejects.toThrow('down');
    await expect(cache.get('a', load)).rejects.toThrow('down');
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    load.mockResolvedValueOnce(5);
    expect(await cache.get('a', load)).toBe(5);
  });

  it('drops the oldest entries past its size', async () => {
    const cache = new TtlCache<number>({ ttlMs: 1000, failureTtlMs: 1000, maxEntries: 2 });
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 2);
    await cache.get('c', async () => 3);
    expect(cache.size).toBe(2);
    const again = vi.fn(async () => 10);
    expect(await cache.get('a', again)).toBe(10);
    expect(await cache.get('c', again)).toBe(3);
  });

  it('keeps no failure unless asked to', async () => {
    const cache = new TtlCache<string>({ ttlMs: 60_000 });
    await expect(cache.get('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('x', async () => 'up')).toBe('up');
  });

  it('serves a value through a failed reload while it is younger than staleMs, and leaves the service alone meanwhile', async () => {
    const cache = new TtlCache<number>({ ttlMs: 5 * 60_000, staleMs: 30 * 60_000, failureTtlMs: 60_000 });
    const start = Date.now();
    expect(await cache.get('a', async () => 1)).toBe(1);
    const down = vi.fn(async (): Promise<number> => {
      throw new Error('down');
    });
    vi.setSystemTime(start + 5 * 60_000 + 1);
    expect(await cache.get('a', down)).toBe(1);
    expect(await cache.get('a', down)).toBe(1);
    expect(down).toHaveBeenCalledTimes(1);
    vi.setSystemTime(start + 30 * 60_000 + 1);
    await expect(cache.get('a', down)).rejects.toThrow('down');
    expect(down).toHaveBeenCalledTimes(2);
    vi.setSystemTime(start + 31 * 60_000 + 2);
    expect(await cache.get('a', async () => 2)).toBe(2);
  });
});
