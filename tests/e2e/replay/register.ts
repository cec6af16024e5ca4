// Registers one Playwright test per generated path of every machine UI (tests/e2e/replay.spec.ts,
// against the demo fleet). Test titles are the paths' descriptions, as in the model tests, so
// `npm run paths` can name both.
import type { test as cspGuardedTest } from '../fixtures.ts';
import { uiGraphs } from '../../flows/kit/ui.ts';
import { loadUis } from '../../flows/kit/flows.ts';
import { replayInBrowser } from './driver.ts';

/** REPLAY_ONLY=login,grid replays only those machines (targeted runs while working on one). */
const only = process.env.REPLAY_ONLY?.split(',');

/**
 * Replays whose paths share state on the real server, so two paths of the same machine must not run at
 * once when `npm test` runs the replays several at a time (playwright.config.ts): each runs its paths in
 * order in one worker, beside other machines' replays.
 * - impersonation: starting an impersonation ends the agent's open one of the same target
 *   (server/src/services/impersonation.ts), so a parallel path's session ended under it.
 * - placeAlertForm: `start` creates the company's place alert when there is none; two paths at once
 *   both found none, and the second create was refused ("This place already has an alert").
 */
const ONE_PATH_AT_A_TIME = new Set(['impersonation', 'placeAlertForm']);

/** `test` is the CSP-guarded one of tests/e2e/fixtures.ts: a replay fails on any policy violation. */
export async function registerReplays(test: typeof cspGuardedTest): Promise<void> {
  for (const [name, machineUi] of await loadUis()) {
    if (only && !only.includes(name)) continue;
    test.describe(`replay ${name}`, () => {
      if (ONE_PATH_AT_A_TIME.has(name)) test.describe.configure({ mode: 'default' });
      for (const graph of uiGraphs(machineUi)) {
        for (const path of graph.paths) {
          test(path.description, async ({ browser, baseURL }) => {
            // A budget per step, not per test: a path of 24 steps takes minutes on a busy 2-core
            // machine, while each screen check keeps its own 15 s limit. 10 s a step: CI's run of
            // 12-02 took more than 6 s a step on sessionList's 38 (its machine at its slowest).
            test.setTimeout(Math.max(60_000, 30_000 + path.labels.length * 10_000));
            // Reduced motion, as a user may set it: dialogs, popovers and toasts appear without their
            // 160-200 ms animations, which every click and check of a replay would otherwise wait out
            // (the journeys keep the animations).
            const options = {
              baseURL,
              viewport: { width: 1400, height: 860 },
              reducedMotion: 'reduce' as const,
              ...machineUi.ui.contextOptions?.(graph.variant),
            };
            const context = await browser.newContext(options);
            const page = await context.newPage();
            try {
              await replayInBrowser(page, machineUi, graph, path);
            } finally {
              // A reload the app starts after the path's last check (a list refreshed after a save)
              // may still be inside a route handler: closing the context under it fails the test with
              // "Request context disposed" although the path passed. Those calls matter no more.
              await page.unrouteAll({ behavior: 'ignoreErrors' });
              await context.close();
            }
          });
        }
      }
    });
  }
}
