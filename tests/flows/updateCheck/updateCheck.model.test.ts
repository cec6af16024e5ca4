import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { replayPath, type StepInfo } from '../kit/replay.ts';
import { CHECK_INTERVAL_MS, readVersion, updateCheckMachine } from '../../../machines/updateCheck/updateCheck.machine.ts';
import { NEXT_VERSION, RUNNING_VERSION, updateCheckModel } from './updateCheck.model.ts';
import { advanceTime, createSpies, effectTracker, once, useFakeClock, type Spies, graphsOf } from '../kit/harness.ts';

const ACTIONS = ['reloadPage'] as const;
type Action = (typeof ACTIONS)[number];
const T0 = Date.UTC(2025, 8, 22, 8, 0, 0);

function checkStep(step: StepInfo, spies: Spies<Action>, effects: ReturnType<typeof effectTracker<Action>>) {
  const { label, after, invocations } = step;
  expect(effects.next(), `side effects of ${label}`).toEqual(label === 'update.reload' ? once('reloadPage') : {});
  if (label === 'xstate.init') expect(after.value).toBe('waiting');
  if (label === 'after:checkInterval') {
    expect(after.value).toBe('checking');
    expect(invocations.at(-1)?.src).toBe('fetchFrontendVersion');
  }
  if (label === 'done:fetchFrontendVersion(newer)' || label === 'update.reload') {
    expect(after.value).toBe('updateAvailable');
    expect(after.hasTag('view:toast')).toBe(true);
    expect(after.context.availableVersion).toBe(NEXT_VERSION);
  }
  if (['done:fetchFrontendVersion(same)', 'done:fetchFrontendVersion(html)', 'error:fetchFrontendVersion'].includes(label)) {
    expect(after.value).toBe('waiting');
    expect(after.hasTag('view:toast')).toBe(false);
  }
}

describe('updateCheck: generated paths', () => {
  useFakeClock(T0);
  for (const graph of graphsOf(updateCheckModel)) {
    for (const modelPath of graph.paths) {
      it(modelPath.description, async () => {
        const spies = createSpies(ACTIONS);
        const effects = effectTracker(spies);
        await replayPath(graph, modelPath, { actions: spies, advanceTime, onStep: (step) => checkStep(step, spies, effects) });
      });
    }
  }
});

// --- Hand-written journeys with pinned end states ---------------------------------------------

function startChecking(answers: Array<string | Error>) {
  const spies = createSpies(ACTIONS);
  let fetches = 0;
  const machine = updateCheckMachine.provide({
    actions: spies,
    actors: {
      fetchFrontendVersion: fromPromise<string, void>(async () => {
        const answer = answers[fetches++];
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
  });
  const actor = createActor(machine, { input: { runningVersion: RUNNING_VERSION } }).start();
  return { actor, spies, fetches: () => fetches };
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('updateCheck: journeys', () => {
  useFakeClock(T0);

  it('a different version after 30 minutes shows the persistent toast; Reload reloads', async () => {
    const { actor, spies, fetches } = startChecking([`${NEXT_VERSION}\n`]);
    advanceTime(CHECK_INTERVAL_MS - 1);
    expect(fetches()).toBe(0);
    advanceTime(1);
    await flush();
    expect(fetches()).toBe(1);
    const end = actor.getSnapshot();
    expect(end.value).toBe('updateAvailable');
    expect(end.hasTag('view:toast')).toBe(true);
    expect(end.context.availableVersion).toBe(NEXT_VERSION);

    advanceTime(10 * CHECK_INTERVAL_MS);
    expect(fetches()).toBe(1);
    expect(actor.getSnapshot().hasTag('view:toast')).toBe(true);
    actor.send({ type: 'update.reload' });
    expect(spies.reloadPage).toHaveBeenCalledTimes(1);
  });

  it('fetch errors and the same version keep checking every 30 minutes', async () => {
    const { actor, fetches } = startChecking([new TypeError('Failed to fetch'), ` ${RUNNING_VERSION} \n`, `${NEXT_VERSION}`]);
    for (let i = 1; i <= 2; i++) {
      advanceTime(CHECK_INTERVAL_MS);
      await flush();
      expect(fetches()).toBe(i);
      expect(actor.getSnapshot().value).toBe('waiting');
    }
    advanceTime(CHECK_INTERVAL_MS);
    await flush();
    expect(actor.getSnapshot().value).toBe('updateAvailable');
  });

  it('reads only something that looks like a version', () => {
    expect(readVersion(' 0.37.1-b0-2025-09-22\n')).toBe('0.37.1-b0-2025-09-22');
    expect(readVersion('')).toBeNull();
    expect(readVersion('<!doctype html>')).toBeNull();
    expect(readVersion('0.37 beta')).toBeNull();
  });
});
