import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parseApiDocument, type ApiOperation, type OpenApiDocument } from '../../src/features/docs/openapi.model.ts';
import { SAMPLE_LANGUAGES, buildSample, pythonLiteral, sampleRequest, type SampleLanguage } from '../../src/features/docs/samples.ts';

const ORIGIN = 'https://fleet.example.com';
const fixture = JSON.parse(readFileSync(new URL('../../mesh/openapi.json', import.meta.url), 'utf8')) as OpenApiDocument;
const catalogue = parseApiDocument(fixture);
const languages = SAMPLE_LANGUAGES.map((l) => l.id);
const op = (method: string, path: string): ApiOperation => {
  const found = catalogue.operations.find((o) => o.method === method && o.path === path);
  if (!found) throw new Error(`${method} ${path} is not in mesh/openapi.json`);
  return found;
};
const login = op('post', '/auth/v1/login');
const logError = op('post', '/web/v1/logs/error');

/** The header as each language writes it (C# sets it through AuthenticationHeaderValue). */
const hasBearerHeader = (sample: string) =>
  /Authorization/.test(sample) && (sample.includes('Bearer <access_token>') || sample.includes('AuthenticationHeaderValue("Bearer", "<access_token>")'));

/** Syntax errors only: the samples are not type-checked against DOM or Node typings here. */
function syntaxErrors(code: string, fileName: string): string[] {
  const out = ts.transpileModule(`${code}\nexport {};\n`, {
    fileName,
    reportDiagnostics: true,
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
  });
  return (out.diagnostics ?? []).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('sample languages', () => {
  it('offers the eight languages the spec asks for', () => {
    expect(SAMPLE_LANGUAGES.map((l) => l.label)).toEqual(['cURL', 'JavaScript', 'TypeScript', 'Python', 'C#', 'Java', 'Go', 'PHP']);
    expect(new Set(languages).size).toBe(8);
  });

  it('gives eight different samples for one operation, each calling the full URL', () => {
    const samples = languages.map((l) => buildSample(l, logError, ORIGIN));
    expect(new Set(samples).size).toBe(8);
    for (const sample of samples) expect(sample).toContain(`${ORIGIN}/api/web/v1/logs/error`);
  });

  it('normalises a trailing slash on the origin', () => {
    expect(sampleRequest(login, `${ORIGIN}/`).url).toBe(`${ORIGIN}/api/auth/v1/login`);
  });
});

describe('bearer token header', () => {
  it.each(languages)('%s: present for /web/ paths', (language) => {
    expect(hasBearerHeader(buildSample(language, logError, ORIGIN))).toBe(true);
  });

  it.each(languages)('%s: absent for /auth/ paths', (language) => {
    const sample = buildSample(language, login, ORIGIN);
    expect(hasBearerHeader(sample)).toBe(false);
    expect(sample).not.toContain('Authorization');
  });

  it('follows the path rule for every operation in the document', () => {
    for (const operation of catalogue.operations) {
      const auth = operation.path.startsWith('/auth/');
      for (const language of languages) {
        expect(hasBearerHeader(buildSample(language, operation, ORIGIN)), `${language} ${operation.path}`).toBe(!auth);
      }
    }
  });
});

describe('request body', () => {
  it('sends the login example as JSON with login, password and apiType', () => {
    const curl = buildSample('curl', login, ORIGIN);
    const data = /--data '([\s\S]*)'$/.exec(curl)?.[1];
    expect(data).toBeDefined();
    const body = JSON.parse(data!);
    expect(Object.keys(body)).toEqual(expect.arrayContaining(['login', 'password', 'apiType']));
    expect(curl).toContain("--header 'Content-Type: application/json'");
  });

  it.each(languages)('%s: carries every field of the login body', (language) => {
    const sample = buildSample(language, login, ORIGIN);
    for (const key of ['login', 'password', 'apiType']) expect(sample).toMatch(new RegExp(`["']?${key}["']?\\s*[:=]`));
  });

  it('types the TypeScript sample from the schemas', () => {
    const sample = buildSample('typescript', login, ORIGIN);
    expect(sample).toContain('interface LoginRequest {');
    expect(sample).toMatch(/login: string;/);
    expect(sample).toContain('const body: LoginRequest = {');
    expect(sample).toContain('as LoginResponse');
  });

  it('writes Python literals (True/None), not JSON', () => {
    expect(pythonLiteral({ a: true, b: null, c: [false] }, '')).toBe('{\n    "a": True,\n    "b": None,\n    "c": [\n        False,\n    ],\n}');
    expect(buildSample('python', login, ORIGIN)).toContain('requests.post(url, json=payload)');
  });

  it('leaves body plumbing out of calls without a body', () => {
    const health = op('get', '/health');
    const go = buildSample('go', health, ORIGIN);
    expect(go).toContain('http.NewRequest(http.MethodGet');
    expect(go).not.toContain('"strings"');
    expect(buildSample('java', health, ORIGIN)).toContain('.GET()');
    expect(buildSample('curl', health, ORIGIN)).not.toContain('--data');
  });
});

describe('samples of every operation in the document', () => {
  it('TypeScript and JavaScript samples parse', () => {
    for (const operation of catalogue.operations) {
      expect(syntaxErrors(buildSample('typescript', operation, ORIGIN), 'sample.ts'), operation.path).toEqual([]);
      expect(syntaxErrors(buildSample('javascript', operation, ORIGIN), 'sample.js'), operation.path).toEqual([]);
    }
  });
});

describe('path, query and header parameters (synthetic document)', () => {
  const doc: OpenApiDocument = {
    paths: {
      '/web/v1/integrations/{id}/clients/{clientId}': {
        put: {
          operationId: 'updateClient',
          parameters: [
            { name: 'id', in: 'path', required: true, schema: { type: 'integer', example: 42 } },
            { name: 'clientId', in: 'path', required: true, schema: { type: 'string', example: 'a b' } },
            { name: 'fileType', in: 'query', required: true, schema: { type: 'string', enum: ['image', 'document'] } },
            { name: 'page', in: 'query', schema: { type: 'integer' } },
            { name: 'X-Request-Id', in: 'header', required: true, schema: { type: 'string', example: 'req-1' } },
          ],
          requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Tree' } } } },
          responses: { '200': { description: 'OK', content: { 'application/json': { schema: { $ref: '#/components/schemas/Tree' } } } } },
        },
      },
    },
    components: {
      schemas: {
        Tree: {
          type: 'object',
          properties: { name: { type: 'string', example: `it's "quoted" \\ """` }, children: { type: 'array', items: { $ref: '#/components/schemas/Tree' } } },
        },
      },
    },
  };
  const update = parseApiDocument(doc).operations[0];
  const expectedUrl = `${ORIGIN}/api/web/v1/integrations/42/clients/a%20b?fileType=image`;

  it.each(languages)('%s: replaces {placeholders} with example values and adds required query parameters', (language: SampleLanguage) => {
    const sample = buildSample(language, update, ORIGIN);
    expect(sample).toContain(expectedUrl);
    expect(sample).not.toMatch(/\{id\}|\{clientId\}/);
    expect(sample).not.toContain('page=');
    expect(sample).toContain('X-Request-Id');
    expect(sample).toContain('req-1');
  });

  it('quotes awkward strings safely in each language', () => {
    expect(buildSample('curl', update, ORIGIN)).toContain(`it'\\''s`);
    expect(buildSample('php', update, ORIGIN)).toContain("<<<'BODY'");
    // JSON escapes quotes, so the raw string's fence of three cannot clash with the body.
    expect(buildSample('csharp', update, ORIGIN)).toMatch(/^ {4}"""\n {4}\{\n[\s\S]*\n {4}""",$/m);
    // Text blocks still read backslash escapes, so the JSON's own escapes are doubled.
    expect(buildSample('java', update, ORIGIN)).toContain(String.raw`"it's \\"quoted\\" \\\\ \\"\\"\\""`);
    expect(buildSample('go', update, ORIGIN)).toContain('strings.NewReader(`');
  });

  it('declares recursive schemas as named TypeScript interfaces', () => {
    const sample = buildSample('typescript', update, ORIGIN);
    expect(sample).toContain('type UpdateClientRequest = Tree;');
    expect(sample).toContain('interface Tree {');
    expect(sample).toContain('children?: Tree[];');
    expect(syntaxErrors(sample, 'sample.ts')).toEqual([]);
  });
});
