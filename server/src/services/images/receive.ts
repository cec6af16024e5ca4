// Streams the one file of a multipart upload to a temporary file, never into memory: busboy stops
// counting at 30 MB and the rest is discarded. Field names and the file name are checked, though the
// name is never used for anything (the server names files by key).
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/envelope.ts';
import { MAX_IMAGE_BYTES, TOO_LARGE } from './limits.ts';

export interface Received {
  path: string;
  bytes: number;
}

/** A browser sends the base name only: separators, '..', control characters or a huge name mean a crafted request. */
export function fileNameProblem(name: string): string | null {
  if (name.trim() === '') return 'the file has no name';
  if (name.length > 255) return 'the file name is longer than 255 characters';
  if (/[\\/:]/.test(name) || name.includes('..') || name.trim() === '.') return 'the file name contains a path';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) return 'the file name contains control characters';
  return null;
}

export const MULTIPART_LIMITS = { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 2, parts: 3, fieldNameSize: 64, fieldSize: 100, headerPairs: 20 };

export async function receiveImageFile(request: FastifyRequest, tmpDir: string): Promise<Received> {
  if (!request.isMultipart()) throw badRequest('Send the image as multipart/form-data in the field "file"', { file: ['is required'] });
  await mkdir(tmpDir, { recursive: true });
  const received = await readParts(request, tmpDir);
  if (!received) throw badRequest('Expected the image in the form field "file"', { file: ['is required'] });
  return received;
}

async function readParts(request: FastifyRequest, tmpDir: string): Promise<Received | null> {
  let received: Received | null = null;
  try {
    for await (const part of request.parts({ preservePath: true, limits: MULTIPART_LIMITS })) {
      if (part.type === 'field') {
        if (part.fieldname !== 'fileType') throw badRequest(`Unexpected form field "${part.fieldname}"`, { [part.fieldname]: ['is not a known field'] });
        continue;
      }
      if (part.fieldname !== 'file' || received) {
        part.file.resume();
        throw badRequest(received ? 'Send one file per request' : `Expected the image in the form field "file", got "${part.fieldname}"`, {
          file: [received ? 'only one file per request' : 'is required'],
        });
      }
      const problem = fileNameProblem(part.filename ?? '');
      if (problem) {
        part.file.resume();
        throw badRequest(`invalid file name: ${problem}`, { file: [problem] });
      }
      const path = join(tmpDir, `upload-${randomBytes(12).toString('hex')}`);
      let bytes = 0;
      part.file.on('data', (chunk: Buffer) => (bytes += chunk.length));
      const out = createWriteStream(path, { mode: 0o600 });
      try {
        await pipeline(part.file, out);
      } catch (error) {
        // A body cut short can fail the pipeline while the file is still being opened, and the
        // stream is left open: closed here first, or the file would appear after its removal.
        if (!out.closed) await new Promise<void>((resolve) => out.destroy().once('close', () => resolve()));
        await rm(path, { force: true });
        throw error;
      }
      if (part.file.truncated) {
        await rm(path, { force: true });
        throw badRequest(TOO_LARGE, { file: [TOO_LARGE] });
      }
      received = { path, bytes };
    }
  } catch (error) {
    // A later part was refused: the file already on disk goes too.
    if (received) await rm(received.path, { force: true });
    throw error;
  }
  return received;
}
