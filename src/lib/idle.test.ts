import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterMainContent, LATE_WORK } from './idle.ts';

/** A page whose root has (or has not) the late-work attribute, its window an event target. */
function page(waiting: boolean): EventTarget {
  const win = new EventTarget();
  vi.stubGlobal('document', { documentElement: { hasAttribute: (name: string) => waiting && name === LATE_WORK } });
  vi.stubGlobal('addEventListener', win.addEventListener.bind(win));
  return win;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('afterMainContent (decision 126)', () => {
  it('runs at once on a page whose main content is not still to come', () => {
    page(false);
    const run = vi.fn();
    afterMainContent(run);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits for the late-work event while the root has the attribute, then runs once', () => {
    const win = page(true);
    const run = vi.fn();
    afterMainContent(run);
    win.dispatchEvent(new Event('load'));
    expect(run).not.toHaveBeenCalled();
    win.dispatchEvent(new Event(LATE_WORK));
    expect(run).toHaveBeenCalledTimes(1);
    win.dispatchEvent(new Event(LATE_WORK));
    expect(run).toHaveBeenCalledTimes(1);
  });
});
