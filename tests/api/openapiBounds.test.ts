// Every request schema is bounded: walks the OpenAPI document the server publishes (the one Mesh is
// built from) and fails on any request string without maxLength, array without maxItems, number
// without a finite minimum and maximum, open object or untyped value. A new route is covered the
// moment it is registered.
import { describe, expect, it } from 'vitest';
import { generateOpenApi } from '../../server/src/openapi/generate.ts';

interface Schema {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  const?: unknown;
  maxLength?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}

/** Where each request value lacks a bound, as 'post /path body.field: string without maxLength'. */
export function unboundedParts(doc: { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } }): string[] {
  const named = doc.components?.schemas ?? {};
  const problems: string[] = [];
  const walk = (s: Schema | undefined, at: string, seen: Set<string>) => {
    if (!s) return problems.push(`${at}: no schema`);
    if (s.$ref) {
      const name = s.$ref.split('/').pop()!;
      if (seen.has(name)) return;
      return walk(named[name], `${at}→${name}`, new Set([...seen, name]));
    }
    if (s.enum || s.const !== undefined) return; // a closed list is bounded
    const alternatives = [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])];
    alternatives.forEach((a, i) => walk(a, `${at}|${i}`, seen));
    if (alternatives.length) return;
    switch (s.type) {
      case 'string':
        if (!Number.isFinite(s.maxLength)) problems.push(`${at}: string without maxLength`);
        return;
      case 'array':
        if (!Number.isFinite(s.maxItems)) problems.push(`${at}: array without maxItems`);
        return walk(s.items, `${at}[]`, seen);
      case 'integer':
      case 'number':
        if (!Number.isFinite(s.minimum) || !Number.isFinite(s.maximum)) problems.push(`${at}: ${s.type} without finite minimum and maximum`);
        return;
      case 'boolean':
        return;
      case 'object':
        if (s.additionalProperties !== false) problems.push(`${at}: object accepting any property`);
        for (const [key, value] of Object.entries(s.properties ?? {})) walk(value, `${at}.${key}`, seen);
        return;
      default:
        problems.push(`${at}: untyped value`);
    }
  };
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      for (const p of op.parameters ?? []) walk(p.schema, `${method} ${path} ${p.in}:${p.name}`, new Set());
      for (const [type, content] of Object.entries(op.requestBody?.content ?? {})) walk(content.schema, `${method} ${path} body(${type})`, new Set());
    }
  }
  return problems;
}

interface Operation {
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

describe('request schemas in the OpenAPI document', () => {
  it('bound every string, array and number and close every object', async () => {
    const doc = JSON.parse(await generateOpenApi());
    expect(Object.keys(doc.paths).length).toBeGreaterThan(20);
    expect(unboundedParts(doc)).toEqual([]);
  });

  it('the walker itself finds each kind of gap', () => {
    const doc = {
      paths: {
        '/x': {
          post: {
            parameters: [{ in: 'query', name: 'n', schema: { type: 'integer', minimum: 0 } }],
            requestBody: {
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    additionalProperties: false,
                    properties: {
                      s: { type: 'string' },
                      a: { type: 'array', items: { type: 'string', maxLength: 1 } },
                      any: {},
                      ref: { $ref: '#/components/schemas/Open' },
                    },
                  },
                },
              },
            },
          },
        },
      },
      components: { schemas: { Open: { type: 'object', properties: {} } } },
    };
    expect(unboundedParts(doc)).toEqual([
      'post /x query:n: integer without finite minimum and maximum',
      'post /x body(application/json).s: string without maxLength',
      'post /x body(application/json).a: array without maxItems',
      'post /x body(application/json).any: untyped value',
      'post /x body(application/json).ref→Open: object accepting any property',
    ]);
  });
});
