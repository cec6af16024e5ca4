// Limits and list operations of the image gallery (features spec, sections 5 and 9). Pure.
import type { SelectedFile } from './imageGallery.types.ts';
import { msg } from '../i18n.ts';

export const MAX_IMAGES = 12;
export const MAX_IMAGE_BYTES = 30 * 1024 * 1024;
export const PREVIEW_SIDE = 512;
export const ZOOM_STEPS = [1, 1.5, 2, 3, 4] as const;

/** The spec's texts (section 5 warnings, section 8 errors). */
export const TOO_MANY = msg('You have selected too many images. Image limit per machine is 12.');
export const TOO_LARGE = msg('image exceeds the allowed size limit. Maximum image size is 30MB.');
export const INVALID_FORMAT = msg('invalid image format. Supported formats are JPEG, PNG, WEBP.');
export const KEYS_LOAD_FAILED = msg('Error while loading asset image keys. Please try again later');
export const KEYS_UPDATE_FAILED = msg('Error while updating asset image keys. Please try again later');
export const IMAGE_LOAD_FAILED = msg('Error loading machine image');
export const SOMETHING_WENT_WRONG = msg('Something went wrong');

export interface Screened {
  accepted: SelectedFile[];
  warnings: string[];
}

/**
 * What of a selection may go up: too many for the machine refuses the whole selection; a file of
 * another type or over 30 MB is left out with its warning (the spec's text after the file name).
 */
export function screenFiles(files: readonly SelectedFile[], existing: number): Screened {
  if (existing + files.length > MAX_IMAGES) return { accepted: [], warnings: [TOO_MANY] };
  const warnings: string[] = [];
  const accepted = files.filter((f) => {
    if (f.kind === null) warnings.push(`${f.name}: ${INVALID_FORMAT}`);
    else if (f.size > MAX_IMAGE_BYTES) warnings.push(`${f.name}: ${TOO_LARGE}`);
    else return true;
    return false;
  });
  return { accepted, warnings };
}

/** New uploads: on a machine without images the first becomes primary; otherwise they go last. */
export const withUploaded = (keys: readonly string[], uploaded: readonly string[]) => [...keys, ...uploaded];

export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length || to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

export const asPrimary = (keys: readonly string[], index: number) => moved(keys, index, 0);
export const without = (keys: readonly string[], index: number) => keys.filter((_, i) => i !== index);

export function zoomStep(zoom: number, direction: 1 | -1): number {
  const i = ZOOM_STEPS.findIndex((z) => z >= zoom);
  const next = Math.min(ZOOM_STEPS.length - 1, Math.max(0, (i < 0 ? ZOOM_STEPS.length - 1 : i) + direction));
  return ZOOM_STEPS[next];
}
