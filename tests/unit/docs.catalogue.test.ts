import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  buildSchemaTree,
  exampleFromSchema,
  filterGroups,
  parseApiDocument,
  requiresBearer,
  resolveRef,
  typeLabel,
  type OpenApiDocument,
  type SchemaNode,
} from '../../src/features/docs/openapi.catalogue.ts';

const fixture = JSON.parse(readFileSync(new URL('../../mesh/openapi.json', import.meta.url), 'utf8')) as OpenApiDocument;
const catalogue = parseApiDocument(fixture);
const byOperationId = (id: string) => {
  const op = catalogue.operations.find((o) => o.operationId === id);
  if (!op) throw new Error(`no operation ${id}`);
  return op;
};
const field = (node: SchemaNode | undefined, name: string) => {
  const found = node?.properties?.find((p) => p.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
};

/** Every `$ref` string anywhere in a JSON value. */
function collectRefs(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => collectRefs(v, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') out.push(v);
      else collectRefs(v, out);
    }
  }
  return out;
}

describe('parseApiDocument on the served document (mesh/openapi.json)', () => {
  it('lists every method of every path once, under its first tag', () => {
    const expected = Object.entries(fixture.paths ?? {}).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
        .map((m) => `${m} ${path}`),
    );
    expect(catalogue.operations.map((o) => `${o.method} ${o.path}`).sort()).toEqual(expected.sort());
    for (const group of catalogue.groups) {
      expect(group.operations.length).toBeGreaterThan(0);
      for (const op of group.operations) expect(op.tag).toBe(group.name);
    }
    expect(catalogue.groups.map((g) => g.name)).toEqual(expect.arrayContaining(['Auth', 'Common', 'Dictionaries', 'Logs', 'Assets']));
    expect(new Set(catalogue.operations.map((o) => o.id)).size).toBe(catalogue.operations.length);
  });

  it('reads title, description and version from info', () => {
    expect(catalogue.title).toBe('Siteline API');
    expect(catalogue.version).toBe(fixture.info?.version);
    expect(catalogue.description).toContain('Bearer');
  });

  it('builds the login body example with login, password and apiType', () => {
    const login = byOperationId('login');
    expect(login.path).toBe('/auth/v1/login');
    expect(login.requiresBearer).toBe(false);
    expect(login.requestBody?.contentType).toBe('application/json');
    const example = login.requestBody?.example as Record<string, unknown>;
    expect(Object.keys(example)).toEqual(expect.arrayContaining(['login', 'password', 'apiType']));
    expect(typeof example.login).toBe('string');
    expect(typeof example.password).toBe('string');
    expect(typeof example.apiType).toBe('number');
    expect(field(login.requestBody?.schema, 'login').required).toBe(true);
  });

  it('resolves every $ref the document uses', () => {
    const refs = [...new Set(collectRefs(fixture))];
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(resolveRef(fixture, ref), ref).toBeDefined();
  });

  it('expands $ref schemas into named field trees (ErrorEnvelope → ErrorBody)', () => {
    const error = byOperationId('login').responses.find((r) => r.status === '400');
    expect(error?.schema?.refName).toBe('ErrorEnvelope');
    const body = field(error?.schema, 'error');
    expect(body.refName).toBe('ErrorBody');
    expect(body.properties?.map((p) => p.name)).toEqual(expect.arrayContaining(['code', 'message']));
    expect(field(error?.schema, 'data').type).toBe('null');
    expect(JSON.stringify(error?.schema)).not.toContain('$ref');
  });

  it('expands arrays of referenced items (dictionary → DictionaryItem[])', () => {
    const ok = byOperationId('dictionaryMachineFamily').responses[0];
    expect(ok.status).toBe('200');
    const data = field(ok.schema, 'data');
    expect(data.type).toBe('array');
    expect(data.items?.refName).toBe('DictionaryItem');
    expect(typeLabel(data)).toBe('DictionaryItem[]');
    expect(ok.example).toMatchObject({ data: [{ id: expect.any(Number), name: expect.any(String) }], succeeded: true, error: null });
  });

  it('sorts responses by status and lists each one', () => {
    for (const op of catalogue.operations) {
      const statuses = op.responses.map((r) => r.status);
      expect(statuses).toEqual(Object.keys(fixture.paths![op.path][op.method]!.responses!).sort());
    }
  });
});

