// Real images made with sharp for the upload tests: each a valid PNG, JPEG or WEBP unless a test
// breaks it on purpose.
import sharp from 'sharp';

export async function sampleImage(format: 'png' | 'jpeg' | 'webp', width = 320, height = 200, color = '#2b8a3e'): Promise<Buffer> {
  const base = sharp({ create: { width, height, channels: 3, background: color } });
  if (format === 'png') return base.png().toBuffer();
  if (format === 'webp') return base.webp({ quality: 80 }).toBuffer();
  return base.jpeg({ quality: 85 }).toBuffer();
}

/** A JPEG whose EXIF carries a GPS position (a phone photo taken at Stockholm's Slussen). */
export async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 300, channels: 3, background: '#c92a2a' } })
    .jpeg()
    .withExif({
      IFD0: { ImageDescription: 'Taken at the secret yard', Make: 'PhoneCo' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '59/1 19/1 10/1', GPSLongitudeRef: 'E', GPSLongitude: '18/1 4/1 18/1' },
    })
    .toBuffer();
}

/** Whether an EXIF block holds a GPS IFD pointer (tag 0x8825) in IFD0. */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') >= 0 ? exif.indexOf('Exif\0\0') + 6 : 0);
  const le = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (o: number) => (le ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o));
  const u32 = (o: number) => (le ? tiff.readUInt32LE(o) : tiff.readUInt32BE(o));
  const ifd0 = u32(4);
  for (let i = 0; i < u16(ifd0); i++) if (u16(ifd0 + 2 + i * 12) === 0x8825) return true;
  return false;
}
