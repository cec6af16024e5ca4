import { assign, setup } from 'xstate';
import { lookupTranslations } from './translations.actors.ts';
import type { LookupOutput, TranslationsContext, TranslationsEvent } from './translations.types.ts';

/** Features spec §9: translation lookups debounced 1000 ms, timed out at 5000 ms. */
export const LOOKUP_DEBOUNCE_MS = 1000;
export const LOOKUP_TIMEOUT_MS = 5000;
/** The most strings one lookup carries (the server's bound); the rest follow in the next one. */
export const LOOKUP_BATCH = 200;

/**
 * Untranslated interface strings (features spec §4 "Translation"): t() reports each string the
 * user's language has no translation for; once no new one has come for 1000 ms they are looked up
 * together (POST /web/v1/translations), the answers join the translations on screen and the server
 * keeps the rest for translators. A failed or timed-out lookup only logs a warning (spec §8); the
 * English text simply stays.
 */
export const translationsMachine = setup({
  types: {
    context: {} as TranslationsContext,
    events: {} as TranslationsEvent,
    input: {} as { language: string },
  },
  actors: { lookupTranslations },
  delays: { debounce: LOOKUP_DEBOUNCE_MS, timeout: LOOKUP_TIMEOUT_MS },
  actions: {
    /** Add the answered translations to the language's table (src/). */
    storeTranslations: (_, _params: { language: string; output: LookupOutput }) => {},
    /** console.warn: a translation failure only logs a warning (spec). */
    warnLookupFailed: (_, _params: { language: string; count: number; reason: string }) => {},
    collect: assign({
      pending: ({ context, event }) =>
        event.type === 'translation.missing' && !context.pending.includes(event.text) && !context.batch.includes(event.text)
          ? [...context.pending, event.text]
          : context.pending,
    }),
  },
  guards: {
    morePending: ({ context }) => context.pending.length > 0,
  },
}).createMachine({
  id: 'translations',
  context: ({ input }) => ({ language: input.language, pending: [], batch: [] }),
  initial: 'idle',
  on: {
    'translation.languageChanged': {
      target: '.idle',
      actions: assign({ language: ({ event }) => event.language, pending: [], batch: [] }),
    },
  },
  states: {
    idle: {
      on: { 'translation.missing': { target: 'waiting', actions: 'collect' } },
    },
    waiting: {
      // Debounce: every new string waits another second.
      after: { debounce: 'sending' },
      on: { 'translation.missing': { target: 'waiting', reenter: true, actions: 'collect' } },
    },
    sending: {
      entry: assign({
        batch: ({ context }) => context.pending.slice(0, LOOKUP_BATCH),
        pending: ({ context }) => context.pending.slice(LOOKUP_BATCH),
      }),
      invoke: {
        id: 'lookupTranslations',
        src: 'lookupTranslations',
        input: ({ context }) => ({ language: context.language, texts: context.batch }),
        onDone: {
          target: 'settled',
          actions: { type: 'storeTranslations', params: ({ context, event }) => ({ language: context.language, output: event.output }) },
        },
        onError: {
          target: 'settled',
          actions: {
            type: 'warnLookupFailed',
            params: ({ context, event }) => ({
              language: context.language,
              count: context.batch.length,
              reason: event.error instanceof Error ? event.error.message : String((event.error as { message?: unknown } | null)?.message ?? event.error),
            }),
          },
        },
      },
      after: {
        timeout: {
          target: 'settled',
          actions: {
            type: 'warnLookupFailed',
            params: ({ context }) => ({ language: context.language, count: context.batch.length, reason: `no answer in ${LOOKUP_TIMEOUT_MS} ms` }),
          },
        },
      },
      on: { 'translation.missing': { actions: 'collect' } },
    },
    // Strings that came in during the lookup are looked up after their own second of quiet.
    settled: {
      entry: assign({ batch: [] }),
      always: [{ guard: 'morePending', target: 'waiting' }, { target: 'idle' }],
    },
  },
});
