// Upload limits (features spec, sections 5 and 9) and the server's own bounds.
export const MAX_IMAGE_BYTES = 30 * 1024 * 1024;
export const MAX_IMAGES_PER_MACHINE = 12;
/**
 * Decompression-bomb guard, checked from the header before any pixel is decoded: 70 megapixels
 * covers every phone and camera default (a 48-50 MP sensor included); decoding one costs about
 * 210 MB, and only two images are worked on at once.
 */
export const MAX_IMAGE_PIXELS = 70_000_000;
/** Uploads not put on a machine within this time are deleted. */
export const PENDING_TTL_MS = 60 * 60 * 1000;
/** Uploads a user may have waiting for PUT imageKeys at once (a full machine twice over). */
export const MAX_PENDING_PER_USER = 2 * MAX_IMAGES_PER_MACHINE;
/** Re-encoding one image may take this long before it is given up. */
export const ENCODE_TIMEOUT_SECONDS = 60;
/** Default width of GET thumbnails/originals (spec). */
export const DEFAULT_IMAGE_WIDTH = 1200;
export const MAX_REQUEST_WIDTH = 10_000;
/** Widths kept on disk once rendered (what the client asks for); others are rendered per request. */
export const CACHED_WIDTHS = new Set([128, 256, 384, 512, 768, 1024, 1200, 1600, 2048]);

/** The spec's warnings. */
export const TOO_LARGE = 'image exceeds the allowed size limit. Maximum image size is 30MB.';
export const INVALID_FORMAT = 'invalid image format. Supported formats are JPEG, PNG, WEBP.';
export const TOO_MANY = 'You have selected too many images. Image limit per machine is 12.';
