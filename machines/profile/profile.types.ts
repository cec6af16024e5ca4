import type { TokenPair } from '../session/session.types.ts';

/** GET /common/v1/profile (features spec, section 3: Profile). */
export interface Profile {
  login: string;
  firstName: string;
  lastName: string;
  languageId: number;
  /** IANA time zone. */
  timezoneId: string;
  jobTitle: string | null;
}

/** Everything the profile form edits; the three password fields form the 'Change password' section. */
export interface ProfileForm {
  firstName: string;
  lastName: string;
  languageId: number | null;
  timezoneId: string;
  jobTitle: string;
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type ProfileField = keyof ProfileForm;
export type ProfileFieldErrors = Partial<Record<ProfileField, string>>;

export interface ProfileContext {
  /** The profile as the server last answered it; null until loaded. */
  profile: Profile | null;
  values: ProfileForm;
  /** Live client-side messages; the UI shows them once a field was touched. */
  fieldErrors: ProfileFieldErrors;
  /** The server's field map from the last failed save; a field's message goes when the field changes. */
  serverErrors: ProfileFieldErrors;
}

export type ProfileEvent =
  /** Any subset of the fields; names and job title lose < and > on the way in. */
  | { type: 'profile.changed'; values: Partial<ProfileForm> }
  | { type: 'profile.save' }
  /** Undo: back to the saved profile, password fields emptied. */
  | { type: 'profile.discard' }
  | { type: 'profile.retry' };

/** PUT /common/v1/profile payload. */
export interface UpdateProfileRequest {
  firstName: string;
  lastName: string;
  languageId: number;
  timezoneId: string;
  jobTitle: string | null;
  password?: { currentPassword: string; newPassword: string; confirmPassword: string };
}

/** The PUT answer: the saved profile, and after a password change the new pair (every other session ended). */
export interface SaveProfileOutput {
  profile: Profile;
  tokens: TokenPair | null;
}

/** How the profile actors reject (src/graphql/errors.ts ApiError). */
export interface ProfileFailure {
  status: number;
  message?: string;
  fields?: Record<string, string[]>;
}

export interface ProfileNotice {
  title: string;
  text: string | null;
}
