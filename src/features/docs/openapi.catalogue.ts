// Turns the integration API description (OpenAPI 3.0 JSON) into what the docs page shows:
// operations grouped by tag, parameters and bodies as schema trees, and example values.
// Pure: the page fetches the document, this module only reads it.
import { buildSchemaTree, expandSchema, primaryType, resolveRef, typeLabel, type SchemaNode } from './openapi.schema.ts';
import {
  HTTP_METHODS,
  type HttpMethod,
  type MediaTypeObject,
  type OpenApiDocument,
  type OperationObject,
  type ParameterObject,
  type RequestBodyObject,
  type ResponseObject,
  type SchemaObject,
} from './openapi.types.ts';
import { msg } from '../../i18n/i18n.ts';

export { resolveRef, buildSchemaTree, typeLabel, type SchemaNode } from './openapi.schema.ts';
export type { OpenApiDocument, HttpMethod } from './openapi.types.ts';

/** The REST base path every documented path is relative to (the document's `servers`). */
export const API_BASE_PATH = '/api';

export interface ApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  deprecated: boolean;
  description?: string;
  type: string;
  schema: SchemaNode;
  example: unknown;
}

export interface ApiRequestBody {
  contentType: string;
  required: boolean;
  description?: string;
  schema: SchemaNode;
  example: unknown;
}

export interface ApiResponse {
  status: string;
  description?: string;
  contentType?: string;
  schema?: SchemaNode;
  example?: unknown;
}

export interface ApiOperation {
  /** Unique, URL-fragment safe; the page uses it as the #anchor. */
  id: string;
  method: HttpMethod;
  path: string;
  tag: string;
  operationId?: string;
  title: string;
  summary?: string;
  description?: string;
  deprecated: boolean;
  requiresBearer: boolean;
  parameters: ApiParameter[];
  requestBody?: ApiRequestBody;
  responses: ApiResponse[];
}

export interface ApiTagGroup {
  name: string;
  description?: string;
  operations: ApiOperation[];
}

export interface ApiCatalogue {
  title: string;
  description?: string;
  version?: string;
  operations: ApiOperation[];
  groups: ApiTagGroup[];
}

/** The spec's rule: every call carries the bearer token except the /auth/ ones. */
export function requiresBearer(path: string): boolean {
  return !path.startsWith('/auth/');
}

export function parseApiDocument(input: unknown): ApiCatalogue {
  if (!isRecord(input) || !isRecord(input.paths)) throw new Error(msg('The response is not an OpenAPI document.'));
  const doc = input as OpenApiDocument;
  const operations: ApiOperation[] = [];
  const usedIds = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    if (!isRecord(item)) continue;
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (isRecord(op)) operations.push(buildOperation(doc, path, method, op, item.parameters ?? [], usedIds));
    }
  }
  return {
    title: doc.info?.title || 'Siteline API',
    description: doc.info?.description,
    version: doc.info?.version,
    operations,
    groups: groupByTag(doc, operations),
  };
}

function buildOperation(
  doc: OpenApiDocument,
  path: string,
  method: HttpMethod,
  op: OperationObject,
  shared: ParameterObject[],
  usedIds: Set<string>,
): ApiOperation {
  let id = slug(op.operationId || `${method}-${path}`);
  for (let n = 2; usedIds.has(id); n++) id = `${slug(op.operationId || `${method}-${path}`)}-${n}`;
  usedIds.add(id);
  return {
    id,
    method,
    path,
    tag: op.tags?.[0] ?? 'Other',
    operationId: op.operationId,
    title: op.summary || op.operationId || `${method.toUpperCase()} ${path}`,
    summary: op.summary,
    description: op.description,
    deprecated: op.deprecated === true,
    requiresBearer: requiresBearer(path),
    parameters: buildParameters(doc, path, [...shared, ...(op.parameters ?? [])]),
    requestBody: buildRequestBody(doc, op.requestBody),
    responses: buildResponses(doc, op.responses ?? {}),
  };
}

