import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { buildModelGraphs } from '../kit/model.ts';
import { replayPath, type StepInfo } from '../kit/replay.ts';
import { placeRemovalMachine } from '../../../machines/placeRemoval/placeRemoval.machine.ts';
import { placeRemovalModel, SITE } from './placeRemoval.model.ts';
import type { DeletedPlace } from '../../../machines/placeRemoval/placeRemoval.types.ts';
import { createSpies, effectTracker, once, type Spies } from '../kit/harness.ts';

// The features spec's text (section 8), written out so a changed text fails here.
const DELETE_FAILED = 'Error while deleting place. Please try again later';
const ACTIONS = ['placesChanged', 'placeDeleted', 'notify'] as const;
type Action = (typeof ACTIONS)[number];
type Snapshot = SnapshotFrom<typeof placeRemovalMachine>;

function expectedState(label: string): string {
  if (label === 'xstate.init' || label === 'place.deleteCancelled' || label === 'done:deletePlace') return 'idle';
  if (label === 'place.deleteRequested' || label.startsWith('error:deletePlace')) return 'confirming';
  if (label === 'place.deleteConfirmed') return 'deleting';
  throw new Error(`no expectation for ${label}`);
}

function checker(spies: Spies<Action>) {
  const effects = effectTracker(spies);
  return ({ label, after, invocations }: StepInfo) => {
    const snap = after as Snapshot;
    const state = String(snap.value);
    expect(state, `state after ${label}`).toBe(expectedState(label));
    expect(snap.hasTag('view:confirm')).toBe(state !== 'idle');
    expect(snap.hasTag('busy')).toBe(state === 'deleting');
    const expected =
      label === 'done:deletePlace' ? once('placesChanged', 'placeDeleted', 'notify') : label.startsWith('error:deletePlace') ? once('notify') : {};
    expect(effects.next(), `side effects of ${label}`).toEqual(expected);
    if (label === 'done:deletePlace') expect(spies.placeDeleted.mock.lastCall?.[1]).toEqual({ id: SITE.id });
    if (label === 'error:deletePlace(notFound)') {
      expect(spies.notify.mock.lastCall?.[1]).toEqual({ tone: 'error', title: DELETE_FAILED, text: 'Place not found' });
      expect(snap.context.error).toBe('Place not found');
    }
    if (label === 'error:deletePlace(offline)') expect(snap.context.error).toBe(DELETE_FAILED);
    if (state === 'deleting') expect(invocations.at(-1)).toEqual({ src: 'deletePlace', input: { id: SITE.id } });
    if (state === 'idle') expect(snap.context).toEqual({ place: null, error: null });
  };
}

describe('placeRemoval: generated paths', () => {
  for (const graph of buildModelGraphs(placeRemovalModel)) {
    for (const modelPath of graph.paths) {
      it(modelPath.description, async () => {
        const spies = createSpies(ACTIONS);
        await replayPath(graph, modelPath, { actions: spies, advanceTime: () => {}, onStep: checker(spies) });
      });
    }
  }
});

describe('placeRemoval: journeys', () => {
  it('retries a failed delete from the confirmation and closes the panel once it worked', async () => {
    let attempts = 0;
    const spies = createSpies(ACTIONS);
    const actor = createActor(
      placeRemovalMachine.provide({
        actions: spies,
        actors: {
          deletePlace: fromPromise<DeletedPlace, { id: number }>(async ({ input }) => {
            if (attempts++ === 0) throw { status: 503, message: '' };
            return { id: input.id, machinesReleased: 2 };
          }),
        },
      }),
    ).start();
    actor.send({ type: 'place.deleteRequested', place: SITE });
    actor.send({ type: 'place.deleteConfirmed' });
    await waitFor(actor, (s) => s.matches('confirming') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(DELETE_FAILED);
    actor.send({ type: 'place.deleteConfirmed' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(spies.placeDeleted).toHaveBeenCalledTimes(1);
    expect(spies.placesChanged).toHaveBeenCalledTimes(1);
    expect(attempts).toBe(2);
  });
});
