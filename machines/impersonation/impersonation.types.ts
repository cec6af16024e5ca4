import type { TokenPair } from '../session/session.types.ts';

/** The user a support agent signs in as. */
export interface ImpersonationTarget {
  userUuid: string;
  /** As shown on the companies screen; the announcement falls back to the token's name. */
  displayName: string;
}

export interface ImpersonationInput {
  /** The session at the page's start is an impersonation (its claims name impersonatedBy). */
  impersonating: boolean;
}

export interface ImpersonationContext {
  target: ImpersonationTarget | null;
  /** The end route failed: the server closes the session by itself when it expires (at most an hour). */
  endFailed: boolean;
  /** From the input: the page started inside an impersonation. */
  impersonating: boolean;
}

export type ImpersonationEvent =
  /** The companies screen's impersonate button (Support). */
  | { type: 'impersonation.start'; userUuid: string; displayName: string }
  /** 'Back to admin' in the bottom navigation while impersonating. */
  | { type: 'impersonation.end' }
  /** The announcement (start, end, missing session) was read and closed. */
  | { type: 'impersonation.acknowledged' };

/** POST /auth/v1/impersonate payload. */
export interface ImpersonateRequest {
  userUuid: string;
}

/** Params of `swapTokens`: the impersonated user's pair, handed to the session machine. */
export interface SwapTokensParams {
  tokens: TokenPair;
}

/** Params of `notifyStartFailed`: a toast's title and the server's explanation, if any. */
export interface StartFailedNotice {
  title: string;
  text: string | null;
}
