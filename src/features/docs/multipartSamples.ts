// Samples for a form with a file (the image upload). httpsnippet-lite cannot read a file: it writes
// the file part as an empty string or a fixed body with an empty file in every language but cURL
// (and Go/Java/PHP then send no boundary). Ours read the file from disk with each language's own
// multipart support and let it write the boundary. cURL stays the generator's (`--form file=@…`).
import type { HarRequest } from 'httpsnippet-lite';

type Lang = 'javascript' | 'python' | 'csharp' | 'java' | 'go' | 'php';
interface Part {
  name: string;
  value?: string;
  fileName?: string;
  contentType?: string;
}
interface Form {
  url: string;
  method: string;
  headers: { name: string; value: string }[];
  fields: { name: string; value: string }[];
  files: { name: string; fileName: string; contentType: string }[];
}

/** The multipart sample for a language, or null when the generator's own is right (cURL) or the request is no form. */
export function multipartSample(language: string, har: HarRequest): string | null {
  if (har.postData?.mimeType !== 'multipart/form-data' || !(language in WRITERS)) return null;
  return WRITERS[language as Lang](formOf(har));
}

function formOf(har: HarRequest): Form {
  const query = har.queryString.map((q) => `${encodeURIComponent(q.name)}=${encodeURIComponent(q.value)}`).join('&');
  const parts = (har.postData?.params ?? []) as Part[];
  return {
    url: query ? `${har.url}?${query}` : har.url,
    method: har.method,
    headers: har.headers.filter((h) => h.name.toLowerCase() !== 'content-type'),
    fields: parts.filter((p) => p.fileName === undefined).map((p) => ({ name: p.name, value: p.value ?? '' })),
    files: parts
      .filter((p) => p.fileName !== undefined)
      .map((p) => ({ name: p.name, fileName: p.fileName!, contentType: p.contentType ?? 'application/octet-stream' })),
  };
}

/** A double-quoted string literal in the C family (C#, Java, Go, PHP, Python, JavaScript). */
const q = (s: string) => JSON.stringify(s);
/** PHP's double quotes interpolate `$`: escape it. */
const php = (s: string) => q(s).replaceAll('$', '\\$');

