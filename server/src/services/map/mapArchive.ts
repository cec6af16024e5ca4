// The operator's own street map for sites without internet: a PMTiles archive (a regional extract of
// Protomaps' OpenStreetMap basemap builds) dropped into <dataDir>/map/ or named by
// SITELINE_MAP_ARCHIVE. The browser reads the archive by byte ranges through maplibre's pmtiles
// protocol; the server finds it, checks with the `pmtiles` reader that it is a Protomaps vector
// basemap (docs/decisions/0052-operator-street-map-archive.md) and serves its bytes.
import { open, readdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PMTiles, TileType, type RangeResponse, type Source } from 'pmtiles';

/** The layers of the Protomaps basemap schema the style draws; an archive without them is another schema. */
export const PROTOMAPS_LAYERS = ['earth', 'water', 'roads', 'places'] as const;
/** A file dropped in or replaced while the server runs is picked up within this time. */
const RECHECK_MS = 5_000;

export interface ArchiveInfo {
  path: string;
  size: number;
  mtimeMs: number;
  /** Strong validator: the pmtiles reader compares it between range reads to notice a replaced file. */
  etag: string;
  minZoom: number;
  maxZoom: number;
  /** west, south, east, north */
  bounds: [number, number, number, number];
  attribution: string;
}

interface Logger {
  warn(obj: object, msg: string): void;
}

/** The pmtiles reader's source for a local file: each read opens, reads its range and closes. */
class FileRangeSource implements Source {
  constructor(private readonly path: string) {}

  getKey(): string {
    return this.path;
  }

  async getBytes(offset: number, length: number): Promise<RangeResponse> {
    const file = await open(this.path, 'r');
    try {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await file.read(buffer, 0, length, offset);
      return { data: buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + bytesRead) };
    } finally {
      await file.close();
    }
  }
}

/** Reads the archive's header and metadata; throws with the reason when it cannot be the base map. */
export async function readArchive(path: string, size: number, mtimeMs: number): Promise<ArchiveInfo> {
  const archive = new PMTiles(new FileRangeSource(path));
  const header = await archive.getHeader();
  if (header.tileType !== TileType.Mvt) throw new Error(`holds ${TileType[header.tileType] ?? 'unknown'} tiles, not vector tiles`);
  const metadata = (await archive.getMetadata()) as { vector_layers?: { id?: unknown }[]; attribution?: unknown };
  const layers = new Set((metadata.vector_layers ?? []).map((layer) => String(layer.id)));
  const missing = PROTOMAPS_LAYERS.filter((name) => !layers.has(name));
  if (missing.length) throw new Error(`is not a Protomaps basemap (no ${missing.join(', ')} layer)`);
  return {
    path,
    size,
    mtimeMs,
    etag: `"${size.toString(36)}-${Math.trunc(mtimeMs).toString(36)}"`,
    minZoom: header.minZoom,
    maxZoom: header.maxZoom,
    bounds: [header.minLon, header.minLat, header.maxLon, header.maxLat],
    attribution: typeof metadata.attribution === 'string' ? metadata.attribution : '© OpenStreetMap contributors',
  };
}

/** The archive the server serves now, or null: the named file, else the first *.pmtiles in <dataDir>/map/. */
export class MapArchive {
  private checkedAt = -Infinity;
  private info: ArchiveInfo | null = null;
  private pending: Promise<ArchiveInfo | null> | null = null;
  /** The last file version refused, so its warning is logged once, not on every page load. */
  private refused = '';

  constructor(
    private readonly config: { dataDir: string; mapArchive: string },
    private readonly log: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  async current(): Promise<ArchiveInfo | null> {
    if (this.now() - this.checkedAt < RECHECK_MS) return this.info;
    this.pending ??= this.check().finally(() => {
      this.pending = null;
      this.checkedAt = this.now();
    });
    return this.pending;
  }

  private async candidate(): Promise<string | null> {
    if (this.config.mapArchive) return resolve(this.config.mapArchive);
    const folder = join(this.config.dataDir, 'map');
    const names = await readdir(folder).catch(() => [] as string[]);
    const archive = names.filter((name) => name.toLowerCase().endsWith('.pmtiles')).sort()[0];
    return archive ? join(folder, archive) : null;
  }

  private async check(): Promise<ArchiveInfo | null> {
    const path = await this.candidate();
    const stats = path ? await stat(path).catch(() => null) : null;
    if (!path || !stats?.isFile()) {
      if (path && this.config.mapArchive && this.refused !== path) {
        this.refused = path;
        this.log.warn({ path }, 'SITELINE_MAP_ARCHIVE names no file; the embedded map is served');
      }
      return (this.info = null);
    }
    const known = this.info;
    if (known && known.path === path && known.size === stats.size && known.mtimeMs === stats.mtimeMs) return known;
    const version = `${path}|${stats.size}|${stats.mtimeMs}`;
    try {
      return (this.info = await readArchive(path, stats.size, stats.mtimeMs));
    } catch (error) {
      if (this.refused !== version) {
        this.refused = version;
        this.log.warn({ path, reason: (error as Error).message }, 'map archive not used; the embedded map is served');
      }
      return (this.info = null);
    }
  }
}
