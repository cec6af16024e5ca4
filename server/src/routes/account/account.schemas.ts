import { Type } from '@sinclair/typebox';
import { Id, MAX_EMAIL } from '../../http/bounds.ts';

// Lengths are generous upper bounds (abuse guards); the product rules (min 2, password rules) are
// checked in the handlers so the answer carries the same messages the client shows.
const text = (maxLength: number) => Type.String({ maxLength });

export const ActivateAccountBody = Type.Object(
  {
    activationKey: Type.String({ minLength: 1, maxLength: 128 }),
    firstName: text(100),
    lastName: text(100),
    password: text(256),
    confirmPassword: text(256),
    workTitle: Type.Object(
      {
        id: Id({ description: 'A workTitle dictionary id' }),
        name: Type.Optional(Type.String({ maxLength: 100, description: "Free text, used when id is 'Other'" })),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

export const RequestResetBody = Type.Object({ email: Type.String({ minLength: 1, maxLength: MAX_EMAIL }) }, { additionalProperties: false });

export const RequestResetAnswer = Type.Object({ message: Type.String() });

export const ResetPasswordBody = Type.Object(
  {
    resetPasswordKey: Type.String({ minLength: 1, maxLength: 128 }),
    newPassword: text(256),
    confirmPassword: text(256),
  },
  { additionalProperties: false },
);

export const SiteKey = Type.Object({ siteKey: Type.String(), recaptchaEnabled: Type.Boolean() });

export const VerifyRecaptchaBody = Type.Object(
  {
    token: Type.String({ maxLength: 4096 }),
    isWebDriver: Type.Optional(Type.Boolean({ description: 'navigator.webdriver of the browser; recorded, never a bypass' })),
  },
  { additionalProperties: false },
);

export const VerifyRecaptchaAnswer = Type.Object({ success: Type.Boolean() });
