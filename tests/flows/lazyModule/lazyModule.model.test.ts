import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { lazyModuleMachine } from '../../../machines/lazyModule/lazyModule.machine.ts';
import { chunkError, lazyModuleModel, loadedChunk } from './lazyModule.model.ts';
import { replayPath, type StepInfo } from '../kit/replay.ts';
import { advanceTime, createSpies, effectTracker, once, useFakeClock, type Spies, graphsOf } from '../kit/harness.ts';

const ACTIONS = ['markReload', 'reloadPage'] as const;
type Action = (typeof ACTIONS)[number];

function checkStep(variant: string, step: StepInfo, spies: Spies<Action>, effects: ReturnType<typeof effectTracker<Action>>) {
  const { label, before, after, invocations } = step;
  // Where each event must lead (spec: 3 attempts 1 s apart, then reload unless reloaded in the last 10 s).
  const attemptsBefore = before?.context.attempts ?? 0;
  const expected: Record<string, string> = {
    'xstate.init': 'loading',
    'after:retryDelay': 'loading',
    'lazy.retry': 'loading',
    'done:importModule': 'loaded',
    'error:importModule': attemptsBefore < 3 ? 'waiting' : variant === 'no recent reload' ? 'reloading' : 'failed',
  };
  expect(after.value, `state after ${label}`).toBe(expected[label]);
  const thirdFailure = label === 'error:importModule' && before?.context.attempts === 3;
  const reloads = thirdFailure && variant === 'no recent reload';
  expect(effects.next(), `side effects of ${label}`).toEqual(reloads ? once('markReload', 'reloadPage') : {});
  if (reloads) {
    expect(spies.markReload.mock.invocationCallOrder[0]).toBeLessThan(spies.reloadPage.mock.invocationCallOrder[0]);
    expect(after.value).toBe('reloading');
  }
  if (thirdFailure && !reloads) {
    expect(after.value).toBe('failed');
    expect(after.hasTag('view:error')).toBe(true);
    expect(after.context.error).toBe(chunkError.message);
  }
  if (after.matches('loading') && !before?.matches('loading')) {
    expect(invocations.at(-1)).toEqual({ src: 'importModule', input: { name: 'map', attempt: after.context.attempts } });
    expect(after.context.attempts).toBeLessThanOrEqual(3);
  }
  if (label === 'done:importModule') {
    expect(after.status).toBe('done');
    expect(after.output).toBe(loadedChunk);
  }
}

describe('lazyModule: generated paths', () => {
  useFakeClock(Date.UTC(2025, 8, 22, 8, 0, 0));
  for (const graph of graphsOf(lazyModuleModel)) {
    describe(graph.variant, () => {
      for (const modelPath of graph.paths) {
        it(modelPath.description, async () => {
          const spies = createSpies(ACTIONS);
          const effects = effectTracker(spies);
          await replayPath(graph, modelPath, { actions: spies, advanceTime, onStep: (step) => checkStep(graph.variant, step, spies, effects) });
        });
      }
    });
  }
});

// --- Hand-written journeys with pinned end states ---------------------------------------------

function startLoading(outcomes: Array<'fail' | 'load'>, reloadedRecently: boolean) {
  const spies = createSpies(ACTIONS);
  const attempts: number[] = [];
  const machine = lazyModuleMachine.provide({
    actions: spies,
    guards: { reloadedRecently: () => reloadedRecently },
    actors: {
      importModule: fromPromise<unknown, { name: string; attempt: number }>(async ({ input }) => {
        attempts.push(input.attempt);
        if (outcomes[input.attempt - 1] === 'load') return loadedChunk;
        throw chunkError;
      }),
    },
  });
  const actor = createActor(machine, { input: { name: 'map' } }).start();
  return { actor, spies, attempts };
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('lazyModule: journeys', () => {
  useFakeClock(Date.UTC(2025, 8, 22, 8, 0, 0));

  it('three failures 1 s apart reload the page once', async () => {
    const { actor, spies, attempts } = startLoading(['fail', 'fail', 'fail'], false);
    await flush();
    expect(actor.getSnapshot().value).toBe('waiting');
    advanceTime(999);
    expect(attempts).toEqual([1]);
    advanceTime(1);
    await flush();
    expect(attempts).toEqual([1, 2]);
    advanceTime(1000);
    await flush();

    expect(attempts).toEqual([1, 2, 3]);
    expect(actor.getSnapshot().value).toBe('reloading');
    expect(spies.markReload).toHaveBeenCalledTimes(1);
    expect(spies.reloadPage).toHaveBeenCalledTimes(1);
    advanceTime(60_000);
    expect(attempts).toHaveLength(3);
  });

  it('after a reload in the last 10 s the error fallback is shown instead', async () => {
    const { actor, spies } = startLoading(['fail', 'fail', 'fail'], true);
    await flush();
    advanceTime(1000);
    await flush();
    advanceTime(1000);
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().hasTag('view:error')).toBe(true);
    expect(spies.reloadPage).not.toHaveBeenCalled();
  });

  it('a second attempt that succeeds hands the module over', async () => {
    const { actor } = startLoading(['fail', 'load'], false);
    await flush();
    advanceTime(1000);
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toBe(loadedChunk);
  });
});
