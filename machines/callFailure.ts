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
