// What a page's Content-Security-Policy blocked, for the suites that hold a page to "no violation".
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

/**
 * Collects what the page's CSP blocked: `securitypolicyviolation` events (installed before any
 * script runs) and Chromium's console reports of refused loads.
 */
export async function watchCsp(page: Page) {
  const reported: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) reported.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'an inline source'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return {
    events: () => page.evaluate(() => window.__cspViolations),
    async all() {
      return [...(await this.events()), ...reported];
    },
  };
}
