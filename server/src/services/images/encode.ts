// Decode and re-encode with sharp: the stored file holds pixels only (EXIF with GPS, XMP, comments
// and anything else the upload carried are dropped), oriented as the camera meant it.
import sharp, { type Metadata, type Sharp } from 'sharp';
import type { ImageFormat } from './containers.ts';
import { ENCODE_TIMEOUT_SECONDS, MAX_IMAGE_PIXELS } from './limits.ts';

// libvips' operation cache would keep decoded images around between requests.
sharp.cache(false);

export class ImageRejected extends Error {}

export interface Encoded {
  width: number;
  height: number;
  size: number;
}

const open = (input: Buffer | string) => sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning', animated: false });

function encoder(image: Sharp, format: ImageFormat, quality: number): Sharp {
  if (format === 'jpeg') return image.jpeg({ quality, mozjpeg: false });
  if (format === 'png') return image.png({ compressionLevel: 6 });
  return image.webp({ quality, effort: 4 });
}

/** Re-encodes `input` (already known to be `format` by its bytes) into `outPath`. */
export async function reencode(input: Buffer, format: ImageFormat, outPath: string): Promise<Encoded> {
  let meta: Metadata;
  try {
    meta = await open(input).metadata();
  } catch {
    throw new ImageRejected('the image cannot be read');
  }
  if (meta.format !== format) throw new ImageRejected(`the file says ${format} but decodes as ${meta.format ?? 'nothing'}`);
  const { width = 0, height = 0 } = meta;
  if (width < 1 || height < 1) throw new ImageRejected('the image has no pixels');
  if (width * height > MAX_IMAGE_PIXELS) throw new ImageRejected(`the image has ${Math.round((width * height) / 1e6)} megapixels; at most 70 are accepted`);
  try {
    const info = await encoder(open(input).rotate(), format, 90).timeout({ seconds: ENCODE_TIMEOUT_SECONDS }).toFile(outPath);
    return { width: info.width, height: info.height, size: info.size };
  } catch (error) {
    const message = String((error as Error).message ?? error);
    if (/timeout/i.test(message)) throw new ImageRejected('the image took too long to process');
    throw new ImageRejected('the image is corrupt or truncated');
  }
}

/** A smaller copy for display: never wider than asked, never enlarged. */
export async function renderWidth(path: string, format: ImageFormat, width: number, outPath: string): Promise<void> {
  await encoder(sharp(path, { limitInputPixels: MAX_IMAGE_PIXELS }).resize({ width, withoutEnlargement: true }), format, format === 'webp' ? 80 : 85)
    .timeout({ seconds: ENCODE_TIMEOUT_SECONDS })
    .toFile(outPath);
}
