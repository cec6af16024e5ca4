// What an uploaded file is, decided from its bytes only (never its name or Content-Type), and whether
// it is exactly one well-formed PNG, JPEG or WEBP container. Pure functions over a Buffer.
//
// The walkers find where the image really ends (anything after it is a "trailer": polyglots hide
// archives, HTML or PHP there) and which byte ranges are metadata (JPEG APPn/COM segments, PNG text
// chunks, WEBP EXIF/XMP chunks), where markup has no business. Pixel data is not interpreted here:
// sharp decodes it afterwards.
import { crc32, inflateSync } from 'node:zlib';

export type ImageFormat = 'jpeg' | 'png' | 'webp';

export interface Container {
  format: ImageFormat;
  /** Offset just past the image's last byte (JPEG EOI, PNG IEND chunk, RIFF size). */
  end: number;
  /** Metadata contents (already inflated where the format compresses text). */
  metadata: Buffer[];
}

export class ContainerError extends Error {}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Inflated text chunks larger than this are refused (a zTXt bomb would otherwise cost memory). */
const MAX_INFLATED_TEXT = 1 << 20;

export function sniffFormat(head: Uint8Array): ImageFormat | null {
  const b = Buffer.from(head.buffer, head.byteOffset, head.byteLength);
  if (b.length >= 8 && b.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

export function walkContainer(buf: Buffer, format: ImageFormat): Container {
  if (format === 'png') return walkPng(buf);
  if (format === 'jpeg') return walkJpeg(buf);
  return walkWebp(buf);
}

function walkJpeg(buf: Buffer): Container {
  const metadata: Buffer[] = [];
  let pos = 2;
  let sawFrame = false;
  let sawScan = false;
  while (pos < buf.length) {
    if (buf[pos] !== 0xff) throw new ContainerError('JPEG segment does not start with a marker');
    while (buf[pos] === 0xff && pos < buf.length) pos++; // fill bytes
    if (pos >= buf.length) break;
    const marker = buf[pos];
    if (marker === 0xd9) {
      if (!sawFrame || !sawScan) throw new ContainerError('JPEG ends before any image data');
      return { format: 'jpeg', end: pos + 1, metadata };
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      pos++;
      continue;
    }
    if (marker === 0xd8 || marker === 0x00) throw new ContainerError('JPEG has a misplaced marker');
    if (pos + 3 > buf.length) break;
    const length = buf.readUInt16BE(pos + 1);
    const dataEnd = pos + 1 + length;
    if (length < 2 || dataEnd > buf.length) throw new ContainerError('JPEG segment runs past the end of the file');
    if ((marker >= 0xe0 && marker <= 0xef) || marker === 0xfe) metadata.push(buf.subarray(pos + 3, dataEnd));
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) sawFrame = true;
    pos = dataEnd;
    if (marker === 0xda) {
      sawScan = true;
      // Entropy-coded data: a 0xFF is followed by 0x00 (stuffing) or a restart marker; anything
      // else is the next segment's marker.
      for (;;) {
        const ff = buf.indexOf(0xff, pos);
        if (ff < 0 || ff + 1 >= buf.length) throw new ContainerError('JPEG is truncated (no end of image)');
        const next = buf[ff + 1];
        if (next === 0x00 || (next >= 0xd0 && next <= 0xd7) || next === 0xff) {
          pos = ff + (next === 0xff ? 1 : 2);
          continue;
        }
        pos = ff;
        break;
      }
    }
  }
  throw new ContainerError('JPEG is truncated (no end of image)');
}

function walkPng(buf: Buffer): Container {
  const metadata: Buffer[] = [];
  let pos = 8;
  let first = true;
  while (pos + 12 <= buf.length) {
    const length = buf.readUInt32BE(pos);
    const type = buf.toString('latin1', pos + 4, pos + 8);
    if (!/^[A-Za-z]{4}$/.test(type)) throw new ContainerError('PNG chunk type is not four letters');
    const dataStart = pos + 8;
    const dataEnd = dataStart + length;
    if (length > 0x7fffffff || dataEnd + 4 > buf.length) throw new ContainerError('PNG chunk runs past the end of the file');
    if (crc32(buf.subarray(pos + 4, dataEnd)) !== buf.readUInt32BE(dataEnd)) throw new ContainerError(`PNG chunk ${type} fails its checksum`);
    if (first && type !== 'IHDR') throw new ContainerError('PNG does not start with IHDR');
    first = false;
    const data = buf.subarray(dataStart, dataEnd);
    if (type === 'tEXt' || type === 'eXIf') metadata.push(data);
    else if (type === 'zTXt') metadata.push(pngCompressedText(data, data.indexOf(0) + 2));
    else if (type === 'iTXt') metadata.push(pngInternationalText(data));
    pos = dataEnd + 4;
    if (type === 'IEND') return { format: 'png', end: pos, metadata };
  }
  throw new ContainerError('PNG is truncated (no IEND chunk)');
}

function inflateText(data: Buffer): Buffer {
  try {
    return inflateSync(data, { maxOutputLength: MAX_INFLATED_TEXT });
  } catch {
    throw new ContainerError('PNG text chunk does not inflate (or inflates beyond 1 MB)');
  }
}

function pngCompressedText(data: Buffer, start: number): Buffer {
  if (start < 2 || start > data.length) throw new ContainerError('PNG zTXt chunk is malformed');
  return Buffer.concat([data.subarray(0, start), inflateText(data.subarray(start))]);
}

function pngInternationalText(data: Buffer): Buffer {
  const keywordEnd = data.indexOf(0);
  if (keywordEnd < 0 || keywordEnd + 3 > data.length) throw new ContainerError('PNG iTXt chunk is malformed');
  const compressed = data[keywordEnd + 1] === 1;
  const languageEnd = data.indexOf(0, keywordEnd + 3);
  const translatedEnd = languageEnd < 0 ? -1 : data.indexOf(0, languageEnd + 1);
  if (translatedEnd < 0) throw new ContainerError('PNG iTXt chunk is malformed');
  const text = data.subarray(translatedEnd + 1);
  return Buffer.concat([data.subarray(0, translatedEnd + 1), compressed ? inflateText(text) : text]);
}

function walkWebp(buf: Buffer): Container {
  const metadata: Buffer[] = [];
  const end = 8 + buf.readUInt32LE(4);
  if (end > buf.length) throw new ContainerError('WEBP is truncated (shorter than its RIFF size)');
  let pos = 12;
  let sawImage = false;
  while (pos + 8 <= end) {
    const fourcc = buf.toString('latin1', pos, pos + 4);
    const size = buf.readUInt32LE(pos + 4);
    const dataEnd = pos + 8 + size;
    if (dataEnd > end) throw new ContainerError(`WEBP chunk ${fourcc.trim()} runs past the end of the file`);
    if (fourcc === 'EXIF' || fourcc === 'XMP ') metadata.push(buf.subarray(pos + 8, dataEnd));
    if (fourcc === 'VP8 ' || fourcc === 'VP8L' || fourcc === 'ANMF') sawImage = true;
    pos = dataEnd + (size & 1);
  }
  if (pos !== end && pos !== end + 1) throw new ContainerError('WEBP chunks do not fill the RIFF container');
  if (!sawImage) throw new ContainerError('WEBP has no image data');
  return { format: 'webp', end, metadata };
}
