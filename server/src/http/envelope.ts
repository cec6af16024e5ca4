// Every REST answer is {data, succeeded, error}. These helpers build the answers and their schemas,
// so a route declares `response: envelopeResponses(DataSchema)` and the OpenAPI document stays exact.
import { Type, type TSchema } from '@sinclair/typebox';

/** Numeric error codes carried in error.code. 106 is the spec's "detail has no data" code the client ignores. */
export const ErrorCode = {
  ValidationFailed: 100,
  InvalidCredentials: 101,
  Unauthorized: 102,
  Forbidden: 103,
  NotFound: 104,
  Conflict: 105,
  NoData: 106,
  TooManyRequests: 107,
  ServiceUnavailable: 108,
  Internal: 500,
} as const;

export const ErrorBody = Type.Object(
  {
    code: Type.Integer(),
    message: Type.String(),
    /** field → messages; present on validation failures only */
    fields: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  },
  { $id: 'ErrorBody' },
);

export const ErrorEnvelope = Type.Object({ data: Type.Null(), succeeded: Type.Literal(false), error: Type.Ref('ErrorBody') }, { $id: 'ErrorEnvelope' });

export function Envelope<T extends TSchema>(data: T) {
  return Type.Object({ data, succeeded: Type.Boolean(), error: Type.Null() });
}

const errorRef = Type.Ref('ErrorEnvelope');

/** Response schemas per status for an authenticated route that reads/writes company data. */
export function envelopeResponses<T extends TSchema>(data: T, extra: number[] = []) {
  const responses: Record<number, TSchema> = { 200: Envelope(data), 400: errorRef, 401: errorRef, 403: errorRef, 404: errorRef, 500: errorRef };
  for (const status of extra) responses[status] = errorRef;
  return responses;
}

/** The answers of a route that sends a file (the usage report, grid exports): the file in `types`, else the error envelope. */
export function fileResponses(description: string, types: readonly string[]) {
  const binary = { schema: { type: 'string', format: 'binary' } };
  return {
    200: { description, content: Object.fromEntries(types.map((type) => [type, binary])) },
    400: errorRef,
    401: errorRef,
    403: errorRef,
    429: errorRef,
    500: errorRef,
  };
}

export function ok<T>(data: T) {
  return { data, succeeded: true as const, error: null };
}

export function failure(code: number, message: string, fields?: Record<string, string[]>) {
  return { data: null, succeeded: false as const, error: fields ? { code, message, fields } : { code, message } };
}

/** Thrown anywhere in a route or service; the central error handler turns it into an envelope. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: number,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Item') => new HttpError(404, ErrorCode.NotFound, `${what} not found`);
export const forbidden = (message = 'You do not have permission to do this') => new HttpError(403, ErrorCode.Forbidden, message);
export const badRequest = (message: string, fields?: Record<string, string[]>) => new HttpError(400, ErrorCode.ValidationFailed, message, fields);
