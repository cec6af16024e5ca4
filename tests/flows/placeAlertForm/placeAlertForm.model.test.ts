import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { buildModelGraphs } from '../kit/model.ts';
import { replayPath, type StepInfo } from '../kit/replay.ts';
import { placeAlertFormMachine } from '../../../machines/placeAlertForm/placeAlertForm.machine.ts';
import { ALERT_ID, ANNA, BO, CHRISTMAS, PLACE_ID, placeAlertFormModel, storedAlert } from './placeAlertForm.model.ts';
import type { PlaceAlertDetail, PlaceAlertRequest, PlaceAlertValues } from '../../../machines/placeAlertForm/placeAlertForm.types.ts';
import { createSpies, effectTracker, once, type Spies } from '../kit/harness.ts';

// The features spec's texts (section 8) and presets (section 3, 9), written out so a change fails here.
const CREATE_FAILED = 'Error while creating place alert.';
const SAVE_FAILED = 'Error while saving place alert details.';
const DELETE_FAILED = 'Error while deleting place alert.';
const MON_FRI_18_06 = {
  monday: true,
  tuesday: true,
  wednesday: true,
  thursday: true,
  friday: true,
  saturday: false,
  sunday: false,
  startPlaceTime: '18:00',
  endPlaceTime: '06:00',
};
const SAT_SUN_ALL_DAY = {
  monday: false,
  tuesday: false,
  wednesday: false,
  thursday: false,
  friday: false,
  saturday: true,
  sunday: true,
  startPlaceTime: '00:00',
  endPlaceTime: '00:00',
};

const ACTIONS = ['alertsChanged', 'notify'] as const;
type Action = (typeof ACTIONS)[number];
type Snapshot = SnapshotFrom<typeof placeAlertFormMachine>;
const VIEWS = ['view:loading', 'view:loadFailed', 'view:form'];
const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

const stateOf = (s: Snapshot | undefined) => (s ? String(s.value) : 'starting');
const creating = (s: Snapshot) => s.context.alertId === null;

// The oracle's own reading of the decided rules (README "Alerts"): a place; something watched; every
// shift on a weekday with HH:mm times; an enabled alert reaches someone.
function sendable({ context: { values: v } }: Snapshot): boolean {
  const time = /^([01]\d|2[0-3]):[0-5]\d$/;
  return (
    v.placeId !== null &&
    (v.triggerOnEnter || v.triggerOnExit || v.workShifts.length > 0 || v.holidays.length > 0) &&
    v.workShifts.every((s) => DAYS.some((d) => s[d]) && time.test(s.startPlaceTime) && time.test(s.endPlaceTime)) &&
    (!v.enabled || v.notifyAllNewUsers || v.recipients.some((r) => r.active))
  );
}

const EDITS = [
  'alert.placeChosen',
  'alert.switched',
  'alert.recipientToggled',
  'alert.presetChosen',
  'alert.shiftsChanged',
  'alert.holidaysChanged',
  'alert.undoRequested',
];

function expectedState(label: string, before: Snapshot | undefined, after: Snapshot): string {
  if (label === 'xstate.init') return creating(after) ? 'editing' : 'loading';
  if (label === 'done:loadPlaceAlert') return 'editing';
  if (label === 'error:loadPlaceAlert') return 'loadFailed';
  if (label === 'alert.retry') return 'loading';
  if (EDITS.some((e) => label.startsWith(e))) return 'editing';
  if (label === 'alert.saveRequested') return sendable(before!) ? 'saving' : 'editing';
  if (label === 'done:savePlaceAlert') return creating(before!) ? 'created' : 'loading';
  if (label.startsWith('error:savePlaceAlert') || label.startsWith('error:deletePlaceAlert')) return 'editing';
  if (label === 'alert.deleteRequested') return creating(before!) ? 'editing' : 'confirmDelete';
  if (label === 'alert.deleteConfirmed') return 'deleting';
  if (label === 'alert.deleteCancelled') return 'editing';
  if (label === 'done:deletePlaceAlert') return 'deleted';
  throw new Error(`no expectation for ${label}`);
}

/** What the form sends, built by the oracle from the values it saw. */
function expectedRequest(id: number | null, v: PlaceAlertValues): PlaceAlertRequest {
  return {
    id,
    placeId: v.placeId!,
    enabled: v.enabled,
    notifyAllNewUsers: v.notifyAllNewUsers,
    notificationUsers: v.recipients.map((r) => ({ id: r.id, active: r.active })),
    triggerOnEnter: v.triggerOnEnter,
    triggerOnExit: v.triggerOnExit,
    triggers: { workShifts: v.workShifts.map((s) => ({ ...s, workShiftId: s.workShiftId ?? null })), holidays: v.holidays },
  };
}

const NEW_ALERT: PlaceAlertValues = {
  placeId: null,
  enabled: true,
  notifyAllNewUsers: false,
  triggerOnEnter: true,
  triggerOnExit: false,
  workShifts: [],
  holidays: [],
  recipients: [
    { ...ANNA, active: true },
    { ...BO, active: false },
  ],
};

