// The OAuth 2.0 token endpoint for API clients (RFC 6749 §4.4, client credentials grant):
//   POST /api/auth/v1/token  grant_type=client_credentials
//   client authentication: HTTP Basic (client_id:client_secret, §2.3.1) or client_id + client_secret
//   in the body; the body is application/x-www-form-urlencoded as the RFC says, or JSON.
// Answers are the RFC's, not the envelope: {access_token, token_type, expires_in, scope} with
// Cache-Control: no-store, and errors {error, error_description} (400, or 401 invalid_client).
// Token requests are limited per client and per address, so a stolen-and-replayed secret cannot
// mint tokens without bound and a scanner cannot hammer the endpoint; wrong secrets are limited per
// client too, so a secret cannot be guessed from many addresses.
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyError, FastifyReply } from 'fastify';
import type { AppContext } from '../../app.ts';
import type { TypedApp } from '../../http/types.ts';
import { INTEGRATION_SCOPE } from '../../integrations/clientCredentials.ts';
import { SlidingWindowLimiter } from '../../services/rateLimit.ts';
import { noStore } from '../../http/noStore.ts';

const TOKENS_PER_CLIENT_PER_MINUTE = 30;
/** Wrong secrets per client id in 15 minutes before the client is refused for a while (as failed logins per account). */
export const FAILED_SECRETS_PER_CLIENT = 10;
const ATTEMPTS_PER_ADDRESS_PER_MINUTE = 60;
const FORM_BODY_LIMIT = 4096;
const CLIENT_ID_MAX = 64;
const CLIENT_SECRET_MAX = 128;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

const TokenRequest = Type.Object(
  {
    grant_type: Type.String({ maxLength: 64, description: 'client_credentials', examples: ['client_credentials'] }),
    client_id: Type.Optional(
      Type.String({ maxLength: CLIENT_ID_MAX, description: 'When not sent with HTTP Basic', examples: ['sl_0f1e2d3c4b5a69788796a5b4c3d2e1f0'] }),
    ),
    client_secret: Type.Optional(Type.String({ maxLength: CLIENT_SECRET_MAX, description: 'When not sent with HTTP Basic', examples: ['your-client-secret'] })),
    scope: Type.Optional(Type.String({ maxLength: 100, description: `Optional; the only scope is '${INTEGRATION_SCOPE}'`, examples: [INTEGRATION_SCOPE] })),
  },
  { additionalProperties: true },
);

const TokenAnswer = Type.Object({
  access_token: Type.String(),
  token_type: Type.Literal('Bearer'),
  expires_in: Type.Integer({ description: 'Seconds' }),
  scope: Type.String(),
});

const OAuthError = Type.Object({
  error: Type.String({ maxLength: 32, description: 'invalid_request, invalid_client, unsupported_grant_type, invalid_scope, slow_down or server_error' }),
  error_description: Type.String({ maxLength: 500 }),
});

type OAuthErrorCode = 'invalid_request' | 'invalid_client' | 'unsupported_grant_type' | 'invalid_scope' | 'slow_down' | 'server_error';

function deny(reply: FastifyReply, status: number, error: OAuthErrorCode, description: string) {
  return noStore(reply).code(status).send({ error, error_description: description });
}

/** What a client error before the handler says: ours, never the framework's own text. */
function clientErrorText(status: number): string {
  if (status === 413) return `The body is larger than ${FORM_BODY_LIMIT} bytes`;
  if (status === 415) return 'Send the body as application/x-www-form-urlencoded or application/json';
  return 'The body is not a well-formed token request (form-encoded or JSON, with grant_type)';
}

/** client_id and client_secret from an HTTP Basic header (each form-urlencoded, RFC 6749 §2.3.1). */
export function basicCredentials(header: string | undefined): { id: string; secret: string } | null | 'malformed' {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match) return header && /^Basic\b/i.test(header) ? 'malformed' : null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return 'malformed';
  try {
    const unescape = (s: string) => decodeURIComponent(s.replace(/\+/g, ' '));
    const credentials = { id: unescape(decoded.slice(0, colon)), secret: unescape(decoded.slice(colon + 1)) };
    // The body's bounds hold for Basic too; a control character (NUL above all: PostgreSQL refuses
    // it in text, the fuzzer's 500) is never part of an id or a secret we issue.
    const fits = credentials.id.length <= CLIENT_ID_MAX && credentials.secret.length <= CLIENT_SECRET_MAX;
    return fits && !CONTROL.test(credentials.id + credentials.secret) ? credentials : 'malformed';
  } catch {
    return 'malformed';
  }
}

