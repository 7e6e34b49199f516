import { describe, expect, it } from 'vitest';
import { LATE_WORK_AFTER } from '../../lib/idle.ts';
import { PLAN_SHOWN } from './plan.client.ts';
import { FIRST_PLAN_MARK, LATE_WORK_ATTRIBUTE } from './planStart.ts';

describe("the plan's starter names the page's late work's wait (decision 126)", () => {
  // Written out in the starter, which may import nothing the page's scripts import (it is inlined in the head).
  it('with the attribute idle.ts reads and the mark the page sets once its first plan is drawn', () => {
    expect(LATE_WORK_ATTRIBUTE).toBe(LATE_WORK_AFTER);
    expect(FIRST_PLAN_MARK).toBe(PLAN_SHOWN);
  });
});
