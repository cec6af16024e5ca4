// Markup, script and archives hidden in an image (polyglots). Three places are searched:
// - the whole file, for long markers that random pixel data practically never spells (a 7-byte
//   marker turns up by chance about once in 10^8 30 MB files);
// - metadata (JPEG APPn/COM, PNG text, WEBP EXIF/XMP), for shorter markers too: it is text anyway;
// - the trailer (bytes after the image's end): archives and documents announce themselves at its
//   start (or, for ZIP, in the end record near the end of the file). Inert trailers (camera data,
//   motion-photo video) pass; re-encoding drops them.
// Searching yields to the event loop between 256 kB slices so one upload cannot hold the server.
import { setImmediate as yieldToLoop } from 'node:timers/promises';

const ANYWHERE =
  /<script|<\?php|<iframe|javascript:|vbscript:|<!doctype|<html[\s>]|<body[\s>]|<object[\s>]|<embed[\s>]|onerror\s*=|onload\s*=|<svg[\s>][^]{0,200}?xmlns/;
const IN_TEXT = /<svg|<html|<body|<script|<img|<iframe|<a\s|<\?php|<\?=|<%|javascript:|onerror|onload|<meta|<form|<link/;
/** Trailers can be megabytes of video: markers short enough to occur by chance are left out. */
const IN_TRAILER = new RegExp(`${ANYWHERE.source}|<a\\s+href|<img[\\s/]|<\\?=|<%@|<meta[\\s>]|<form[\\s>]|<link[\\s>]|<svg[\\s>]`);
const SLICE = 1 << 18;
const OVERLAP = 256;

const TRAILER_SIGNATURES: [string, Buffer][] = [
  ['a ZIP archive', Buffer.from('PK\x03\x04', 'latin1')],
  ['a PDF document', Buffer.from('%PDF', 'latin1')],
  ['a RAR archive', Buffer.from('Rar!', 'latin1')],
  ['a 7-Zip archive', Buffer.from([0x37, 0x7a, 0xbc, 0xaf])],
  ['a gzip stream', Buffer.from([0x1f, 0x8b])],
  ['a Windows program', Buffer.from('MZ', 'latin1')],
  ['a script', Buffer.from('#!', 'latin1')],
  ['a Java class', Buffer.from([0xca, 0xfe, 0xba, 0xbe])],
  ['an ELF program', Buffer.from([0x7f, 0x45, 0x4c, 0x46])],
];

/** Case-insensitive search of `pattern` over buf[start, end) in slices; true when found. */
async function search(buf: Buffer, start: number, end: number, pattern: RegExp): Promise<boolean> {
  for (let s = start; s < end; s += SLICE) {
    const text = buf.toString('latin1', s, Math.min(end, s + SLICE + OVERLAP)).toLowerCase();
    if (pattern.test(text)) return true;
    if (s + SLICE < end) await yieldToLoop();
  }
  return false;
}

/** Why the file is a polyglot, or null when nothing active was found. */
export async function findActiveContent(buf: Buffer, imageEnd: number, metadata: readonly Buffer[]): Promise<string | null> {
  for (const segment of metadata) {
    if (IN_TEXT.test(segment.toString('latin1').toLowerCase())) return 'markup or script in the image metadata';
  }
  if (imageEnd < buf.length) {
    const trailer = buf.subarray(imageEnd);
    // Zero padding after the end is common and harmless.
    const start = trailer.findIndex((b) => b !== 0);
    if (start >= 0) {
      const head = trailer.subarray(start, start + 1024);
      for (const [what, signature] of TRAILER_SIGNATURES) if (head.subarray(0, signature.length).equals(signature)) return `${what} after the image`;
      if (head.includes('%PDF')) return 'a PDF document after the image';
      // A ZIP reader finds the archive from its end record, within the last 64 kB + 22 bytes.
      if (buf.subarray(Math.max(imageEnd, buf.length - 65_557)).includes(Buffer.from('PK\x05\x06', 'latin1'))) return 'a ZIP archive after the image';
      if (await search(buf, imageEnd, buf.length, IN_TRAILER)) return 'markup or script after the image';
    }
  }
  if (await search(buf, 0, imageEnd, ANYWHERE)) return 'markup or script inside the image';
  return null;
}
