// One error shape for the whole client. Mesh turns a REST 4xx/5xx into a GraphQL error whose
// extensions carry the REST status and envelope; a network failure has no status at all.
import type { CombinedError } from '@urql/core';
import { msg, t } from '../i18n/i18n.ts';
import { fieldLabel } from '../i18n/fieldLabels.ts';
import { serverText } from '../i18n/serverText.ts';

export interface ApiError {
  /** HTTP status of the REST call (0 = network error, no answer). */
  status: number;
  /** Envelope error code (see server/src/http/envelope.ts), when the server sent one. */
  code: number | null;
  message: string;
  fields?: Record<string, string[]>;
}

interface DownstreamExtensions {
  http?: { status?: number };
  response?: { status?: number; body?: unknown };
}

export function toApiError(error: CombinedError): ApiError {
  if (error.networkError) {
    const status = Number((error.networkError as { status?: number }).status ?? 0);
    return { status, code: null, message: error.networkError.message };
  }
  const first = error.graphQLErrors[0];
  const ext = (first?.extensions ?? {}) as DownstreamExtensions;
  const status = Number(ext.response?.status ?? ext.http?.status ?? (error.response as Response | undefined)?.status ?? 500);
  const body = ext.response?.body;
  if (body && typeof body === 'object' && 'error' in body && body.error) {
    const e = (body as { error: { code?: number; message?: string; fields?: Record<string, string[]> } }).error;
    return { status, code: e.code ?? null, message: e.message ?? first.message, fields: e.fields };
  }
  if (typeof body === 'string' && body) return { status, code: null, message: body };
  return { status, code: null, message: first?.message ?? 'Unknown error' };
}

/** The spec's rendering of a field → messages map: lines 'field: msg1, msg2;', the field by its label and each message in the user's language. */
export function formatFieldErrors(fields: Record<string, string[]>): string {
  return Object.entries(fields)
    .map(([field, messages]) => `${fieldLabel(field)}: ${messages.map(serverText).join(', ')};`)
    .join('\n');
}

/** What to show for a failed call, in the user's language: field lines, the server message, or a generic text. */
export function describeApiError(error: ApiError, fallback = msg('Something went wrong')): string {
  if (error.fields && Object.keys(error.fields).length) return formatFieldErrors(error.fields);
  return error.message ? serverText(error.message) : t(fallback);
}
