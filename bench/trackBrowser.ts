// The telemetry bench's browser figure: in Chromium (Debian's, through playwright-core, with the
// launch flags of playwright.config.ts), how long from a click on "Previous week" in the History tab
// until deck.gl has drawn that week's whole track. The clock starts in the page, right before the
// click is dispatched, and stops at the TrackMap's performance mark 'siteline:track-drawn' for the
// track the section finally shows (every page fetched, no spinner): the history call, the positions
// call(s), the map and the drawing are all inside. WebGL runs in software (SwiftShader): a machine
// with a GPU draws faster, so this figure is pessimistic for the drawing part.
import { chromium } from 'playwright-core';
import { TRACK_DRAWN_MARK } from '../src/features/machinePanel/history/track.view.ts';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--enable-unsafe-swiftshader',
];

export interface BrowserTrackResult {
  /** Click-to-drawn times of the measured runs (the first, cold, run is not among them). */
  runs: number[];
  points: number;
  coldMs: number;
}

export async function measureTrackInBrowser(options: {
  baseUrl: string;
  email: string;
  password: string;
  assetId: number;
  runs: number;
}): Promise<BrowserTrackResult> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 860 } })).newPage();
    // The sign-in form stands on any address until a session exists (there is no /login route).
    await page.goto(`${options.baseUrl}/map`);
    await page.getByLabel('Email').fill(options.email);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Password').fill(options.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByLabel('Password').waitFor({ state: 'detached', timeout: 60_000 });
    const times: number[] = [];
    let points = 0;
    for (let i = 0; i <= options.runs; i++) {
      await page.goto(`${options.baseUrl}/map?assetId=${options.assetId}`);
      const tab = page.getByRole('tab', { name: 'History' });
      await tab.click({ timeout: 60_000 });
      await page.getByTestId('week-navigator').waitFor({ timeout: 60_000 });
      // The current week's history has settled (the bench machine has no positions this week).
      await page.locator('[data-testid="history-tab"]:is([data-view="ready"], [data-view="empty"])').waitFor({ timeout: 60_000 });
      const start = await page.evaluate(() => {
        const t = performance.now();
        document.querySelector<HTMLButtonElement>('button[aria-label="Previous week"]')!.click();
        return t;
      });
      const handle = await page.waitForFunction(
        ({ start, mark }) => {
          const section = document.querySelector('[data-testid="track-section"]');
          const map = section?.querySelector('[data-testid="track-map"]');
          if (!section || !map || section.getAttribute('data-view') !== 'track' || section.querySelector('.rt-Spinner')) return null;
          const n = Number(map.getAttribute('data-point-count'));
          const drawn = performance
            .getEntriesByName(mark)
            .filter((e) => e.startTime > start && ((e as PerformanceMark).detail as { points?: number } | null)?.points === n)
            .at(-1);
          return drawn ? { ms: drawn.startTime - start, points: n } : null;
        },
        { start, mark: TRACK_DRAWN_MARK },
        { timeout: 120_000, polling: 50 },
      );
      const result = (await handle.jsonValue()) as { ms: number; points: number };
      points = result.points;
      times.push(result.ms);
    }
    const [coldMs, ...runs] = times;
    return { runs, points, coldMs };
  } finally {
    await browser.close();
  }
}
