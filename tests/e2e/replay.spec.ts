// Every generated path of every machine that drives a screen, replayed in Chromium against the real
// server (machines/<flow>/<flow>.ui.ts says how; tests/e2e/replay/driver.ts does it). Test titles
// are the paths' descriptions, as in the model tests, so `npm run paths` can name both.
import { test } from '@playwright/test';
import { uiGraphs } from '../../machines/testing/ui.ts';
import { loadUis } from '../../machines/testing/uis.ts';
import { replayInBrowser } from './replay/driver.ts';

const only = process.env.REPLAY_ONLY?.split(',');

for (const [name, machineUi] of await loadUis()) {
  if (only && !only.includes(name)) continue;
  test.describe(`replay ${name}`, () => {
    for (const graph of uiGraphs(machineUi)) {
      for (const path of graph.paths) {
        test(path.description, async ({ browser, baseURL }) => {
          const context = await browser.newContext({ baseURL, viewport: { width: 1400, height: 860 }, ...machineUi.ui.contextOptions?.(graph.variant) });
          try {
            await replayInBrowser(await context.newPage(), machineUi, graph, path);
          } finally {
            await context.close();
          }
        });
      }
    }
  });
}
