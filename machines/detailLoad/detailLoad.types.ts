import type { CallFailure } from '../callFailure.ts';
/** A failed call (machines/callFailure.ts). */
export type LoadFailure = CallFailure;

/** Which panel load this is: the spec clears the remembered tabs when some of them fail. */
export type DetailLoadKind = 'telematics' | 'machineData' | 'history';

export interface DetailLoadInput {
  kind: DetailLoadKind;
  /** What the call is asked (asset id, time range); opaque to the machine. */
  params: unknown;
}

export interface DetailLoadContext {
  kind: DetailLoadKind;
  params: unknown;
  /** The answer; null while loading, on "no data" and after a failure. */
  data: unknown;
  error: LoadFailure | null;
}

export type DetailLoadEvent =
  /** New parameters (another week, another machine): load again. */
  { type: 'load.paramsChanged'; params: unknown } | { type: 'load.retry' };
