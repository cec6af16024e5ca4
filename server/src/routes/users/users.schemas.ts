import { Type } from '@sinclair/typebox';
import { Id, MAX_EMAIL } from '../../http/bounds.ts';
import { gridResponseSchema } from '../../services/grid.ts';

/** User=0, Admin=1, Owner=2, as an integer range (an integer `enum` would become _0/_1/_2 in GraphQL). */
export const UserRoleSchema = Type.Unsafe<0 | 1 | 2>({ type: 'integer', minimum: 0, maximum: 2, description: 'User = 0, Admin = 1, Owner = 2' });

export const UserStatus = Type.Unsafe<'Active' | 'Invited' | 'Disabled'>({ type: 'string', enum: ['Active', 'Invited', 'Disabled'] });

const nullableString = Type.Union([Type.String(), Type.Null()]);

export const UserRow = Type.Object({
  id: Type.Integer(),
  userUuid: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  userRole: Type.Integer(),
  userRoleFormatted: Type.String(),
  jobTitle: nullableString,
  lastWebLogin: nullableString,
  status: UserStatus,
});

export const UserDetail = Type.Object({
  ...UserRow.properties,
  languageId: Type.Integer(),
  timezoneId: Type.String(),
});

export const UserGrid = gridResponseSchema(UserRow);

export const UserIdParams = Type.Object({ id: Id() });
export const InviteQuery = Type.Object({ id: Id() });

const names = {
  firstName: Type.String({ maxLength: 100 }),
  lastName: Type.String({ maxLength: 100 }),
  jobTitle: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
};

export const CreateUserBody = Type.Object(
  {
    ...names,
    email: Type.String({ maxLength: MAX_EMAIL }),
    userRole: UserRoleSchema,
    sendInviteEmail: Type.Boolean({ description: 'Mail the activation link now' }),
  },
  { additionalProperties: false },
);

export const UpdateUserBody = Type.Object(
  {
    id: Id(),
    ...names,
    userRole: UserRoleSchema,
    disabled: Type.Optional(Type.Boolean({ description: 'Disabling ends the user’s sessions at once' })),
  },
  { additionalProperties: false },
);

export const InviteAnswer = Type.Object({ sent: Type.Boolean() });
export const DeleteAnswer = Type.Object({ id: Type.Integer() });
