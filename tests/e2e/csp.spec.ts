// The CSP guard of fixtures.ts itself: a page that breaks the policy must fail its journey.
import { expect, test } from './fixtures.ts';

test('an inline script is blocked by the policy and fails the journey (expected failure)', async ({ page }) => {
  test.fail(true, 'the CSP guard must turn a violation into a failure');
  await page.goto('/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.body.append(script);
  });
  expect(await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined();
});
