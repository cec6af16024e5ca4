// What one UI replay pays before its first step (tests/e2e/replay/register.ts: a new browser
// context, the app loaded and signed in on its screen), split into its parts, and what sharing a
// context between paths or leaving Playwright's request routing off would save. CPU per start of
// Chromium's processes with Playwright's client, and of the server, counted per process (other work
// on the machine is not counted; it only stretches the wall time).
//
//   npx tsx bench/replayStart.ts [--starts=12] [--port=8352]
//
// Each row opens `--starts` times: about:blank; a same-origin page with no script (/api/health);
// the login page; the fleet grid signed in, as a replay's start does (with routing on, as the
// replays' CallGate turns it on; without; in one shared context, with and without routing).
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { runWithServer, startBuiltServer, waitForHealth } from './runWithServer.ts';

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const STARTS = arg('starts', 12);
const PORT = arg('port', 8352);
const BASE = `http://127.0.0.1:${PORT}`;
/** The browser tests' flags (playwright.config.ts): features that cost each new context CPU. */
const ARGS = ['--disable-features=SpareRendererForSitePerProcess,WebUIOmniboxPopup,WebUIOmniboxAimPopup,PreloadTopChromeWebUI'];

const { server, dataDir } = startBuiltServer(PORT, { env: { SITELINE_LOGIN_MAX_PER_IP: '100000' } });

/**
 * CPU seconds so far of every Chromium process, exited ones included (a closed context's renderer is
 * reaped by its parent, which then counts it in cutime/cstime), and of this process (Playwright's
 * client). Per process, so other work on the machine does not count.
 */
function browserCpu(): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('chrom')) continue;
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]);
    } catch {
      // the process ended between the listing and the read
    }
  }
  const own = process.cpuUsage();
  return ticks / 100 + (own.user + own.system) / 1e6;
}
/** CPU seconds so far of the server process. */
function serverCpu(): number {
  const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

type Open = (context: BrowserContext, routed: boolean) => Promise<void>;

const blank: Open = async (context) => void (await context.newPage());
const noScript: Open = async (context) => void (await (await context.newPage()).goto('/api/health'));
const loginPage: Open = async (context, routed) => {
  const page = await context.newPage();
  if (routed) await page.route('**/graphql', (route) => route.fallback());
  await page.goto('/');
  await page.getByRole('button', { name: 'Next' }).waitFor();
};
/** As a replay's start: signed in through the API, the session cookie written, the grid's rows drawn. */
const fleetSignedIn: Open = async (context, routed) => {
  const page = await context.newPage();
  if (routed) await page.route('**/graphql', (route) => route.fallback());
  const login = await page.request.post('/api/auth/v1/login', { data: { login: 'owner@nordbygg.example', password: 'Siteline.2026', apiType: 0 } });
  const tokens = ((await login.json()) as { data: { access_token: string; expires_in: number } }).data;
  const session = { accessToken: tokens.access_token, expiresAt: Date.now() + tokens.expires_in * 1000 };
  await context.addCookies([{ name: 'siteline_session', value: encodeURIComponent(JSON.stringify(session)), url: BASE, sameSite: 'Lax' }]);
  await page.goto('/fleet');
  await page.locator('[data-testid="data-grid"][data-path="/fleet"][data-state="ready"]').waitFor();
};

interface Row {
  name: string;
  open: Open;
  routed: boolean;
  shared: boolean;
}

async function measure(browser: Browser, { open, routed, shared }: Row) {
  const options = { baseURL: BASE, viewport: { width: 1400, height: 860 } };
  const one = shared ? await browser.newContext(options) : null;
  const [browser0, server0, started] = [browserCpu(), serverCpu(), Date.now()];
  for (let i = 0; i < STARTS; i++) {
    const context = one ?? (await browser.newContext(options));
    await open(context, routed);
    if (one) {
      for (const page of one.pages()) await page.close();
      await one.clearCookies();
    } else await context.close();
  }
  const result = { wallMs: (Date.now() - started) / STARTS, browser: (browserCpu() - browser0) / STARTS, server: (serverCpu() - server0) / STARTS };
  await one?.close();
  return result;
}

async function main(): Promise<void> {
  await waitForHealth(BASE);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
  const rows: Row[] = [
    { name: 'a context and a page (about:blank)', open: blank, routed: false, shared: false },
    { name: '… and a same-origin page without script', open: noScript, routed: false, shared: false },
    { name: 'the login page', open: loginPage, routed: false, shared: false },
    { name: 'the fleet grid signed in, routing on (a replay today)', open: fleetSignedIn, routed: true, shared: false },
    { name: 'the fleet grid signed in, routing off', open: fleetSignedIn, routed: false, shared: false },
    { name: 'the fleet grid signed in, one shared context, routing on', open: fleetSignedIn, routed: true, shared: true },
    { name: 'the fleet grid signed in, one shared context, routing off', open: fleetSignedIn, routed: false, shared: true },
  ];
  const lines = ['| start | wall ms | CPU s: Chromium and Playwright | CPU s: server | CPU s |', '|---|---:|---:|---:|---:|'];
  try {
    await measure(browser, rows[4]); // warm the server's caches and the browser once
    for (const row of rows) {
      const r = await measure(browser, row);
      lines.push(`| ${row.name} | ${r.wallMs.toFixed(0)} | ${r.browser.toFixed(2)} | ${r.server.toFixed(2)} | ${(r.browser + r.server).toFixed(2)} |`);
    }
  } finally {
    await browser.close();
  }
  console.log(`\n${new Date().toISOString().slice(0, 10)}, ${STARTS} starts a row, load ${loadavg()[0].toFixed(1)} at the end\n`);
  console.log(lines.join('\n'));
}

runWithServer(main, server, () => server.kill('SIGTERM'), dataDir);
