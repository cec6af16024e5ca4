import { Type } from '@sinclair/typebox';
import { Count } from '../../http/bounds.ts';

const Profile = {
  login: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  languageId: Type.Integer(),
  timezoneId: Type.String({ description: 'IANA time zone' }),
  jobTitle: Type.Union([Type.String(), Type.Null()]),
};

export const ProfileAnswer = Type.Object(Profile);

export const UpdatedProfileAnswer = Type.Object({
  ...Profile,
  tokens: Type.Optional(Type.Ref('TokenPair', { description: 'Present after a password change: every earlier session ended, continue with these' })),
});

export const PasswordChange = Type.Object(
  {
    currentPassword: Type.String({ maxLength: 256 }),
    newPassword: Type.String({ maxLength: 256 }),
    confirmPassword: Type.String({ maxLength: 256 }),
  },
  { additionalProperties: false },
);

export const UpdateProfileBody = Type.Object(
  {
    firstName: Type.String({ maxLength: 100 }),
    lastName: Type.String({ maxLength: 100 }),
    languageId: Count({ description: 'A language dictionary id' }),
    timezoneId: Type.String({ maxLength: 64 }),
    jobTitle: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
    password: Type.Optional(PasswordChange),
  },
  { additionalProperties: false },
);
