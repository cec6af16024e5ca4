import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { serviceTabMachine } from '../../../machines/serviceTab/serviceTab.machine.ts';
import { ASSET_ID, BAD_FREQUENCY, emptySetup, fullSetup, serviceTabModel } from './serviceTab.model.ts';
import { intervalText } from '../../../machines/serviceTab/serviceTab.rules.ts';
import type { AssetIdInput, SaveSetupRequest, ServiceSetup } from '../../../machines/serviceTab/serviceTab.types.ts';
import { buildModelGraphs } from '../kit/model.ts';
import { replayPath, type StepInfo } from '../kit/replay.ts';
import { createSpies, effectTracker, once, type Spies } from '../kit/harness.ts';

// Texts written out so a changed text fails here (the spec's, §5, and ours for the outcomes).
const NEEDS_BOTH = 'Calendar service needs both a start date and an interval';
const SAVED = 'Service setup saved';
const REPORTED = 'Service reported';
const DELETE_FAILED = 'The service could not be deleted. Please try again later';
const MONTHLY = 'Monthly: 1-11 months';
const YEARLY = 'Yearly: 1-5 years';

const ACTIONS = ['serviceChanged', 'notify'] as const;
type Action = (typeof ACTIONS)[number];
type Snapshot = SnapshotFrom<typeof serviceTabMachine>;
const VIEWS = ['view:loading', 'view:error', 'view:view', 'view:edit'];
const DIALOGS = ['dialog:clearHours', 'dialog:clearCalendar', 'dialog:undo', 'dialog:save', 'dialog:deleteHours', 'dialog:deleteCalendar', 'dialog:report'];

interface Form {
  hours: boolean;
  nextHours: string;
  interval: string;
  day: string;
  type: number | null;
  frequency: string;
}
interface Expected {
  state: string;
  setup: ServiceSetup | null;
  form: Form | null;
}

const formOf = (s: ServiceSetup): Form => ({
  hours: s.engineHoursServiceAllowed,
  nextHours: s.nextEngineHoursService === null ? '' : String(s.nextEngineHoursService),
  interval: s.engineHoursServiceInterval === null ? '' : String(s.engineHoursServiceInterval),
  day: s.nextCalendarServiceUserTime ?? '',
  type: s.calendarServiceIntervalType,
  frequency: s.calendarServiceFrequency === null ? '' : String(s.calendarServiceFrequency),
});
const sameForm = (a: Form, b: Form) => JSON.stringify(a) === JSON.stringify(b);
/** Spec §9: monthly 1-11, yearly 1-5; a frequency past its type's limit has the limit's message as it is typed. */
const frequencyMessage = (f: Form) => {
  if (f.type === null || f.frequency === '') return undefined;
  const n = Number(f.frequency);
  const max = f.type === 3 ? 11 : 5;
  return Number.isInteger(n) && n >= 1 && n <= max ? undefined : f.type === 3 ? MONTHLY : YEARLY;
};
/** Spec §5: the calendar part needs the date, the interval type and the frequency together; hours need a next value. */
const calendarIncomplete = (f: Form) => {
  const calendarParts = [f.day !== '', f.type !== null, f.frequency !== ''];
  return !(calendarParts.every(Boolean) || !calendarParts.some(Boolean));
};
const formValid = (f: Form) => !calendarIncomplete(f) && (!f.hours || f.nextHours !== '') && frequencyMessage(f) === undefined;

/** The steps that change the form in edit mode: after each, the limits are checked again. */
const FORM_CHANGES = new Set([
  'service.fieldChanged(calendarDay)',
  'service.fieldChanged(frequency14)',
  'service.intervalTypeChanged(none)',
  'service.intervalTypeChanged(yearly)',
  'service.hoursToggled',
]);

const VIEW_OF: Record<string, string> = {
  loading: 'view:loading',
  loadFailed: 'view:error',
  view: 'view:view',
  confirmDeleteHours: 'view:view',
  deletingHours: 'view:view',
  confirmDeleteCalendar: 'view:view',
  deletingCalendar: 'view:view',
  report: 'view:view',
};
const DIALOG_OF: Record<string, string> = {
  confirmClearHours: 'dialog:clearHours',
  confirmClearCalendar: 'dialog:clearCalendar',
  confirmUndo: 'dialog:undo',
  confirmSave: 'dialog:save',
  saving: 'dialog:save',
  confirmDeleteHours: 'dialog:deleteHours',
  deletingHours: 'dialog:deleteHours',
  confirmDeleteCalendar: 'dialog:deleteCalendar',
  deletingCalendar: 'dialog:deleteCalendar',
  report: 'dialog:report',
};

