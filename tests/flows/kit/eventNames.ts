// The framework events a model has fixtures for, and their short names in path descriptions.

export const INIT = 'xstate.init';
const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';
export const AFTER = 'xstate.after.';

/** `done:login`, `error:login`, `after:refreshLead`; application events unchanged. */
export function shortType(type: string): string {
  if (type.startsWith(DONE)) return `done:${type.slice(DONE.length)}`;
  if (type.startsWith(ERROR)) return `error:${type.slice(ERROR.length)}`;
  if (type.startsWith(AFTER)) return `after:${delayName(type)}`;
  return type;
}

/** The delay of `xstate.after.<delay>.<stateId>` (delay names and numbers contain no dot). */
export function delayName(afterType: string): string {
  return afterType.slice(AFTER.length).split('.')[0];
}
