import { describe, expect, it } from 'vitest';
import { cachedPlan, MAX_CACHED_PLANS, planCacheKey, storePlan } from './planCache.ts';
import type { PlanResponse } from '../planning/planning.ts';
import { say } from '../../lib/messages/said.ts';

/** The Web Storage interface over a Map, as a tab's sessionStorage behaves. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  constructor(private readonly limit = Number.POSITIVE_INFINITY) {}
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    if (value.length > this.limit) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(key, value);
  }
}

const plan = (budgetMinutes: number): PlanResponse =>
  ({ ok: true, kind: 'day', result: { itineraries: [], budgetMinutes, start: { name: 'SLC' } } }) as unknown as PlanResponse;

describe('planCache: plans kept for the tab (issue 38)', () => {
  it('gives back a stored plan for the same request, build and closures only', () => {
    const storage = new MemoryStorage();
    const key = planCacheKey('days=1&date=2027-05-11', 'b1', null);
    storePlan(storage, key, plan(240));
    expect(cachedPlan(storage, key)).toEqual(plan(240));
    expect(cachedPlan(storage, planCacheKey('days=1&date=2027-05-12', 'b1', null))).toBeUndefined();
    expect(cachedPlan(storage, planCacheKey('days=1&date=2027-05-11', 'b2', null))).toBeUndefined();
    expect(cachedPlan(storage, planCacheKey('days=1&date=2027-05-11', 'b1', { closedEdgeKeys: ['a'] }))).toBeUndefined();
  });

  it('keeps no error, and works without storage or with a full one', () => {
    const storage = new MemoryStorage();
    storePlan(storage, 'k', { ok: false, error: say('plan.error.check', { fields: 'date' }), fields: ['date'] });
    expect(cachedPlan(storage, 'k')).toBeUndefined();
    expect(cachedPlan(undefined, 'k')).toBeUndefined();
    expect(() => storePlan(undefined, 'k', plan(1))).not.toThrow();
    const full = new MemoryStorage(10);
    expect(() => storePlan(full, planCacheKey('a', 'b', null), plan(1))).not.toThrow();
    expect(cachedPlan(full, planCacheKey('a', 'b', null))).toBeUndefined();
  });

  it('drops the oldest plans beyond the limit, and a plan asked again becomes the newest', () => {
    const storage = new MemoryStorage();
    const keys = Array.from({ length: MAX_CACHED_PLANS + 1 }, (_, i) => planCacheKey(`days=${i}`, 'b', null));
    storePlan(storage, keys[0]!, plan(0));
    storePlan(storage, keys[1]!, plan(1));
    storePlan(storage, keys[0]!, plan(0));
    for (const [i, key] of keys.entries()) if (i > 1) storePlan(storage, key, plan(i));
    expect(cachedPlan(storage, keys[1]!)).toBeUndefined();
    expect(cachedPlan(storage, keys[0]!)).toEqual(plan(0));
    expect(cachedPlan(storage, keys[2]!)).toEqual(plan(2));
    expect(cachedPlan(storage, keys.at(-1)!)).toEqual(plan(MAX_CACHED_PLANS));
  });

  it('reads an unreadable entry as none', () => {
    const storage = new MemoryStorage();
    storage.setItem('k', '{not json');
    expect(cachedPlan(storage, 'k')).toBeUndefined();
  });
});