describe('schema trees and examples (synthetic documents)', () => {
  const doc: OpenApiDocument = {
    paths: {},
    components: {
      schemas: {
        Node: {
          type: 'object',
          required: ['name'],
          properties: {
            name: { type: 'string' },
            children: { type: 'array', items: { $ref: '#/components/schemas/Node' } },
            parent: { $ref: '#/components/schemas/Node' },
          },
        },
        A: { type: 'object', properties: { b: { $ref: '#/components/schemas/B' } } },
        B: { type: 'object', properties: { a: { $ref: '#/components/schemas/A' }, label: { type: 'string', example: 'bee' } } },
        LoopX: { $ref: '#/components/schemas/LoopY' },
        LoopY: { $ref: '#/components/schemas/LoopX' },
        Base: { type: 'object', required: ['id'], properties: { id: { type: 'integer', readOnly: true } } },
        Named: {
          allOf: [{ $ref: '#/components/schemas/Base' }, { type: 'object', required: ['name'], properties: { name: { type: 'string', default: 'fleet' } } }],
        },
        SelfAllOf: { allOf: [{ $ref: '#/components/schemas/SelfAllOf' }, { type: 'object', properties: { x: { type: 'boolean' } } }] },
      },
    },
  };
  const schema = (name: string) => ({ $ref: `#/components/schemas/${name}` });

  it('stops a self-referencing schema at the second visit', () => {
    const tree = buildSchemaTree(doc, schema('Node'));
    expect(tree.refName).toBe('Node');
    expect(field(tree, 'children').items?.circular).toBe('Node');
    expect(field(tree, 'parent').circular).toBe('Node');
    expect(typeLabel(field(tree, 'parent'))).toBe('Node (recursive)');
    expect(exampleFromSchema(doc, schema('Node'))).toEqual({ name: 'string', children: [] });
  });

  it('stops mutual recursion and $ref-to-$ref loops', () => {
    const tree = buildSchemaTree(doc, schema('A'));
    expect(field(field(tree, 'b'), 'a').circular).toBe('A');
    expect(exampleFromSchema(doc, schema('A'))).toEqual({ b: { label: 'bee' } });
    expect(buildSchemaTree(doc, schema('LoopX')).circular).toBeDefined();
    expect(exampleFromSchema(doc, schema('LoopX'))).toBeUndefined();
    expect(() => JSON.stringify(buildSchemaTree(doc, schema('SelfAllOf')))).not.toThrow();
    expect(exampleFromSchema(doc, schema('SelfAllOf'))).toEqual({ x: true });
  });

  it('merges allOf and leaves readOnly fields out of request examples', () => {
    const tree = buildSchemaTree(doc, schema('Named'));
    expect(tree.properties?.map((p) => [p.name, p.required])).toEqual([
      ['id', true],
      ['name', true],
    ]);
    expect(exampleFromSchema(doc, schema('Named'), { mode: 'request' })).toEqual({ name: 'fleet' });
    expect(exampleFromSchema(doc, schema('Named'), { mode: 'response' })).toEqual({ id: 1, name: 'fleet' });
  });

  it('folds literal anyOf into an enum and keeps real unions as variants', () => {
    const apiType = buildSchemaTree(doc, {
      anyOf: [
        { type: 'number', enum: [0] },
        { type: 'number', enum: [3] },
      ],
    });
    expect(apiType).toMatchObject({ type: 'number', enumValues: [0, 3] });
    expect(typeLabel(apiType)).toBe('number');
    const union = buildSchemaTree(doc, { oneOf: [schema('Base'), { type: 'string' }] });
    expect(union.variantKind).toBe('oneOf');
    expect(union.variants?.map(typeLabel)).toEqual(['Base', 'string']);
    expect(exampleFromSchema(doc, { oneOf: [{ type: 'string', example: 'first' }, { type: 'integer' }] })).toBe('first');
  });

  it('reads nullable in its 3.0 and 3.1 spellings', () => {
    expect(buildSchemaTree(doc, { type: 'string', nullable: true }).nullable).toBe(true);
    expect(buildSchemaTree(doc, { type: ['integer', 'null'] })).toMatchObject({ type: 'integer', nullable: true });
    const viaAnyOf = buildSchemaTree(doc, { anyOf: [schema('Base'), { type: 'null' }] });
    expect(viaAnyOf).toMatchObject({ refName: 'Base', nullable: true });
    expect(typeLabel(viaAnyOf)).toBe('Base | null');
    expect(buildSchemaTree(doc, { type: 'object', nullable: true, enum: [null] }).type).toBe('null');
  });

  it('prefers example, then default, then enum, then a placeholder for the type', () => {
    expect(exampleFromSchema(doc, { type: 'string', example: 'x', default: 'y', enum: ['z'] })).toBe('x');
    expect(exampleFromSchema(doc, { type: 'string', default: 'y', enum: ['z'] })).toBe('y');
    expect(exampleFromSchema(doc, { type: 'string', nullable: true, enum: [null, 'open', 'closed'] })).toBe('open');
    expect(exampleFromSchema(doc, { type: 'string', format: 'date-time' })).toBe('2025-01-31T12:00:00Z');
    expect(exampleFromSchema(doc, { type: 'string' }, { name: 'email' })).toBe('user@example.com');
    expect(exampleFromSchema(doc, { type: 'string', maxLength: 3 })).toBe('str');
    expect(exampleFromSchema(doc, { type: 'integer', minimum: 5 })).toBe(5);
    expect(exampleFromSchema(doc, { type: 'boolean' })).toBe(true);
    expect(exampleFromSchema(doc, { type: 'object', additionalProperties: { type: 'integer' } })).toEqual({ key: 1 });
  });

  it('resolves JSON pointers with escaped segments and ignores external refs', () => {
    const d = { paths: {}, components: { schemas: { 'a/b': { type: 'string' } } } } as OpenApiDocument;
    expect(resolveRef(d, '#/components/schemas/a~1b')).toEqual({ type: 'string' });
    expect(resolveRef(d, 'other.json#/x')).toBeUndefined();
    expect(resolveRef(d, '#/components/schemas/missing')).toBeUndefined();
  });
});