/** The stored alert as the form holds it. */
const STORED_VALUES: PlaceAlertValues = {
  placeId: PLACE_ID,
  enabled: true,
  notifyAllNewUsers: false,
  triggerOnEnter: true,
  triggerOnExit: false,
  workShifts: [{ ...MON_FRI_18_06, workShiftId: 3 }],
  holidays: [],
  recipients: [
    { ...ANNA, active: true },
    { ...BO, active: false },
  ],
};

function checker(spies: Spies<Action>) {
  const effects = effectTracker(spies);
  return ({ label, before, after, invocations }: StepInfo) => {
    const snap = after as Snapshot;
    const prev = before as Snapshot | undefined;
    const state = stateOf(snap);
    expect(state, `state after ${label}`).toBe(expectedState(label, prev, snap));
    if (!['created', 'deleted'].includes(state)) expect(VIEWS.filter((t) => snap.hasTag(t))).toHaveLength(1);
    expect(snap.hasTag('busy')).toBe(state === 'saving' || state === 'deleting');
    expect(snap.hasTag('view:confirmDelete')).toBe(state === 'confirmDelete' || state === 'deleting');

    const expected =
      label === 'done:savePlaceAlert' || label === 'done:deletePlaceAlert'
        ? once('alertsChanged', 'notify')
        : label.startsWith('error:savePlaceAlert') || label.startsWith('error:deletePlaceAlert')
          ? once('notify')
          : {};
    expect(effects.next(), `side effects of ${label}`).toEqual(expected);
    const notice = spies.notify.mock.lastCall?.[1];
    if (label.startsWith('error:savePlaceAlert')) {
      expect(notice).toEqual({ tone: 'error', title: creating(snap) ? CREATE_FAILED : SAVE_FAILED, text: null });
      expect(snap.context.serverErrors).toEqual(label.endsWith('(refused)') ? { placeId: ['This place already has an alert'] } : {});
    }
    if (label.startsWith('error:deletePlaceAlert')) expect(notice).toEqual({ tone: 'error', title: DELETE_FAILED, text: null });
    if (label === 'done:savePlaceAlert') expect(notice).toMatchObject({ tone: 'success', text: 'Depå Gävle' });
    if (state === 'created') expect(snap.output).toEqual({ result: 'created', id: ALERT_ID });
    if (state === 'deleted') expect(snap.output).toEqual({ result: 'deleted' });

    // The spec's presets, and a place that stays fixed once the alert exists.
    if (label === 'alert.presetChosen(weekdays)') expect(snap.context.values.workShifts).toEqual([MON_FRI_18_06]);
    if (label === 'alert.presetChosen(weekend)') expect(snap.context.values.workShifts).toEqual([SAT_SUN_ALL_DAY]);
    if (label === 'alert.presetChosen(none)') expect(snap.context.values.workShifts).toEqual([]);
    if (label === 'alert.placeChosen') expect(snap.context.values.placeId).toBe(PLACE_ID);
    if (label === 'alert.holidaysChanged') expect(snap.context.values.holidays).toEqual(CHRISTMAS);
    if (label === 'alert.recipientToggled') expect(snap.context.values.recipients.find((r) => r.id === ANNA.id)?.active).toBe(false);
    if (label === 'alert.undoRequested') expect(snap.context.values).toEqual(creating(snap) ? NEW_ALERT : STORED_VALUES);
    if (label === 'alert.saveRequested') expect(snap.context.submitted).toBe(true);
    if (label === 'xstate.init' && creating(snap)) expect(snap.context.values).toEqual(NEW_ALERT);
    if (label === 'done:loadPlaceAlert') {
      expect(snap.context.values).toEqual(STORED_VALUES);
      expect(snap.context.timeZone).toBe('Europe/Stockholm');
    }

    if (state === 'loading' && stateOf(prev) !== 'loading') expect(invocations.at(-1)).toEqual({ src: 'loadPlaceAlert', input: { id: ALERT_ID } });
    if (state === 'saving') expect(invocations.at(-1)).toEqual({ src: 'savePlaceAlert', input: expectedRequest(prev!.context.alertId, prev!.context.values) });
    if (state === 'deleting') expect(invocations.at(-1)).toEqual({ src: 'deletePlaceAlert', input: { id: ALERT_ID } });
  };
}

describe('placeAlertForm: generated paths', () => {
  for (const graph of buildModelGraphs(placeAlertFormModel)) {
    for (const modelPath of graph.paths) {
      it(modelPath.description, async () => {
        const spies = createSpies(ACTIONS);
        await replayPath(graph, modelPath, { actions: spies, advanceTime: () => {}, onStep: checker(spies) });
      });
    }
  }
});

// --- Hand-written journeys with pinned end states ---------------------------------------------

