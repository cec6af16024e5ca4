// fast-check arbitraries generated from the OpenAPI document's request schemas, for the fuzzers
// (tests/api/fuzz.rest.test.ts, tests/mesh/fuzz.graphql.test.ts). Most values follow the schema
// (so requests get past validation into the handlers and the SQL), with edge values the schema
// allows (bounds, empty text, LIKE wildcards, non-ASCII letters, JSON-looking text); some are wild:
// wrong types, values just past a bound, "Infinity", huge text, deep nesting.
import fc from 'fast-check';

export interface Schema {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  maxLength?: number;
  minLength?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  default?: unknown;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

export interface Operation {
  operationId: string;
  'x-scope'?: string;
  parameters?: { in: string; name: string; required?: boolean; schema: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

/** Text that has broken servers before: numbers in disguise, SQL and LIKE syntax, markup, odd Unicode. */
const NASTY_TEXT = [
  '',
  ' ',
  'Infinity',
  '-Infinity',
  'NaN',
  '1e400',
  '-0',
  '0x10',
  '9007199254740993',
  '%',
  '_',
  '\\',
  '%_\\%',
  '"',
  "'",
  "' or 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '{"toString":1}',
  '__proto__',
  'constructor',
  'null',
  'true',
  'Åkeri ÖST straße',
  'ß',
  '\u0000',
  '\uD800',
  '👷‍♀️🚜',
  'a'.repeat(201),
  '2026-02-30T25:61:61',
  '2026-07-15T12:00:00',
  'Europe/Stockholm',
];

/** Column and field names the grids know, so filters and sorts reach their SQL. */
const FIELD_NAMES = [
  'id',
  'name',
  'internalId',
  'brand',
  'model',
  'engineHours',
  'telematicStatus',
  'telematicStatusFormatted',
  'tags',
  'positionUtcTime',
  'positionUserTimeFormatted',
  'depotName',
  'locationName',
  'archived',
  'category',
  'status',
  'firstName',
  'email',
  'userRole',
  'lastWebLogin',
  'companyName',
  'userCount',
  'deviceSerialNumber',
  'batteryLevel',
  'gnssQuality',
  'latestCommunicationUtcTime',
];

export const wild: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...NASTY_TEXT),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(Number.MAX_VALUE, -Number.MAX_VALUE, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 0.5, -1, 1e15 + 1),
  fc.integer({ min: 1, max: 60 }).map((depth) => JSON.parse(`${'['.repeat(depth)}1${']'.repeat(depth)}`)),
  fc.constant('x'.repeat(5000)),
  fc.constant({ toString: 1, valueOf: 2 }),
);

const named = (doc: OpenApiDocument, ref: string) => doc.components?.schemas?.[ref.split('/').pop()!] ?? {};

/** An arbitrary of values for `schema`; `wildness` is the chance (0..1) that any one value is wild. */
export function arbitraryFor(doc: OpenApiDocument, schema: Schema | undefined, wildness: number, hint = ''): fc.Arbitrary<unknown> {
  const build = (s: Schema | undefined, key: string, depth: number): fc.Arbitrary<unknown> => {
    const valid = conforming(s, key, depth);
    return wildness > 0
      ? fc.oneof({ weight: Math.round((1 - wildness) * 100), arbitrary: valid }, { weight: Math.round(wildness * 100), arbitrary: wild })
      : valid;
  };
  const conforming = (s: Schema | undefined, key: string, depth: number): fc.Arbitrary<unknown> => {
    if (!s) return wild;
    if (s.$ref) return depth > 6 ? fc.constant(null) : build(named(doc, s.$ref), key, depth + 1);
    if (s.enum) return fc.constantFrom(...s.enum);
    if (s.const !== undefined) return fc.constant(s.const);
    const alternatives = s.anyOf ?? s.oneOf;
    if (alternatives) return fc.oneof(...alternatives.map((a) => conforming(a, key, depth)));
    switch (s.type) {
      case 'string': {
        const max = s.maxLength ?? 100;
        const texts: fc.Arbitrary<string>[] = [
          fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(max, 30) }),
          fc.constantFrom(...NASTY_TEXT.filter((t) => t.length <= max && t.length >= (s.minLength ?? 0))),
          fc.constant('x'.repeat(max)),
        ];
        if (/fieldName/i.test(key)) texts.push(fc.constantFrom(...FIELD_NAMES));
        if (/email|login/i.test(key)) texts.push(fc.constantFrom('owner@alpha.test', 'user@alpha.test', 'nobody@x.test', 'OWNER@ALPHA.TEST '));
        return fc.oneof(...texts);
      }
      case 'integer':
      case 'number': {
        const min = s.minimum ?? -1e6;
        const max = s.maximum ?? 1e6;
        const around = [min, max, 0, 1, 2, 3].filter((n) => n >= min && n <= max);
        return fc.oneof(
          fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) }),
          fc.constantFrom(...around),
          ...(s.type === 'number' ? [fc.double({ min, max, noNaN: true, noDefaultInfinity: true })] : []),
        );
      }
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(build(s.items, key, depth + 1), { maxLength: Math.min(s.maxItems ?? 5, 5) });
      case 'object': {
        if (s.nullable && !s.properties) return fc.constant(null);
        const props = Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, build(v, k, depth + 1)]));
        return fc.record(props, { requiredKeys: (s.required ?? []).filter((k) => k in props) });
      }
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  };
  return build(schema, hint, 0);
}

/** Every operation of the document with its method and path. */
export function operations(doc: OpenApiDocument): { method: string; path: string; op: Operation }[] {
  return Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ method: method.toUpperCase(), path, op })));
}

export const jsonBodySchema = (op: Operation) => op.requestBody?.content?.['application/json']?.schema;
