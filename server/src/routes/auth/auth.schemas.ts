import { Type } from '@sinclair/typebox';

/** apiType of the login payload: Web = 0, Support = 3 (spec, section 3). */
export const ApiType = { Web: 0, Support: 3 } as const;

export const LoginBody = Type.Object(
  {
    login: Type.String({ minLength: 1, maxLength: 254, description: 'The e-mail address' }),
    password: Type.String({ minLength: 1, maxLength: 256 }),
    // 0 or 3 expressed without `enum`: an integer enum would become a GraphQL enum (_0/_3) in Mesh.
    apiType: Type.Unsafe<0 | 3>({ type: 'integer', minimum: 0, maximum: 3, multipleOf: 3, description: 'Web = 0, Support = 3' }),
  },
  { additionalProperties: false },
);

export const RefreshBody = Type.Object(
  {
    accessToken: Type.Optional(Type.String({ maxLength: 4096 })),
    refreshToken: Type.String({ minLength: 1, maxLength: 512 }),
  },
  { additionalProperties: false },
);

export const TokenPair = Type.Object(
  {
    access_token: Type.String(),
    refresh_token: Type.String(),
    token_type: Type.Literal('Bearer'),
    expires_in: Type.Integer({ description: 'Seconds until the access token expires' }),
  },
  { $id: 'TokenPair' },
);
