// The single place that decides what an error looks like on the wire.
// Input errors → 400 with a field → messages map; unknown ids → 404; anything unexpected → 500 without internals.
import type { FastifyError, FastifyInstance } from 'fastify';
import { ErrorCode, HttpError, failure } from '../http/envelope.ts';

interface AjvError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

/** Turns AJV's errors into {"body.login": ["must have required property"], ...} style field messages. */
export function fieldMessages(errors: AjvError[], context: string): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const e of errors) {
    let path = e.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (e.keyword === 'required' && typeof e.params.missingProperty === 'string') {
      path = path ? `${path}.${e.params.missingProperty}` : e.params.missingProperty;
    } else if (e.keyword === 'additionalProperties' && typeof e.params.additionalProperty === 'string') {
      path = path ? `${path}.${e.params.additionalProperty}` : e.params.additionalProperty;
    }
    const key = path || context;
    const message = describe(e);
    const list = (fields[key] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return fields;
}

function describe(e: AjvError): string {
  switch (e.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not a known field';
    case 'type':
      return `must be ${String(e.params.type).replace(',', ' or ')}`;
    case 'minLength':
      return Number(e.params.limit) === 1 ? 'must not be empty' : `must be at least ${Number(e.params.limit)} characters`;
    case 'maxLength':
      return `must be at most ${Number(e.params.limit)} characters`;
    default:
      return e.message ?? 'is invalid';
  }
}

/** Client-side routes (/fleet, /map?assetId=1): GETs outside the API that are not files. */
function isSpaNavigation(method: string, url: string): boolean {
  const path = url.split('?')[0];
  return method === 'GET' && !path.startsWith('/api/') && !path.startsWith('/graphql') && !/\.[a-z0-9]+$/i.test(path);
}

export function registerErrorHandling(app: FastifyInstance, options: { spaIndex: () => boolean } = { spaIndex: () => false }) {
  app.setErrorHandler((error: FastifyError & { validation?: AjvError[]; validationContext?: string }, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(failure(error.code, error.message, error.fields));
    }
    if (error.validation) {
      const fields = fieldMessages(error.validation, error.validationContext ?? 'body');
      const summary = Object.entries(fields)
        .map(([f, msgs]) => `${f}: ${msgs.join(', ')};`)
        .join(' ');
      return reply.status(400).send(failure(ErrorCode.ValidationFailed, summary, fields));
    }
    // Fastify's own client errors (malformed JSON, wrong content type, body too large...)
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = status === 429 ? ErrorCode.TooManyRequests : ErrorCode.ValidationFailed;
      return reply.status(status).send(failure(code, error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure(ErrorCode.Internal, 'Internal server error'));
  });

  app.setNotFoundHandler((request, reply) => {
    if (options.spaIndex() && isSpaNavigation(request.method, request.url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    reply.status(404).send(failure(ErrorCode.NotFound, `No route ${request.method} ${request.url.split('?')[0]}`));
  });
}
