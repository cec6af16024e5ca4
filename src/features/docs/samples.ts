// Copy-and-run request samples for one operation in eight languages. The code in each language is
// written by httpsnippet-lite (a maintained generator) from one HAR request that we build: the URL
// with example values, the required query and header parameters, the spec's bearer rule and the
// example body. Ours on top: the TypeScript sample, which no generator types from our schemas.
import { HTTPSnippet, type ClientId, type HarRequest, type TargetId } from 'httpsnippet-lite';
import { API_BASE_PATH, type ApiOperation } from './openapi.catalogue.ts';
import { TypeWriter, identifier } from './samples.types.ts';
import { multipartSample } from './multipartSamples.ts';

export const SAMPLE_LANGUAGES = [
  { id: 'curl', label: 'cURL', target: 'shell', client: 'curl' },
  { id: 'javascript', label: 'JavaScript', target: 'javascript', client: 'fetch' },
  { id: 'typescript', label: 'TypeScript', target: 'javascript', client: 'fetch' },
  { id: 'python', label: 'Python', target: 'python', client: 'requests' },
  { id: 'csharp', label: 'C#', target: 'csharp', client: 'httpclient' },
  { id: 'java', label: 'Java', target: 'java', client: 'nethttp' },
  { id: 'go', label: 'Go', target: 'go', client: 'native' },
  { id: 'php', label: 'PHP', target: 'php', client: 'curl' },
] as const satisfies readonly { id: string; label: string; target: TargetId; client: ClientId }[];

export type SampleLanguage = (typeof SAMPLE_LANGUAGES)[number]['id'];
export type Samples = Record<SampleLanguage, string>;

export const ACCESS_TOKEN_PLACEHOLDER = '<access_token>';

/** The one request every language sends, so the eight samples cannot disagree. */
export function harRequest(op: ApiOperation, origin: string): HarRequest {
  let path = op.path;
  for (const p of op.parameters.filter((x) => x.in === 'path')) {
    path = path.split(`{${p.name}}`).join(encodeURIComponent(scalar(p.example)));
  }
  const queryString = op.parameters.filter((p) => p.in === 'query' && p.required).map((p) => ({ name: p.name, value: scalar(p.example) }));
  const headers = op.parameters
    .filter((p) => p.in === 'header' && p.required && p.name.toLowerCase() !== 'authorization')
    .map((p) => ({ name: p.name, value: scalar(p.example) }));
  if (op.requiresBearer) headers.push({ name: 'Authorization', value: `Bearer ${ACCESS_TOKEN_PLACEHOLDER}` });
  const rb = op.requestBody;
  let postData: HarRequest['postData'];
  if (rb && isMultipart(rb.contentType)) {
    // A form with a file: each generator writes its own form and boundary (and Content-Type).
    postData = { mimeType: 'multipart/form-data', params: formParams(rb.example) };
  } else if (rb && isFormEncoded(rb.contentType)) {
    // key=value pairs: each generator encodes them its own way (curl --data-urlencode, URLSearchParams, …).
    postData = { mimeType: 'application/x-www-form-urlencoded', params: formParams(rb.example).filter((p) => p.value !== undefined) };
    headers.unshift({ name: 'Content-Type', value: 'application/x-www-form-urlencoded' });
  } else if (rb) {
    const text = typeof rb.example === 'string' && !isJson(rb.contentType) ? rb.example : JSON.stringify(rb.example ?? {});
    headers.unshift({ name: 'Content-Type', value: rb.contentType });
    postData = { mimeType: rb.contentType, text };
  }
  return {
    method: op.method.toUpperCase(),
    url: `${origin.replace(/\/+$/, '')}${API_BASE_PATH}${path}`,
    httpVersion: 'HTTP/1.1',
    headers,
    queryString,
    cookies: [],
    headersSize: -1,
    bodySize: -1,
    ...(postData ? { postData } : {}),
  };
}

/** The eight samples of one operation. */
export async function buildSamples(op: ApiOperation, origin: string): Promise<Samples> {
  const har = harRequest(op, origin);
  const snippet = new HTTPSnippet(har);
  const entries = await Promise.all(
    SAMPLE_LANGUAGES.map(async ({ id, target, client }) => {
      // A form with a file: ours (the generator cannot read a file), else the generator's.
      const own = multipartSample(id === 'typescript' ? 'javascript' : id, har);
      const code = own ?? (await snippet.convert(target, client, { indent: '  ' }));
      const text = Array.isArray(code) ? code.join('\n') : (code ?? '');
      return [id, id === 'typescript' ? typed(text, op) : text] as const;
    }),
  );
  return Object.fromEntries(entries) as Samples;
}

/**
 * The generator's fetch sample with types from the schemas: interfaces for the request and the
 * response, the body as a typed object, the answer cast to the response type.
 */
function typed(fetchSample: string, op: ApiOperation): string {
  const types = new TypeWriter();
  const base = identifier(op.operationId || `${op.method} ${op.path}`);
  const decls: string[] = [];
  const lead: string[] = [];
  let code = fetchSample;
  const body = op.requestBody;
  if (body && isJson(body.contentType)) {
    decls.push(types.declare(`${base}Request`, body.schema));
    lead.push(`const body: ${base}Request = ${jsLiteral(body.example ?? {}, '')};`);
    code = code.replace(/^(\s*)body: .*$/m, '$1body: JSON.stringify(body),');
  }
  const success = op.responses.find((r) => /^2/.test(r.status) && r.schema);
  if (success?.schema) {
    decls.push(types.declare(`${base}Response`, success.schema));
    code = code.replace('const data = await response.json();', `const data = (await response.json()) as ${base}Response;`);
  }
  return [...decls, ...types.componentDeclarations(), [...lead, code].join('\n\n')].join('\n\n');
}

/** JSON values as JavaScript literals, with bare keys where they are identifiers. */
function jsLiteral(value: unknown, pad: string): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  const inner = `${pad}  `;
  if (Array.isArray(value)) {
    return value.length ? `[\n${value.map((v) => `${inner}${jsLiteral(v, inner)},`).join('\n')}\n${pad}]` : '[]';
  }
  const entries = Object.entries(value);
  const key = (k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k));
  return entries.length ? `{\n${entries.map(([k, v]) => `${inner}${key(k)}: ${jsLiteral(v, inner)},`).join('\n')}\n${pad}}` : '{}';
}

const isJson = (contentType: string) => /[/+]json\b/.test(contentType);
const isMultipart = (contentType: string) => /^multipart\/form-data\b/i.test(contentType);
const isFormEncoded = (contentType: string) => /^application\/x-www-form-urlencoded\b/i.test(contentType);

/** The form's parts from the body example: binary fields as a file to send, the rest as values. */
function formParams(example: unknown): { name: string; value?: string; fileName?: string; contentType?: string }[] {
  if (example === null || typeof example !== 'object' || Array.isArray(example)) return [];
  return Object.entries(example).map(([name, value]) =>
    value === '<binary>'
      ? { name, fileName: `${name}.jpg`, contentType: 'image/jpeg' }
      : { name, value: typeof value === 'string' ? value : JSON.stringify(value) },
  );
}
const scalar = (v: unknown) => (typeof v === 'string' ? v : v === undefined ? '' : JSON.stringify(v));
