import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { buildModelGraphs } from '../kit/model.ts';
import { replayPath, type StepInfo } from '../kit/replay.ts';
import { LOOKUP_BATCH, LOOKUP_DEBOUNCE_MS, LOOKUP_TIMEOUT_MS, translationsMachine } from '../../../machines/translations/translations.machine.ts';
import { ANSWER, translationsModel } from './translations.model.ts';
import type { LookupInput, LookupOutput } from '../../../machines/translations/translations.types.ts';
import { advanceTime, createSpies, effectTracker, once, useFakeClock, type Spies } from '../kit/harness.ts';

const ACTIONS = ['storeTranslations', 'warnLookupFailed'] as const;
type Action = (typeof ACTIONS)[number];
type Snapshot = SnapshotFrom<typeof translationsMachine>;
const T0 = Date.UTC(2026, 10, 23, 8, 0, 0);

/** Where each event leads, worked out from the spec (debounce, then one lookup; failures only warn). */
function expectedState(label: string, before: Snapshot | undefined): string {
  if (label === 'xstate.init') return 'idle';
  if (label.startsWith('translation.languageChanged')) return 'idle';
  const from = String(before!.value);
  if (label.startsWith('translation.missing')) return from === 'sending' ? 'sending' : 'waiting';
  if (label === 'after:debounce') return 'sending';
  // Settled: strings that came during the lookup wait for their own second of quiet.
  if (label.startsWith('done:') || label.startsWith('error:') || label === 'after:timeout') return before!.context.pending.length > 0 ? 'waiting' : 'idle';
  throw new Error(`no expectation for ${label}`);
}

function checker(spies: Spies<Action>) {
  const effects = effectTracker(spies);
  return ({ label, before, after, invocations }: StepInfo) => {
    const snap = after as Snapshot;
    const prev = before as Snapshot | undefined;
    expect(String(snap.value), `state after ${label}`).toBe(expectedState(label, prev));
    const failed = label.startsWith('error:') || label === 'after:timeout';
    expect(effects.next(), `side effects of ${label}`).toEqual(label.startsWith('done:') ? once('storeTranslations') : failed ? once('warnLookupFailed') : {});
    if (label.startsWith('done:')) expect(spies.storeTranslations.mock.lastCall?.[1]).toEqual({ language: prev!.context.language, output: ANSWER });
    if (failed) expect(spies.warnLookupFailed.mock.lastCall?.[1]).toMatchObject({ language: prev!.context.language, count: prev!.context.batch.length });
    if (label === 'after:debounce') {
      // Everything collected goes in one lookup, in the language of the moment.
      expect(invocations.at(-1)).toEqual({ src: 'lookupTranslations', input: { language: prev!.context.language, texts: prev!.context.pending } });
      expect(snap.context.pending).toEqual([]);
    }
    if (label.startsWith('translation.missing')) {
      const text = label.includes('fleet') ? 'Fleet' : 'Service';
      // Each string once: neither queued twice nor queued while it is being looked up.
      const known = prev!.context.pending.includes(text) || prev!.context.batch.includes(text);
      expect(snap.context.pending).toEqual(known ? prev!.context.pending : [...prev!.context.pending, text]);
    }
    if (label.startsWith('translation.languageChanged')) expect(snap.context).toEqual({ language: 'nb', pending: [], batch: [] });
    if (snap.value !== 'sending') expect(snap.context.batch).toEqual([]);
  };
}

describe('translations: generated paths', () => {
  useFakeClock(T0);
  for (const graph of buildModelGraphs(translationsModel)) {
    for (const modelPath of graph.paths) {
      it(modelPath.description, async () => {
        const spies = createSpies(ACTIONS);
        await replayPath(graph, modelPath, { actions: spies, advanceTime, onStep: checker(spies) });
      });
    }
  }
});

// --- Hand-written journeys on the real clock's fake: the 1000 ms debounce and the 5000 ms timeout ---

function start(lookup: (input: LookupInput) => Promise<LookupOutput>) {
  const spies = createSpies(ACTIONS);
  const calls: LookupInput[] = [];
  const machine = translationsMachine.provide({
    actions: spies,
    actors: {
      lookupTranslations: fromPromise<LookupOutput, LookupInput>(({ input }) => {
        calls.push(input);
        return lookup(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { language: 'sv' } }).start();
  return { actor, spies, calls };
}

const flush = async () => {
  for (let i = 0; i < 8; i++) await Promise.resolve();
};

describe('translations: debounce and timeout', () => {
  useFakeClock(T0);

  it('looks up nothing until no new string has come for 1000 ms, then all of them at once', async () => {
    const { actor, spies, calls } = start(async () => ANSWER);
    actor.send({ type: 'translation.missing', text: 'Fleet' });
    advanceTime(LOOKUP_DEBOUNCE_MS - 100);
    actor.send({ type: 'translation.missing', text: 'Service' });
    advanceTime(LOOKUP_DEBOUNCE_MS - 100);
    actor.send({ type: 'translation.missing', text: 'Fleet' });
    expect(calls).toEqual([]);
    advanceTime(LOOKUP_DEBOUNCE_MS);
    expect(calls).toEqual([{ language: 'sv', texts: ['Fleet', 'Service'] }]);
    await flush();
    expect(spies.storeTranslations).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('sends at most one batch per lookup; the rest follow after the next quiet second', async () => {
    const { actor, calls } = start(async () => ({ translations: [] }));
    for (let i = 0; i < LOOKUP_BATCH + 5; i++) actor.send({ type: 'translation.missing', text: `Text ${i}` });
    advanceTime(LOOKUP_DEBOUNCE_MS);
    await flush();
    expect(calls.map((c) => c.texts.length)).toEqual([LOOKUP_BATCH]);
    advanceTime(LOOKUP_DEBOUNCE_MS);
    await flush();
    expect(calls.map((c) => c.texts.length)).toEqual([LOOKUP_BATCH, 5]);
  });

  it('a lookup without an answer in 5000 ms, or a failed one, only warns', async () => {
    const { actor, spies } = start(() => new Promise<LookupOutput>(() => {}));
    actor.send({ type: 'translation.missing', text: 'Fleet' });
    advanceTime(LOOKUP_DEBOUNCE_MS);
    advanceTime(LOOKUP_TIMEOUT_MS - 1);
    expect(spies.warnLookupFailed).not.toHaveBeenCalled();
    advanceTime(1);
    expect(spies.warnLookupFailed.mock.lastCall?.[1]).toEqual({ language: 'sv', count: 1, reason: 'no answer in 5000 ms' });
    expect(actor.getSnapshot().value).toBe('idle');

    const failing = start(() => Promise.reject(new Error('offline')));
    failing.actor.send({ type: 'translation.missing', text: 'Fleet' });
    advanceTime(LOOKUP_DEBOUNCE_MS);
    await flush();
    expect(failing.spies.warnLookupFailed.mock.lastCall?.[1]).toEqual({ language: 'sv', count: 1, reason: 'offline' });
    expect(failing.spies.storeTranslations).not.toHaveBeenCalled();
  });

  it('a language change drops what was collected for the old language', () => {
    const { actor, calls } = start(async () => ANSWER);
    actor.send({ type: 'translation.missing', text: 'Fleet' });
    actor.send({ type: 'translation.languageChanged', language: 'nb' });
    advanceTime(LOOKUP_DEBOUNCE_MS * 2);
    expect(calls).toEqual([]);
    vi.clearAllTimers();
  });
});
