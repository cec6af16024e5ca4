import type { TokenPair } from '../session/session.types.ts';

/** A work title of GET /web/v1/accountActivation/workTitle. */
export interface WorkTitle {
  id: number;
  name: string;
}

/** What the user edits on the activation form. */
export interface ActivationValues {
  firstName: string;
  lastName: string;
  password: string;
  confirmPassword: string;
  /** A work-title id, null until one is chosen. */
  workTitleId: number | null;
  /** Free text, used when the chosen work title is 'Other'. */
  workTitleOther: string;
}

export type ActivationField = keyof ActivationValues;
export type ActivationFieldErrors = Partial<Record<ActivationField, string>>;

/** From the mailed link: /?ActivationKey=…&Email=…&FirstName=…&LastName=… (or /activateAccount?…). */
export interface ActivationInput {
  activationKey: string;
  email: string;
  firstName: string;
  lastName: string;
  /** Browser language; sv-SE gives Swedish texts. */
  locale: string;
}

export interface ActivationContext {
  activationKey: string;
  /** Shown read-only: the account is the one the link was sent to. */
  email: string;
  locale: string;
  /** The values the form opened with: Activate stays disabled until the form differs from them. */
  initial: ActivationValues;
  values: ActivationValues;
  workTitles: WorkTitle[];
  /** Live field messages; the UI decides when a field has been touched enough to show them. */
  fieldErrors: ActivationFieldErrors;
  tokens: TokenPair | null;
}

export type ActivationEvent =
  /** Any subset of the fields; names lose < and > on the way in. */
  | { type: 'activation.changed'; values: Partial<ActivationValues> }
  | { type: 'activation.submit' }
  /** After the work titles failed to load. */
  | { type: 'activation.retry' };

/** POST /web/v1/accountActivation/activateAccount payload (spec, section 3). */
export interface ActivateAccountRequest {
  activationKey: string;
  firstName: string;
  lastName: string;
  password: string;
  confirmPassword: string;
  workTitle: { id: number; name?: string };
}

/** How the account actors reject: the HTTP status and, when there is one, the server's message. */
export interface AccountFailure {
  status: number;
  message?: string;
}

/** Params of `notifyFailure`: the toast's title and the server's explanation, if any. */
export interface FailureNotice {
  title: string;
  text: string | null;
}

/** The page stores the tokens, goes to / and says 'Account activated successfully'. */
export interface ActivationOutput {
  tokens: TokenPair;
  /** The success text in the user's language. */
  message: string;
}
