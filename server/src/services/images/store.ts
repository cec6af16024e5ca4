// Where machine images live: $SITELINE_DATA_DIR/images/<company>/<key>.<ext>, rendered sizes under
// .../variants/<key>/. Every path is built from a company id and a server-generated key that has
// matched KEY_PATTERN, never from anything a client named.
import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImageFormat } from './containers.ts';

/** 18 random bytes, base64url: 24 characters, 144 bits. */
export const KEY_PATTERN = /^[A-Za-z0-9_-]{24}$/;
export const newImageKey = () => randomBytes(18).toString('base64url');

export const EXTENSION: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };
export const MIME: Record<ImageFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export const imagesRoot = (dataDir: string) => join(dataDir, 'images');
export const uploadTmpDir = (dataDir: string) => join(imagesRoot(dataDir), 'tmp');

function checked(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`not an image key: ${JSON.stringify(key)}`);
  return key;
}

export const companyDir = (dataDir: string, companyId: number) => join(imagesRoot(dataDir), String(Math.trunc(companyId)));
export const imagePath = (dataDir: string, companyId: number, key: string, format: ImageFormat) =>
  join(companyDir(dataDir, companyId), `${checked(key)}.${EXTENSION[format]}`);
export const variantDir = (dataDir: string, companyId: number, key: string) => join(companyDir(dataDir, companyId), 'variants', checked(key));

export async function ensureDirs(dataDir: string, companyId: number) {
  await mkdir(companyDir(dataDir, companyId), { recursive: true });
}

/** Removes an image and every size rendered from it. */
export async function deleteImageFiles(dataDir: string, companyId: number, key: string, format: ImageFormat) {
  await rm(imagePath(dataDir, companyId, key, format), { force: true });
  await rm(variantDir(dataDir, companyId, key), { recursive: true, force: true });
}