function start(alertId: number | null, failures: { status: number; message?: string }[] = []) {
  const saved: PlaceAlertRequest[] = [];
  let loads = 0;
  let deletes = 0;
  let stored: PlaceAlertDetail = storedAlert;
  const spies = createSpies(ACTIONS);
  const machine = placeAlertFormMachine.provide({
    actions: spies,
    actors: {
      loadPlaceAlert: fromPromise<PlaceAlertDetail, { id: number }>(async () => {
        loads++;
        return stored;
      }),
      savePlaceAlert: fromPromise<PlaceAlertDetail, PlaceAlertRequest>(async ({ input }) => {
        saved.push(input);
        const failure = failures.shift();
        if (failure) throw failure;
        stored = {
          ...storedAlert,
          id: input.id ?? 88,
          triggerOnEnter: input.triggerOnEnter,
          triggerOnExit: input.triggerOnExit,
          triggers: { workShifts: input.triggers.workShifts.map((s, i) => ({ ...s, workShiftId: 100 + i })), holidays: input.triggers.holidays },
        };
        return stored;
      }),
      deletePlaceAlert: fromPromise<{ id: number }, { id: number }>(async ({ input }) => {
        if (deletes++ === 0) throw { status: 503, message: '' };
        return { id: input.id };
      }),
    },
  });
  const actor = createActor(machine, { input: { alertId, users: [ANNA, BO], currentUserId: BO.id } }).start();
  return { actor, saved, spies, loads: () => loads };
}

describe('placeAlertForm: journeys', () => {
  it('changes a trigger and the preset, saves, and shows the alert as the server stored it', async () => {
    const { actor, saved, spies, loads } = start(ALERT_ID, [{ status: 500, message: 'Internal server error' }]);
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'alert.switched', field: 'triggerOnExit', value: true });
    actor.send({ type: 'alert.presetChosen', preset: 'weekend' });
    actor.send({ type: 'alert.saveRequested' });
    await waitFor(actor, (s) => s.matches('editing') && !s.hasTag('busy'));
    expect(spies.notify.mock.lastCall?.[1]).toEqual({ tone: 'error', title: SAVE_FAILED, text: 'Internal server error' });
    expect(actor.getSnapshot().context.values.triggerOnExit).toBe(true);
    actor.send({ type: 'alert.saveRequested' });
    await waitFor(actor, (s) => s.matches('editing') && loads() === 2);
    const end = actor.getSnapshot().context;
    expect(saved).toHaveLength(2);
    expect(saved[1]).toMatchObject({
      id: ALERT_ID,
      placeId: PLACE_ID,
      triggerOnEnter: true,
      triggerOnExit: true,
      triggers: { workShifts: [{ ...SAT_SUN_ALL_DAY, workShiftId: null }] },
    });
    expect(end.values.workShifts).toEqual([{ ...SAT_SUN_ALL_DAY, workShiftId: 100 }]);
    expect(end.initial).toEqual(end.values);
    expect(spies.alertsChanged).toHaveBeenCalledTimes(1);
  });

  it('refuses to create an alert that watches nothing or has no place, then creates it for the depot', async () => {
    const { actor, saved } = start(null);
    expect(actor.getSnapshot().context.values.recipients).toEqual([
      { ...ANNA, active: false },
      { ...BO, active: true },
    ]);
    actor.send({ type: 'alert.switched', field: 'triggerOnEnter', value: false });
    actor.send({ type: 'alert.saveRequested' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'alert.placeChosen', placeId: PLACE_ID });
    actor.send({ type: 'alert.saveRequested' });
    expect(saved).toHaveLength(0);
    actor.send({ type: 'alert.presetChosen', preset: 'weekdays' });
    actor.send({ type: 'alert.saveRequested' });
    const end = await waitFor(actor, (s) => s.status === 'done');
    expect(end.output).toEqual({ result: 'created', id: 88 });
    expect(saved[0]).toMatchObject({
      id: null,
      placeId: PLACE_ID,
      triggerOnEnter: false,
      triggers: { workShifts: [{ ...MON_FRI_18_06, workShiftId: null }], holidays: [] },
    });
  });

  it('asks before deleting and ends the form once the server deleted it', async () => {
    const { actor, spies } = start(ALERT_ID);
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'alert.deleteRequested' });
    actor.send({ type: 'alert.deleteCancelled' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'alert.deleteRequested' });
    actor.send({ type: 'alert.deleteConfirmed' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(spies.notify.mock.lastCall?.[1]).toEqual({ tone: 'error', title: DELETE_FAILED, text: null });
    expect(spies.alertsChanged).not.toHaveBeenCalled();
    actor.send({ type: 'alert.deleteRequested' });
    actor.send({ type: 'alert.deleteConfirmed' });
    const end = await waitFor(actor, (s) => s.status === 'done');
    expect(end.output).toEqual({ result: 'deleted' });
    expect(spies.alertsChanged).toHaveBeenCalledTimes(1);
  });
});