function next(label: string, e: Expected | undefined): Expected {
  if (label === 'xstate.init') return { state: 'loading', setup: null, form: null };
  const s = e!;
  const f = s.form!;
  const to = (state: string, form: Form | null = s.form): Expected => ({ ...s, state, form });
  switch (label) {
    case 'done:loadSetup(full)':
      return { state: 'view', setup: fullSetup, form: null };
    case 'done:loadSetup(empty)':
      return { state: 'view', setup: emptySetup, form: null };
    case 'error:loadSetup':
      return to('loadFailed');
    case 'service.retry':
      return to('loading', null);
    case 'service.editStarted':
      return to('edit', formOf(s.setup!));
    case 'service.fieldChanged(calendarDay)':
      return to('edit', { ...f, day: '2027-05-01' });
    case 'service.fieldChanged(frequency14)':
      return to('edit', { ...f, frequency: '14' });
    case 'service.hoursToggled':
      return f.nextHours !== '' || f.interval !== '' ? to('confirmClearHours') : to('edit', { ...f, hours: false });
    case 'service.intervalTypeChanged(none)':
      return f.day !== '' || f.frequency !== '' ? to('confirmClearCalendar') : to('edit', { ...f, type: null });
    case 'service.intervalTypeChanged(yearly)':
      return to('edit', { ...f, type: 4 });
    case 'service.saveRequested':
      return formValid(f) ? to('confirmSave') : s;
    case 'service.undoRequested':
      return sameForm(f, formOf(s.setup!)) ? to('loading', null) : to('confirmUndo');
    case 'service.confirmed':
      if (s.state === 'confirmClearHours') return to('edit', { ...f, hours: false, nextHours: '', interval: '' });
      if (s.state === 'confirmClearCalendar') return to('edit', { ...f, day: '', type: null, frequency: '' });
      if (s.state === 'confirmUndo') return to('loading', null);
      if (s.state === 'confirmSave') return to('saving');
      if (s.state === 'confirmDeleteHours') return to('deletingHours');
      return to('deletingCalendar');
    case 'service.cancelled':
      return to(s.state.startsWith('confirmDelete') ? 'view' : 'edit');
    case 'service.deleteHoursRequested':
      return s.setup!.engineHoursServiceAllowed ? to('confirmDeleteHours') : s;
    case 'service.deleteCalendarRequested':
      return s.setup!.nextCalendarServiceUserTime !== null ? to('confirmDeleteCalendar') : s;
    case 'service.reportRequested':
      return to('report');
    case 'done:saveSetup':
    case 'done:deleteHours':
    case 'done:deleteCalendar':
    case 'done:report(reported)':
      return to('loading', null);
    case 'error:saveSetup':
      return to('edit');
    case 'error:deleteHours':
    case 'error:deleteCalendar':
    case 'done:report(cancelled)':
      return to('view');
  }
  throw new Error(`no expectation for ${label}`);
}

function expectedEffects(label: string): Partial<Record<Action, number>> {
  if (['done:saveSetup', 'done:deleteHours', 'done:deleteCalendar', 'done:report(reported)'].includes(label)) return once('serviceChanged', 'notify');
  if (label === 'error:deleteHours' || label === 'error:deleteCalendar') return once('notify');
  return {};
}

const requestOf = (f: Form, setup: ServiceSetup): SaveSetupRequest => ({
  assetId: ASSET_ID,
  engineHoursServiceAllowed: f.hours,
  nextEngineHoursService: f.hours ? Number(f.nextHours) : null,
  ...(f.hours && f.interval !== '' ? { engineHoursServiceInterval: Number(f.interval) } : {}),
  nextCalendarServiceUserTime: f.day === '' ? null : f.day,
  calendarServiceIntervalType: f.day === '' ? null : f.type,
  calendarServiceFrequency: f.day === '' ? null : Number(f.frequency),
  description: setup.description,
});

