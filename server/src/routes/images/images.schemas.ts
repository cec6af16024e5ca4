import { Type } from '@sinclair/typebox';
import { DEFAULT_IMAGE_WIDTH, MAX_IMAGES_PER_MACHINE, MAX_REQUEST_WIDTH } from '../../services/images/limits.ts';

const key = Type.String({ minLength: 1, maxLength: 64, description: 'An image key answered by POST /common/v1/files' });

export const ImageKeysParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

export const UpdateImageKeysBody = Type.Object(
  {
    imageKeys: Type.Array(key, {
      maxItems: MAX_IMAGES_PER_MACHINE,
      description: `The machine's images in order, the first is primary (at most ${MAX_IMAGES_PER_MACHINE}); keys left out are deleted`,
    }),
  },
  { additionalProperties: false },
);

export const ImageParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), key });

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

export const UploadedFile = Type.Object({
  key: Type.String({ description: 'Put it on a machine with PUT /web/v1/images/assets/{id}/imageKeys within an hour, or it is deleted' }),
  fileType: Type.String(),
  format: Type.String({ description: 'jpeg, png or webp: decided from the bytes' }),
  width: Type.Integer(),
  height: Type.Integer(),
  sizeBytes: Type.Integer({ description: 'Size of the stored (re-encoded) file' }),
});
