// The API docs page's request samples: what each of the eight languages sends (URL, bearer rule,
// headers, body), checked on the samples' text, whatever writes them.
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseApiDocument, type ApiOperation, type OpenApiDocument } from '../../src/features/docs/openapi.catalogue.ts';
import { SAMPLE_LANGUAGES, buildSamples, type Samples } from '../../src/features/docs/samples.ts';

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
const health = op('get', '/health');

/** The bearer header in any language's spelling: a header named Authorization carrying the placeholder. */
const hasBearerHeader = (sample: string) => /Authorization/.test(sample) && sample.includes('Bearer <access_token>');

/** The text of curl's `--data '…'` argument, shell quoting undone. */
const curlData = (sample: string) => /--data '((?:[^']|'\\'')*)'/.exec(sample)?.[1].replaceAll(`'\\''`, "'");

/** Syntax errors only: the samples are not type-checked against DOM or Node typings here. */
function syntaxErrors(code: string, fileName: string): string[] {
  const out = ts.transpileModule(`${code}\nexport {};\n`, {
    fileName,
    reportDiagnostics: true,
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
  });
  return (out.diagnostics ?? []).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

const all = new Map<ApiOperation, Samples>();
beforeAll(async () => {
  for (const operation of catalogue.operations) all.set(operation, await buildSamples(operation, ORIGIN));
});
const samplesOf = (operation: ApiOperation) => all.get(operation)!;

describe('sample languages', () => {
  it('offers the eight languages the spec asks for', () => {
    expect(SAMPLE_LANGUAGES.map((l) => l.label)).toEqual(['cURL', 'JavaScript', 'TypeScript', 'Python', 'C#', 'Java', 'Go', 'PHP']);
    expect(new Set(languages).size).toBe(8);
  });

  it('gives eight different samples for one operation, each calling the full URL', () => {
    const samples = Object.values(samplesOf(logError));
    expect(new Set(samples).size).toBe(8);
    for (const sample of samples) expect(sample).toContain(`${ORIGIN}/api/web/v1/logs/error`);
  });

  it('normalises a trailing slash on the origin', async () => {
    const samples = await buildSamples(login, `${ORIGIN}/`);
    for (const sample of Object.values(samples)) expect(sample).toContain(`${ORIGIN}/api/auth/v1/login`);
  });
});

describe('bearer token header', () => {
  it.each(languages)('%s: present for /web/ paths', (language) => {
    expect(hasBearerHeader(samplesOf(logError)[language])).toBe(true);
  });

  it.each(languages)('%s: absent for /auth/ paths', (language) => {
    const sample = samplesOf(login)[language];
    expect(hasBearerHeader(sample)).toBe(false);
    expect(sample).not.toContain('Authorization');
  });

  it('follows the path rule for every operation in the document', () => {
    for (const [operation, samples] of all) {
      const auth = operation.path.startsWith('/auth/');
      for (const language of languages) expect(hasBearerHeader(samples[language]), `${language} ${operation.path}`).toBe(!auth);
    }
  });
});

describe('request body', () => {
  it('sends the login example as JSON with login, password and apiType', () => {
    const curl = samplesOf(login).curl;
    const body = JSON.parse(curlData(curl)!) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(expect.arrayContaining(['login', 'password', 'apiType']));
    expect(curl).toContain("--header 'Content-Type: application/json'");
  });

  it.each(languages)('%s: carries every field of the login body and its content type', (language) => {
    const sample = samplesOf(login)[language];
    for (const key of ['login', 'password', 'apiType']) expect(sample).toMatch(new RegExp(`\\\\?["']?${key}\\\\?["']?\\s*(:|=>|=)`));
    expect(sample).toContain('application/json');
  });

  it('types the TypeScript sample from the schemas and sends the typed body', () => {
    const sample = samplesOf(login).typescript;
    expect(sample).toContain('interface LoginRequest {');
    expect(sample).toMatch(/login: string;/);
    expect(sample).toContain('const body: LoginRequest = {');
    expect(sample).toContain('JSON.stringify(body)');
    expect(sample).toContain('as LoginResponse');
  });

  it('Python sends the body as JSON through requests', () => {
    expect(samplesOf(login).python).toContain('requests.post(url, json=payload');
  });

  it('leaves body plumbing out of calls without a body', () => {
    const samples = samplesOf(health);
    expect(samples.curl).not.toContain('--data');
    expect(samples.go).toContain('http.NewRequest("GET", url, nil)');
    for (const sample of Object.values(samples)) expect(sample).not.toContain('Content-Type');
  });
});

describe('samples of every operation in the document', () => {
  it('TypeScript and JavaScript samples parse', () => {
    for (const [operation, samples] of all) {
      expect(syntaxErrors(samples.typescript, 'sample.ts'), operation.path).toEqual([]);
      expect(syntaxErrors(samples.javascript, 'sample.js'), operation.path).toEqual([]);
    }
  });
});

describe('a form with a file (the image upload)', () => {
  const upload = op('post', '/common/v1/files');
  /** How each language reads the file from disk: no sample may send an empty or made-up file part. */
  const readsFile: Record<string, RegExp> = {
    curl: /--form file=@file\.jpg/,
    javascript: /form\.append\("file", await openAsBlob\("file\.jpg", \{ type: "image\/jpeg" \}\), "file\.jpg"\)/,
    typescript: /form\.append\("file", await openAsBlob\("file\.jpg"/,
    python: /"file": \("file\.jpg", open\("file\.jpg", "rb"\), "image\/jpeg"\)/,
    csharp: /new ByteArrayContent\(await File\.ReadAllBytesAsync\("file\.jpg"\)\)/,
    java: /Files\.readAllBytes\(java\.nio\.file\.Path\.of\("file\.jpg"\)\)/,
    go: /os\.Open\("file\.jpg"\)/,
    php: /"file" => new CURLFile\("file\.jpg", "image\/jpeg", "file\.jpg"\)/,
  };

  it.each(languages)('%s: reads the file, sends the fileType field and lets the client write the boundary', (language) => {
    const sample = samplesOf(upload)[language];
    expect(sample).toMatch(readsFile[language]);
    expect(sample).toMatch(/fileType\W+MachineImage/);
    expect(sample).toContain(`${ORIGIN}/api/common/v1/files`);
    expect(hasBearerHeader(sample)).toBe(true);
    // The generator's fixed body with an empty file part must not come back.
    expect(sample).not.toContain('011000010111000001101001');
    expect(sample).not.toMatch(/form\.append\('file', 'file\.jpg'\)|"open\('file\.jpg', 'rb'\)"|new StringContent\(""\)/);
  });

  it('Java and Go set the Content-Type with the boundary they write', () => {
    expect(samplesOf(upload).java).toContain('"multipart/form-data; boundary=" + boundary');
    expect(samplesOf(upload).go).toContain('req.Header.Set("Content-Type", form.FormDataContentType())');
  });
});

describe('path, query and header parameters (synthetic document)', () => {
  const awkward = `it's "quoted" \\ """`;
  const doc: OpenApiDocument = {
    paths: {
      '/web/v1/integrations/{id}/clients/{clientId}': {
        put: {
          operationId: 'updateClient',
          parameters: [
            { name: 'id', in: 'path', required: true, schema: { type: 'integer', example: 42 } },
            { name: 'clientId', in: 'path', required: true, schema: { type: 'string', example: 'a b' } },
            { name: 'fileType', in: 'query', required: true, schema: { type: 'string', enum: ['image', 'document'] } },
            { name: 'mode', in: 'query', required: true, schema: { type: 'string', example: 'full' } },
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
          properties: { name: { type: 'string', example: awkward }, children: { type: 'array', items: { $ref: '#/components/schemas/Tree' } } },
        },
      },
    },
  };
  const update = parseApiDocument(doc).operations[0];
  const expectedUrl = `${ORIGIN}/api/web/v1/integrations/42/clients/a%20b?fileType=image&mode=full`;
  let samples: Samples;
  beforeAll(async () => {
    samples = await buildSamples(update, ORIGIN);
  });

  it.each(languages)('%s: replaces {placeholders} with example values and adds required query and header parameters', (language) => {
    const sample = samples[language];
    // In the URL, or (Python's requests) as a params dictionary beside it.
    if (!sample.includes(expectedUrl)) {
      expect(sample).toContain(expectedUrl.split('?')[0]);
      expect(sample).toMatch(/"fileType":\s*"image"/);
      expect(sample).toMatch(/"mode":\s*"full"/);
    }
    expect(sample).not.toMatch(/\{id\}|\{clientId\}/);
    expect(sample).not.toContain('page=');
    expect(sample).toContain('X-Request-Id');
    expect(sample).toContain('req-1');
  });

  it('quotes the URL for the shell (an unquoted & would end the command)', () => {
    expect(samples.curl).toContain(`--url '${expectedUrl}'`);
  });

  it('keeps awkward strings intact in the body', () => {
    const body = JSON.parse(curlData(samples.curl)!) as { name: string };
    expect(body.name).toBe(awkward);
  });

  it('declares recursive schemas as named TypeScript interfaces', () => {
    expect(samples.typescript).toContain('type UpdateClientRequest = Tree;');
    expect(samples.typescript).toContain('interface Tree {');
    expect(samples.typescript).toContain('children?: Tree[];');
    expect(syntaxErrors(samples.typescript, 'sample.ts')).toEqual([]);
  });
});

describe('a multipart upload (POST /common/v1/files)', () => {
  const upload = op('post', '/common/v1/files');

  it('documents the form: the file as binary with its 30 MB bound, multipart/form-data', () => {
    expect(upload.requestBody?.contentType).toBe('multipart/form-data');
    expect(upload.requestBody?.required).toBe(true);
    expect(upload.requestBody?.example).toMatchObject({ file: '<binary>' });
    const body = fixture.paths?.['/common/v1/files']?.post?.requestBody as { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
    expect(body.content['multipart/form-data'].schema.properties.file).toMatchObject({ type: 'string', format: 'binary', maxLength: 30 * 1024 * 1024 });
  });

  it('sends the file as a form part, not a JSON body, and names every refusal', () => {
    const curl = samplesOf(upload).curl;
    expect(curl).toContain('--form file=@file.jpg');
    expect(curl).not.toContain('--data');
    expect(curl).toContain(`${ORIGIN}/api/common/v1/files?fileType=MachineImage`);
    expect(samplesOf(upload).python).toContain('files=');
    const refused = upload.responses.find((r) => r.status === '400')?.description ?? '';
    expect(refused).toContain('image exceeds the allowed size limit. Maximum image size is 30MB.');
    expect(refused).toContain('invalid image format. Supported formats are JPEG, PNG, WEBP.');
  });
});
