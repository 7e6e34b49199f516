import type { Page } from '@playwright/test';

/*
 * Helpers for time-based journeys without real waiting. With Playwright's clock paused, a
 * timer fires only when the test moves the clock, and the page calls fetch() synchronously
 * inside that timer: counting fetch() calls in the page tells at once whether it fired.
 */

export interface FetchCounts {
  /** fetch() calls made so far. */
  started: number;
  /** Calls whose answer the page has finished reading (its own code after `response.text()` has run). */
  settled: number;
}

/** Counts the page's fetch() calls to `pathname` in each document it loads. */
export async function countFetches(page: Page, pathname: string): Promise<() => Promise<FetchCounts>> {
  await page.addInitScript((path) => {
    const counts = { started: 0, settled: 0 };
    (window as unknown as Record<string, FetchCounts>)[`__fetches:${path}`] = counts;
    // A real task (not a timer, which the fake clock holds back) runs after every microtask the
    // page's own code chained on the answer: then the page has taken it in.
    const settle = () => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        counts.settled += 1;
      };
      channel.port2.postMessage(null);
    };
    const original = window.fetch;
    window.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (url.pathname !== path) return original.call(this, input, init);
      counts.started += 1;
      return original.call(this, input, init).then(
        (response) => {
          const text = response.text.bind(response);
          response.text = () => text().finally(settle);
          return response;
        },
        (error: unknown) => {
          settle();
          throw error;
        },
      );
    };
  }, pathname);
  return () =>
    page.evaluate((path) => ({ ...((window as unknown as Record<string, FetchCounts>)[`__fetches:${path}`] ?? { started: 0, settled: 0 }) }), pathname);
}

/**
 * A gate for holding a routed request until the test has seen what it wanted (a loading
 * state), instead of holding it for a guessed time: `await held.passed` in the route
 * handler, `held.open()` in the test.
 */
export function gate(): { passed: Promise<void>; open: () => void } {
  let open = () => {};
  const passed = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { passed, open };
}
