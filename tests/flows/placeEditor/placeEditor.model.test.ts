import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { buildModelGraphs } from '../kit/model.ts';
import { replayPath, type StepInfo } from '../kit/replay.ts';
import { placeEditorMachine } from '../../../machines/placeEditor/placeEditor.machine.ts';
import { BOW_TIE, MOVED_RING, PLACE_ID, placeEditorModel, SITE_RING, storedPlace } from './placeEditor.model.ts';
import type { PlaceDetail, PlaceFailure, SavedPlace, SavePlaceInput } from '../../../machines/placeEditor/placeEditor.types.ts';
import type { LatLng } from '../../../machines/placeEditor/geofence.ts';
import { createSpies, effectTracker, once, type Spies } from '../kit/harness.ts';

// The features spec's texts (section 8), written out so a changed text fails here.
const ADD_FAILED = 'Error while adding place. Please try again later';
const EDIT_FAILED = 'Error while editing place. Please try again later';

const ACTIONS = ['placesChanged', 'notify'] as const;
type Action = (typeof ACTIONS)[number];
type Snapshot = SnapshotFrom<typeof placeEditorMachine>;
const VIEWS = ['view:loading', 'view:error', 'view:drawing', 'view:form', 'view:confirmDiscard'];

const stateOf = (s: Snapshot | undefined) => (s ? String(s.value) : 'starting');
const creating = (s: Snapshot) => s.context.placeId === null;

// The oracle's own reading of the form (not the machine's rules): a name that is not blank and a
// ring that is drawn and does not cross itself.
const ringName = (ring: readonly LatLng[]) =>
  ring.length === 0 ? 'none' : ring === BOW_TIE || JSON.stringify(ring) === JSON.stringify(BOW_TIE) ? 'bowTie' : 'ok';
const sendable = (s: Snapshot) => s.context.values.name.trim() !== '' && ringName(s.context.geofence) === 'ok';
const changed = (s: Snapshot) =>
  creating(s)
    ? s.context.values.name !== '' || s.context.geofence.length > 0
    : s.context.values.name !== storedPlace.name || JSON.stringify(s.context.geofence) !== JSON.stringify(storedPlace.geofence);

function expectedState(label: string, before: Snapshot | undefined, after: Snapshot): string {
  const from = stateOf(before);
  if (label === 'xstate.init') return creating(after) ? 'drawing' : 'loading';
  if (label === 'done:loadPlace') return 'editing';
  if (label === 'error:loadPlace') return 'loadFailed';
  if (label === 'place.retry') return 'loading';
  if (label.startsWith('place.geofenceDrawn')) return 'editing';
  if (label.startsWith('place.fieldChanged') || label.startsWith('place.geofenceChanged')) return 'editing';
  if (label === 'place.redrawRequested') return 'drawing';
  if (label === 'place.saveRequested') return sendable(before!) ? 'saving' : 'editing';
  if (label === 'place.cancelRequested') return from === 'loadFailed' ? 'cancelled' : changed(before!) ? 'confirmDiscard' : 'cancelled';
  if (label === 'place.discardConfirmed') return 'cancelled';
  if (label === 'place.discardCancelled') return before!.context.geofence.length === 0 ? 'drawing' : 'editing';
  if (label === 'done:savePlace') return 'saved';
  if (label.startsWith('error:savePlace')) return 'editing';
  throw new Error(`no expectation for ${label}`);
}

function checker(spies: Spies<Action>) {
  const effects = effectTracker(spies);
  return ({ label, before, after, invocations }: StepInfo) => {
    const snap = after as Snapshot;
    const prev = before as Snapshot | undefined;
    const state = stateOf(snap);
    expect(state, `state after ${label}`).toBe(expectedState(label, prev, snap));
    if (!['saved', 'cancelled'].includes(state))
      expect(
        VIEWS.filter((t) => snap.hasTag(t)),
        'exactly one view',
      ).toHaveLength(1);
    expect(snap.hasTag('busy')).toBe(state === 'saving');

    // Side effects: a save that reached the server refreshes places and says so; a failure is a toast.
    const expected = label === 'done:savePlace' ? once('placesChanged', 'notify') : label.startsWith('error:savePlace') ? once('notify') : {};
    expect(effects.next(), `side effects of ${label}`).toEqual(expected);

    if (label.startsWith('error:savePlace')) {
      const title = creating(snap) ? ADD_FAILED : EDIT_FAILED;
      expect(spies.notify.mock.lastCall?.[1]).toEqual({ tone: 'error', title, text: null });
      expect(snap.context.serverErrors).toEqual(label.endsWith('(refused)') ? { geofence: ['The geofence crosses itself: edge 1 meets edge 3'] } : {});
    }
    if (label === 'done:savePlace')
      expect(snap.output).toEqual({ result: 'saved', place: { id: PLACE_ID, name: 'Norra Länken etapp 3', inventoryUpToDate: true } });
    if (state === 'cancelled') expect(snap.output).toEqual({ result: 'cancelled' });
    if (label === 'place.saveRequested') expect(snap.context.submitted).toBe(true);
    // Reshaping or redrawing clears the server's geofence message; the name edit clears the name's.
    if (label.startsWith('place.geofenceChanged') || label === 'place.redrawRequested')
      expect(Object.keys(snap.context.serverErrors)).not.toContain('geofence');

    if (state === 'loading' && stateOf(prev) !== 'loading') expect(invocations.at(-1)).toEqual({ src: 'loadPlace', input: { id: PLACE_ID } });
    if (label === 'done:loadPlace') {
      expect(snap.context.values).toMatchObject({
        name: 'Kv. Kvarngärdet',
        validFrom: '2026-09-01',
        validTo: '2027-03-31',
        orderContact: 'Anna Berg',
        tagIds: [4],
      });
      expect(snap.context.geofence).toEqual(SITE_RING);
    }
    if (state === 'saving') {
      const { id, request } = invocations.at(-1)!.input as SavePlaceInput;
      expect(invocations.at(-1)!.src).toBe('savePlace');
      expect(id).toBe(creating(snap) ? null : PLACE_ID);
      // What is sent: trimmed texts, blanks as null, the ring as drawn.
      expect(request.name).toBe(prev!.context.values.name.trim());
      expect(request.geofence).toEqual(prev!.context.geofence);
      expect(request.timezoneName).toBe('Europe/Stockholm');
      expect(request.address.zip).toBe(creating(snap) ? null : '753 21');
    }
  };
}

