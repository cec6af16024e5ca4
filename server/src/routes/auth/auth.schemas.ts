import { Type } from '@sinclair/typebox';
import { MAX_EMAIL } from '../../http/bounds.ts';

/** apiType of the login payload: Web = 0, Support = 3 (spec, section 3). */
export const ApiType = { Web: 0, Support: 3 } as const;

export const LoginBody = Type.Object(
  {
    login: Type.String({ minLength: 1, maxLength: MAX_EMAIL, description: 'The e-mail address' }),
    password: Type.String({ minLength: 1, maxLength: 256 }),
    // 0 or 3 expressed without `enum`: an integer enum would become a GraphQL enum (_0/_3) in Mesh.
    apiType: Type.Unsafe<0 | 3>({ type: 'integer', minimum: 0, maximum: 3, multipleOf: 3, description: 'Web = 0, Support = 3' }),
  },
  { additionalProperties: false },
);

/**
 * The refresh token itself comes from the HttpOnly cookie (routes/auth/refreshCookie.ts). The access
 * token (expired or not) says which session to refresh: the agent's own or an impersonation.
 */
export const RefreshBody = Type.Object({ accessToken: Type.Optional(Type.String({ maxLength: 4096 })) }, { additionalProperties: false });

export const LogoutAnswer = Type.Object({ endedSessions: Type.Integer({ description: 'Sign-ins (own and impersonation) ended by this logout' }) });

/** A token answer. The refresh token is never in it: it is set as an HttpOnly cookie. */
export const TokenPair = Type.Object(
  {
    access_token: Type.String(),
    token_type: Type.Literal('Bearer'),
    expires_in: Type.Integer({ description: 'Seconds until the access token expires' }),
    refresh_expires_in: Type.Integer({
      description: 'Seconds until the sign-in ends unless refreshed (the HttpOnly refresh cookie expires then); the browser keeps its session cookie as long',
    }),
  },
  { $id: 'TokenPair' },
);
