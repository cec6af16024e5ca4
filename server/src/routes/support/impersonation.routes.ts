// Starting and ending an impersonation. The start lives under /api/auth (spec) but is not public:
// `scope: 'support'` makes the central auth hook demand a Support token with access:impersonate,
// so the same checks (signature, revocation, disabled agent) apply as everywhere else.
import type { AppContext } from '../../app.ts';
import type { TypedApp } from '../../http/types.ts';
import { badRequest, envelopeResponses, forbidden, notFound, ok } from '../../http/envelope.ts';
import { Type } from '@sinclair/typebox';
import { endImpersonation, IMPERSONATE_PERMISSION, ROOT_COMPANY_ID, startImpersonation } from '../../services/impersonation.ts';
import { EndImpersonationAnswer, ImpersonateBody } from './support.schemas.ts';
import { clearRefreshCookie, IMPERSONATION_REFRESH_COOKIE, withRefreshCookie } from '../auth/refreshCookie.ts';

export const CANNOT_IMPERSONATE_SUPPORT = 'Support agents cannot be impersonated';

export async function impersonationRoutes(app: TypedApp, { db, tokens, config }: AppContext) {
  app.post(
    '/auth/v1/impersonate',
    {
      config: { scope: 'support', permission: IMPERSONATE_PERMISSION },
      schema: {
        operationId: 'impersonate',
        tags: ['Auth'],
        summary: "Sign in as a customer user (Support). Answers that user's tokens, marked impersonatedBy, for at most an hour; audited",
        body: ImpersonateBody,
        response: envelopeResponses(Type.Ref('TokenPair')),
      },
    },
    async (request, reply) => {
      const target = await db
        .selectFrom('users')
        .selectAll()
        .where('uuid', '=', request.body.userUuid)
        .where('deleted_at', 'is', null)
        .where('disabled', '=', 0)
        .executeTakeFirst();
      if (!target) throw notFound('User');
      const company = await db.selectFrom('companies').select(['id', 'is_internal']).where('id', '=', target.company_id).executeTakeFirstOrThrow();
      if (company.id === ROOT_COMPANY_ID || company.is_internal || target.scope === 'support') throw forbidden(CANNOT_IMPERSONATE_SUPPORT);
      const issued = await startImpersonation(db, tokens, {
        agentId: request.auth.userId,
        target,
        ip: request.ip,
        ttlSeconds: config.impersonationTtlSeconds,
        accessTtlSeconds: config.accessTokenTtlSeconds,
      });
      request.log.info({ agent: request.auth.userId, target: target.id, company: company.id }, 'impersonation started');
      return ok(withRefreshCookie(request, reply, issued));
    },
  );

  app.post(
    '/web/v1/impersonation/end',
    {
      schema: {
        operationId: 'endImpersonation',
        tags: ['Auth'],
        summary: 'End the current impersonation: audited, and its tokens stop working',
        response: envelopeResponses(EndImpersonationAnswer),
      },
    },
    async (request, reply) => {
      const agentId = request.auth.impersonatedBy;
      if (agentId === undefined) throw badRequest('This session is not an impersonation');
      const endedSessions = await endImpersonation(db, tokens, agentId, request.auth.userId);
      clearRefreshCookie(request, reply, IMPERSONATION_REFRESH_COOKIE);
      request.log.info({ agent: agentId, target: request.auth.userId }, 'impersonation ended');
      return ok({ endedSessions });
    },
  );
}
