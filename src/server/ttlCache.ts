import { LRUCache } from 'lru-cache';

// The one cache of answers from outside services (Places, NWS, NPS; decisions 024 and 036), on
// lru-cache: bounded (least recently used go first), a time to live per entry, and concurrent
// callers of a missing or expired key share one load (lru-cache's fetch). On top of it, two
// rules of ours: a failure may be remembered for a shorter time, so a broken service is not
// asked again by every visitor; and a value may still be served for a while when its reload
// fails (stale on error). Time is Date.now(), so tests move it with vi.useFakeTimers.

type Stored<T> = { ok: true; value: T; at: number } | { ok: false; error: unknown; at: number };
type Load<T> = () => Promise<T>;

export interface TtlCacheOptions {
  /** How long a value is served without asking again. */
  ttlMs: number;
  /** How long a failure is answered from memory; 0 (the default) keeps no failures. */
  failureTtlMs?: number;
  /**
   * When a reload fails, a value younger than this is served instead of the error, and the
   * service is left alone for failureTtlMs (at least a second). 0 (the default): never stale.
   */
  staleMs?: number;
  maxEntries?: number;
}

export class TtlCache<T> {
  private readonly cache: LRUCache<string, Stored<T>, Load<T>>;

  constructor(private readonly options: TtlCacheOptions) {
    this.cache = new LRUCache<string, Stored<T>, Load<T>>({
      max: options.maxEntries ?? 1000,
      // lru-cache expires an entry once it is older than its ttl; ours expire when they reach it.
      ttl: Math.max(1, options.ttlMs - 1),
      // Date.now(), read on every check: fake clocks move it, and no timer caches "now".
      perf: { now: () => Date.now() },
      ttlResolution: 0,
      fetchMethod: async (_key, previous, { options: entry, context: load }) => {
        try {
          return { ok: true, value: await load(), at: Date.now() };
        } catch (error) {
          const failureTtl = this.options.failureTtlMs ?? 0;
          const staleMs = this.options.staleMs ?? 0;
          if (previous?.ok && Date.now() - previous.at < staleMs) {
            entry.ttl = Math.max(failureTtl, 1000) - 1;
            return previous;
          }
          if (failureTtl <= 0) throw error;
          entry.ttl = Math.max(1, failureTtl - 1);
          return { ok: false, error, at: Date.now() };
        }
      },
    });
  }

  /** The cached value of `key`, or `load()`'s (shared with concurrent callers); a remembered failure is thrown again. */
  async get(key: string, load: Load<T>): Promise<T> {
    const stored = await this.cache.fetch(key, { context: load });
    if (!stored) throw new Error(`The cache lost the entry of ${key}`);
    if (stored.ok) return stored.value;
    throw stored.error;
  }

  clear(): void {
    this.cache.clear();
  }

  get size(): number {
    return this.cache.size;
  }
}
