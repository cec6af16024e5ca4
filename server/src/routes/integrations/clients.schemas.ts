import { Type } from '@sinclair/typebox';
import { gridResponseSchema } from '../../services/grid.ts';

export const CLIENT_ID_PATTERN = '^sl_[0-9a-f]{32}$';

/** The public client_id is the row's id in every call (the spec's grid takes a row id from clientId). */
export const ClientIdParams = Type.Object(
  { id: Type.String({ pattern: CLIENT_ID_PATTERN, maxLength: 35, description: 'The clientId, sl_ and 32 hex characters' }) },
  { additionalProperties: false },
);

const name = Type.String({ maxLength: 100, description: 'Shown to admins only; < and > are removed; unique per company, ignoring case' });

export const ClientNameBody = Type.Object({ name }, { additionalProperties: false });

export const ApiClientRow = Type.Object(
  {
    clientId: Type.String(),
    name: Type.String(),
    createdUtcTime: Type.String(),
    createdUserTimeFormatted: Type.String({ description: 'YYYY/MM/DD HH:mm in the caller’s time zone' }),
    secretCreatedUtcTime: Type.String({ description: 'When the current secret was generated' }),
    secretCreatedUserTimeFormatted: Type.String(),
    lastUsedUtcTime: Type.Union([Type.String(), Type.Null()], { description: 'Latest call of the integration API (to the minute); null: never used' }),
    lastUsedUserTimeFormatted: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'ApiClientRow' },
);

export const ApiClientGrid = gridResponseSchema(Type.Ref('ApiClientRow'));

/** Create and "generate a new secret" answer the secret once; nothing can show it again. */
export const ApiClientSecret = Type.Object({
  clientId: Type.String(),
  clientSecret: Type.String({ description: 'Shown once: only its hash is stored' }),
  name: Type.String(),
});

export const DeletedClient = Type.Object({ clientId: Type.String() });
