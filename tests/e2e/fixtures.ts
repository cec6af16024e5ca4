// The `test` every browser journey imports (tests/unit/e2eFixtures.test.ts keeps it that way): it
// fails the journey on any Content-Security-Policy violation in any page or worker of any context
// the test opens — the `securitypolicyviolation` events of documents, and the console reports
// Chromium writes for what they do not cover (workers started from blob: URLs, for one) — and on
// any uncaught error in a page (`pageerror`): an exception a user never sees is still a broken
// screen somewhere. A journey that provokes one on purpose names it in `expectedPageErrors`.
import { test as base, expect, type Browser, type BrowserContext } from '@playwright/test';

const CSP_CONSOLE = /Content Security Policy|Refused to (load|execute|create|connect|apply|frame|evaluate)/i;

async function watch(context: BrowserContext, violations: string[], pageErrors: string[]) {
  await context.exposeBinding('__sitelineCspViolation', (_source, report: string) => {
    violations.push(report);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __sitelineCspViolation: (r: string) => void }).__sitelineCspViolation;
      report(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  const listen = (page: import('@playwright/test').Page) => {
    page.on('console', (message) => {
      if (CSP_CONSOLE.test(message.text())) violations.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.stack ?? error.message}`));
  };
  context.pages().forEach(listen);
  context.on('page', listen);
}

export const test = base.extend<{ cspViolations: string[]; expectedPageErrors: RegExp[] }>({
  expectedPageErrors: [[], { option: true }],
  cspViolations: [
    async ({ context, browser, expectedPageErrors }, use) => {
      const violations: string[] = [];
      const pageErrors: string[] = [];
      await watch(context, violations, pageErrors);
      // Contexts a test opens itself (a second user) are watched too.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
        const opened = await newContext(...args);
        await watch(opened, violations, pageErrors);
        return opened;
      };
      try {
        await use(violations);
      } finally {
        browser.newContext = newContext;
      }
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
      const unexpected = pageErrors.filter((e) => !expectedPageErrors.some((re) => re.test(e)));
      expect(unexpected, 'uncaught errors in the pages').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
