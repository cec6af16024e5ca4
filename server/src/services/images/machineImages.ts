// Machine images end to end: an upload becomes a pending key; PUT imageKeys puts keys on a machine in
// order (first = primary) and deletes the ones it leaves out; sizes are rendered on demand and kept.
// Every lookup names the caller's company: another company's key is simply not found.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../../db/database.ts';
import { badRequest, notFound } from '../../http/envelope.ts';
import { ContainerError, sniffFormat, walkContainer, type ImageFormat } from './containers.ts';
import { findActiveContent } from './activeContent.ts';
import { ImageRejected, reencode, renderWidth } from './encode.ts';
import { CACHED_WIDTHS, INVALID_FORMAT, MAX_PENDING_PER_USER, PENDING_TTL_MS } from './limits.ts';
import { imageSlots } from './slots.ts';
import { deleteImageFiles, EXTENSION, ensureDirs, imagePath, KEY_PATTERN, MIME, newImageKey, variantDir } from './store.ts';

export interface StoredImage {
  key: string;
  format: ImageFormat;
  width: number;
  height: number;
  sizeBytes: number;
}

const invalid = (reason: string) => badRequest(`invalid image: ${reason}`, { file: [reason] });

/** Deletes uploads that were never put on a machine (older than the pending time-to-live). */
export async function deleteStalePending(db: Db, dataDir: string, now = Date.now()) {
  const stale = await db
    .selectFrom('asset_images')
    .select(['key', 'company_id', 'format'])
    .where('asset_id', 'is', null)
    .where('created_at', '<', new Date(now - PENDING_TTL_MS).toISOString())
    .execute();
  for (const row of stale) {
    await db.deleteFrom('asset_images').where('key', '=', row.key).where('asset_id', 'is', null).execute();
    await deleteImageFiles(dataDir, row.company_id, row.key, row.format as ImageFormat);
  }
  return stale.length;
}

export async function assertPendingRoom(db: Db, userId: number) {
  const { n } = await db
    .selectFrom('asset_images')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('uploaded_by', '=', userId)
    .where('asset_id', 'is', null)
    .executeTakeFirstOrThrow();
  if (Number(n) >= MAX_PENDING_PER_USER) {
    throw badRequest(`You have ${MAX_PENDING_PER_USER} uploaded images not yet added to a machine; add or discard them first`, {
      file: ['too many pending uploads'],
    });
  }
}

/** Checks an uploaded file (bytes on disk) and stores its re-encoded copy under a new key. */
export async function storeUpload(db: Db, dataDir: string, caller: { companyId: number; userId: number }, uploadPath: string): Promise<StoredImage> {
  return imageSlots.run(async () => {
    const buf = await readFile(uploadPath);
    const format = sniffFormat(buf.subarray(0, 16));
    if (!format) throw badRequest(INVALID_FORMAT, { file: [INVALID_FORMAT] });
    let end: number;
    let metadata: Buffer[];
    try {
      ({ end, metadata } = walkContainer(buf, format));
    } catch (error) {
      if (error instanceof ContainerError) throw invalid(error.message);
      throw error;
    }
    const active = await findActiveContent(buf, end, metadata);
    if (active) throw invalid(`${active} (a polyglot file)`);

    await ensureDirs(dataDir, caller.companyId);
    const key = newImageKey();
    const final = imagePath(dataDir, caller.companyId, key, format);
    const partial = `${final}.partial`;
    try {
      const encoded = await reencode(buf, format, partial);
      await rename(partial, final);
      await db
        .insertInto('asset_images')
        .values({
          key,
          company_id: caller.companyId,
          asset_id: null,
          file_type: 'MachineImage',
          format,
          width: encoded.width,
          height: encoded.height,
          size_bytes: encoded.size,
          uploaded_by: caller.userId,
          created_at: new Date().toISOString(),
        })
        .execute();
      return { key, format, width: encoded.width, height: encoded.height, sizeBytes: encoded.size };
    } catch (error) {
      await rm(partial, { force: true });
      await rm(final, { force: true });
      if (error instanceof ImageRejected) throw invalid(error.message);
      throw error;
    }
  });
}

async function companyAsset(db: Db, companyId: number, assetId: number) {
  const asset = await db.selectFrom('assets').select(['id', 'internal_id']).where('id', '=', assetId).where('company_id', '=', companyId).executeTakeFirst();
  if (!asset) throw notFound('Machine');
  return asset;
}

