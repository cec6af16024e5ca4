// The translations machine's test model (translations.model.test.ts, scripts/paths.ts).
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { defineModel, type AfterEvent, type EventFixtures } from '../kit/model.ts';
import { SPEC } from '../kit/specConstants.ts';
import { translationsMachine } from '../../../machines/translations/translations.machine.ts';
import type { LookupOutput, TranslationsEvent } from '../../../machines/translations/translations.types.ts';

export const ANSWER: LookupOutput = { translations: [{ hash: '0BDA5F0B06D7E1F1D1BCF2B56E3B3D71', value: 'Maskinpark' }] };

export type TranslationsModelEvent =
  | TranslationsEvent
  | DoneActorEvent<LookupOutput, 'lookupTranslations'>
  | ErrorActorEvent<unknown, 'lookupTranslations'>
  | AfterEvent<'xstate.after.debounce.translations.waiting'>
  | AfterEvent<'xstate.after.timeout.translations.sending'>;

export const translationsEvents = {
  'translation.missing': { fleet: { type: 'translation.missing', text: 'Fleet' }, service: { type: 'translation.missing', text: 'Service' } },
  'translation.languageChanged': { nb: { type: 'translation.languageChanged', language: 'nb' } },
  'xstate.done.actor.lookupTranslations': { ok: { type: 'xstate.done.actor.lookupTranslations', actorId: 'lookupTranslations', output: ANSWER } },
  'xstate.error.actor.lookupTranslations': {
    offline: { type: 'xstate.error.actor.lookupTranslations', actorId: 'lookupTranslations', error: new TypeError('Failed to fetch') },
  },
  'xstate.after.debounce.translations.waiting': { quiet: { type: 'xstate.after.debounce.translations.waiting' } },
  'xstate.after.timeout.translations.sending': { noAnswer: { type: 'xstate.after.timeout.translations.sending' } },
} satisfies EventFixtures<TranslationsModelEvent>;

export const translationsModel = defineModel({
  machine: translationsMachine,
  variants: { swedish: { input: { language: 'sv' } } },
  events: translationsEvents,
  delays: { debounce: SPEC.translationDebounceMs, timeout: SPEC.translationTimeoutMs },
  project: ({ context }) => ({ language: context.language, pending: context.pending.join(','), batch: context.batch.join(',') }),
});
