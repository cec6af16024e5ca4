import { assign, setup } from 'xstate';
import { importModule } from './lazyModule.actors.ts';
import type { LazyModuleContext, LazyModuleEvent, LazyModuleInput } from './lazyModule.types.ts';

/** Lazy-module attempts and the pause between them (spec, section 9). */
export const MAX_IMPORT_ATTEMPTS = 3;
export const RETRY_DELAY_MS = 1000;

/**
 * Loads a feature chunk: up to 3 attempts 1 s apart, then one page reload (a new deployment may
 * have replaced the chunk) unless the page already reloaded in the last 10 s, in which case the
 * error fallback is shown.
 */
export const lazyModuleMachine = setup({
  types: {
    context: {} as LazyModuleContext,
    input: {} as LazyModuleInput,
    events: {} as LazyModuleEvent,
  },
  actors: { importModule },
  actions: {
    /** Record the reload time (sessionStorage) so the next page load can tell. */
    markReload: () => {},
    reloadPage: () => {},
  },
  guards: {
    attemptsLeft: ({ context }) => context.attempts < MAX_IMPORT_ATTEMPTS,
    /**
     * src/ compares the recorded reload time with now (10 s). The default says "yes" so that a
     * machine started without it can never reload the page in a loop.
     */
    reloadedRecently: () => true,
  },
  delays: {
    retryDelay: RETRY_DELAY_MS,
  },
}).createMachine({
  id: 'lazyModule',
  context: ({ input }) => ({ name: input.name, attempts: 0, error: null, module: undefined }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['view:loading'],
      entry: assign({ attempts: ({ context }) => context.attempts + 1 }),
      invoke: {
        id: 'importModule',
        src: 'importModule',
        input: ({ context }) => ({ name: context.name, attempt: context.attempts }),
        onDone: { target: 'loaded', actions: assign({ module: ({ event }) => event.output }) },
        onError: [
          { guard: 'attemptsLeft', target: 'waiting', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
          { guard: 'reloadedRecently', target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
          { target: 'reloading', actions: [assign({ error: ({ event }) => errorMessage(event.error) }), 'markReload', 'reloadPage'] },
        ],
      },
    },
    waiting: {
      tags: ['view:loading'],
      after: { retryDelay: 'loading' },
    },
    // The page is going away; keep showing the loader meanwhile.
    reloading: {
      tags: ['view:loading'],
    },
    failed: {
      tags: ['view:error'],
      on: { 'lazy.retry': { target: 'loading', actions: assign({ attempts: 0, error: null }) } },
    },
    loaded: { type: 'final' },
  },
  output: ({ context }) => context.module,
});

function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'Failed to load module';
}