export async function imageKeysOf(db: Db, companyId: number, assetId: number): Promise<string[]> {
  await companyAsset(db, companyId, assetId);
  const rows = await db
    .selectFrom('asset_images')
    .select('key')
    .where('company_id', '=', companyId)
    .where('asset_id', '=', assetId)
    .orderBy('position')
    .orderBy('created_at')
    .execute();
  return rows.map((r) => r.key);
}

/** Puts exactly `keys` on the machine, in order; keys it had before and not now are deleted. */
export async function setImageKeys(db: Db, dataDir: string, companyId: number, assetId: number, keys: string[]): Promise<string[]> {
  await companyAsset(db, companyId, assetId);
  const seen = new Set<string>();
  keys.forEach((key, i) => {
    if (seen.has(key)) throw badRequest(`imageKeys.${i}: appears twice`, { [`imageKeys.${i}`]: ['appears twice'] });
    seen.add(key);
  });
  const removed = await db.transaction().execute(async (trx) => {
    const usable = keys.length
      ? await trx
          .selectFrom('asset_images')
          .select('key')
          .where('company_id', '=', companyId)
          .where('key', 'in', keys)
          .where((eb) => eb.or([eb('asset_id', 'is', null), eb('asset_id', '=', assetId)]))
          .execute()
      : [];
    // Another company's key, another machine's key and a made-up key look the same: not found.
    if (usable.length !== keys.length) throw notFound('Image');
    const old = await trx.selectFrom('asset_images').select(['key', 'format']).where('company_id', '=', companyId).where('asset_id', '=', assetId).execute();
    const gone = old.filter((o) => !seen.has(o.key));
    if (gone.length)
      await trx
        .deleteFrom('asset_images')
        .where('company_id', '=', companyId)
        .where(
          'key',
          'in',
          gone.map((g) => g.key),
        )
        .execute();
    for (const [position, key] of keys.entries()) {
      await trx.updateTable('asset_images').set({ asset_id: assetId, position }).where('key', '=', key).where('company_id', '=', companyId).execute();
    }
    return gone;
  });
  for (const g of removed) await deleteImageFiles(dataDir, companyId, g.key, g.format as ImageFormat);
  return keys;
}

export interface ImageFile {
  path: string;
  mime: string;
  etag: string;
  fileName: string;
  width: number;
  /** Rendered for this request only (an unusual width): delete once sent. */
  temporary?: boolean;
}

/**
 * The file to answer GET thumbnails|originals/{key}?imageWidth: the stored image when it is no wider
 * than asked (originals), otherwise a rendered size (thumbnails are WEBP), kept on disk for the
 * widths the client uses.
 */
export async function imageFile(
  db: Db,
  dataDir: string,
  companyId: number,
  assetId: number,
  key: string,
  kind: 'thumbnail' | 'original',
  imageWidth: number,
): Promise<ImageFile> {
  if (!KEY_PATTERN.test(key)) throw notFound('Image');
  const row = await db
    .selectFrom('asset_images as i')
    .innerJoin('assets as a', (j) => j.onRef('a.id', '=', 'i.asset_id').onRef('a.company_id', '=', 'i.company_id'))
    .select(['i.key', 'i.format', 'i.width', 'i.position', 'a.internal_id'])
    .where('i.key', '=', key)
    .where('i.company_id', '=', companyId)
    .where('i.asset_id', '=', assetId)
    .executeTakeFirst();
  if (!row) throw notFound('Image');
  const stored = row.format as ImageFormat;
  const format: ImageFormat = kind === 'thumbnail' ? 'webp' : stored;
  const width = Math.min(imageWidth, row.width);
  const fileName = `${row.internal_id}-${row.position + 1}${kind === 'thumbnail' ? '-thumbnail' : ''}.${EXTENSION[format]}`;
  const etag = `"${key}-${kind}-${width}"`;
  const source = imagePath(dataDir, companyId, key, stored);
  if (kind === 'original' && width === row.width) return { path: source, mime: MIME[stored], etag, fileName, width };

  const dir = variantDir(dataDir, companyId, key);
  const path = join(dir, `${kind}-${width}.${EXTENSION[format]}`);
  if (!(await exists(path))) {
    await mkdir(dir, { recursive: true });
    const temporary = !CACHED_WIDTHS.has(width);
    const target = temporary ? join(dir, `once-${randomBytes(8).toString('hex')}.${EXTENSION[format]}`) : path;
    try {
      await imageSlots.run(() => renderWidth(source, format, width, `${target}.partial`));
      await rename(`${target}.partial`, target);
    } catch (error) {
      await rm(`${target}.partial`, { force: true });
      throw error;
    }
    return { path: target, mime: MIME[format], etag, fileName, width, temporary };
  }
  return { path, mime: MIME[format], etag, fileName, width };
}

async function exists(path: string) {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}
