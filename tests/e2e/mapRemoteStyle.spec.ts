import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';
import { STREET_NAMES, STREET_TOWN, writeStreetArchive } from '../fixtures/pmtiles/streetArchive.ts';
import { signIn } from './helpers.ts';

// The base maps in the order the browser tries them, against a second Siteline server on the same
// data: started with SITELINE_MAP_STYLE_URL pointing at a local style server standing in for
// OpenFreeMap (drawing the embedded vector tiles in colours of its own, so a screenshot shows which
// style is on screen) and SITELINE_MAP_ARCHIVE naming a tiny generated street map (PMTiles, the
// Protomaps schema: tests/fixtures/pmtiles/streetArchive.ts). Online first, the street map when the
// online style fails, the embedded map when both do.
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
  const archive = join(mkdtempSync(join(tmpdir(), 'siteline-street-map-')), 'town.pmtiles');
  writeStreetArchive(archive);
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
      SITELINE_MAP_ARCHIVE: archive,
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

test("when the style answers but its tiles fail, the map switches to the operator's street map by itself", async ({ page }) => {
  await page.route(`http://127.0.0.1:${stylePort}/tiles/**`, (route) => route.abort('connectionrefused'));
  await page.goto(`http://localhost:${appPort}/`);
  await signIn(page, 'owner@nordbygg.example');
  const map = page.getByTestId('map');
  await expect(map).toHaveAttribute('data-base-map', 'extract', { timeout: 30_000 });
  await expect(map).toHaveAttribute('data-map-state', 'ready', { timeout: 45_000 });
  expect(await page.evaluate(() => window.__sitelineMap!.map.getStyle().name)).toMatch(/Siteline street map/);
});

test('the street map draws its streets past zoom 12, read from the archive in byte ranges (on a phone)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const ranges: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/map/extract.pmtiles')) ranges.push(request.headers().range ?? 'whole');
  });
  await page.route(`http://127.0.0.1:${stylePort}/style.json`, (route) => route.abort('connectionrefused'));
  await page.goto(`http://localhost:${appPort}/`);
  await signIn(page, 'owner@nordbygg.example');
  const map = page.getByTestId('map');
  await expect(map).toHaveAttribute('data-base-map', 'extract', { timeout: 30_000 });
  await expect(map).toHaveAttribute('data-map-state', 'ready', { timeout: 45_000 });
  expect(await page.evaluate(() => window.__sitelineMap!.map.getMaxZoom())).toBe(18);
  // Past the archive's last zoom (14): its tiles are over-zoomed, as an online style's are.
  await page.evaluate(({ long, lat }) => window.__sitelineMap!.map.jumpTo({ center: [long, lat], zoom: 16 }), STREET_TOWN);
  const streets = () =>
    page.evaluate(() => {
      const { map } = window.__sitelineMap!;
      if (!map.loaded()) return [];
      return [...new Set(map.queryRenderedFeatures({ layers: ['roads_minor', 'roads_major', 'roads_highway'] }).map((f) => String(f.properties.name)))].sort();
    });
  await expect.poll(streets, { timeout: 20_000 }).toEqual(expect.arrayContaining(['Storvägen', ...STREET_NAMES.slice(1, 3)]));
  expect(ranges.length).toBeGreaterThan(1);
  // The credits start folded on a phone, clear of the map's buttons.
  const credits = await page.locator('.maplibregl-ctrl-attrib').boundingBox();
  const places = await page.getByRole('button', { name: 'Find a place' }).boundingBox();
  expect(credits!.x).toBeGreaterThanOrEqual(places!.x + places!.width);
  expect(ranges.every((range) => /^bytes=\d+-\d+$/.test(range))).toBe(true);
});

test('when the street map cannot be read either, the embedded map is shown', async ({ page }) => {
  await page.route(`http://127.0.0.1:${stylePort}/style.json`, (route) => route.abort('connectionrefused'));
  await page.route('**/api/map/extract.pmtiles', (route) => route.fulfill({ status: 500, body: 'broken' }));
  await page.goto(`http://localhost:${appPort}/`);
  await signIn(page, 'owner@nordbygg.example');
  const map = page.getByTestId('map');
  await expect(map).toHaveAttribute('data-base-map', 'embedded', { timeout: 30_000 });
  await expect(map).toHaveAttribute('data-map-state', 'ready', { timeout: 45_000 });
  expect(await page.evaluate(() => window.__sitelineMap!.map.getStyle().name)).toMatch(/Siteline offline/);
});
