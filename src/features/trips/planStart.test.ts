import { afterEach, describe, expect, it, vi } from 'vitest';
import { LATE_WORK as IDLE_LATE_WORK } from '../../lib/idle.ts';
import { PLAN_SHOWN } from './plan.client.ts';
import { FIRST_PLAN_MARK, holdLateWork, LATE_WORK, LATE_WORK_WAIT_MS } from './planStart.ts';

/** A root element's attributes, as the starter uses them. */
function root() {
  const attributes = new Set<string>();
  return {
    setAttribute: (name: string) => void attributes.add(name),
    removeAttribute: (name: string) => void attributes.delete(name),
    hasAttribute: (name: string) => attributes.has(name),
  } as unknown as Element;
}
/** A window counting its late-work events. */
function win() {
  const target = new EventTarget();
  const events: string[] = [];
  target.addEventListener(LATE_WORK, (e) => events.push(e.type));
  return { target, events };
}
/** Lets the performance observer's queued callbacks run. */
const observersRun = () => new Promise<void>((resolve) => setImmediate(resolve));

afterEach(() => {
  vi.useRealTimers();
  performance.clearMarks();
});

describe("the plan's starter holds the page's late work until the first plan (decision 126)", () => {
  // Written out in the starter, which may import nothing the page's scripts import (it is inlined in the head).
  it('with the attribute and event idle.ts waits on and the mark the page sets once its first plan is drawn', () => {
    expect(LATE_WORK).toBe(IDLE_LATE_WORK);
    expect(FIRST_PLAN_MARK).toBe(PLAN_SHOWN);
  });

  it('keeps the attribute until the first plan is marked, then removes it and sends the event once', async () => {
    const page = root();
    const { target, events } = win();
    holdLateWork(page, target);
    expect(page.hasAttribute(LATE_WORK)).toBe(true);
    performance.mark('slc:another-mark');
    await observersRun();
    expect(page.hasAttribute(LATE_WORK)).toBe(true);
    expect(events).toEqual([]);
    performance.mark(FIRST_PLAN_MARK);
    await observersRun();
    expect(page.hasAttribute(LATE_WORK)).toBe(false);
    expect(events).toEqual([LATE_WORK]);
    performance.mark(FIRST_PLAN_MARK);
    await observersRun();
    expect(events).toEqual([LATE_WORK]);
  });

  it('lets the late work go after the longest wait when no plan is ever drawn, and only once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const page = root();
    const { target, events } = win();
    holdLateWork(page, target);
    vi.advanceTimersByTime(LATE_WORK_WAIT_MS - 1);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(page.hasAttribute(LATE_WORK)).toBe(false);
    expect(events).toEqual([LATE_WORK]);
    performance.mark(FIRST_PLAN_MARK);
    await observersRun();
    expect(events).toEqual([LATE_WORK]);
  });
});
