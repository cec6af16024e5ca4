// The server's explanation of a failed call, for the account flows' toasts (activation, reset,
// impersonation). Actors reject with `{ status, message? }` (src/graphql/errors.ts ApiError).

export function failureText(error: unknown): string | null {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}