const WRITERS: Record<Lang, (f: Form) => string> = {
  javascript: (f) =>
    [
      `import { openAsBlob } from 'node:fs'; // Node 20+; in a browser, append the File from an <input type="file">`,
      '',
      `const url = ${q(f.url)};`,
      'const form = new FormData();',
      ...f.fields.map((x) => `form.append(${q(x.name)}, ${q(x.value)});`),
      ...f.files.map((x) => `form.append(${q(x.name)}, await openAsBlob(${q(x.fileName)}, { type: ${q(x.contentType)} }), ${q(x.fileName)});`),
      '',
      // fetch writes the multipart Content-Type with its boundary itself.
      `const options = { method: ${q(f.method)}, headers: { ${f.headers.map((h) => `${q(h.name)}: ${q(h.value)}`).join(', ')} }, body: form };`,
      '',
      'try {',
      '  const response = await fetch(url, options);',
      '  const data = await response.json();',
      '  console.log(data);',
      '} catch (error) {',
      '  console.error(error);',
      '}',
    ].join('\n'),

  python: (f) =>
    [
      'import requests',
      '',
      `url = ${q(f.url)}`,
      `headers = {${f.headers.map((h) => `${q(h.name)}: ${q(h.value)}`).join(', ')}}`,
      `data = {${f.fields.map((x) => `${q(x.name)}: ${q(x.value)}`).join(', ')}}`,
      `files = {${f.files.map((x) => `${q(x.name)}: (${q(x.fileName)}, open(${q(x.fileName)}, "rb"), ${q(x.contentType)})`).join(', ')}}`,
      '',
      `response = requests.request(${q(f.method)}, url, headers=headers, data=data, files=files)`,
      '',
      'print(response.json())',
    ].join('\n'),

  csharp: (f) =>
    [
      'using System.Net.Http.Headers;',
      '',
      'var client = new HttpClient();',
      'using var form = new MultipartFormDataContent();',
      ...f.fields.map((x) => `form.Add(new StringContent(${q(x.value)}), ${q(x.name)});`),
      ...f.files.flatMap((x, i) => [
        `var file${i} = new ByteArrayContent(await File.ReadAllBytesAsync(${q(x.fileName)}));`,
        `file${i}.Headers.ContentType = new MediaTypeHeaderValue(${q(x.contentType)});`,
        `form.Add(file${i}, ${q(x.name)}, ${q(x.fileName)});`,
      ]),
      `using var request = new HttpRequestMessage(new HttpMethod(${q(f.method)}), ${q(f.url)}) { Content = form };`,
      ...f.headers.map((h) => `request.Headers.Add(${q(h.name)}, ${q(h.value)});`),
      'using var response = await client.SendAsync(request);',
      'response.EnsureSuccessStatusCode();',
      'Console.WriteLine(await response.Content.ReadAsStringAsync());',
    ].join('\n'),

  java: (f) =>
    [
      // java.net.http has no multipart writer: the body is written part by part around one boundary
      // (ByteArrayOutputStream.writeBytes, Java 11+, throws no checked exception).
      'String boundary = "siteline-" + java.util.UUID.randomUUID();',
      'var body = new java.io.ByteArrayOutputStream();',
      ...f.fields.map(
        (x) =>
          `body.writeBytes(("--" + boundary + "\\r\\nContent-Disposition: form-data; name=\\"${x.name}\\"\\r\\n\\r\\n" + ${q(x.value)} + "\\r\\n").getBytes(java.nio.charset.StandardCharsets.UTF_8));`,
      ),
      ...f.files.flatMap((x) => [
        `body.writeBytes(("--" + boundary + "\\r\\nContent-Disposition: form-data; name=\\"${x.name}\\"; filename=\\"${x.fileName}\\"\\r\\nContent-Type: ${x.contentType}\\r\\n\\r\\n").getBytes(java.nio.charset.StandardCharsets.UTF_8));`,
        `body.writeBytes(java.nio.file.Files.readAllBytes(java.nio.file.Path.of(${q(x.fileName)})));`,
        'body.writeBytes("\\r\\n".getBytes(java.nio.charset.StandardCharsets.UTF_8));',
      ]),
      'body.writeBytes(("--" + boundary + "--\\r\\n").getBytes(java.nio.charset.StandardCharsets.UTF_8));',
      '',
      'HttpRequest request = HttpRequest.newBuilder()',
      `    .uri(URI.create(${q(f.url)}))`,
      ...f.headers.map((h) => `    .header(${q(h.name)}, ${q(h.value)})`),
      '    .header("Content-Type", "multipart/form-data; boundary=" + boundary)',
      `    .method(${q(f.method)}, HttpRequest.BodyPublishers.ofByteArray(body.toByteArray()))`,
      '    .build();',
      'HttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());',
      'System.out.println(response.body());',
    ].join('\n'),

  go: (f) =>
    [
      'package main',
      '',
      'import (',
      '\t"bytes"',
      '\t"fmt"',
      '\t"io"',
      '\t"mime/multipart"',
      '\t"net/http"',
      '\t"net/textproto"',
      '\t"os"',
      ')',
      '',
      'func main() {',
      `\turl := ${q(f.url)}`,
      '',
      '\tvar body bytes.Buffer',
      '\tform := multipart.NewWriter(&body)',
      ...f.fields.map((x) => `\tform.WriteField(${q(x.name)}, ${q(x.value)})`),
      ...f.files.flatMap((x) => [
        '\t{',
        '\t\theader := make(textproto.MIMEHeader)',
        `\t\theader.Set("Content-Disposition", ${q(`form-data; name="${x.name}"; filename="${x.fileName}"`)})`,
        `\t\theader.Set("Content-Type", ${q(x.contentType)})`,
        '\t\tpart, _ := form.CreatePart(header)',
        `\t\tfile, err := os.Open(${q(x.fileName)})`,
        '\t\tif err != nil {',
        '\t\t\tpanic(err)',
        '\t\t}',
        '\t\tio.Copy(part, file)',
        '\t\tfile.Close()',
        '\t}',
      ]),
      '\tform.Close()',
      '',
      `\treq, _ := http.NewRequest(${q(f.method)}, url, &body)`,
      ...f.headers.map((h) => `\treq.Header.Add(${q(h.name)}, ${q(h.value)})`),
      // The writer knows its boundary: the Content-Type comes from it.
      '\treq.Header.Set("Content-Type", form.FormDataContentType())',
      '',
      '\tres, err := http.DefaultClient.Do(req)',
      '\tif err != nil {',
      '\t\tpanic(err)',
      '\t}',
      '\tdefer res.Body.Close()',
      '\tout, _ := io.ReadAll(res.Body)',
      '',
      '\tfmt.Println(res)',
      '\tfmt.Println(string(out))',
      '}',
    ].join('\n'),

  php: (f) =>
    [
      '<?php',
      '',
      '$curl = curl_init();',
      '',
      // An array of fields with CURLFile values makes curl send multipart with its own boundary.
      'curl_setopt_array($curl, [',
      `  CURLOPT_URL => ${php(f.url)},`,
      '  CURLOPT_RETURNTRANSFER => true,',
      `  CURLOPT_CUSTOMREQUEST => ${php(f.method)},`,
      '  CURLOPT_POSTFIELDS => [',
      ...f.fields.map((x) => `    ${php(x.name)} => ${php(x.value)},`),
      ...f.files.map((x) => `    ${php(x.name)} => new CURLFile(${php(x.fileName)}, ${php(x.contentType)}, ${php(x.fileName)}),`),
      '  ],',
      '  CURLOPT_HTTPHEADER => [',
      ...f.headers.map((h) => `    ${php(`${h.name}: ${h.value}`)},`),
      '  ],',
      ']);',
      '',
      '$response = curl_exec($curl);',
      '$err = curl_error($curl);',
      '',
      'curl_close($curl);',
      '',
      'if ($err) {',
      '  echo "cURL Error #:" . $err;',
      '} else {',
      '  echo $response;',
      '}',
    ].join('\n'),
};
