// Map at scale in software GL (docs/features/places.md, "At every zoom"): 100,000 machines and N places (default
// 5,000) at Nordbygg AB, Debian's Chromium with SwiftShader at 1400x860, as the browser tests run it.
//
//   npx vite build && npx tsx bench/mapFrames.ts [--places=5000] [--port=8341] [--reloads=3] [--root=DIR]
//
// --root runs the server (and so the built app) of another checkout, for a before/after on one load.
// Starts the server from TypeScript on a throw-away data folder (it seeds the 100,000-machine fleet),
// adds the places straight to its SQLite file (work sites and depots of 6-13 corners, 150-600 m across,
// around machines' last positions, as the seed draws them), signs in and measures:
//   - sign-in to /map ready (data-map-state=ready: land, machines and places drawn), then reloads;
//   - frame times (requestAnimationFrame intervals) while the map eases for 3 s: zoom 5→9, pan at 9,
//     zoom 9→12, pan at 12, zoom 12→5, and how long it takes to be idle after the movement ends.
// Prints a Markdown table with the load average. The web app must be built (dist/).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { chromium, type Page } from 'playwright-core';
import { irregularPolygon } from '../server/src/seed/geo.ts';
import { Rng } from '../server/src/seed/random.ts';
import { CHROMIUM_ARGS } from './trackBrowser.ts';
import { runWithServer } from './runWithServer.ts';

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const PLACES = arg('places', 5000);
const PORT = arg('port', 8341);
const RELOADS = arg('reloads', 3);
const ROOT = process.argv.find((a) => a.startsWith('--root='))?.slice('--root='.length) ?? process.cwd();
const BASE = `http://127.0.0.1:${PORT}`;
const EMAIL = 'owner@nordbygg.example';
const PASSWORD = 'Siteline.2026';

const dataDir = mkdtempSync(join(tmpdir(), 'siteline-mapframes-'));
const server = spawn('npx', ['tsx', 'server/src/main.ts'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    SITELINE_DATA_DIR: dataDir,
    SITELINE_SEED_ASSETS: '100000',
    LOG_LEVEL: 'warn',
    SITELINE_INGEST_PORT: '0',
    SITELINE_SIMULATOR: 'off',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
  cwd: ROOT,
  detached: true,
});
const stopServer = () => {
  try {
    process.kill(-server.pid!, 'SIGTERM');
  } catch {
    // already gone
  }
};

async function waitForHealth() {
  const t0 = Date.now();
  for (;;) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - t0 > 600_000) throw new Error('server did not start in 10 minutes');
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** N places around machines' last positions, written as the app stores them (the box triggers fill the rest). */
function addPlaces(n: number): { center: [number, number] } {
  const db = new Database(join(dataDir, 'siteline.db'));
  db.pragma('busy_timeout = 10000');
  const company = db.prepare(`select id from companies where name = 'Nordbygg AB'`).get() as { id: number };
  const spots = db
    .prepare(`select p.lat, p.lng from asset_positions p join assets a on a.id = p.asset_id where a.company_id = ? order by p.asset_id`)
    .all(company.id) as {
    lat: number;
    lng: number;
  }[];
  const rng = new Rng('bench-map-places');
  const insert = db.prepare(
    `insert into places (company_id, name, place_type, geofence, timezone_name, created_at) values (?, ?, ?, ?, 'Europe/Stockholm', ?)`,
  );
  const now = new Date().toISOString();
  db.transaction(() => {
    for (let i = 0; i < n; i++) {
      const at = spots[rng.int(0, spots.length - 1)];
      const ring = irregularPolygon(rng, at.lat, at.lng, rng.float(75, 300), 6, 13);
      insert.run(company.id, `Bench place ${i + 1}`, i % 10 === 0 ? 0 : 1, JSON.stringify(ring), now);
    }
  })();
  // The middle of the fleet: where the machines are densest at a region zoom.
  const lats = spots.map((s) => s.lat).sort((a, b) => a - b);
  const lngs = spots.map((s) => s.lng).sort((a, b) => a - b);
  db.close();
  return { center: [lngs[lngs.length >> 1], lats[lats.length >> 1]] };
}

const mapReady = (page: Page) => page.locator('[data-testid="map"][data-map-state="ready"]').waitFor({ timeout: 300_000 });

