// Mesh's fetch: requests to http://siteline.internal are answered by the Fastify instance of this
// process through app.inject() — no TCP round trip, no port to know. Anything else (there is
// nothing else today) falls through to the global fetch.
import type { FastifyInstance } from 'fastify';

let app: FastifyInstance | null = null;

export function attachInProcessApp(instance: FastifyInstance) {
  app = instance;
}

const INTERNAL = 'http://siteline.internal';

export default async function inProcessFetch(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (!url.startsWith(INTERNAL) || !app) return fetch(input, init);
  const headers: Record<string, string> = {};
  new Headers(init.headers).forEach((value, key) => {
    headers[key] = value;
  });
  const res = await app.inject({
    method: (init.method ?? 'GET') as 'GET',
    url: url.slice(INTERNAL.length),
    headers,
    payload: init.body == null ? undefined : typeof init.body === 'string' ? init.body : Buffer.from(await new Response(init.body).arrayBuffer()),
  });
  return new Response(res.statusCode === 204 ? null : new Uint8Array(res.rawPayload), {
    status: res.statusCode,
    headers: Object.entries(res.headers).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)] as [string, string]])),
  });
}

// The built Mesh artifact imports `m.fetch || m`: name the export it looks for.
export { inProcessFetch as fetch };