export async function oauthRoutes(app: TypedApp, { db, integrationGate }: AppContext) {
  // Shared by every instance (rate_limit_events), as the login limits are.
  const perClient = new SlidingWindowLimiter(db, { bucket: 'oauth-client', max: TOKENS_PER_CLIENT_PER_MINUTE, windowMs: 60_000 });
  const perAddress = new SlidingWindowLimiter(db, { bucket: 'oauth-address', max: ATTEMPTS_PER_ADDRESS_PER_MINUTE, windowMs: 60_000 });
  // Guessing one client's secret from many addresses is limited by the client, not only by address.
  const failuresPerClient = new SlidingWindowLimiter(db, { bucket: 'oauth-client-failures', max: FAILED_SECRETS_PER_CLIENT, windowMs: 15 * 60_000 });

  // Own plugin scope: the form parser exists for this route only.
  await app.register(async (scoped) => {
    scoped.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    // Whatever fails before the handler (no body, broken JSON, a prototype key, the NUL character, an
    // unknown content type, a body too large) is answered in the RFC's shape too: the app's envelope
    // does not fit this route's answers, and would fail their serialisation as a 500.
    scoped.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status === 429) return deny(reply, 429, 'slow_down', 'Too many token requests');
      if (status >= 400 && status < 500) {
        return deny(reply, status === 413 || status === 415 ? status : 400, 'invalid_request', clientErrorText(status));
      }
      request.log.error({ err: error }, 'token endpoint failed');
      return deny(reply, 500, 'server_error', 'Internal server error');
    });

    scoped.post(
      '/auth/v1/token',
      {
        attachValidation: true,
        bodyLimit: FORM_BODY_LIMIT,
        schema: {
          operationId: 'integrationToken',
          tags: ['Integration API'],
          summary: 'OAuth 2.0 client credentials: exchange an API client’s id and secret for a short-lived access token',
          description:
            'Send `grant_type=client_credentials` with the client’s credentials, either as HTTP Basic authentication ' +
            '(`Authorization: Basic base64(client_id:client_secret)`) or as `client_id` and `client_secret` in the body ' +
            '(form-encoded as RFC 6749 defines, or JSON). Use the answer’s `access_token` as `Authorization: Bearer …` on ' +
            'the /integration calls until `expires_in` seconds have passed, then request a new one. Deleting the client ' +
            'or generating a new secret ends its tokens at once. This answer and its errors follow RFC 6749, not the envelope.',
          security: [],
          'x-mesh': false,
          // Form-encoded first: what RFC 6749 defines and what the docs' samples send.
          consumes: ['application/x-www-form-urlencoded', 'application/json'],
          body: TokenRequest,
          response: { 200: TokenAnswer, 400: OAuthError, 401: OAuthError, 429: OAuthError },
        },
      },
      async (request, reply) => {
        const address = await perAddress.consume(request.ip);
        if (address.limited) {
          reply.header('retry-after', String(address.retryAfterSeconds));
          return deny(reply, 429, 'slow_down', 'Too many token requests from this address');
        }
        if (request.validationError || typeof request.body !== 'object' || request.body === null) {
          return deny(reply, 400, 'invalid_request', 'The body must carry grant_type (and the client credentials when HTTP Basic is not used)');
        }
        const body = request.body as Static<typeof TokenRequest>;
        if (body.grant_type !== 'client_credentials') return deny(reply, 400, 'unsupported_grant_type', 'Only grant_type=client_credentials is supported');
        if (body.scope !== undefined && body.scope.split(' ').some((s) => s !== '' && s !== INTEGRATION_SCOPE)) {
          return deny(reply, 400, 'invalid_scope', `The only scope is '${INTEGRATION_SCOPE}'`);
        }

        const basic = basicCredentials(request.headers.authorization);
        if (basic === 'malformed') return deny(reply, 400, 'invalid_request', 'Malformed HTTP Basic credentials');
        if (basic && (body.client_id !== undefined || body.client_secret !== undefined)) {
          return deny(reply, 400, 'invalid_request', 'Send the client credentials once: HTTP Basic or the body, not both');
        }
        const id = basic?.id ?? body.client_id;
        const secret = basic?.secret ?? body.client_secret;
        if (!id || !secret) return deny(reply, 400, 'invalid_request', 'client_id and client_secret are required');

        const failures = await failuresPerClient.check(id);
        if (failures.limited) {
          reply.header('retry-after', String(failures.retryAfterSeconds));
          return deny(reply, 429, 'slow_down', 'Too many wrong secrets for this client: try again later');
        }
        const client = await integrationGate.tokens.authenticate(id, secret);
        if (!client) {
          await failuresPerClient.hit(id);
          if (basic) reply.header('www-authenticate', 'Basic realm="siteline-integration"');
          return deny(reply, 401, 'invalid_client', 'Unknown client or wrong secret');
        }
        const limited = await perClient.consume(client.client_id);
        if (limited.limited) {
          reply.header('retry-after', String(limited.retryAfterSeconds));
          return deny(reply, 429, 'slow_down', `At most ${TOKENS_PER_CLIENT_PER_MINUTE} tokens a minute per client: reuse the token until it expires`);
        }
        const accessToken = await integrationGate.tokens.issue(client);
        noStore(reply);
        return { access_token: accessToken, token_type: 'Bearer' as const, expires_in: integrationGate.tokens.ttlSeconds, scope: INTEGRATION_SCOPE };
      },
    );
  });
}
