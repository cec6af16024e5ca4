// Authentication and authorisation for every route, decided in one onRequest hook.
// The scope a route needs follows from its path: /api/web/* → web, /api/support/* → support,
// /api/common/* → either; /api/integration/* → an API client's token (integrations/gate.ts);
// /api/auth/*, health, swagger and the SPA are public. A route may narrow further with
// `config.permission`. The user row is re-read on every request so disabling a user, deleting them
// or changing their password takes effect on their very next call, and so does the revocation of
// the token's family (logout, impersonation end).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import type { User } from '../db/schema.ts';
import { hasPermission, permissionList } from '../domain/permissions.ts';
import { ErrorCode, HttpError } from '../http/envelope.ts';
import type { TokenService } from '../services/tokens.ts';
import { isImpersonationAlive } from '../services/impersonation.ts';
import type { IntegrationCaller } from '../integrations/clientCredentials.ts';
import type { IntegrationGate } from '../integrations/gate.ts';

export interface AuthContext {
  userId: number;
  companyId: number;
  scope: 'web' | 'support';
  permissions: string[];
  impersonatedBy?: number;
  user: User;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext;
    /** Set on /api/integration/* calls: the API client and its company. */
    integration: IntegrationCaller;
  }
  interface FastifyContextConfig {
    /** true: no token needed (login, refresh, health...). */
    public?: boolean;
    /** A permission the caller must hold (revoke:* honoured). */
    permission?: string;
    /** Overrides the scope the path implies, e.g. 'any' for user administration under /api/web. */
    scope?: RouteScope;
  }
}

export type RouteScope = 'public' | 'web' | 'support' | 'any' | 'integration';

export function scopeOfPath(url: string): RouteScope {
  if (url.startsWith('/api/web/')) return 'web';
  if (url.startsWith('/api/support/')) return 'support';
  if (url.startsWith('/api/common/')) return 'any';
  if (url.startsWith('/api/integration/')) return 'integration';
  return 'public';
}

export async function loadActiveUser(db: Db, id: number): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).where('deleted_at', 'is', null).where('disabled', '=', 0).executeTakeFirst();
}

/** The scope the hook enforces for a route: `public` config wins, then `scope` config, then the path. */
export function routeScope(url: string, config: { public?: boolean; scope?: RouteScope } | undefined): RouteScope {
  if (config?.public) return 'public';
  return config?.scope ?? scopeOfPath(url);
}

export function registerAuth(app: FastifyInstance, db: Db, tokens: TokenService, integrationGate: IntegrationGate) {
  app.decorateRequest('auth', null as unknown as AuthContext);
  app.decorateRequest('integration', null as unknown as IntegrationCaller);

  // Publish what each route demands in the API description (x-scope, x-permission): the docs page
  // shows it and tests/api/isolation.test.ts walks every route with it, so a new route is covered
  // without editing the test.
  app.addHook('onRoute', (route) => {
    if (!route.schema || route.schema.hide) return;
    const schema = route.schema as Record<string, unknown>;
    const config = route.config;
    schema['x-scope'] ??= routeScope(route.url, config);
    if (config?.permission) schema['x-permission'] ??= config.permission;
  });

  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    const routeUrl = request.routeOptions.url;
    if (!routeUrl) return;
    const scope = routeScope(routeUrl, request.routeOptions.config);
    if (scope === 'public') return;
    if (scope === 'integration') {
      request.integration = await integrationGate.authorize(request, reply);
      return;
    }

    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(.+)$/i.exec(header);
    if (!match) throw new HttpError(401, ErrorCode.Unauthorized, 'Missing bearer token');
    const claims = await tokens.verifyAccess(match[1]);
    // Logout, reuse of a rotated refresh token and the end of an impersonation revoke the family:
    // its access tokens stop here, not when they expire.
    if (!(await tokens.isFamilyActive(claims.fid))) throw new HttpError(401, ErrorCode.Unauthorized, 'Session was revoked');
    const user = await loadActiveUser(db, claims.id);
    if (!user) throw new HttpError(401, ErrorCode.Unauthorized, 'Account is not active');
    if (user.tokens_valid_after && claims.iat * 1000 < Date.parse(user.tokens_valid_after)) {
      throw new HttpError(401, ErrorCode.Unauthorized, 'Session was revoked');
    }
    // An impersonation token is only as good as its session: ended, expired, or an agent who lost
    // access:impersonate (or was disabled) ends it now, not when the token expires.
    if (claims.impersonatedBy !== undefined && !(await isImpersonationAlive(db, claims.impersonatedBy, user.id))) {
      throw new HttpError(401, ErrorCode.Unauthorized, 'Impersonation session has ended');
    }
    const userScope = user.scope === 'support' ? 'support' : 'web';
    if (scope !== 'any' && scope !== userScope) throw new HttpError(403, ErrorCode.Forbidden, `This call needs ${scope} scope`);

    // Permissions come from the database, not the token: a role change applies at once.
    const permissions = permissionList(user.role, user.scope, user.extra_permissions);
    const needed = request.routeOptions.config?.permission;
    if (needed && !hasPermission(permissions, needed)) throw new HttpError(403, ErrorCode.Forbidden, `Missing permission ${needed}`);

    request.auth = {
      userId: user.id,
      companyId: user.company_id,
      scope: userScope,
      permissions,
      impersonatedBy: claims.impersonatedBy,
      user,
    };
  });
}
