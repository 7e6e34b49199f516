import type { Page } from '@playwright/test';

declare global {
  interface Window {
    /** Bound by recordCspViolations: the page reports each violation to the test. */
    __cspViolation: (text: string) => Promise<void>;
  }
}

/**
 * Collects every CSP violation the page reports, across navigations: the
 * `securitypolicyviolation` event and Chromium's console message.
 */
export async function recordCspViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeBinding('__cspViolation', (_source, text: string) => {
    seen.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      void window.__cspViolation(`securitypolicyviolation ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber} ${e.sample}`);
    });
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) seen.push(`console ${message.text()}`);
  });
  return seen;
}
