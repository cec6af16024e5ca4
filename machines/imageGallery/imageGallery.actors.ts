import { fromPromise } from 'xstate';
import type { UploadRequest } from './imageGallery.types.ts';

/** GET /web/v1/images/assets/{id}/imageKeys. */
export const loadKeys = fromPromise<string[], { assetId: number }>(async () => {
  throw new Error('imageGallery: actor "loadKeys" not provided');
});

/** POST /common/v1/files for each file in order (the originals, with progress); answers their keys. */
export const uploadFiles = fromPromise<string[], UploadRequest>(async () => {
  throw new Error('imageGallery: actor "uploadFiles" not provided');
});

/** PUT /web/v1/images/assets/{id}/imageKeys. */
export const saveKeys = fromPromise<string[], { assetId: number; keys: string[] }>(async () => {
  throw new Error('imageGallery: actor "saveKeys" not provided');
});
