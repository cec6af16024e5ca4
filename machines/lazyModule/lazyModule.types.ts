export interface LazyModuleInput {
  /** Feature area being loaded, e.g. 'map' (used in messages and handed to the import). */
  name: string;
}

export interface LazyModuleContext {
  name: string;
  /** Import attempts made so far (the one under way included). */
  attempts: number;
  /** Message of the last failed attempt. */
  error: string | null;
  /** The loaded chunk, once there. */
  module: unknown;
}

export type LazyModuleEvent =
  /** From the error fallback: start over with a fresh set of attempts. */
  { type: 'lazy.retry' };

export interface ImportModuleInput {
  name: string;
  attempt: number;
}
