// What a map costs while nobody touches it: CPU of each Chromium process (browser, renderer, GPU,
// utility) over a quiet stretch on the map page and on a machine's History tab (the track map), and
// the animation frames the page asked for meanwhile. Debian's Chromium without a GPU (WebGL in
// SwiftShader), with the browser tests' flags: an idle laptop or phone pays the same wake-ups in
// battery instead of CPU time.
//
//   npx tsx bench/mapIdle.ts [--seconds=20] [--port=8351] [--root=DIR]
//
// --root runs the built server and web app of another checkout (`npm run build` there first), for a
// before/after. The server is the compiled bundle on a throw-away data folder with the demo fleet
// (60 days of simulated history). Prints a Markdown table for bench/results/.
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from './trackBrowser.ts';
import { runWithServer, startBuiltServer, waitForHealth } from './runWithServer.ts';

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const SECONDS = arg('seconds', 20);
const PORT = arg('port', 8351);
const ROOT = process.argv.find((a) => a.startsWith('--root='))?.slice('--root='.length) ?? process.cwd();
const BASE = `http://127.0.0.1:${PORT}`;

const { server, dataDir } = startBuiltServer(PORT, { root: ROOT });

/** CPU milliseconds so far of every Chromium process, summed by its --type (the browser has none). */
function chromiumCpuMs(): Record<string, number> {
  const byType: Record<string, number> = {};
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmdline.includes('chrom')) continue;
      const type = /--type=([a-z-]+)/.exec(cmdline)?.[1] ?? 'browser';
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      // utime and stime, in clock ticks of 10 ms
      byType[type] = (byType[type] ?? 0) + (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      // the process ended between the listing and the read
    }
  }
  return byType;
}

const COUNT_FRAMES = `(() => {
  window.__frames = 0;
  const ask = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) => { window.__frames++; return ask(callback); };
})()`;

interface Quiet {
  cpu: Record<string, number>;
  frames: number;
}

/** The page sits still for SECONDS after it settled: CPU per process type and frames asked for. */
async function quietStretch(page: Page): Promise<Quiet> {
  await page.waitForTimeout(5000);
  await page.evaluate('window.__frames = 0');
  const before = chromiumCpuMs();
  await page.waitForTimeout(SECONDS * 1000);
  const after = chromiumCpuMs();
  return {
    cpu: Object.fromEntries(Object.keys(after).map((type) => [type, after[type] - (before[type] ?? 0)])),
    frames: Number(await page.evaluate('window.__frames')),
  };
}

async function main(): Promise<void> {
  await waitForHealth(BASE);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const rows: string[] = [];
  try {
    const screens: [string, (page: Page, token: string) => Promise<void>][] = [
      [
        'map page, all machines',
        async (page) => {
          await page.goto('/map');
          await page.locator('[data-testid="map"][data-map-state="ready"]').waitFor({ timeout: 120_000 });
        },
      ],
      [
        "a machine's History tab (track map)",
        async (page, token) => {
          const positions = await page.request.get('/api/web/v1/assets/positions', { headers: { Authorization: `Bearer ${token}` } });
          const assetId = ((await positions.json()) as { data: { assetId: number }[] }).data[0].assetId;
          await page.goto(`/fleet?assetId=${assetId}`);
          await page.getByTestId('machine-panel').getByRole('tab', { name: 'History' }).click();
          await page.getByTestId('history-tab').locator('.maplibregl-canvas').waitFor({ timeout: 120_000 });
        },
      ],
    ];
    for (const [name, open] of screens) {
      const context = await browser.newContext({ baseURL: BASE, viewport: { width: 1400, height: 860 } });
      await context.addInitScript(COUNT_FRAMES);
      const page = await context.newPage();
      const login = await page.request.post('/api/auth/v1/login', { data: { login: 'owner@nordbygg.example', password: 'Siteline.2026', apiType: 0 } });
      const tokens = ((await login.json()) as { data: { access_token: string; expires_in: number } }).data;
      const session = { accessToken: tokens.access_token, expiresAt: Date.now() + tokens.expires_in * 1000 };
      await context.addCookies([{ name: 'siteline_session', value: encodeURIComponent(JSON.stringify(session)), url: BASE, sameSite: 'Lax' }]);
      await open(page, tokens.access_token);
      const { cpu, frames } = await quietStretch(page);
      const total = Object.values(cpu).reduce((a, b) => a + b, 0);
      const share = (type: string) => `${((cpu[type] ?? 0) / SECONDS / 10).toFixed(1)} %`;
      rows.push(
        `| ${name} | ${(frames / SECONDS).toFixed(1)} | ${share('renderer')} | ${share('gpu-process')} | ${share('browser')} | ${(total / SECONDS / 10).toFixed(1)} % |`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
  console.log(`\n${ROOT}, ${new Date().toISOString()}, ${SECONDS} s quiet after 5 s settling, load average (1 min) ${loadavg()[0].toFixed(1)}`);
  console.log('\n| screen, untouched | animation frames / s | renderer | GPU process | browser | all of Chromium (share of one core) |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const row of rows) console.log(row);
}

runWithServer(main, server, () => server.kill('SIGTERM'), dataDir);
