// Image bytes stay plain REST (docs/architecture.md, Data flow): thumbnails and originals are fetched with the session's
// bearer token and shown as blob: URLs (the browser caches the answers: ETag, immutable); uploads go
// through XMLHttpRequest for upload progress. Previews are downscaled here, never uploaded.
import { authorizedFetch } from '../../session/authorizedFetch.ts';
import { fileNameOf, saveFile } from '../../app/saveFile.ts';
import type { ImageKind, SelectedFile, UploadRequest } from '../../../machines/imageGallery/imageGallery.types.ts';
import { PREVIEW_SIDE } from '../../../machines/imageGallery/imageGallery.rules.ts';
import { authBridge } from '../../session/session.ts';

const base = (assetId: number) => `/api/web/v1/images/assets/${assetId}`;

/** GET with the bearer token; one refresh and retry on 401 (as urql's auth exchange does). */
export async function imageBlob(assetId: number, kind: 'thumbnails' | 'originals', key: string, width: number): Promise<Blob> {
  const res = await authorizedFetch(`${base(assetId)}/${kind}/${encodeURIComponent(key)}?imageWidth=${width}`);
  if (!res.ok) throw { status: res.status, message: `HTTP ${res.status}` };
  return res.blob();
}

/** Saves the stored original (full size) under the name the server gives it. */
export async function downloadImage(assetId: number, key: string): Promise<void> {
  const res = await authorizedFetch(`${base(assetId)}/originals/${encodeURIComponent(key)}?imageWidth=10000&download=true`);
  if (!res.ok) throw { status: res.status, message: `HTTP ${res.status}` };
  saveFile({ fileName: fileNameOf(res.headers.get('content-disposition'), `${key}.jpg`), blob: await res.blob() });
}

/** What a file is, from its first bytes (the server decides again; this only spares a doomed upload). */
export async function sniffKind(file: Blob): Promise<ImageKind | null> {
  const b = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  if (b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) return 'png';
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  const text = String.fromCharCode(...b);
  if (text.startsWith('RIFF') && text.slice(8, 12) === 'WEBP') return 'webp';
  return null;
}

/** A preview at most 512 px on its longest side (spec), as a blob: URL; null when it cannot be drawn. */
export async function previewUrl(file: Blob): Promise<string | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, PREVIEW_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    return blob ? URL.createObjectURL(blob) : null;
  } catch {
    return null;
  }
}

/** The files picked, described for the gallery machine; the File objects stay in `files` by id. */
export async function describeFiles(list: FileList | File[], files: Map<string, File>): Promise<SelectedFile[]> {
  return Promise.all(
    [...list].map(async (file) => {
      const id = crypto.randomUUID();
      files.set(id, file);
      return { id, name: file.name, size: file.size, kind: await sniffKind(file) };
    }),
  );
}

function uploadOne(file: File, onProgress: (loaded: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/common/v1/files?fileType=MachineImage');
    xhr.setRequestHeader('Authorization', `Bearer ${authBridge.accessToken() ?? ''}`);
    xhr.upload.onprogress = (e) => onProgress(e.loaded);
    xhr.onerror = () => reject({ status: 0, message: 'The upload was interrupted' });
    xhr.onload = () => {
      let body: { data?: { key?: string }; error?: { message?: string } } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // not JSON: the status says it
      }
      if (xhr.status === 200 && body.data?.key) resolve(body.data.key);
      else reject({ status: xhr.status, message: body.error?.message ?? `HTTP ${xhr.status}` });
    };
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** The uploadFiles actor: the originals one after another, progress over all of them. */
export function uploadFilesCall(files: Map<string, File>) {
  return async ({ files: selected, report }: UploadRequest): Promise<string[]> => {
    const total = selected.reduce((n, f) => n + f.size, 0);
    let done = 0;
    const keys: string[] = [];
    for (const s of selected) {
      const file = files.get(s.id);
      if (!file) throw { status: 0, message: `${s.name} is no longer available` };
      keys.push(await uploadOne(file, (loaded) => report({ loaded: done + Math.min(loaded, s.size), total })));
      done += s.size;
      report({ loaded: done, total });
    }
    return keys;
  };
}
