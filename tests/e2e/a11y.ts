// Accessibility scan for browser tests: `await expectAccessible(page, 'fleet')` runs axe-core on what
// the page shows now (open dialogs included) at desktop and at phone width, and fails on any serious
// or critical WCAG 2.0/2.1/2.2 A or AA violation, naming the rule, the elements and axe's summary
// (a soft assertion: the test goes on, so one run lists every screen that fails).
// Figures (violations per impact, rules passed) are attached to the test; with A11Y_REPORT=<file>
// they are also appended there as JSON lines (bench/results/2026-11-23-accessibility-scan.md is made from that file).
import { appendFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
export const DESKTOP = { width: 1400, height: 860 };
export const PHONE = { width: 390, height: 844 };
const BLOCKING = new Set(['serious', 'critical']);

export interface AccessibleOptions {
  /** Widths to scan at (default both); the page is left at the width it had. */
  widths?: ('desktop' | 'phone')[];
  /** CSS selectors left out of the scan, e.g. a third-party widget we do not own. Say why at the call. */
  exclude?: string[];
}

export async function expectAccessible(page: Page, screen: string, options: AccessibleOptions = {}): Promise<void> {
  const original = page.viewportSize();
  const widths = options.widths ?? ['desktop', 'phone'];
  try {
    for (const width of widths) {
      await page.setViewportSize(width === 'desktop' ? DESKTOP : PHONE);
      await settle(page);
      await scan(page, `${screen} @${width}`, options.exclude ?? []);
    }
  } finally {
    if (original) await page.setViewportSize(original);
  }
}

async function scan(page: Page, label: string, exclude: string[]) {
  // Only violations are reported with every node: axe builds a unique selector for each node of each
  // result, and for the passes (every cell of a grid for each rule) that was most of a scan's time.
  // The passed and incomplete rules are still counted (one node each). options() first: it replaces
  // what withTags set. Legacy mode runs axe.run() in the page itself: the default runs each frame's
  // part there and then opens a blank page to merge the parts, loading axe's 550 KB into it, on
  // every scan; our screens have no frames.
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .setLegacyMode();
  for (const selector of exclude) builder = builder.exclude(selector);
  const started = Date.now();
  const result = await builder.analyze();
  const count = (impact: string) => result.violations.filter((v) => v.impact === impact).reduce((n, v) => n + v.nodes.length, 0);
  const figures = {
    screen: label,
    critical: count('critical'),
    serious: count('serious'),
    moderate: count('moderate'),
    minor: count('minor'),
    passedRules: result.passes.length,
    incompleteRules: result.incomplete.length,
    /** What the scan cost the run (the journeys' time goes partly here). */
    ms: Date.now() - started,
  };
  await test.info().attach(`axe ${label}`, { body: JSON.stringify({ figures, violations: result.violations }, null, 2), contentType: 'application/json' });
  if (process.env.A11Y_REPORT) appendFileSync(process.env.A11Y_REPORT, `${JSON.stringify(figures)}\n`);

  const blocking = result.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  const report = blocking.map((v) =>
    [
      `${v.impact} ${v.id}: ${v.help} (${v.helpUrl})`,
      ...v.nodes.slice(0, 8).map((n) => `  ${n.target.join(' ')}\n    ${(n.failureSummary ?? '').replace(/\n/g, '\n    ')}`),
    ].join('\n'),
  );
  expect.soft(blocking.length, `axe on ${label}:\n${report.join('\n')}`).toBe(0);
}

/** Lets layout follow a resize and finite animations (dialog fade-ins) end, so colours are final. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}