/**
 * rAF intervals while the map eases to the target for 3 s, and the wait for idle after it. Sent as
 * text: tsx (esbuild keepNames) would wrap the in-page function's inner functions in a __name()
 * helper that does not exist in the page.
 */
const EASE_IN_PAGE = `async ([a, b]) => {
  const { map } = window.__sitelineMap;
  async function idle() {
    const done = map.once('idle');
    map.triggerRepaint();
    await done;
  }
  map.jumpTo(a);
  await idle();
  const stamps = [performance.now()];
  let running = true;
  function loop(t) {
    stamps.push(t);
    if (running) requestAnimationFrame(loop);
  }
  requestAnimationFrame(loop);
  const moved = map.once('moveend');
  map.easeTo({ ...b, duration: 3000 });
  await moved;
  const ended = performance.now();
  running = false;
  await idle();
  const frames = stamps.slice(1).map((t, i) => t - stamps[i]);
  return { frames, idleMs: performance.now() - ended, places: window.__sitelinePlaces ?? null };
}`;

interface EaseResult {
  frames: number[];
  idleMs: number;
  places: { zoom: number; polygons: number; points: number } | null;
}

async function ease(page: Page, from: { center: [number, number]; zoom: number }, to: { center: [number, number]; zoom: number }): Promise<EaseResult> {
  return page.evaluate<EaseResult>(`(${EASE_IN_PAGE})(${JSON.stringify([from, to])})`);
}

const p = (xs: number[], q: number) => {
  const s = [...xs].sort((x, y) => x - y);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
const secs = (ms: number) => (ms / 1000).toFixed(1);

async function main() {
  const started = Date.now();
  await waitForHealth();
  const seededS = (Date.now() - started) / 1000;
  const { center } = addPlaces(PLACES);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 860 } });
    await page.goto(`${BASE}/`);
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Password').fill(PASSWORD);
    const t0 = Date.now();
    await page.getByRole('button', { name: 'Log in' }).click();
    await mapReady(page);
    const loads = [Date.now() - t0];
    for (let i = 0; i < RELOADS; i++) {
      const t = Date.now();
      await page.reload();
      await mapReady(page);
      loads.push(Date.now() - t);
    }
    const load1 = loadavg()[0];
    const scenarios: [string, { center: [number, number]; zoom: number }, { center: [number, number]; zoom: number }][] = [
      ['zoom 5→9', { center, zoom: 5 }, { center, zoom: 9 }],
      ['pan at zoom 9', { center, zoom: 9 }, { center: [center[0] + 0.6, center[1] + 0.2], zoom: 9 }],
      ['zoom 9→12', { center, zoom: 9 }, { center, zoom: 12 }],
      ['pan at zoom 12', { center, zoom: 12 }, { center: [center[0] + 0.08, center[1] + 0.03], zoom: 12 }],
      ['zoom 12→5', { center, zoom: 12 }, { center, zoom: 5 }],
    ];
    const rows: string[] = [];
    for (const [name, from, to] of scenarios) {
      const r = await ease(page, from, to);
      const drawn = r.places ? `${r.places.polygons} polygons, ${r.places.points} dots` : '-';
      rows.push(`| ${name} | ${r.frames.length} | ${secs(p(r.frames, 0.5))} | ${secs(Math.max(...r.frames))} | ${secs(r.idleMs)} | ${drawn} |`);
    }
    console.log(`\n${ROOT}: ${PLACES} places, 100,000 machines (server up and seeded in ${Math.round(seededS)} s), ${new Date().toISOString()}`);
    console.log(`Sign-in to /map ready: ${secs(loads[0])} s; reloads to ready: ${loads.slice(1).map(secs).join(', ')} s`);
    console.log('\n| movement (3 s ease) | frames | p50 frame (s) | max frame (s) | then idle after (s) | places drawn at the end |');
    console.log('|---|---:|---:|---:|---:|---|');
    for (const row of rows) console.log(row);
    console.log(`\nload average (1 min) at the start of the movements ${load1.toFixed(1)}, at the end ${loadavg()[0].toFixed(1)}`);
  } finally {
    await browser.close();
  }
}

runWithServer(main, server, stopServer, dataDir);
