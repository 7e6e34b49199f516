// What a server process keeps between requests (decision 038): caches of outside answers, the
// parsed environment, the keyword index, the debounce timer of a site build. Each module that
// keeps such state registers how to forget it here, so a test starts from a fresh process with
// one call instead of knowing every module's own reset.

const forgetters = new Set<() => void>();

/** Registers how a module forgets its process-wide state (called once, at module load). */
export function forgetOnReset(forget: () => void): void {
  forgetters.add(forget);
}

/** Tests: every loaded module forgets its process-wide state, as if the process had just started. */
export function resetProcessState(): void {
  for (const forget of forgetters) forget();
}
