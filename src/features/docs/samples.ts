// Copy-and-run request samples for one operation in eight languages. Pure: everything comes from
// the parsed operation and the page origin, so the same text is produced in tests and in the page.
import { API_BASE_PATH, type ApiOperation } from './openapi.model.ts';
import { TypeWriter, identifier } from './samples.types.ts';

export const SAMPLE_LANGUAGES = [
  { id: 'curl', label: 'cURL' },
  { id: 'javascript', label: 'JavaScript' },
  { id: 'typescript', label: 'TypeScript' },
  { id: 'python', label: 'Python' },
  { id: 'csharp', label: 'C#' },
  { id: 'java', label: 'Java' },
  { id: 'go', label: 'Go' },
  { id: 'php', label: 'PHP' },
] as const;

export type SampleLanguage = (typeof SAMPLE_LANGUAGES)[number]['id'];

export const ACCESS_TOKEN_PLACEHOLDER = '<access_token>';

/** What every sample sends, worked out once so the eight languages cannot disagree. */
export interface SampleRequest {
  method: string;
  url: string;
  /** Without Content-Type: each language sets that next to the body. */
  headers: [string, string][];
  body?: { contentType: string; text: string; value: unknown; json: boolean };
}

export function sampleRequest(op: ApiOperation, origin: string): SampleRequest {
  let path = op.path;
  for (const p of op.parameters.filter((x) => x.in === 'path')) {
    path = path.split(`{${p.name}}`).join(encodeURIComponent(scalar(p.example)));
  }
  const query = op.parameters
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(scalar(p.example))}`);
  const url = `${origin.replace(/\/+$/, '')}${API_BASE_PATH}${path}${query.length ? `?${query.join('&')}` : ''}`;
  const headers: [string, string][] = op.parameters
    .filter((p) => p.in === 'header' && p.required && p.name.toLowerCase() !== 'authorization')
    .map((p) => [p.name, scalar(p.example)]);
  if (op.requiresBearer) headers.push(['Authorization', `Bearer ${ACCESS_TOKEN_PLACEHOLDER}`]);
  const rb = op.requestBody;
  let body: SampleRequest['body'];
  if (rb) {
    const json = /[/+]json\b/.test(rb.contentType);
    const text = json || typeof rb.example !== 'string' ? JSON.stringify(rb.example ?? {}, null, 2) : rb.example;
    body = { contentType: rb.contentType, text, value: rb.example ?? {}, json };
  }
  return { method: op.method.toUpperCase(), url, headers, body };
}

export function buildSample(language: SampleLanguage, op: ApiOperation, origin: string): string {
  const req = sampleRequest(op, origin);
  switch (language) {
    case 'curl':
      return curl(req);
    case 'javascript':
      return javascript(req);
    case 'typescript':
      return typescript(req, op);
    case 'python':
      return python(req);
    case 'csharp':
      return csharp(req);
    case 'java':
      return java(req);
    case 'go':
      return go(req);
    case 'php':
      return php(req);
  }
}

function curl(req: SampleRequest): string {
  const lines = [`curl --request ${req.method}`, `--url ${shellQuote(req.url)}`];
  if (req.body) lines.push(`--header ${shellQuote(`Content-Type: ${req.body.contentType}`)}`);
  for (const [k, v] of req.headers) lines.push(`--header ${shellQuote(`${k}: ${v}`)}`);
  if (req.body) lines.push(`--data ${shellQuote(req.body.text)}`);
  return lines.join(' \\\n  ');
}

function fetchCall(req: SampleRequest, bodyExpr: string | undefined): string {
  const headers = [...(req.body ? [['Content-Type', req.body.contentType]] : []), ...req.headers];
  const parts = [`  method: ${JSON.stringify(req.method)},`];
  if (headers.length) parts.push(`  headers: {\n${headers.map(([k, v]) => `    ${JSON.stringify(k)}: ${JSON.stringify(v)},`).join('\n')}\n  },`);
  if (bodyExpr) parts.push(`  body: ${bodyExpr},`);
  return `const response = await fetch(${JSON.stringify(req.url)}, {\n${parts.join('\n')}\n});`;
}

function javascript(req: SampleRequest): string {
  const body = req.body && (req.body.json ? `JSON.stringify(${jsLiteral(req.body.value, '  ')})` : JSON.stringify(req.body.text));
  return [fetchCall(req, body), 'const result = await response.json();', 'console.log(response.status, result);'].join('\n');
}

function typescript(req: SampleRequest, op: ApiOperation): string {
  const types = new TypeWriter();
  const base = identifier(op.operationId || `${op.method} ${op.path}`);
  const decls: string[] = [];
  const out: string[] = [];
  let bodyExpr: string | undefined;
  if (req.body && op.requestBody) {
    decls.push(types.declare(`${base}Request`, op.requestBody.schema));
    out.push(`const body: ${base}Request = ${req.body.json ? jsLiteral(req.body.value, '') : JSON.stringify(req.body.text)};`, '');
    bodyExpr = req.body.json ? 'JSON.stringify(body)' : 'body';
  }
  const success = op.responses.find((r) => /^2/.test(r.status) && r.schema);
  if (success?.schema) decls.push(types.declare(`${base}Response`, success.schema));
  out.push(fetchCall(req, bodyExpr));
  out.push('if (!response.ok) throw new Error(`HTTP ${response.status}`);');
  out.push(success ? `const result = (await response.json()) as ${base}Response;` : 'const result: unknown = await response.json();');
  out.push('console.log(result);');
  return [...decls, ...types.componentDeclarations(), out.join('\n')].join('\n\n');
}

function python(req: SampleRequest): string {
  const lines = ['import requests', '', `url = ${JSON.stringify(req.url)}`];
  const headers = [...(req.body && !req.body.json ? [['Content-Type', req.body.contentType]] : []), ...req.headers];
  const args = ['url'];
  if (headers.length) {
    lines.push(`headers = {\n${headers.map(([k, v]) => `    ${JSON.stringify(k)}: ${JSON.stringify(v)},`).join('\n')}\n}`);
    args.push('headers=headers');
  }
  if (req.body) {
    lines.push(`payload = ${req.body.json ? pythonLiteral(req.body.value, '') : JSON.stringify(req.body.text)}`);
    args.push(req.body.json ? 'json=payload' : 'data=payload');
  }
  const fn = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'].includes(req.method)
    ? `requests.${req.method.toLowerCase()}(${args.join(', ')})`
    : `requests.request(${JSON.stringify(req.method)}, ${args.join(', ')})`;
  lines.push('', `response = ${fn}`, 'print(response.status_code)', 'print(response.json())');
  return lines.join('\n');
}

function csharp(req: SampleRequest): string {
  const known = ['Get', 'Post', 'Put', 'Patch', 'Delete', 'Head', 'Options', 'Trace'];
  const pascal = req.method[0] + req.method.slice(1).toLowerCase();
  const method = known.includes(pascal) ? `HttpMethod.${pascal}` : `new HttpMethod(${csString(req.method)})`;
  const lines = [
    'using System.Net.Http;',
    'using System.Net.Http.Headers;',
    'using System.Text;',
    '',
    'using var client = new HttpClient();',
    `using var request = new HttpRequestMessage(${method}, ${csString(req.url)});`,
  ];
  for (const [k, v] of req.headers) {
    if (k === 'Authorization' && v.startsWith('Bearer '))
      lines.push(`request.Headers.Authorization = new AuthenticationHeaderValue("Bearer", ${csString(v.slice(7))});`);
    else lines.push(`request.Headers.Add(${csString(k)}, ${csString(v)});`);
  }
  if (req.body) {
    const fence = '"'.repeat(Math.max(3, longestRun(req.body.text, '"') + 1));
    lines.push(
      'request.Content = new StringContent(',
      `    ${fence}`,
      indent(req.body.text, '    ', true),
      `    ${fence},`,
      '    Encoding.UTF8,',
      `    ${csString(req.body.contentType)});`,
    );
  }
  lines.push(
    '',
    'using var response = await client.SendAsync(request);',
    'Console.WriteLine((int)response.StatusCode);',
    'Console.WriteLine(await response.Content.ReadAsStringAsync());',
  );
  return lines.join('\n');
}

function java(req: SampleRequest): string {
  const pre = [
    'import java.net.URI;',
    'import java.net.http.HttpClient;',
    'import java.net.http.HttpRequest;',
    'import java.net.http.HttpResponse;',
    '',
    'public class Example {',
    '    public static void main(String[] args) throws Exception {',
  ];
  const body: string[] = [];
  if (req.body) {
    const block = req.body.text.replace(/\\/g, '\\\\').replace(/"""/g, '\\"""');
    body.push('String body = """', indent(block, '            ', true), '            """;', '');
  }
  body.push('HttpRequest request = HttpRequest.newBuilder()', `        .uri(URI.create(${javaString(req.url)}))`);
  if (req.body) body.push(`        .header("Content-Type", ${javaString(req.body.contentType)})`);
  for (const [k, v] of req.headers) body.push(`        .header(${javaString(k)}, ${javaString(v)})`);
  const publisher = req.body ? 'HttpRequest.BodyPublishers.ofString(body)' : 'HttpRequest.BodyPublishers.noBody()';
  body.push(req.method === 'GET' && !req.body ? '        .GET()' : `        .method(${javaString(req.method)}, ${publisher})`, '        .build();', '');
  body.push(
    'HttpResponse<String> response = HttpClient.newHttpClient()',
    '        .send(request, HttpResponse.BodyHandlers.ofString());',
    'System.out.println(response.statusCode());',
    'System.out.println(response.body());',
  );
  return [...pre, ...body.map((l) => (l && !l.startsWith('            ') ? `        ${l}` : l)), '    }', '}'].join('\n');
}

function go(req: SampleRequest): string {
  const imports = ['"fmt"', '"io"', '"net/http"', ...(req.body ? ['"strings"'] : [])];
  const lines = ['package main', '', `import (\n${imports.map((i) => `\t${i}`).join('\n')}\n)`, '', 'func main() {'];
  if (req.body) lines.push(`\tbody := strings.NewReader(${req.body.text.includes('`') ? JSON.stringify(req.body.text) : `\`${req.body.text}\``})`);
  const methods: Record<string, string> = {
    GET: 'Get',
    POST: 'Post',
    PUT: 'Put',
    PATCH: 'Patch',
    DELETE: 'Delete',
    HEAD: 'Head',
    OPTIONS: 'Options',
    TRACE: 'Trace',
  };
  const method = methods[req.method] ? `http.Method${methods[req.method]}` : JSON.stringify(req.method);
  lines.push(
    `\treq, err := http.NewRequest(${method}, ${JSON.stringify(req.url)}, ${req.body ? 'body' : 'nil'})`,
    '\tif err != nil {',
    '\t\tpanic(err)',
    '\t}',
  );
  if (req.body) lines.push(`\treq.Header.Set("Content-Type", ${JSON.stringify(req.body.contentType)})`);
  for (const [k, v] of req.headers) lines.push(`\treq.Header.Set(${JSON.stringify(k)}, ${JSON.stringify(v)})`);
  lines.push('', '\tres, err := http.DefaultClient.Do(req)', '\tif err != nil {', '\t\tpanic(err)', '\t}', '\tdefer res.Body.Close()', '');
  lines.push(
    '\tdata, err := io.ReadAll(res.Body)',
    '\tif err != nil {',
    '\t\tpanic(err)',
    '\t}',
    '\tfmt.Println(res.StatusCode)',
    '\tfmt.Println(string(data))',
    '}',
  );
  return lines.join('\n');
}

function php(req: SampleRequest): string {
  const lines = ['<?php', ''];
  if (req.body) lines.push("$payload = <<<'BODY'", req.body.text, 'BODY;', '');
  const headers = [...(req.body ? [['Content-Type', req.body.contentType]] : []), ...req.headers];
  lines.push(`$ch = curl_init(${phpString(req.url)});`, 'curl_setopt_array($ch, [');
  if (req.method !== 'GET') lines.push(`    CURLOPT_CUSTOMREQUEST => ${phpString(req.method)},`);
  lines.push('    CURLOPT_RETURNTRANSFER => true,');
  if (headers.length) lines.push('    CURLOPT_HTTPHEADER => [', ...headers.map(([k, v]) => `        ${phpString(`${k}: ${v}`)},`), '    ],');
  if (req.body) lines.push('    CURLOPT_POSTFIELDS => $payload,');
  lines.push(']);', '', '$response = curl_exec($ch);', 'if ($response === false) {', '    throw new RuntimeException(curl_error($ch));', '}');
  lines.push('$status = curl_getinfo($ch, CURLINFO_RESPONSE_CODE);', 'curl_close($ch);', '', 'echo $status, PHP_EOL, $response, PHP_EOL;');
  return lines.join('\n');
}

// ---------------------------------------------------------------- literals and quoting

/** JSON values as Python literals: JSON's string and number syntax is valid Python. */
export function pythonLiteral(value: unknown, pad: string): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value !== 'object') return JSON.stringify(value);
  const inner = `${pad}    `;
  if (Array.isArray(value)) {
    return value.length ? `[\n${value.map((v) => `${inner}${pythonLiteral(v, inner)},`).join('\n')}\n${pad}]` : '[]';
  }
  const entries = Object.entries(value);
  return entries.length ? `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${pythonLiteral(v, inner)},`).join('\n')}\n${pad}}` : '{}';
}

/** JSON values as JavaScript literals, with bare keys where they are identifiers. */
export function jsLiteral(value: unknown, pad: string): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  const inner = `${pad}  `;
  if (Array.isArray(value)) {
    return value.length ? `[\n${value.map((v) => `${inner}${jsLiteral(v, inner)},`).join('\n')}\n${pad}]` : '[]';
  }
  const entries = Object.entries(value);
  const key = (k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k));
  return entries.length ? `{\n${entries.map(([k, v]) => `${inner}${key(k)}: ${jsLiteral(v, inner)},`).join('\n')}\n${pad}}` : '{}';
}

const scalar = (v: unknown) => (typeof v === 'string' ? v : v === undefined ? '' : JSON.stringify(v));
const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
const csString = (s: string) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;
const javaString = csString;
const phpString = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function longestRun(text: string, ch: string): number {
  let best = 0;
  let run = 0;
  for (const c of text) {
    run = c === ch ? run + 1 : 0;
    best = Math.max(best, run);
  }
  return best;
}

/** Prefixes every line after the first (or every line with `all`) so nested text lines up. */
function indent(text: string, prefix: string, all = false): string {
  return text
    .split('\n')
    .map((line, i) => (all || i > 0 ? prefix + line : line))
    .join('\n');
}
