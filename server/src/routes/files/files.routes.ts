// POST /common/v1/files?fileType=MachineImage (spec): a multipart upload in the field "file" that
// answers a key. The file streams to disk (at most 30 MB), is identified by its bytes, checked for
// hidden content and re-encoded before a key exists. Every refusal is a 400 that says why.
import multipart from '@fastify/multipart';
import { rm } from 'node:fs/promises';
import type { FastifyError } from 'fastify';
import type { AppContext } from '../../app.ts';
import type { TypedApp } from '../../http/types.ts';
import { badRequest, envelopeResponses, ok } from '../../http/envelope.ts';
import { TOO_LARGE } from '../../services/images/limits.ts';
import { assertPendingRoom, deleteStalePending, storeUpload } from '../../services/images/machineImages.ts';
import { MULTIPART_LIMITS, receiveImageFile } from '../../services/images/receive.ts';
import { uploadTmpDir } from '../../services/images/store.ts';
import { Type } from '@sinclair/typebox';
import { UPLOAD_REFUSALS, UploadedFile, UploadForm, UploadQuery } from '../images/images.schemas.ts';

/** @fastify/multipart's and Fastify's own refusals, as the 400s the upload contract promises. */
const MULTIPART_ERRORS: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: TOO_LARGE,
  FST_FILES_LIMIT: 'Send one file per request',
  FST_PARTS_LIMIT: 'Too many form parts: send only the field "file"',
  FST_FIELDS_LIMIT: 'Too many form fields: send only the field "file"',
  FST_PROTO_VIOLATION: 'Invalid form field name',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send the image as multipart/form-data in the field "file"',
  FST_MP_PREMATURE_CLOSE: 'The upload ended before the file was complete',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the image as multipart/form-data in the field "file"',
  FST_ERR_CTP_BODY_TOO_LARGE: TOO_LARGE,
};

export async function fileRoutes(app: TypedApp, { db, config }: AppContext) {
  // Stale pending uploads (and half-written temp files of a crash) go when the server starts.
  await rm(uploadTmpDir(config.dataDir), { recursive: true, force: true });
  await deleteStalePending(db, config.dataDir);

  // Encapsulated: multipart parsing and its error mapping exist for this route only.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });
    scope.setErrorHandler((error: FastifyError) => {
      const message = error.code ? MULTIPART_ERRORS[error.code] : undefined;
      if (message) throw badRequest(message, { file: [message] });
      // Busboy's own complaints about a malformed body ("Unexpected end of form", bad boundary...).
      if (!error.statusCode && /multipart|boundary|form/i.test(error.message)) throw badRequest(`Malformed multipart body: ${error.message}`);
      throw error;
    });

    scope.post(
      '/common/v1/files',
      {
        config: {
          permission: 'manage:asset',
          // The body is streamed by the handler, not parsed by Fastify: it is added to the API
          // document only (a body schema here would have Fastify validate a body it never parses).
          swaggerTransform: ({ schema, url }) => ({ schema: { ...schema, body: UploadForm }, url }),
        },
        schema: {
          operationId: 'uploadFile',
          tags: ['Images'],
          summary:
            "Upload one machine image (multipart/form-data, field 'file'): PNG, JPEG or WEBP by its bytes, at most 30 MB and 70 megapixels. " +
            'It is re-encoded (metadata such as EXIF GPS dropped); files with hidden markup, scripts or archives are refused. Answers the new key',
          consumes: ['multipart/form-data'],
          querystring: UploadQuery,
          response: {
            ...envelopeResponses(UploadedFile),
            400: Type.Ref('ErrorEnvelope', { description: `Refused, nothing stored: ${UPLOAD_REFUSALS.join('; ')}` }),
            403: Type.Ref('ErrorEnvelope', { description: 'The caller may not manage machines (manage:asset)' }),
          },
        },
      },
      async (request) => {
        const caller = { companyId: request.auth.companyId, userId: request.auth.userId };
        await deleteStalePending(db, config.dataDir);
        await assertPendingRoom(db, caller.userId);
        const upload = await receiveImageFile(request, uploadTmpDir(config.dataDir));
        try {
          const stored = await storeUpload(db, config.dataDir, caller, upload.path);
          return ok({
            key: stored.key,
            fileType: 'MachineImage',
            format: stored.format,
            width: stored.width,
            height: stored.height,
            sizeBytes: stored.sizeBytes,
          });
        } finally {
          await rm(upload.path, { force: true });
        }
      },
    );
  });
}
