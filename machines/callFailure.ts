// What a failed call rejected with (the app's ApiError `{ status, code?, message?, fields? }`,
// src/graphql/errors.ts; a thrown Error; or nothing at all), read the ways the machines need it.

/** A failed call as the loading machines keep it: HTTP status (0 offline), envelope code, message. */
export interface CallFailure {
  status: number;
  code: number | null;
  message: string;
}

/**
 * What an invoked call rejected with (the app's ApiError, a thrown Error, or nothing at all), as a
 * CallFailure: a rejection without a status is offline (0), without a message has '' (the screens
 * then show the spec's generic text).
 */
export const callFailure = (error: unknown): CallFailure => {
  const e = (error ?? {}) as Partial<CallFailure>;
  return { status: Number(e.status ?? 0), code: e.code ?? null, message: typeof e.message === 'string' ? e.message : '' };
};

/**
 * The server's explanation of a failed call, for the machines' toasts and forms (account flows, the
 * admin dialogs, the place and alert forms): its message when it has a non-blank one, else none.
 */
export function failureText(error: unknown): string | null {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/** The server's field messages of a failed call (400 `{ fields: { name: [message] } }`), none when absent. */
export function failureFields(error: unknown): Record<string, string[]> {
  return (error as { fields?: Record<string, string[]> } | null)?.fields ?? {};
}

/** A failed save's toast text: field messages stand on the form, anything else carries the server's words. */
export function failureToastText(error: unknown): string | null {
  return Object.keys(failureFields(error)).length ? null : failureText(error);
}