describe('operations (synthetic document)', () => {
  const doc: OpenApiDocument = {
    tags: [{ name: 'Integrations', description: 'Clients and providers' }, { name: 'Unused' }],
    paths: {
      '/web/v1/integrations/{id}': {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' }, description: 'shared' }],
        get: {
          operationId: 'getIntegration',
          tags: ['Integrations'],
          parameters: [{ $ref: '#/components/parameters/Verbose' }, { name: 'id', in: 'path', schema: { type: 'integer', example: 42 } }],
          responses: { '200': { $ref: '#/components/responses/Ok' } },
        },
        delete: { tags: ['Integrations'], responses: { '204': { description: 'Deleted' } } },
      },
      '/web/v1/things/{thingId}/parts': { get: { responses: {} } },
      '/auth/v1/login': {
        post: {
          operationId: 'login',
          tags: ['Auth'],
          requestBody: { $ref: '#/components/requestBodies/Login' },
          responses: { default: { description: 'Error' }, '200': { description: 'OK' } },
        },
      },
    },
    components: {
      parameters: { Verbose: { name: 'verbose', in: 'query', schema: { type: 'boolean' } } },
      responses: {
        Ok: { description: 'The integration', content: { 'application/json': { schema: { type: 'object', properties: { id: { type: 'integer' } } } } } },
      },
      requestBodies: { Login: { required: true, content: { 'application/json': { schema: { type: 'object', properties: { login: { type: 'string' } } } } } } },
    },
  };
  const parsed = parseApiDocument(doc);

  it('groups by tag in the declared order, undeclared tags after, untagged under Other', () => {
    expect(parsed.groups.map((g) => g.name)).toEqual(['Integrations', 'Other', 'Auth']);
    expect(parsed.groups[0].description).toBe('Clients and providers');
    expect(parsed.groups[0].operations.map((o) => o.method)).toEqual(['get', 'delete']);
  });

  it('merges path-level and operation-level parameters and follows parameter refs', () => {
    const get = parsed.operations.find((o) => o.operationId === 'getIntegration')!;
    expect(get.parameters.map((p) => `${p.in}:${p.name}`)).toEqual(['path:id', 'query:verbose']);
    expect(get.parameters[0]).toMatchObject({ required: true, type: 'integer', example: 42 });
    expect(get.parameters[1]).toMatchObject({ required: false, type: 'boolean' });
    expect(get.responses[0]).toMatchObject({ status: '200', description: 'The integration', example: { id: 1 } });
  });

  it('adds a path parameter the document forgot to declare', () => {
    const op = parsed.operations.find((o) => o.path === '/web/v1/things/{thingId}/parts')!;
    expect(op.parameters).toEqual([expect.objectContaining({ name: 'thingId', in: 'path', required: true })]);
    expect(op.tag).toBe('Other');
    expect(op.title).toBe('GET /web/v1/things/{thingId}/parts');
  });

  it('follows requestBody refs and puts default after numbered statuses', () => {
    const login = parsed.operations.find((o) => o.operationId === 'login')!;
    expect(login.requestBody).toMatchObject({ required: true, example: { login: 'user@example.com' } });
    expect(login.responses.map((r) => r.status)).toEqual(['200', 'default']);
  });

  it('filters by every typed word across method, path, summary and tag', () => {
    expect(filterGroups(parsed.groups, '').length).toBe(3);
    expect(filterGroups(parsed.groups, 'DELETE integrations').flatMap((g) => g.operations.map((o) => o.method))).toEqual(['delete']);
    expect(filterGroups(parsed.groups, 'nothing-matches')).toEqual([]);
  });

  it('needs the bearer token everywhere except under /auth/', () => {
    expect(requiresBearer('/auth/v1/login')).toBe(false);
    expect(requiresBearer('/web/v1/logs/error')).toBe(true);
    expect(requiresBearer('/common/v1/dictionaries/language')).toBe(true);
  });

  it('rejects something that is not an OpenAPI document', () => {
    expect(() => parseApiDocument(null)).toThrow(/not an OpenAPI document/);
    expect(() => parseApiDocument({ openapi: '3.0.3' })).toThrow(/not an OpenAPI document/);
    expect(() => parseApiDocument('<html>')).toThrow();
  });
});
