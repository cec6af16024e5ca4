// What a /graphql error may tell the caller. Mesh's errors carry the internal upstream URL, the REST
// answer's headers and, for unexpected failures, whatever the exception said; a client needs none of
// it. Kept: the message, locations and path; for a failed REST call the status and the envelope
// (src/graphql/errors.ts reads extensions.response.status and .body for the field messages), with the
// envelope's own message as the error message. Anything unexpected becomes "Unexpected error." and is
// logged on the server instead.
import { GraphQLError } from 'graphql';

export interface MaskedError {
  message: string;
  locations?: readonly { line: number; column: number }[];
  path?: readonly (string | number)[];
  extensions?: { code: string; response?: { status: number; body: unknown } };
}

interface DownstreamExtensions {
  code?: unknown;
  response?: { status?: unknown; body?: unknown };
}

export const UNEXPECTED = 'Unexpected error.';

const envelopeMessage = (body: unknown): string | undefined => {
  const error = (body as { error?: { message?: unknown } } | null)?.error;
  return typeof error?.message === 'string' ? error.message : undefined;
};

/** Whether the error is one graphql-js or Mesh's scalars raise for a bad document or bad variables. */
const isRequestError = (error: GraphQLError) => error.originalError === undefined || error.originalError instanceof GraphQLError;

export function maskError(error: GraphQLError, log: (error: unknown) => void): MaskedError {
  const where = { ...(error.locations ? { locations: error.locations } : {}), ...(error.path ? { path: error.path } : {}) };
  const ext = error.extensions as DownstreamExtensions | undefined;
  if (ext?.code === 'DOWNSTREAM_SERVICE_ERROR' && typeof ext.response?.status === 'number') {
    const { status, body } = ext.response;
    return {
      message: envelopeMessage(body) ?? `Request failed with status ${status}`,
      ...where,
      extensions: { code: 'DOWNSTREAM_SERVICE_ERROR', response: { status, body } },
    };
  }
  if (isRequestError(error) && ext?.code !== 'DOWNSTREAM_SERVICE_ERROR') return { message: error.message, ...where };
  log(error.originalError ?? error);
  return { message: UNEXPECTED, ...where };
}
