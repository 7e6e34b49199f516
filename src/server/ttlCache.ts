// A small per-key cache for answers of outside services (decision 024): a value is kept `ttlMs`,
// a failure `failureTtlMs` (so a broken service is not asked again by every visitor), and
// concurrent callers of a missing key share one pending load — never two requests in flight for
// one key. Bounded: past `maxEntries` the oldest entries go first. Time is Date.now(), so tests
// move it with vi.useFakeTimers / vi.setSystemTime.

type Entry<T> = { at: number; ok: true; value: T } | { at: number; ok: false; error: unknown };

export interface TtlCacheOptions {
  ttlMs: number;
  failureTtlMs: number;
  maxEntries?: number;
}

export class TtlCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly pending = new Map<string, Promise<T>>();

  constructor(private readonly options: TtlCacheOptions) {}

  /** The cached value of `key`, or `load()`'s (shared with concurrent callers); a cached failure is thrown again. */
  async get(key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    const now = Date.now();
    if (entry && now - entry.at < (entry.ok ? this.options.ttlMs : this.options.failureTtlMs)) {
      if (entry.ok) return entry.value;
      throw entry.error;
    }
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const loading = load().then(
      (value) => {
        this.set(key, { at: Date.now(), ok: true, value });
        return value;
      },
      (error: unknown) => {
        this.set(key, { at: Date.now(), ok: false, error });
        throw error;
      },
    );
    this.pending.set(key, loading);
    try {
      return await loading;
    } finally {
      this.pending.delete(key);
    }
  }

  clear(): void {
    this.entries.clear();
    this.pending.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private set(key: string, entry: Entry<T>): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    const max = this.options.maxEntries ?? 1000;
    while (this.entries.size > max) this.entries.delete(this.entries.keys().next().value as string);
  }
}
