// The operator's street map over HTTP (server/src/routes/map/baseMap.routes.ts): the settings name its
// style, the style names the archive, and the archive's bytes are served in ranges that the `pmtiles`
// reader (the library the browser runs) reads tiles from, decoded here by @mapbox/vector-tile.
import { mkdirSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PMTiles, zxyToTileId, type RangeResponse, type Source } from 'pmtiles';
import { VectorTile } from '@mapbox/vector-tile';
import Protobuf from 'pbf';
import { bearer, createWorld, type World } from './fixture.ts';
import { STREET_NAMES, STREET_TOWN, tileAt, writeStreetArchive } from '../fixtures/pmtiles/streetArchive.ts';

let plain: World;
let withMap: World;
let size: number;
beforeAll(async () => {
  plain = await createWorld();
  const dataDir = mkdtempSync(join(tmpdir(), 'siteline-streets-'));
  mkdirSync(join(dataDir, 'map'));
  writeStreetArchive(join(dataDir, 'map', 'gavle.pmtiles'));
  size = statSync(join(dataDir, 'map', 'gavle.pmtiles')).size;
  withMap = await createWorld({ dataDir });
});
afterAll(async () => {
  await plain.close();
  await withMap.close();
});

async function settings(world: World) {
  const token = (await world.login('owner@alpha.test')).access_token;
  return (await world.app.inject({ url: '/api/web/v1/common/settings', headers: bearer(token) })).json().data;
}

/** The pmtiles reader's source, answered by the server's route instead of the network. */
class RouteSource implements Source {
  constructor(private readonly world: World) {}
  getKey() {
    return '/api/map/extract.pmtiles';
  }
  async getBytes(offset: number, length: number): Promise<RangeResponse> {
    const res = await this.world.app.inject({ url: this.getKey(), headers: { range: `bytes=${offset}-${offset + length - 1}` } });
    expect(res.statusCode).toBe(206);
    return { data: new Uint8Array(res.rawPayload).buffer, etag: String(res.headers.etag) };
  }
}

describe('without a street map', () => {
  it('the settings name none, and its style and bytes are 404', async () => {
    expect((await settings(plain)).map.extractStyleUrl).toBe('');
    expect((await plain.app.inject({ url: '/api/map/extract.json' })).statusCode).toBe(404);
    expect((await plain.app.inject({ url: '/api/map/extract.pmtiles' })).statusCode).toBe(404);
  });
});

describe('with a street map in <dataDir>/map', () => {
  it('the settings try it first, before the default online style, with the embedded map behind it', async () => {
    const data = await settings(withMap);
    expect(data.map).toMatchObject({
      styleUrl: '/api/map/extract.json',
      extractStyleUrl: '/api/map/extract.json',
      fallbackStyleUrl: '/api/map/style.json',
      embedded: false,
    });
    expect(data.googleMapLink.key).toBe('extract');
  });

  it('a style URL the operator set still goes first, the street map second', async () => {
    const world = await createWorld({ dataDir: withMap.config.dataDir, mapStyleUrl: 'https://tiles.example/style.json' });
    const data = await settings(world);
    expect(data.map).toMatchObject({ styleUrl: 'https://tiles.example/style.json', extractStyleUrl: '/api/map/extract.json' });
    expect(data.googleMapLink.key).toBe('remote');
    await world.close();
  });

  it("serves its style in the reader's language; another language is a 400", async () => {
    const res = await withMap.app.inject({ url: '/api/map/extract.json?lang=nb' });
    expect(res.statusCode).toBe(200);
    const style = res.json();
    expect(style.sources.protomaps.url).toBe('pmtiles:///api/map/extract.pmtiles');
    expect(JSON.stringify(style.layers)).toContain('name:nb');
    const bad = await withMap.app.inject({ url: '/api/map/extract.json?lang=xx' });
    expect(bad.statusCode).toBe(400);
  });

  it('answers ranges as the pmtiles reader asks them: 206 with the strong ETag, 416 past the end, 304 when unchanged, whole when changed', async () => {
    const first = await withMap.app.inject({ url: '/api/map/extract.pmtiles', headers: { range: 'bytes=0-16383' } });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-${size - 1}/${size}`);
    expect(first.rawPayload.subarray(0, 7).toString('latin1')).toBe('PMTiles');
    expect(first.headers['content-encoding']).toBeUndefined();
    // Only what acts on a data answer: no CSP or framing headers on each of a map's many reads.
    expect(first.headers['content-security-policy']).toBeUndefined();
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    const tile = await withMap.app.inject({ url: '/api/map/tiles/5/17/9.pbf' });
    expect([tile.statusCode, tile.headers['content-security-policy'], tile.headers['x-content-type-options']]).toEqual([200, undefined, 'nosniff']);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"/);
    const middle = await withMap.app.inject({ url: '/api/map/extract.pmtiles', headers: { range: 'bytes=100-199' } });
    expect([middle.statusCode, middle.rawPayload.length, middle.headers['content-range']]).toEqual([206, 100, `bytes 100-199/${size}`]);
    const past = await withMap.app.inject({ url: '/api/map/extract.pmtiles', headers: { range: `bytes=${size + 10}-${size + 20}` } });
    expect([past.statusCode, past.headers['content-range']]).toEqual([416, `bytes */${size}`]);
    const whole = await withMap.app.inject({ url: '/api/map/extract.pmtiles' });
    expect([whole.statusCode, whole.rawPayload.length]).toEqual([200, size]);
    const again = await withMap.app.inject({ url: '/api/map/extract.pmtiles', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const sameFile = await withMap.app.inject({ url: '/api/map/extract.pmtiles', headers: { range: 'bytes=0-9', 'if-range': etag } });
    expect(sameFile.statusCode).toBe(206);
    const replaced = await withMap.app.inject({ url: '/api/map/extract.pmtiles', headers: { range: 'bytes=0-9', 'if-range': '"older"' } });
    expect([replaced.statusCode, replaced.rawPayload.length]).toEqual([200, size]);
  });

  it("the pmtiles reader finds the town's streets at zoom 14 through the route", async () => {
    const reader = new PMTiles(new RouteSource(withMap));
    const header = await reader.getHeader();
    expect(header.maxZoom).toBe(14);
    const [x, y] = tileAt(14, STREET_TOWN.long, STREET_TOWN.lat);
    expect(zxyToTileId(14, x, y)).toBeGreaterThan(0);
    const tile = await reader.getZxy(14, x, y);
    expect(tile).toBeDefined();
    const decoded = new VectorTile(new Protobuf(new Uint8Array(tile!.data)));
    const roads = decoded.layers.roads;
    const names = Array.from({ length: roads.length }, (_, i) => roads.feature(i).properties.name);
    expect(names).toEqual(expect.arrayContaining(STREET_NAMES.slice(1, 3)));
  });
});
