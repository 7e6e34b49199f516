/**
 * Plans already made in this tab (issue 38): the same request on the same build gives the same
 * plan, so a reload, the back button or a shared link opened twice shows it at once instead of
 * planning again. sessionStorage: it lasts as long as the tab and is never sent anywhere.
 */
import type { PlanResponse } from '../planning/planning.ts';

const PREFIX = 'slc-plan:';
/** Kept small: plans are 5–60 KB each as JSON, and sessionStorage holds about 5 MB per site. */
export const MAX_CACHED_PLANS = 12;

/**
 * What a plan depends on besides its request: the build (its catalogue stamp and the engine's
 * own script, whose name changes with its code) and the live closures it was planned around.
 */
export function planCacheKey(search: string, build: string, closures: unknown): string {
  return `${PREFIX}${build}|${JSON.stringify(closures ?? null)}|${search}`;
}

/** The plan stored under `key`, or undefined (none, unreadable, or storage refused). */
export function cachedPlan(storage: Storage | undefined, key: string): PlanResponse | undefined {
  try {
    const text = storage?.getItem(key);
    return text ? (JSON.parse(text) as PlanResponse) : undefined;
  } catch {
    return undefined;
  }
}

/** The keys stored, oldest first (the storage's own key order is unspecified). */
const ORDER = 'slc-plans-order';

/** Stores a successful plan, dropping the oldest beyond MAX_CACHED_PLANS; a full or refused storage is ignored. */
export function storePlan(storage: Storage | undefined, key: string, response: PlanResponse): void {
  if (!storage || !response.ok) return;
  try {
    const parsed: unknown = JSON.parse(storage.getItem(ORDER) ?? '[]');
    const order = (Array.isArray(parsed) ? parsed : []).filter((k): k is string => typeof k === 'string' && k !== key);
    order.push(key);
    while (order.length > MAX_CACHED_PLANS) storage.removeItem(order.shift()!);
    storage.setItem(ORDER, JSON.stringify(order));
    storage.setItem(key, JSON.stringify(response));
  } catch {
    // Private browsing or a full storage: the plan is simply not kept.
  }
}
