// placeRemoval as an actor (features spec: places, §8 'Place delete'): the notices it raises and the
// error the confirmation shows.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { placeRemovalMachine } from '../../machines/placeRemoval/placeRemoval.machine.ts';
import type { DeletedPlace, PlaceRemovalNotice } from '../../machines/placeRemoval/placeRemoval.types.ts';

const settle = () => new Promise((r) => setTimeout(r, 0));

function start(answers: (() => Promise<DeletedPlace>)[]) {
  const notices: PlaceRemovalNotice[] = [];
  const deleted: number[] = [];
  let call = 0;
  const machine = placeRemovalMachine.provide({
    actors: { deletePlace: fromPromise<DeletedPlace, { id: number }>(() => answers[call++]()) },
    actions: {
      notify: (_, params: PlaceRemovalNotice) => {
        notices.push(params);
      },
      placeDeleted: (_, params: { id: number }) => {
        deleted.push(params.id);
      },
    },
  });
  const actor = createActor(machine).start();
  return { actor, notices, deleted };
}

describe('placeRemoval machine', () => {
  it('starts idle with no place and no error', () => {
    const { actor } = start([]);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ place: null, error: null });
  });

  it('a deleted place raises the success notice "Place deleted" naming the place', async () => {
    const { actor, notices, deleted } = start([() => Promise.resolve({ id: 7, machinesReleased: 0 })]);
    actor.send({ type: 'place.deleteRequested', place: { id: 7, name: 'Depot North' } });
    actor.send({ type: 'place.deleteConfirmed' });
    await settle();
    expect(notices).toEqual([{ tone: 'success', title: 'Place deleted', text: 'Depot North' }]);
    expect(deleted).toEqual([7]);
    expect(actor.getSnapshot().context).toEqual({ place: null, error: null });
  });

  it('a second try clears the first failure while it is under way', async () => {
    let release: (v: DeletedPlace) => void = () => {};
    const { actor, notices } = start([
      () => Promise.reject({ status: 500, message: 'Place is in use' }),
      () => new Promise<DeletedPlace>((r) => (release = r)),
    ]);
    actor.send({ type: 'place.deleteRequested', place: { id: 7, name: 'Depot North' } });
    actor.send({ type: 'place.deleteConfirmed' });
    await settle();
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.error).toBe('Place is in use');
    expect(notices).toEqual([{ tone: 'error', title: 'Error while deleting place. Please try again later', text: 'Place is in use' }]);
    actor.send({ type: 'place.deleteConfirmed' });
    expect(actor.getSnapshot().value).toBe('deleting');
    expect(actor.getSnapshot().context.error).toBeNull();
    release({ id: 7, machinesReleased: 1 });
    await settle();
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
