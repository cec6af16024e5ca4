// The single place that decides what an error looks like on the wire.
// Input errors → 400 with a field → messages map; unknown ids → 404; anything unexpected → 500 without internals.
import type { FastifyError, FastifyInstance } from 'fastify';
import { ErrorCode, HttpError, failure } from '../http/envelope.ts';

interface AjvError {
  instancePath: string;
  schemaPath?: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

/**
 * A value matching none of a union's shapes gets one message per shape from ajv ("must be string",
 * "must be number", ..., "must match a schema in anyOf"). Keep what the shape it came closest to
 * says (a length, a range, an item), or else one line naming the shapes.
 */
function collapseUnions(errors: AjvError[]): AjvError[] {
  const unions = errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf').sort((a, b) => (a.schemaPath ?? '').length - (b.schemaPath ?? '').length);
  let rest = errors;
  for (const union of unions) {
    if (!rest.includes(union)) continue;
    const prefix = `${union.schemaPath}/`;
    const branches = rest.filter((e) => e.schemaPath?.startsWith(prefix));
    const typeOnly = (e: AjvError) => e.instancePath === union.instancePath && (e.keyword === 'type' || e.keyword === 'enum');
    const closer = branches.filter((e) => !typeOnly(e));
    const types = [...new Set(branches.filter((e) => e.keyword === 'type').map((e) => String(e.params.type)))];
    const summary: AjvError = { ...union, keyword: 'type', params: { type: types.join(', ').replace(/, ([^,]*)$/, ' or $1') } };
    rest = rest.filter((e) => e !== union && !branches.includes(e));
    rest.push(...(closer.length ? closer : [summary]));
  }
  return rest;
}

/** Turns AJV's errors into {"body.login": ["must have required property"], ...} style field messages. */
export function fieldMessages(errors: AjvError[], context: string): Record<string, string[]> {
  // No prototype: a field may be called "toString" or "__proto__".
  const fields = Object.create(null) as Record<string, string[]>;
  for (const e of collapseUnions(errors)) {
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
      return `must be ${String(e.params.type).replace(/,(?=[^,]*$)/, ' or')}`;
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

/**
 * Where a request's text holds the NUL character, named as validation names fields (`style`,
 * `filterExpressions.0.value`; the part's name when the part itself is text); null when nowhere.
 * Iterative: a deep body must not overflow the stack.
 */
export function nulField(parts: Record<string, unknown>): string | null {
  const stack: [unknown, string][] = Object.entries(parts).map(([part, value]) => [value, part]);
  const top = new Set(Object.keys(parts));
  while (stack.length) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
    } else if (value !== null && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) stack.push([v, top.has(path) ? k : `${path}.${k}`]);
    }
  }
  return null;
}

export function registerErrorHandling(app: FastifyInstance, options: { spaIndex: () => boolean } = { spaIndex: () => false }) {
  // No text we store or search may hold NUL: PostgreSQL refuses it in text (a 500 the fuzzer found)
  // and no form can type it. Refused the same way on every database, before any route runs.
  app.addHook('preValidation', async (request) => {
    const field = nulField({ body: request.body, query: request.query, params: request.params });
    if (field) {
      throw new HttpError(400, ErrorCode.ValidationFailed, `${field}: must not contain the NUL character;`, {
        [field]: ['must not contain the NUL character'],
      });
    }
  });
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
