// User administration (features spec, sections 3, 4 and 8; platform spec, section 6).

/** User = 0, Admin = 1, Owner = 2 (spec, section 9); sent as a number. */
export type UserRole = 0 | 1 | 2;
export type UserStatus = 'Active' | 'Invited' | 'Disabled';

/** GET /web/v1/users/{id} (Query `user`), and what create and update answer. */
export interface UserDetail {
  id: number;
  userUuid: string;
  firstName: string;
  lastName: string;
  email: string;
  userRole: number;
  userRoleFormatted: string;
  jobTitle: string | null;
  /** UTC, ISO-8601; null before the first sign-in. */
  lastWebLogin: string | null;
  status: UserStatus;
}

/** The 'Add user' form. */
export interface NewUserValues {
  firstName: string;
  lastName: string;
  email: string;
  jobTitle: string;
  userRole: UserRole;
  /** 'Send invitation e-mail', on by default. */
  sendInviteEmail: boolean;
}

/** The edit dialog's form (the e-mail is the login and is not edited here). */
export interface EditUserValues {
  firstName: string;
  lastName: string;
  jobTitle: string;
  userRole: UserRole;
  disabled: boolean;
}

export type UserField = keyof NewUserValues | keyof EditUserValues;
export type UserFieldErrors = Partial<Record<UserField, string>>;

/** POST /web/v1/users (mutation `createUser`). */
export interface CreateUserRequest {
  firstName: string;
  lastName: string;
  jobTitle: string | null;
  email: string;
  userRole: UserRole;
  sendInviteEmail: boolean;
}

/** PUT /web/v1/users (mutation `updateUser`). */
export interface UpdateUserRequest {
  id: number;
  firstName: string;
  lastName: string;
  jobTitle: string | null;
  userRole: UserRole;
  disabled: boolean;
}

export interface UserIdInput {
  id: number;
}

/** How the user actors reject (src/graphql/errors.ts ApiError): status, the server's message, its field map. */
export interface UserAdminFailure {
  status: number;
  message?: string;
  fields?: Record<string, string[]>;
}

export interface UserAdminContext {
  /** The user the edit dialog, the delete confirmation or an invitation is about. */
  userId: number | null;
  /** That user as loaded; null until loaded and whenever no dialog is about a user. */
  user: UserDetail | null;
  /** The values last submitted (create or save): the actor's input, and what server messages refer to. */
  newUser: NewUserValues | null;
  changes: EditUserValues | null;
  /** The server's message of the last failed create, shown in the create dialog (spec, section 8). */
  error: string | null;
  /** The server's field messages of the last failed create or save, on the form's fields. */
  fieldErrors: UserFieldErrors;
}

export type UserAdminEvent =
  /** 'Add user' (only offered with invite:usr). */
  | { type: 'users.createOpened' }
  /** A row of the user list. */
  | { type: 'users.editOpened'; id: number }
  /** Cancel or close of whichever dialog is open. */
  | { type: 'users.closed' }
  | { type: 'users.createSubmitted'; values: NewUserValues }
  | { type: 'users.saved'; values: EditUserValues }
  /** Delete in the edit dialog: asks for confirmation. */
  | { type: 'users.deleteRequested' }
  | { type: 'users.deleteConfirmed' }
  /** 'Resend invitation' in the edit dialog of an Invited user. */
  | { type: 'users.inviteRequested'; id: number };

/** Params of `notify`: one toast. */
export interface UserAdminNotice {
  tone: 'success' | 'error';
  title: string;
  text: string | null;
  /** The {placeholders} of a catalogue text (a name, an address), filled in after translation. */
  values?: Readonly<Record<string, string>>;
}