function buildParameters(doc: OpenApiDocument, path: string, raw: ParameterObject[]): ApiParameter[] {
  // Operation-level parameters override path-level ones with the same name and location.
  const byKey = new Map<string, ApiParameter>();
  for (const entry of raw) {
    const p = deref<ParameterObject>(doc, entry);
    if (!p?.name || !p.in) continue;
    const schema = buildSchemaTree(doc, p.schema, { name: p.name, required: p.required });
    const example = p.example ?? exampleFromSchema(doc, p.schema, { name: p.name });
    byKey.set(`${p.in}:${p.name}`, {
      name: p.name,
      in: p.in,
      required: p.in === 'path' || p.required === true,
      deprecated: p.deprecated === true,
      description: p.description ?? schema.description,
      type: typeLabel(schema),
      schema,
      example,
    });
  }
  // A {placeholder} the document forgot to declare still needs a value in the samples.
  for (const [, name] of path.matchAll(/\{([^}]+)\}/g)) {
    if (byKey.has(`path:${name}`)) continue;
    const schema = buildSchemaTree(doc, { type: 'string' }, { name, required: true });
    byKey.set(`path:${name}`, {
      name,
      in: 'path',
      required: true,
      deprecated: false,
      type: 'string',
      schema,
      example: exampleFromSchema(doc, { type: 'string' }, { name }),
    });
  }
  const order = { path: 0, query: 1, header: 2, cookie: 3 };
  return [...byKey.values()].sort((a, b) => order[a.in] - order[b.in]);
}

function buildRequestBody(doc: OpenApiDocument, raw: RequestBodyObject | undefined): ApiRequestBody | undefined {
  const body = raw ? deref<RequestBodyObject>(doc, raw) : undefined;
  // The request is sent as the operation declares first (the token endpoint: form-encoded, as RFC 6749 has it).
  const picked = body && Object.entries(body.content ?? {})[0];
  if (!body || !picked) return undefined;
  const [contentType, media] = picked;
  return {
    contentType,
    required: body.required === true,
    description: body.description,
    schema: buildSchemaTree(doc, media.schema),
    example: media.example ?? exampleFromSchema(doc, media.schema, { mode: 'request' }),
  };
}

function buildResponses(doc: OpenApiDocument, raw: Record<string, ResponseObject>): ApiResponse[] {
  const rank = (s: string) => (/^\d/.test(s) ? Number.parseInt(s.replace(/X/gi, '0'), 10) : 1000);
  return Object.entries(raw)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([status, entry]) => {
      const res = deref<ResponseObject>(doc, entry);
      const picked = pickContent(res?.content);
      if (!picked) return { status, description: res?.description };
      const [contentType, media] = picked;
      return {
        status,
        description: res?.description,
        contentType,
        schema: media.schema ? buildSchemaTree(doc, media.schema) : undefined,
        example: media.example ?? (media.schema ? exampleFromSchema(doc, media.schema, { mode: 'response' }) : undefined),
      };
    });
}

/** JSON first (that is what the samples send), then whatever the operation declares first. */
function pickContent(content: Record<string, MediaTypeObject> | undefined): [string, MediaTypeObject] | undefined {
  const entries = Object.entries(content ?? {});
  return entries.find(([type]) => type === 'application/json') ?? entries.find(([type]) => /[/+]json\b/.test(type)) ?? entries[0];
}

function groupByTag(doc: OpenApiDocument, operations: ApiOperation[]): ApiTagGroup[] {
  const groups = new Map<string, ApiTagGroup>();
  // Declared tags keep the document's order; undeclared ones follow in order of first use.
  for (const tag of doc.tags ?? []) if (tag?.name) groups.set(tag.name, { name: tag.name, description: tag.description, operations: [] });
  for (const op of operations) {
    if (!groups.has(op.tag)) groups.set(op.tag, { name: op.tag, operations: [] });
    groups.get(op.tag)!.operations.push(op);
  }
  return [...groups.values()].filter((g) => g.operations.length > 0);
}

/** Keeps the operations whose method, path, summary, operationId or tag contain every word typed. */
export function filterGroups(groups: ApiTagGroup[], query: string): ApiTagGroup[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return groups;
  const matches = (op: ApiOperation) => {
    const text = [op.method, op.path, op.summary, op.operationId, op.tag, op.description].join(' ').toLowerCase();
    return words.every((w) => text.includes(w));
  };
  return groups.map((g) => ({ ...g, operations: g.operations.filter(matches) })).filter((g) => g.operations.length > 0);
}

