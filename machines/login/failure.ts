// The server's explanation of a failed call, for the machines' toasts and forms (account flows, the
// place and alert forms). Actors reject with `{ status, message?, fields? }` (src/graphql/errors.ts ApiError).

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
