// Mesh's fetch: requests to http://siteline.internal are answered by the Fastify instance of this
// process through app.inject() — no TCP round trip, no port to know. Anything else (there is
// nothing else today) falls through to the global fetch.
//
// Mesh hands this function the GraphQL context of the /graphql request (server/src/plugins/mesh.ts),
// which carries the hop: the caller's address becomes the REST request's socket address (so
// per-address rate limits and audit records see the real client; no header is involved, so nothing
// a client sends can set it), the /graphql request's id becomes the REST requests' id (one id in
// the log for the whole GraphQL request), and the cookies the REST answers set are collected for the reply.
import type { FastifyInstance } from 'fastify';

// Kept on globalThis: `npm start` runs the server as one bundle while the Mesh artifact imports
// the compiled copy of this file (build/mesh/), so the two copies must share the instance.
const APP = Symbol.for('siteline.inProcessApp');
type Holder = { [APP]?: FastifyInstance };

export function attachInProcessApp(instance: FastifyInstance) {
  (globalThis as Holder)[APP] = instance;
}

/** The /graphql request a REST call is made for. */
export interface InProcessHop {
  /** The caller's address as Fastify resolved it (SITELINE_TRUST_PROXY applies there, once). */
  ip: string;
  /** The /graphql request's id: the REST requests made for it log under the same id (X-Request-ID). */
  requestId?: string;
  /** Set-Cookie values of the REST answers, sent back on the /graphql reply. */
  setCookies: string[];
  /** A REST answer said Cache-Control: no-store (it carries tokens): so does the /graphql reply. */
  noStore?: boolean;
  /** A REST answer was a 429 with Retry-After: the longest wait, sent back on the /graphql reply. */
  retryAfterSeconds?: number;
}

const INTERNAL = 'http://siteline.internal';

export default async function inProcessFetch(input: string | URL | Request, init: RequestInit = {}, context?: { hop?: InProcessHop }): Promise<Response> {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const app = (globalThis as Holder)[APP];
  if (!url.startsWith(INTERNAL) || !app) return fetch(input, init);
  const hop = context?.hop;
  // Without its /graphql request a call would reach REST as 127.0.0.1, one rate-limit bucket for everybody.
  if (!hop) throw new Error('In-process REST call without the /graphql request it belongs to');
  const headers: Record<string, string> = {};
  new Headers(init.headers).forEach((value, key) => {
    headers[key] = value;
  });
  // Set here, not by Mesh's operation headers: only the server's own /graphql handler can name it.
  if (hop.requestId) headers['x-request-id'] = hop.requestId;
  const res = await app.inject({
    method: (init.method ?? 'GET') as 'GET',
    url: url.slice(INTERNAL.length),
    headers,
    remoteAddress: hop.ip,
    payload: init.body == null ? undefined : typeof init.body === 'string' ? init.body : Buffer.from(await new Response(init.body).arrayBuffer()),
  });
  const cookies = res.headers['set-cookie'];
  if (cookies) hop.setCookies.push(...(Array.isArray(cookies) ? cookies : [cookies]));
  if (String(res.headers['cache-control'] ?? '').includes('no-store')) hop.noStore = true;
  const retryAfter = Number(res.headers['retry-after']);
  if (res.statusCode === 429 && Number.isFinite(retryAfter)) hop.retryAfterSeconds = Math.max(hop.retryAfterSeconds ?? 0, retryAfter);
  return new InProcessResponse(res.statusCode === 204 ? null : res.rawPayload, res.payload, {
    status: res.statusCode,
    headers: Object.entries(res.headers).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)] as [string, string]])),
  });
}

/**
 * A Response whose text is the reply inject() already decoded. Mesh reads JSON answers with
 * text(); a body stream would encode the 60 kB of a grid page back to bytes and decode it again
 * (about 0.4 ms a page). Binary reads (blob, arrayBuffer) get the raw bytes.
 */
class InProcessResponse extends Response {
  constructor(
    private readonly raw: Buffer | null,
    private readonly decoded: string,
    init: ResponseInit,
  ) {
    super(null, init);
  }
  override text(): Promise<string> {
    return Promise.resolve(this.raw === null ? '' : this.decoded);
  }
  override json(): Promise<unknown> {
    return this.text().then((t) => JSON.parse(t));
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    const raw = this.raw ?? Buffer.alloc(0);
    return Promise.resolve(raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.byteLength) as ArrayBuffer);
  }
  override blob(): Promise<Blob> {
    return Promise.resolve(new Blob([new Uint8Array(this.raw ?? Buffer.alloc(0))], { type: this.headers.get('content-type') ?? '' }));
  }
}

// The built Mesh artifact imports `m.fetch || m`: name the export it looks for.
export { inProcessFetch as fetch };