function checker(spies: Spies<Action>) {
  const effects = effectTracker(spies);
  let e: Expected | undefined;
  return ({ label, before, after, invocations }: StepInfo) => {
    const snap = after as Snapshot;
    const prev = e;
    e = next(label, e);
    const entered = (name: string) => snap.value === name && (before?.value !== name || label === 'xstate.init');
    expect(snap.value, `state after ${label}`).toBe(e.state);
    expect(
      VIEWS.filter((v) => snap.hasTag(v)),
      'exactly one view',
    ).toEqual([VIEW_OF[e.state] ?? 'view:edit']);
    expect(
      DIALOGS.filter((d) => snap.hasTag(d)),
      'at most one dialog',
    ).toEqual(DIALOG_OF[e.state] ? [DIALOG_OF[e.state]] : []);
    expect(snap.hasTag('busy')).toBe(['saving', 'deletingHours', 'deletingCalendar'].includes(e.state));
    expect(effects.next(), `side effects of ${label}`).toEqual(expectedEffects(label));
    if (e.form) {
      const d = snap.context.draft!;
      expect({ hours: d.hoursAllowed, nextHours: d.nextHours, interval: d.interval, day: d.calendarDay, type: d.intervalType, frequency: d.frequency }).toEqual(
        e.form,
      );
    } else expect(snap.context.draft).toBeNull();

    if (entered('loading')) expect(invocations.at(-1)).toEqual({ src: 'loadSetup', input: { assetId: ASSET_ID } });
    if (entered('saving')) expect(invocations.at(-1)).toEqual({ src: 'saveSetup', input: requestOf(e.form!, e.setup!) });
    if (entered('deletingHours')) expect(invocations.at(-1)).toEqual({ src: 'deleteHours', input: { assetId: ASSET_ID } });
    if (entered('deletingCalendar')) expect(invocations.at(-1)).toEqual({ src: 'deleteCalendar', input: { assetId: ASSET_ID } });
    if (entered('report')) expect(invocations.at(-1)).toEqual({ src: 'report', input: { assetId: ASSET_ID } });

    const notice = spies.notify.mock.lastCall?.[1];
    if (label === 'done:saveSetup') expect(notice).toEqual({ tone: 'success', title: SAVED, text: null });
    if (label === 'done:report(reported)') expect(notice).toEqual({ tone: 'success', title: REPORTED, text: null });
    if (label.startsWith('error:delete')) expect(notice).toEqual({ tone: 'error', title: DELETE_FAILED, text: null });
    if (label === 'error:saveSetup') {
      expect(snap.context.error).toBe(BAD_FREQUENCY.message);
      expect(snap.context.fieldErrors).toEqual({ frequency: 'Yearly: 1-5 years' });
    }
    if (label === 'service.saveRequested' && prev && calendarIncomplete(prev.form!)) expect(snap.context.fieldErrors.calendar).toBe(NEEDS_BOTH);
    // As typed, not only at Save: the frequency's message follows the form after every change.
    const changedForm = (FORM_CHANGES.has(label) && e.state === 'edit') || (label === 'service.confirmed' && prev?.state.startsWith('confirmClear'));
    if (changedForm) expect(snap.context.fieldErrors.frequency, `frequency message after ${label}`).toBe(frequencyMessage(e.form!));
    if (label === 'service.saveRequested' && prev && frequencyMessage(prev.form!)) {
      expect(snap.value, 'a frequency past its limit is not saved').toBe('edit');
      expect(snap.context.fieldErrors.frequency).toBe(frequencyMessage(prev.form!));
    }
    if (label === 'service.editStarted') expect(snap.context).toMatchObject({ error: null, fieldErrors: {} });
  };
}

describe('serviceTab: generated paths', () => {
  for (const graph of buildModelGraphs(serviceTabModel)) {
    for (const modelPath of graph.paths) {
      it(modelPath.description, async () => {
        const spies = createSpies(ACTIONS);
        await replayPath(graph, modelPath, { actions: spies, advanceTime: () => {}, onStep: checker(spies) });
      });
    }
  }
});

// --- Hand-written journeys against a small stand-in server -----------------------------------

const flush = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

function startTab(initial: ServiceSetup) {
  let stored = { ...initial };
  const calls: { src: string; input: unknown }[] = [];
  const spies = createSpies(ACTIONS);
  const machine = serviceTabMachine.provide({
    actions: spies,
    actors: {
      loadSetup: fromPromise<ServiceSetup, AssetIdInput>(async ({ input }) => (calls.push({ src: 'loadSetup', input }), stored)),
      saveSetup: fromPromise<ServiceSetup, SaveSetupRequest>(async ({ input }) => {
        calls.push({ src: 'saveSetup', input });
        stored = {
          ...stored,
          engineHoursServiceAllowed: input.engineHoursServiceAllowed,
          nextEngineHoursService: input.nextEngineHoursService ?? null,
          engineHoursServiceInterval: input.engineHoursServiceInterval ?? null,
          nextCalendarServiceUserTime: input.nextCalendarServiceUserTime ?? null,
          calendarServiceIntervalType: input.calendarServiceIntervalType ?? null,
          calendarServiceFrequency: input.calendarServiceFrequency ?? null,
          description: input.description ?? null,
        };
        return stored;
      }),
      deleteHours: fromPromise<ServiceSetup, AssetIdInput>(async ({ input }) => {
        calls.push({ src: 'deleteHours', input });
        stored = { ...stored, engineHoursServiceAllowed: false, nextEngineHoursService: null, engineHoursServiceInterval: null };
        return stored;
      }),
      deleteCalendar: fromPromise<ServiceSetup, AssetIdInput>(async () => stored),
    },
  });
  return { actor: createActor(machine, { input: { assetId: ASSET_ID } }).start(), calls, spies, stored: () => stored };
}

