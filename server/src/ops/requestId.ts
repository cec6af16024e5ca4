// The request id every log line of a request carries (pino's `reqId`). A caller (a load balancer, a
// client tracing its own calls) may bring one in X-Request-ID; it is kept only when it is short and
// made of safe characters, so nothing a client sends can forge log structure or bloat every line.
// Otherwise the server makes one. The answer echoes it, and the /graphql hop passes it to the REST
// calls it makes in-process (mesh/inProcessFetch.ts), so one GraphQL request is one id in the log.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Letters, digits and . _ : - up to 128 characters: UUIDs, trace ids and nginx's $request_id fit. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's id when well-formed, else undefined. */
export function acceptedRequestId(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' && WELL_FORMED.test(value) ? value : undefined;
}

/** Fastify's genReqId: the caller's well-formed id, or a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  return acceptedRequestId(request.headers[REQUEST_ID_HEADER]) ?? randomUUID();
}