// ---------------------------------------------------------------- example values

interface ExampleOptions {
  /** Request examples skip readOnly fields, response examples skip writeOnly ones. */
  mode?: 'request' | 'response';
  /** Property or parameter name, used to pick a believable placeholder. */
  name?: string;
  stack?: readonly string[];
  depth?: number;
}

/**
 * An example value for a schema: its `example`, else `default`, else the first enum value, else a
 * placeholder for its type. Returns undefined for a recursive reference; objects drop that field.
 */
export function exampleFromSchema(doc: OpenApiDocument, input: SchemaObject | undefined, opts: ExampleOptions = {}): unknown {
  const depth = opts.depth ?? 0;
  const { schema, circular, stack } = expandSchema(doc, input, opts.stack);
  if (circular || depth > 24) return undefined;
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum.find((v) => v !== null) ?? null;
  const next = (s: SchemaObject | undefined, name?: string) => exampleFromSchema(doc, s, { mode: opts.mode, name, stack, depth: depth + 1 });

  const variants = schema.oneOf ?? schema.anyOf;
  if (Array.isArray(variants) && variants.length > 0) {
    for (const variant of variants) {
      const value = next(variant, opts.name);
      if (value !== undefined) return value;
    }
    return undefined;
  }
  switch (primaryType(schema)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(schema.properties ?? {})) {
        const resolved = expandSchema(doc, prop, stack).schema;
        if ((opts.mode === 'request' && resolved.readOnly) || (opts.mode === 'response' && resolved.writeOnly)) continue;
        const value = next(prop, key);
        if (value !== undefined) out[key] = value;
      }
      if (!schema.properties && isRecord(schema.additionalProperties)) {
        const value = next(schema.additionalProperties);
        if (value !== undefined) out.key = value;
      }
      return out;
    }
    case 'array': {
      const item = next(schema.items, opts.name);
      return item === undefined ? [] : [item];
    }
    case 'string':
      return stringExample(schema, opts.name);
    case 'integer':
      return schema.minimum ?? 1;
    case 'number':
      return schema.minimum ?? 1.5;
    case 'boolean':
      return true;
    default:
      return null;
  }
}

const FORMAT_EXAMPLES: Record<string, string> = {
  'date-time': '2025-01-31T12:00:00Z',
  date: '2025-01-31',
  time: '12:00:00',
  email: 'user@example.com',
  uuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  uri: 'https://example.com',
  url: 'https://example.com',
  hostname: 'example.com',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
  byte: 'U2l0ZWxpbmU=',
  binary: '<binary>',
  password: '<password>',
};

const NAME_EXAMPLES: [RegExp, string][] = [
  [/e-?mail|^login$/i, 'user@example.com'],
  [/password/i, '<password>'],
  [/access_?token/i, '<access_token>'],
  [/refresh_?token/i, '<refresh_token>'],
  [/token/i, '<token>'],
];

function stringExample(schema: SchemaObject, name: string | undefined): string {
  const hinted = (schema.format && FORMAT_EXAMPLES[schema.format]) || (name && NAME_EXAMPLES.find(([re]) => re.test(name))?.[1]) || 'string';
  const min = schema.minLength ?? 0;
  const padded = hinted.length < min ? hinted.padEnd(min, 'x') : hinted;
  return schema.maxLength !== undefined && padded.length > schema.maxLength ? padded.slice(0, schema.maxLength) : padded;
}

// ---------------------------------------------------------------- helpers

/** Follows the $ref chain of a parameter, body or response object; undefined on a loop or dead ref. */
function deref<T extends { $ref?: string }>(doc: OpenApiDocument, obj: T): T | undefined {
  let current: T | undefined = obj;
  const seen = new Set<string>();
  while (current && typeof current.$ref === 'string') {
    if (seen.has(current.$ref)) return undefined;
    seen.add(current.$ref);
    current = resolveRef<T>(doc, current.$ref);
  }
  return isRecord(current) ? current : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function slug(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'operation';
}