describe('serviceTab: journeys', () => {
  it('a yearly calendar service on a machine without service: both parts needed, saved, reloaded, the list refreshed', async () => {
    const { actor, calls, spies, stored } = startTab(emptySetup);
    await flush();
    actor.send({ type: 'service.editStarted' });
    actor.send({ type: 'service.fieldChanged', field: 'calendarDay', value: '2027-01-15' });
    actor.send({ type: 'service.saveRequested' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ calendar: NEEDS_BOTH });
    actor.send({ type: 'service.intervalTypeChanged', intervalType: 4 });
    actor.send({ type: 'service.fieldChanged', field: 'frequency', value: '6' });
    actor.send({ type: 'service.saveRequested' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ frequency: 'Yearly: 1-5 years' });
    actor.send({ type: 'service.fieldChanged', field: 'frequency', value: '2' });
    actor.send({ type: 'service.fieldChanged', field: 'description', value: 'Annual <inspection>' });
    actor.send({ type: 'service.saveRequested' });
    expect(actor.getSnapshot().hasTag('dialog:save')).toBe(true);
    actor.send({ type: 'service.confirmed' });
    await flush();
    expect(actor.getSnapshot().value).toBe('view');
    expect(calls.map((c) => c.src)).toEqual(['loadSetup', 'saveSetup', 'loadSetup']);
    expect(stored()).toMatchObject({
      nextCalendarServiceUserTime: '2027-01-15',
      calendarServiceIntervalType: 4,
      calendarServiceFrequency: 2,
      description: 'Annual inspection',
    });
    expect(intervalText(stored().calendarServiceIntervalType, stored().calendarServiceFrequency)).toBe('Every 2 years');
    expect(spies.serviceChanged).toHaveBeenCalledTimes(1);
  });

  it('the limits show as the user types: monthly 14 and yearly 9 are refused before Save, 11 months and 5 years are not', async () => {
    const { actor, calls } = startTab(fullSetup);
    await flush();
    actor.send({ type: 'service.editStarted' });
    actor.send({ type: 'service.fieldChanged', field: 'frequency', value: '1' });
    actor.send({ type: 'service.fieldChanged', field: 'frequency', value: '14' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ frequency: MONTHLY });
    actor.send({ type: 'service.fieldChanged', field: 'frequency', value: '11' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    actor.send({ type: 'service.intervalTypeChanged', intervalType: 4 });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ frequency: YEARLY });
    actor.send({ type: 'service.fieldChanged', field: 'frequency', value: '9' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ frequency: YEARLY });
    actor.send({ type: 'service.saveRequested' });
    expect(actor.getSnapshot().value).toBe('edit');
    actor.send({ type: 'service.fieldChanged', field: 'frequency', value: '5' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    actor.send({ type: 'service.saveRequested' });
    expect(actor.getSnapshot().hasTag('dialog:save')).toBe(true);
    actor.send({ type: 'service.confirmed' });
    await flush();
    expect(calls.find((c) => c.src === 'saveSetup')?.input).toMatchObject({ calendarServiceIntervalType: 4, calendarServiceFrequency: 5 });
  });

  it('turning the engine-hour service off asks; cancel keeps the values, confirm clears them; undo asks and reloads', async () => {
    const { actor, calls } = startTab(fullSetup);
    await flush();
    actor.send({ type: 'service.editStarted' });
    actor.send({ type: 'service.hoursToggled', allowed: false });
    actor.send({ type: 'service.cancelled' });
    expect(actor.getSnapshot().context.draft).toMatchObject({ hoursAllowed: true, nextHours: '4500', interval: '500' });
    actor.send({ type: 'service.hoursToggled', allowed: false });
    actor.send({ type: 'service.confirmed' });
    expect(actor.getSnapshot().context.draft).toMatchObject({ hoursAllowed: false, nextHours: '', interval: '' });
    actor.send({ type: 'service.undoRequested' });
    expect(actor.getSnapshot().hasTag('dialog:undo')).toBe(true);
    actor.send({ type: 'service.confirmed' });
    await flush();
    expect(actor.getSnapshot().value).toBe('view');
    expect(actor.getSnapshot().context.draft).toBeNull();
    expect(calls.map((c) => c.src)).toEqual(['loadSetup', 'loadSetup']);
  });

  it('deleting the engine-hour service asks, then deletes and reloads; on a machine without it there is nothing to delete', async () => {
    const { actor, stored, spies } = startTab(fullSetup);
    await flush();
    actor.send({ type: 'service.deleteHoursRequested' });
    actor.send({ type: 'service.confirmed' });
    await flush();
    expect(stored().engineHoursServiceAllowed).toBe(false);
    expect(spies.serviceChanged).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().can({ type: 'service.deleteHoursRequested' })).toBe(false);
  });
});
