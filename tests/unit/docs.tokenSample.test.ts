// The docs page on the Integration API: the token endpoint's samples send the form-encoded body of
// RFC 6749 (the first content type the operation declares) without a bearer header; the integration
// calls say where their token comes from (POST /auth/v1/token) and send it.
import { describe, expect, it } from 'vitest';
import { parseApiDocument, type OpenApiDocument } from '../../src/features/docs/openapi.catalogue.ts';
import { buildSamples, harRequest } from '../../src/features/docs/samples.ts';

const ORIGIN = 'https://fleet.example.com';
const tokenBody = {
  type: 'object',
  required: ['grant_type'],
  properties: {
    grant_type: { type: 'string', maxLength: 64, example: 'client_credentials' },
    client_id: { type: 'string', maxLength: 64, example: 'sl_0f1e2d3c4b5a69788796a5b4c3d2e1f0' },
    client_secret: { type: 'string', maxLength: 128, example: 'your-client-secret' },
  },
};
// The two operations as GET /api/swagger/Integration/swagger.json describes them.
const doc = {
  openapi: '3.0.3',
  info: { title: 'Siteline API', version: '1' },
  paths: {
    '/auth/v1/token': {
      post: {
        operationId: 'integrationToken',
        tags: ['Integration API'],
        security: [],
        requestBody: {
          required: true,
          content: { 'application/x-www-form-urlencoded': { schema: tokenBody }, 'application/json': { schema: tokenBody } },
        },
        responses: { 200: { description: 'OK', content: { 'application/json': { schema: { type: 'object' } } } } },
      },
    },
    '/integration/v1/machines': {
      get: { operationId: 'integrationMachines', tags: ['Integration API'], responses: { 200: { description: 'OK' } } },
    },
  },
} as unknown as OpenApiDocument;

const catalogue = parseApiDocument(doc);
const token = catalogue.operations.find((o) => o.path === '/auth/v1/token')!;
const machines = catalogue.operations.find((o) => o.path === '/integration/v1/machines')!;

describe('the token endpoint on /docs', () => {
  it('sends the form-encoded body, as RFC 6749 defines it, and no bearer header', async () => {
    expect(token.requestBody?.contentType).toBe('application/x-www-form-urlencoded');
    const har = harRequest(token, ORIGIN);
    expect(har.postData).toMatchObject({
      mimeType: 'application/x-www-form-urlencoded',
      params: [
        { name: 'grant_type', value: 'client_credentials' },
        { name: 'client_id', value: 'sl_0f1e2d3c4b5a69788796a5b4c3d2e1f0' },
        { name: 'client_secret', value: 'your-client-secret' },
      ],
    });
    expect(har.headers).toEqual([{ name: 'Content-Type', value: 'application/x-www-form-urlencoded' }]);

    const samples = await buildSamples(token, ORIGIN);
    // Each language's own way of sending a form.
    const form = 'grant_type=client_credentials&client_id=sl_0f1e2d3c4b5a69788796a5b4c3d2e1f0&client_secret=your-client-secret';
    expect(samples.curl).toContain("--header 'Content-Type: application/x-www-form-urlencoded'");
    expect(samples.curl).toContain('--data grant_type=client_credentials \\\n  --data client_id=sl_0f1e2d3c4b5a69788796a5b4c3d2e1f0');
    expect(samples.javascript).toContain('body: new URLSearchParams({');
    expect(samples.javascript).toContain("grant_type: 'client_credentials'");
    expect(samples.typescript).toContain('new URLSearchParams(');
    expect(samples.python).toContain('requests.post(url, data=payload, headers=headers)');
    expect(samples.csharp).toContain('new FormUrlEncodedContent(');
    for (const language of ['java', 'go', 'php'] as const) expect(samples[language], language).toContain(form);
    for (const [language, sample] of Object.entries(samples)) {
      expect(sample, language).not.toContain('Bearer');
      expect(sample, language).not.toMatch(/JSON\.stringify|application\/json|json=/);
      expect(sample, language).toContain(`${ORIGIN}/api/auth/v1/token`);
    }
  });

  it('sends the integration calls with the bearer token', async () => {
    expect(machines.requiresBearer).toBe(true);
    const samples = await buildSamples(machines, ORIGIN);
    for (const sample of Object.values(samples)) expect(sample).toContain('Bearer <access_token>');
  });
});
