import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { detailLoadMachine } from '../../../machines/detailLoad/detailLoad.machine.ts';
import { detailLoadModel, LAST_WEEK, NO_DATA, SERVER_ERROR, TELEMATICS, THIS_WEEK } from './detailLoad.model.ts';
import type { DetailLoadInput } from '../../../machines/detailLoad/detailLoad.types.ts';
import { buildModelGraphs } from '../kit/model.ts';
import { replayPath, type StepInfo } from '../kit/replay.ts';
import { createSpies, effectTracker, once, type Spies } from '../kit/harness.ts';

type Snapshot = SnapshotFrom<typeof detailLoadMachine>;
const ACTIONS = ['clearRememberedTabs'] as const;
type Action = (typeof ACTIONS)[number];
const VIEWS = ['view:loading', 'view:ready', 'view:empty', 'view:error'];

// Features spec, sections 4 and 8: failed loads of machine data, event log or telematics clear the
// remembered tabs; code 106 on a detail load is ignored.
const CLEARS_TABS = new Set(['telematics', 'machineData']);

function expectedView(label: string, before: string | undefined): string {
  if (label === 'xstate.init' || label === 'load.paramsChanged') return 'view:loading';
  if (label === 'load.retry') return before === 'view:error' ? 'view:loading' : before!;
  if (label === 'done:load(data)') return 'view:ready';
  if (label === 'done:load(nothing)' || label === 'error:load(noData)') return 'view:empty';
  if (label === 'error:load(failed)') return 'view:error';
  throw new Error(`no expectation for ${label}`);
}

function checker(input: DetailLoadInput, spies: Spies<Action>) {
  const effects = effectTracker(spies);
  let view: string | undefined;
  let params = input.params;
  return ({ label, after, invocations }: StepInfo) => {
    const snap = after as Snapshot;
    view = expectedView(label, view);
    if (label === 'load.paramsChanged') params = LAST_WEEK;
    expect(
      VIEWS.filter((v) => snap.hasTag(v)),
      `view after ${label}`,
    ).toEqual([view]);
    expect(effects.next(), `side effects of ${label}`).toEqual(
      label === 'error:load(failed)' && CLEARS_TABS.has(input.kind) ? once('clearRememberedTabs') : {},
    );
    expect(snap.context.data).toEqual(view === 'view:ready' ? TELEMATICS : null);
    expect(snap.context.error).toEqual(view === 'view:error' ? SERVER_ERROR : null);
    if (view === 'view:loading') expect(invocations.at(-1)).toEqual({ src: 'load', input: params });
  };
}

describe('detailLoad: generated paths', () => {
  for (const graph of buildModelGraphs(detailLoadModel)) {
    for (const modelPath of graph.paths) {
      it(modelPath.description, async () => {
        const spies = createSpies(ACTIONS);
        await replayPath(graph, modelPath, { actions: spies, advanceTime: () => {}, onStep: checker(graph.input as DetailLoadInput, spies) });
      });
    }
  }
});

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('detailLoad: journeys', () => {
  it('switching week while a slow answer is on its way: only the new week lands', async () => {
    const resolvers = new Map<unknown, (v: unknown) => void>();
    const machine = detailLoadMachine.provide({
      actors: { load: fromPromise<unknown, unknown>(({ input }) => new Promise((resolve) => resolvers.set(input, resolve))) },
    });
    const actor = createActor(machine, { input: { kind: 'machineData', params: THIS_WEEK } }).start();
    actor.send({ type: 'load.paramsChanged', params: LAST_WEEK });
    resolvers.get(LAST_WEEK)!({ week: 'last' });
    await flush();
    resolvers.get(THIS_WEEK)!({ week: 'this' });
    await flush();
    const end = actor.getSnapshot();
    expect(end.hasTag('view:ready')).toBe(true);
    expect(end.context.data).toEqual({ week: 'last' });
  });

  it('a failed telematics load clears the remembered tabs once; the retry shows the data', async () => {
    const answers: unknown[] = [SERVER_ERROR, TELEMATICS];
    const spies = createSpies(ACTIONS);
    const machine = detailLoadMachine.provide({
      actions: spies,
      actors: {
        load: fromPromise<unknown, unknown>(async () => {
          const a = answers.shift();
          if (a === SERVER_ERROR) throw a;
          return a;
        }),
      },
    });
    const actor = createActor(machine, { input: { kind: 'telematics', params: { assetId: 17 } } }).start();
    await flush();
    expect(actor.getSnapshot().hasTag('view:error')).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual(SERVER_ERROR);
    expect(spies.clearRememberedTabs).toHaveBeenCalledTimes(1);
    actor.send({ type: 'load.retry' });
    await flush();
    const end = actor.getSnapshot();
    expect(end.hasTag('view:ready')).toBe(true);
    expect(end.context.data).toEqual(TELEMATICS);
    expect(spies.clearRememberedTabs).toHaveBeenCalledTimes(1);
  });

  it('code 106 is "nothing to show", without clearing anything', async () => {
    const spies = createSpies(ACTIONS);
    const machine = detailLoadMachine.provide({
      actions: spies,
      actors: {
        load: fromPromise<unknown, unknown>(async () => {
          throw NO_DATA;
        }),
      },
    });
    const actor = createActor(machine, { input: { kind: 'telematics', params: { assetId: 17 } } }).start();
    await flush();
    expect(actor.getSnapshot().hasTag('view:empty')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(spies.clearRememberedTabs).not.toHaveBeenCalled();
  });
});