describe('placeEditor: generated paths', () => {
  for (const graph of buildModelGraphs(placeEditorModel)) {
    for (const modelPath of graph.paths) {
      it(modelPath.description, async () => {
        const spies = createSpies(ACTIONS);
        await replayPath(graph, modelPath, { actions: spies, advanceTime: () => {}, onStep: checker(spies) });
      });
    }
  }
});

// --- Hand-written journeys with pinned end states ---------------------------------------------

function start(placeId: number | null, saveFailures: PlaceFailure[] = []) {
  const calls: SavePlaceInput[] = [];
  const spies = createSpies(ACTIONS);
  const machine = placeEditorMachine.provide({
    actions: spies,
    actors: {
      loadPlace: fromPromise<PlaceDetail, { id: number }>(async () => storedPlace),
      savePlace: fromPromise<SavedPlace, SavePlaceInput>(async ({ input }) => {
        calls.push(input);
        const failure = saveFailures.shift();
        if (failure) throw failure;
        return { id: input.id ?? 77, name: input.request.name, inventoryUpToDate: true };
      }),
    },
  });
  const actor = createActor(machine, { input: { placeId, defaultTimeZone: 'Europe/Oslo' } }).start();
  return { actor, calls, spies };
}

describe('placeEditor: journeys', () => {
  it('draws a new work site, names it, and saves it once the bow tie is redrawn', async () => {
    const { actor, calls, spies } = start(null, [{ status: 500, message: 'Internal server error' }]);
    actor.send({ type: 'place.geofenceDrawn', ring: BOW_TIE });
    actor.send({ type: 'place.fieldChanged', field: 'name', value: 'Västra hamnen' });
    actor.send({ type: 'place.saveRequested' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(calls).toHaveLength(0);
    actor.send({ type: 'place.redrawRequested' });
    actor.send({ type: 'place.geofenceDrawn', ring: SITE_RING });
    actor.send({ type: 'place.saveRequested' });
    await waitFor(actor, (s) => s.matches('editing') && !s.hasTag('busy'));
    expect(spies.notify.mock.lastCall?.[1]).toEqual({ tone: 'error', title: ADD_FAILED, text: 'Internal server error' });
    actor.send({ type: 'place.saveRequested' });
    const end = await waitFor(actor, (s) => s.status === 'done');
    expect(end.output).toEqual({ result: 'saved', place: { id: 77, name: 'Västra hamnen', inventoryUpToDate: true } });
    expect(calls).toHaveLength(2);
    expect(calls[1]).toMatchObject({ id: null, request: { name: 'Västra hamnen', placeType: 1, timezoneName: 'Europe/Oslo', geofence: SITE_RING } });
    expect(spies.placesChanged).toHaveBeenCalledTimes(1);
  });

  it('moves an existing geofence and renames the place', async () => {
    const { actor, calls } = start(PLACE_ID);
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'place.geofenceChanged', ring: MOVED_RING });
    actor.send({ type: 'place.fieldChanged', field: 'name', value: 'Kv. Kvarngärdet 2' });
    actor.send({ type: 'place.saveRequested' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls[0]).toMatchObject({ id: PLACE_ID, request: { name: 'Kv. Kvarngärdet 2', geofence: MOVED_RING, validToPlaceTime: '2027-03-31', tagIds: [4] } });
  });

  it('asks before discarding changes and keeps them when the user stays', async () => {
    const { actor } = start(PLACE_ID);
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'place.fieldChanged', field: 'description', value: 'Schakt' });
    actor.send({ type: 'place.cancelRequested' });
    expect(actor.getSnapshot().value).toBe('confirmDiscard');
    actor.send({ type: 'place.discardCancelled' });
    expect(actor.getSnapshot().context.values.description).toBe('Schakt');
    actor.send({ type: 'place.cancelRequested' });
    actor.send({ type: 'place.discardConfirmed' });
    expect(actor.getSnapshot().output).toEqual({ result: 'cancelled' });
  });
});
