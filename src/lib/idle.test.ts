import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterMainContent, LATE_WORK_AFTER, LATE_WORK_WAIT_MS } from './idle.ts';

/** A page's root element naming `mark` (or none) in its late-work attribute. */
const root = (mark: string | null) => ({ getAttribute: (name: string) => (name === LATE_WORK_AFTER ? mark : null) });
/** Lets the performance observer's queued callbacks run. */
const observersRun = () => new Promise<void>((resolve) => setImmediate(resolve));

let n = 0;
const freshMark = () => `test:main-content-${++n}`;

afterEach(() => {
  vi.useRealTimers();
  performance.clearMarks();
});

describe('afterMainContent (decision 126)', () => {
  it('runs at once on a page that names no mark', () => {
    const run = vi.fn();
    afterMainContent(run, LATE_WORK_WAIT_MS, root(null));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits for the named mark, then runs once', async () => {
    const mark = freshMark();
    const run = vi.fn();
    afterMainContent(run, LATE_WORK_WAIT_MS, root(mark));
    performance.mark('test:another-mark');
    await observersRun();
    expect(run).not.toHaveBeenCalled();
    performance.mark(mark);
    await observersRun();
    expect(run).toHaveBeenCalledTimes(1);
    performance.mark(mark);
    await observersRun();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at once when the mark was set before it was asked', () => {
    const mark = freshMark();
    performance.mark(mark);
    const run = vi.fn();
    afterMainContent(run, LATE_WORK_WAIT_MS, root(mark));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs after the longest wait when the mark never comes, and not again when it comes late', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const mark = freshMark();
    const run = vi.fn();
    afterMainContent(run, 5_000, root(mark));
    vi.advanceTimersByTime(4_999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    performance.mark(mark);
    await observersRun();
    expect(run).toHaveBeenCalledTimes(1);
  });
});
