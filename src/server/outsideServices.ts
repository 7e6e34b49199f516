import { forgetOnReset } from './processState.ts';

/**
 * The last answer of each outside service this instance called (issue 30), for the staff
 * status. Kept in memory, per instance: recording is on visitors' request paths (a search, a
 * destination's conditions), where a database write per outside call would cost more than the
 * call's own cache saves. So on Netlify a fresh instance answers "no answer yet" until it has
 * called the service itself (decision 041).
 */
export type OutsideService = 'places' | 'weather' | 'parks';

export interface Outcome {
  ok: boolean;
  /** When the answer (or the failure) came, ISO. */
  at: string;
  /** What came back, in words a person can act on: "answered 200", "could not be reached". */
  detail: string;
}

const last = new Map<OutsideService, Outcome>();
forgetOnReset(() => last.clear());

/** Records how a call of an outside service ended (the newest call wins). */
export function recordOutcome(service: OutsideService, ok: boolean, detail: string, now = new Date()): void {
  last.set(service, { ok, at: now.toISOString(), detail: detail.slice(0, 300) });
}

/** The last answer of a service seen by this instance, or undefined when it was never called. */
export function lastOutcome(service: OutsideService): Outcome | undefined {
  return last.get(service);
}
