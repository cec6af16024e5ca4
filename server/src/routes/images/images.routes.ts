// Machine images (features spec, section 7 "Images and files"): the ordered key list (JSON, through
// Mesh like every JSON call) and the images themselves (binary: plain REST, cacheable for a year
// because a key's bytes never change).
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../app.ts';
import type { TypedApp } from '../../http/types.ts';
import { envelopeResponses, ok } from '../../http/envelope.ts';
import { imageFile, imageKeysOf, setImageKeys, type ImageFile } from '../../services/images/machineImages.ts';
import { TOO_MANY } from '../../services/images/limits.ts';
import { ImageKeysParams, ImageParams, ImageQuery, imageResponse, UpdateImageKeysBody } from './images.schemas.ts';

const errorRef = Type.Ref('ErrorEnvelope');
const binaryResponses = (description: string, types: string[]) => ({
  200: imageResponse(description, types),
  304: { description: 'Not modified (If-None-Match matched the ETag)', type: 'null' },
  400: errorRef,
  401: errorRef,
  403: errorRef,
  404: errorRef,
  500: errorRef,
});

function sendImage(reply: FastifyReply, file: ImageFile, ifNoneMatch: string | undefined, download: boolean) {
  reply
    .header('cache-control', 'private, max-age=31536000, immutable')
    .header('etag', file.etag)
    .header('x-content-type-options', 'nosniff')
    // Nothing in an image answer may ever run, whatever a browser makes of it.
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('content-disposition', `${download ? 'attachment' : 'inline'}; filename="${file.fileName}"`);
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === file.etag)) {
    if (file.temporary) void rm(file.path, { force: true });
    return reply.status(304).send();
  }
  const stream = createReadStream(file.path);
  if (file.temporary) stream.on('close', () => void rm(file.path, { force: true }));
  return reply.type(file.mime).send(stream);
}

export async function imageRoutes(app: TypedApp, { db, config }: AppContext) {
  app.get(
    '/web/v1/images/assets/:id/imageKeys',
    {
      schema: {
        operationId: 'assetImageKeys',
        tags: ['Images'],
        summary: "A machine's image keys in order; the first is the primary image",
        params: ImageKeysParams,
        response: envelopeResponses(Type.Array(Type.String())),
      },
    },
    async (request) => ok(await imageKeysOf(db, request.auth.companyId, request.params.id)),
  );

  app.put(
    '/web/v1/images/assets/:id/imageKeys',
    {
      config: { permission: 'manage:asset' },
      schema: {
        operationId: 'updateAssetImageKeys',
        tags: ['Images'],
        summary: `Set a machine's images in order (first = primary). Keys must be uploads of the caller's company not on another machine (else 404); keys the machine had and the list leaves out are deleted. '${TOO_MANY}'`,
        params: ImageKeysParams,
        body: UpdateImageKeysBody,
        response: envelopeResponses(Type.Array(Type.String())),
      },
    },
    async (request) => ok(await setImageKeys(db, config.dataDir, request.auth.companyId, request.params.id, request.body.imageKeys)),
  );

  for (const kind of ['thumbnail', 'original'] as const) {
    app.get(
      `/web/v1/images/assets/:id/${kind}s/:key`,
      {
        schema: {
          operationId: kind === 'thumbnail' ? 'assetImageThumbnail' : 'assetImageOriginal',
          tags: ['Images'],
          summary:
            kind === 'thumbnail'
              ? 'A machine image as WEBP, at most imageWidth wide (default 1200). Binary; cacheable (ETag, immutable)'
              : 'A machine image in its stored format (JPEG, PNG or WEBP), at most imageWidth wide (default 1200); the stored file itself when it is no wider. Binary; cacheable',
          params: ImageParams,
          querystring: ImageQuery,
          response: binaryResponses(
            kind === 'thumbnail' ? 'The image (WEBP)' : 'The image',
            kind === 'thumbnail' ? ['image/webp'] : ['image/jpeg', 'image/png', 'image/webp'],
          ),
        },
      },
      async (request, reply) => {
        const { id, key } = request.params;
        const file = await imageFile(db, config.dataDir, request.auth.companyId, id, key, kind, request.query.imageWidth);
        return sendImage(reply, file, request.headers['if-none-match'], request.query.download === true);
      },
    );
  }
}
