import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { positionRefreshMachine } from '../../../machines/positionRefresh/positionRefresh.machine.ts';
import { ASSET_ID, AT_DEPOT, NO_DATA, OFFLINE, ON_SITE, positionRefreshModel } from './positionRefresh.model.ts';
import type { LatestPosition, LoadLatestPositionInput } from '../../../machines/positionRefresh/positionRefresh.types.ts';
import { buildModelGraphs } from '../kit/model.ts';
import { replayPath, type StepInfo } from '../kit/replay.ts';
import { advanceTime, useFakeClock } from '../kit/harness.ts';

type Snapshot = SnapshotFrom<typeof positionRefreshMachine>;

/** Features spec, sections 4 and 9: the machine position is refetched every 30 s. */
const SPEC_REFRESH_MS = 30_000;
const T0 = Date.UTC(2026, 10, 25, 7, 0, 0);

interface Expected {
  loading: boolean;
  position: LatestPosition | null;
  errorStatus: number | null;
  settled: boolean;
}

function expected(label: string, before: Expected | undefined): Expected {
  if (label === 'xstate.init') return { loading: true, position: null, errorStatus: null, settled: false };
  const s = before!;
  if (label === 'after:refreshInterval' || label === 'position.refreshNow') return { ...s, loading: true };
  if (label === 'done:loadLatestPosition(depot)') return { loading: false, position: AT_DEPOT, errorStatus: null, settled: true };
  if (label === 'done:loadLatestPosition(site)') return { loading: false, position: ON_SITE, errorStatus: null, settled: true };
  // A failed refresh keeps what is shown; 106 is "no data", not a failure.
  if (label === 'error:loadLatestPosition(offline)') return { ...s, loading: false, errorStatus: 0, settled: true };
  if (label === 'error:loadLatestPosition(noData)') return { ...s, loading: false, errorStatus: null, settled: true };
  throw new Error(`no expectation for ${label}`);
}

function checker() {
  let state: Expected | undefined;
  let answeredAt = Date.now();
  return ({ label, after, invocations }: StepInfo) => {
    const snap = after as Snapshot;
    const wasLoading = state?.loading;
    state = expected(label, state);
    expect(snap.hasTag('busy'), `loading after ${label}`).toBe(state.loading);
    expect(snap.context.position).toEqual(state.position);
    expect(snap.context.error?.status ?? null).toBe(state.errorStatus);
    expect(snap.context.settled).toBe(state.settled);
    if (label === 'after:refreshInterval') expect(Date.now() - answeredAt, 'refresh period').toBe(SPEC_REFRESH_MS);
    if (wasLoading && !state.loading) answeredAt = Date.now();
    if (state.loading) expect(invocations.at(-1)).toEqual({ src: 'loadLatestPosition', input: { assetId: ASSET_ID } });
  };
}

describe('positionRefresh: generated paths', () => {
  useFakeClock(T0);
  for (const graph of buildModelGraphs(positionRefreshModel)) {
    for (const modelPath of graph.paths) {
      it(modelPath.description, async () => {
        await replayPath(graph, modelPath, { advanceTime, onStep: checker() });
      });
    }
  }
});

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('positionRefresh: journeys', () => {
  useFakeClock(T0);

  it('asks at once, then every 30 s after each answer; an offline refresh keeps the last position', async () => {
    const answers: Array<LatestPosition | Error> = [AT_DEPOT, Object.assign(new Error('offline'), OFFLINE), ON_SITE];
    const asked: number[] = [];
    const machine = positionRefreshMachine.provide({
      actors: {
        loadLatestPosition: fromPromise<LatestPosition | null, LoadLatestPositionInput>(async ({ input }) => {
          expect(input).toEqual({ assetId: ASSET_ID });
          asked.push(Date.now() - T0);
          const answer = answers.shift()!;
          if (answer instanceof Error) throw answer;
          return answer;
        }),
      },
    });
    const actor = createActor(machine, { input: { assetId: ASSET_ID } }).start();
    await flush();
    expect(actor.getSnapshot().context.position).toEqual(AT_DEPOT);
    advanceTime(SPEC_REFRESH_MS - 1);
    await flush();
    expect(asked).toEqual([0]);
    advanceTime(1);
    await flush();
    expect(asked).toEqual([0, SPEC_REFRESH_MS]);
    expect(actor.getSnapshot().context.position).toEqual(AT_DEPOT);
    expect(actor.getSnapshot().context.error?.status).toBe(0);
    advanceTime(SPEC_REFRESH_MS);
    await flush();
    const end = actor.getSnapshot();
    expect(asked).toEqual([0, SPEC_REFRESH_MS, 2 * SPEC_REFRESH_MS]);
    expect(end.context.position).toEqual(ON_SITE);
    expect(end.context.error).toBeNull();
    actor.stop();
  });

  it('a machine with no position (code 106) shows no error and is asked again later', async () => {
    let calls = 0;
    const machine = positionRefreshMachine.provide({
      actors: {
        loadLatestPosition: fromPromise<LatestPosition | null, LoadLatestPositionInput>(async () => {
          calls += 1;
          throw NO_DATA;
        }),
      },
    });
    const actor = createActor(machine, { input: { assetId: ASSET_ID } }).start();
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ position: null, error: null, settled: true });
    advanceTime(SPEC_REFRESH_MS);
    await flush();
    expect(calls).toBe(2);
    actor.stop();
  });
});
