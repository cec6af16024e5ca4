import { Type } from '@sinclair/typebox';
import { Id } from '../../http/bounds.ts';
import {
  DEFAULT_IMAGE_WIDTH,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
  MAX_IMAGES_PER_MACHINE,
  MAX_REQUEST_WIDTH,
  INVALID_FORMAT,
  TOO_LARGE,
} from '../../services/images/limits.ts';

const key = Type.String({ minLength: 1, maxLength: 64, description: 'An image key answered by POST /common/v1/files' });

export const ImageKeysParams = Type.Object({ id: Id() });

export const UpdateImageKeysBody = Type.Object(
  {
    imageKeys: Type.Array(key, {
      maxItems: MAX_IMAGES_PER_MACHINE,
      description: `The machine's images in order, the first is primary (at most ${MAX_IMAGES_PER_MACHINE}); keys left out are deleted`,
    }),
  },
  { additionalProperties: false },
);

export const ImageParams = Type.Object({ id: Id(), key });

export const ImageQuery = Type.Object(
  {
    imageWidth: Type.Integer({
      minimum: 16,
      maximum: MAX_REQUEST_WIDTH,
      default: DEFAULT_IMAGE_WIDTH,
      description: 'Widest answer wanted, px (never enlarged)',
    }),
    download: Type.Optional(Type.Boolean({ description: 'Answer as an attachment (Content-Disposition) for saving' })),
  },
  { additionalProperties: false },
);

const binary = { type: 'string', format: 'binary' } as const;
/** A binary 200 answer in OpenAPI: the image itself, not an envelope. */
export const imageResponse = (description: string, types: string[]) => ({
  description,
  content: Object.fromEntries(types.map((t) => [t, { schema: binary }])),
});

export const UploadQuery = Type.Object(
  { fileType: Type.Union([Type.Literal('MachineImage')], { description: 'What the file is for; MachineImage is the only type' }) },
  { additionalProperties: false },
);

/**
 * The upload's multipart/form-data body, for the API document only: the route streams the parts
 * itself (services/images/receive.ts enforces every bound written here), so Fastify never sees it.
 */
export const UploadForm = Type.Object(
  {
    file: Type.String({
      format: 'binary',
      maxLength: MAX_IMAGE_BYTES,
      description:
        `The image: PNG, JPEG or WEBP, decided by its bytes (the name and the part's Content-Type are ignored). ` +
        `At most ${MAX_IMAGE_BYTES} bytes (30 MB) and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels; a file name (base name only, at most 255 characters) is required. ` +
        'Exactly one file per request.',
    }),
    fileType: Type.Optional(Type.Literal('MachineImage', { description: 'May repeat the query parameter; no other form field is accepted' })),
  },
  { additionalProperties: false },
);

/** The upload's refusals (all 400, each with a message and `error.fields.file`). */
export const UPLOAD_REFUSALS = [
  `${TOO_LARGE} (over ${MAX_IMAGE_BYTES} bytes)`,
  `${INVALID_FORMAT} (any other format, or markup, script, an archive or a program hidden in the file)`,
  'a truncated or corrupt image, or one over 70 megapixels',
  'not multipart/form-data, no field "file", another field, two files, or a file name with a path',
  'more than 24 uploads waiting to be put on a machine',
];

export const UploadedFile = Type.Object({
  key: Type.String({ description: 'Put it on a machine with PUT /web/v1/images/assets/{id}/imageKeys within an hour, or it is deleted' }),
  fileType: Type.String(),
  format: Type.String({ description: 'jpeg, png or webp: decided from the bytes' }),
  width: Type.Integer(),
  height: Type.Integer(),
  sizeBytes: Type.Integer({ description: 'Size of the stored (re-encoded) file' }),
});
