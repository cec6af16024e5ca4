import type { RetentionField, RetentionProblem, RetentionValues } from './retentionSettings.rules.ts';

/** What the form holds: the inputs' text, one per field. */
export type RetentionForm = Record<RetentionField, string>;

export interface RetentionContext {
  /** The settings as the server last answered them; null until loaded. */
  saved: RetentionValues | null;
  values: RetentionForm;
  /** Live client-side problems (translated with their numbers by the screen). */
  fieldErrors: Partial<Record<RetentionField, RetentionProblem>>;
  /** The server's message per field from the last failed save; a field's goes when it changes. */
  serverErrors: Partial<Record<RetentionField, string>>;
}

export type RetentionEvent =
  | { type: 'retention.changed'; values: Partial<RetentionForm> }
  | { type: 'retention.save' }
  /** Back to the saved settings. */
  | { type: 'retention.discard' }
  | { type: 'retention.retry' };

/** How the actors reject (src/graphql/errors.ts ApiError). */
export interface RetentionFailure {
  status: number;
  message?: string;
  fields?: Record<string, string[]>;
}

export interface RetentionNotice {
  title: string;
  text: string | null;
}
