// The step every call takes after urql answers: a failed call rejects with its ApiError, an answer
// without the envelope's data rejects with EMPTY_ANSWER, anything else is the data the call asked for.
// The machines read what the calls reject with (machines/callFailure.ts).
import type { CombinedError } from '@urql/core';
import { toApiError, type ApiError } from './errors.ts';

/** What a call rejects with when the server answered without an error but also without data. */
export const EMPTY_ANSWER: ApiError = { status: 500, code: null, message: 'The server answered without data' };

/** What urql answers (an OperationResult, or anything shaped like one). */
interface CallResult<Data> {
  error?: CombinedError;
  data?: Data;
}

/** Throws the call's ApiError when it failed; for calls whose answer carries nothing to read. */
export function throwIfFailed(result: CallResult<unknown>): void {
  if (result.error) throw toApiError(result.error);
}

/** The part of the answer `pick` reads (usually the envelope's `data`), or a throw: the call's ApiError, or EMPTY_ANSWER when there is nothing to pick. */
export function unwrap<Data, T>(result: CallResult<Data>, pick: (data: Data) => T | null | undefined): T {
  throwIfFailed(result);
  const value = result.data === undefined || result.data === null ? undefined : pick(result.data);
  if (value === null || value === undefined) throw EMPTY_ANSWER;
  return value;
}
