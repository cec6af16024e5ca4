// Hand-built multipart bodies, so a test controls every byte a hostile client could send:
// field names, file names, content types, boundaries and truncation.
import { randomBytes } from 'node:crypto';

export interface Part {
  name: string;
  /** Present for a file part. */
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

export function multipartBody(parts: Part[], boundary = `----siteline${randomBytes(8).toString('hex')}`) {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"`;
    if (p.filename !== undefined) head += `; filename="${p.filename}"`;
    head += '\r\n';
    if (p.contentType) head += `Content-Type: ${p.contentType}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`, 'latin1'), Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The usual single-file upload in the field "file". */
export const fileBody = (data: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg') => multipartBody([{ name: 'file', filename, contentType, data }]);
