import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { expect, test } from './fixtures.ts';
import { signIn } from './helpers.ts';

// The online-style path, against a local style server standing in for OpenFreeMap: a second
// Siteline server on the same data, started with SITELINE_MAP_STYLE_URL pointing at it. The style
// draws the same vector tiles in colours of its own, so a screenshot shows which style is on screen.
const e2ePort = Number(process.env.E2E_PORT ?? 8199);
const appPort = e2ePort + 1;
const stylePort = e2ePort + 2;

let styleServer: Server;
let app: ChildProcess;
const styleRequests: string[] = [];

function style() {
  return {
    version: 8,
    name: 'Local test style',
    sources: { osm: { type: 'vector', tiles: [`http://127.0.0.1:${stylePort}/tiles/{z}/{x}/{y}.pbf`], maxzoom: 10 } },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': '#1d3557' } },
      { id: 'land', type: 'fill', source: 'osm', 'source-layer': 'land', paint: { 'fill-color': '#e9c46a' } },
      { id: 'places', type: 'symbol', source: 'osm', 'source-layer': 'places', layout: { 'text-field': ['get', 'name'], 'text-font': ['serif'] } },
    ],
  };
}

async function serveStyle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  styleRequests.push(req.url ?? '');
  res.setHeader('access-control-allow-origin', '*');
  if (req.url === '/style.json') {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(style()));
    return;
  }
  const tile = /^\/tiles\/(\d+)\/(\d+)\/(\d+)\.pbf$/.exec(req.url ?? '');
  if (!tile) {
    res.statusCode = 404;
    res.end();
    return;
  }
  // The tiles themselves come from the Siteline server's embedded tile endpoint.
  const upstream = await fetch(`http://127.0.0.1:${appPort}/api/map/tiles/${tile[1]}/${tile[2]}/${tile[3]}.pbf`);
  res.setHeader('content-type', 'application/vnd.mapbox-vector-tile');
  res.end(Buffer.from(await upstream.arrayBuffer()));
}

test.beforeAll(async () => {
  styleServer = createServer((req, res) => void serveStyle(req, res));
  await new Promise<void>((resolve) => styleServer.listen(stylePort, '127.0.0.1', resolve));

  app = spawn('node', ['build/server/main.mjs'], {
    env: {
      ...process.env,
      PORT: String(appPort),
      SITELINE_DATA_DIR: process.env.E2E_DATA_DIR,
      SITELINE_SEED: 'off',
      SITELINE_TELTONIKA_PORT: '0',
      LOG_LEVEL: 'warn',
      // The login limits live in the database this server shares with the demo server: the whole
      // suite signs in from one address, as playwright.config.ts allows the demo server.
      SITELINE_LOGIN_MAX_PER_IP: '100000',
      SITELINE_RESET_MAX_PER_IP: '100000',
      SITELINE_MAP_STYLE_URL: `http://127.0.0.1:${stylePort}/style.json`,
    },
    stdio: 'ignore',
  });
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`http://127.0.0.1:${appPort}/api/health`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 60_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  app?.kill('SIGTERM');
  await new Promise<void>((resolve) => styleServer.close(() => resolve()));
});

test('with SITELINE_MAP_STYLE_URL set and reachable, the map draws that style and its tiles under the machines', async ({ page }) => {
  await page.goto(`http://localhost:${appPort}/`);
  await signIn(page, 'owner@nordbygg.example');
  const map = page.getByTestId('map');
  await expect(map).toHaveAttribute('data-map-state', 'ready', { timeout: 45_000 });
  await expect(map).toHaveAttribute('data-base-map', 'remote');
  expect(styleRequests).toContain('/style.json');
  expect(styleRequests.some((u) => u.startsWith('/tiles/5/'))).toBe(true);
  const styleName = await page.evaluate(() => window.__sitelineMap!.map.getStyle().name);
  expect(styleName).toBe('Local test style');
  expect(await page.evaluate(() => window.__sitelineMachineItems!.length)).toBeGreaterThan(0);
});

test('when the style answers but its tiles fail, the map switches to the embedded map by itself', async ({ page }) => {
  await page.route(`http://127.0.0.1:${stylePort}/tiles/**`, (route) => route.abort('connectionrefused'));
  await page.goto(`http://localhost:${appPort}/`);
  await signIn(page, 'owner@nordbygg.example');
  const map = page.getByTestId('map');
  await expect(map).toHaveAttribute('data-base-map', 'embedded', { timeout: 30_000 });
  await expect(map).toHaveAttribute('data-map-state', 'ready', { timeout: 45_000 });
  expect(await page.evaluate(() => window.__sitelineMap!.map.getStyle().name)).toMatch(/Siteline offline/);
});
