// Finding the operator's street map (server/src/services/map/mapArchive.ts): the archive is read back
// by the `pmtiles` package, one dropped in while the server runs is picked up at the next check, and a
// file that cannot be the base map is refused with one warning for the operator, not served.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MapArchive } from '../../server/src/services/map/mapArchive.ts';
import { extractStyle } from '../../server/src/services/map/extractStyle.ts';
import { STREET_MAX_ZOOM, STREET_TOWN, streetArchive } from '../fixtures/pmtiles/streetArchive.ts';

function setup(options: { mapArchive?: string } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'siteline-map-'));
  const warnings: string[] = [];
  let clock = 0;
  const archive = new MapArchive({ dataDir, mapArchive: options.mapArchive ?? '' }, { warn: (_o, msg) => warnings.push(msg) }, () => clock);
  return { dataDir, warnings, archive, later: (ms: number) => (clock += ms) };
}

const drop = (dataDir: string, name: string, bytes: Buffer) => {
  mkdirSync(join(dataDir, 'map'), { recursive: true });
  writeFileSync(join(dataDir, 'map', name), bytes);
};

describe('MapArchive', () => {
  it('has none until a .pmtiles file is in <dataDir>/map, and finds one dropped in within seconds', async () => {
    const { dataDir, archive, later, warnings } = setup();
    expect(await archive.current()).toBeNull();
    drop(dataDir, 'sweden.pmtiles', streetArchive());
    expect(await archive.current()).toBeNull(); // checked a moment ago
    later(5_000);
    const info = await archive.current();
    expect(info).toMatchObject({ path: join(dataDir, 'map', 'sweden.pmtiles'), minZoom: 0, maxZoom: STREET_MAX_ZOOM });
    expect(info!.bounds[0]).toBeCloseTo(STREET_TOWN.long - STREET_TOWN.half, 5);
    expect(info!.etag).toMatch(/^"[^W]/);
    expect(warnings).toEqual([]);
  });

  it('reads the file SITELINE_MAP_ARCHIVE names instead of the folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'siteline-extract-'));
    const file = join(dir, 'region.pmtiles');
    writeFileSync(file, streetArchive());
    const { archive } = setup({ mapArchive: file });
    expect((await archive.current())?.path).toBe(file);
  });

  it('refuses a file that is not a PMTiles archive, once in the log, and serves the embedded map', async () => {
    const { dataDir, archive, later, warnings } = setup();
    drop(dataDir, 'broken.pmtiles', Buffer.from('not an archive at all'));
    expect(await archive.current()).toBeNull();
    later(5_000);
    expect(await archive.current()).toBeNull();
    expect(warnings).toEqual(['map archive not used; the embedded map is served']);
  });

  it('refuses an archive in another schema (no Protomaps roads layer)', async () => {
    const { dataDir, archive, warnings } = setup();
    // OpenMapTiles (planetiler's default) calls its roads "transportation".
    drop(dataDir, 'omt.pmtiles', streetArchive({ roads: 'transportation' }));
    expect(await archive.current()).toBeNull();
    expect(warnings).toHaveLength(1);
  });

  it('names a missing SITELINE_MAP_ARCHIVE file in the log', async () => {
    const { archive, warnings } = setup({ mapArchive: '/nowhere/region.pmtiles' });
    expect(await archive.current()).toBeNull();
    expect(warnings).toEqual(['SITELINE_MAP_ARCHIVE names no file; the embedded map is served']);
  });
});

describe('extractStyle', () => {
  it("draws Protomaps' layers from the archive over the embedded land, with names in the reader's language and no sprite icons", async () => {
    const { dataDir, archive } = setup();
    drop(dataDir, 'town.pmtiles', streetArchive());
    const style = extractStyle((await archive.current())!, '', 'sv');
    expect(style.sources.protomaps).toMatchObject({ type: 'vector', url: 'pmtiles:///api/map/extract.pmtiles' });
    expect(style).not.toHaveProperty('glyphs');
    expect(style).not.toHaveProperty('sprite');
    const ids = style.layers.map((layer) => layer.id);
    expect(ids.slice(0, 3)).toEqual(['background', 'world-land', 'earth']);
    expect(ids).toEqual(expect.arrayContaining(['roads_minor', 'roads_highway', 'places_locality', 'roads_labels_minor']));
    expect(ids).not.toContain('roads_oneway');
    const text = JSON.stringify(style.layers);
    expect(text).not.toContain('icon-image');
    expect(text).toContain('name:sv');
  });
});
