// Settings → Scheduled reports (issue 29, decision 0061): every generated path of the machine,
// checked step by step against an oracle written from the issue and the decision record (usage
// report or utilization summary, weekly or monthly, colleagues of the company only, at most 20; a
// change saved only when it differs; a delete only after its confirmation), plus journeys.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { reportScheduleMachine } from '../../../machines/reportSchedule/reportSchedule.machine.ts';
import type { ReportSchedule, ReportScheduleFailure, ReportScheduleSave } from '../../../machines/reportSchedule/reportSchedule.types.ts';
import { loadedSchedules, savedSchedule, reportScheduleModel, weeklyUsage } from './reportSchedule.model.ts';
import { replayPath, type StepInfo } from '../kit/replay.ts';
import { createSpies, effectTracker, once, type Spies, graphsOf } from '../kit/harness.ts';

// The features spec's texts (section 8) and the page's own, written out so a changed text fails here.
const SAVED = 'Your settings have been updated';
const FAILED = 'Error while updating settings. Please try again later';
const DELETED = 'The scheduled report was deleted';
const DELETE_FAILED = 'The scheduled report could not be deleted';

const ACTIONS = ['notifySaved', 'notifySaveFailed', 'notifyDeleted', 'notifyDeleteFailed'] as const;
type Action = (typeof ACTIONS)[number];
type Snapshot = SnapshotFrom<typeof reportScheduleMachine>;
const VIEW_TAGS = ['view:loading', 'view:loadFailed', 'view:list', 'view:form', 'view:confirmDelete'];
const COLLEAGUES = new Set([2, 3]);

interface Draft {
  id: number | null;
  report: string;
  frequency: string;
  recipients: number[];
}

/** The oracle's own reading of the rules: a known report and frequency, recipients among the company's colleagues. */
const valid = (d: Draft) =>
  ['usage', 'utilization'].includes(d.report) && ['weekly', 'monthly'].includes(d.frequency) && d.recipients.every((r) => COLLEAGUES.has(r));

function checker(spies: Spies<Action>) {
  const effects = effectTracker(spies);
  return ({ label, before, after, invocations }: StepInfo) => {
    const snap = after as Snapshot;
    const prev = before as Snapshot | undefined;
    const known = (id: number) => prev?.context.schedules.some((s) => s.id === id) ?? false;
    const draft = prev?.context.draft;
    const saved = draft && draft.id !== null ? prev?.context.schedules.find((s) => s.id === draft.id) : undefined;
    const differs =
      !!draft &&
      (draft.id === null ||
        !saved ||
        saved.report !== draft.report ||
        saved.frequency !== draft.frequency ||
        [...saved.recipients].sort().join() !== [...draft.recipients].sort().join());
    const stay = String(prev?.value);
    const target: Record<string, string> = {
      'xstate.init': 'loading',
      'schedule.retry': 'loading',
      'done:loadSchedules': 'list',
      'error:loadSchedules': 'loadFailed',
      'schedule.new': 'editing',
      'schedule.edit(first)': known(1) ? 'editing' : stay,
      'schedule.edit(gone)': stay,
      'schedule.delete(first)': known(1) ? 'confirmingDelete' : stay,
      'schedule.delete(gone)': stay,
      'schedule.save': prev?.matches('editing') && valid(draft!) && differs ? 'saving' : stay,
      'schedule.cancel': 'list',
      'schedule.confirmDelete': 'deleting',
      'done:saveSchedule': 'list',
      'error:saveSchedule(fields)': 'editing',
      'error:saveSchedule(500)': 'editing',
      'done:deleteSchedule': 'list',
      'error:deleteSchedule': 'list',
    };
    if (label.startsWith('schedule.changed')) expect(snap.value).toBe('editing');
    else expect(snap.value, `state after ${label}`).toBe(target[label]);
    expect(VIEW_TAGS.filter((t) => snap.hasTag(t))).toHaveLength(1);
    expect(snap.hasTag('busy')).toBe(snap.matches('saving') || snap.matches('deleting'));

    const effect = effects.next();
    if (label === 'done:saveSchedule') expect(effect).toEqual(once('notifySaved'));
    else if (label.startsWith('error:saveSchedule')) expect(effect).toEqual(once('notifySaveFailed'));
    else if (label === 'done:deleteSchedule') expect(effect).toEqual(once('notifyDeleted'));
    else if (label === 'error:deleteSchedule') expect(effect).toEqual(once('notifyDeleteFailed'));
    else expect(effect, `side effects of ${label}`).toEqual({});

    if (label === 'done:loadSchedules') expect(snap.context.schedules).toEqual([weeklyUsage]);
    if (label === 'schedule.new') expect(snap.context.draft).toEqual({ id: null, report: 'usage', frequency: 'weekly', recipients: [] });
    if (label === 'schedule.edit(first)' && known(1)) {
      const schedule = prev!.context.schedules.find((s) => s.id === 1)!;
      expect(snap.context.draft).toEqual({ id: 1, report: schedule.report, frequency: schedule.frequency, recipients: schedule.recipients });
      expect(snap.can({ type: 'schedule.save' }), 'an unchanged schedule is not saved again').toBe(false);
    }
    if (label.startsWith('schedule.changed')) {
      expect(snap.context.fieldErrors.recipients?.message).toBe(snap.context.draft.recipients.includes(99) ? 'Choose colleagues of your company' : undefined);
    }
    if (label === 'done:saveSchedule') {
      expect(spies.notifySaved).toHaveBeenLastCalledWith(expect.anything(), { title: SAVED, text: null });
      expect(snap.context.schedules).toEqual([savedSchedule]);
    }
    if (label === 'error:saveSchedule(fields)') {
      expect(spies.notifySaveFailed).toHaveBeenLastCalledWith(expect.anything(), { title: FAILED, text: null });
      expect(snap.context.serverErrors).toEqual({ recipients: 'Choose colleagues of your company' });
    }
    if (label === 'error:saveSchedule(500)') {
      expect(spies.notifySaveFailed).toHaveBeenLastCalledWith(expect.anything(), { title: FAILED, text: 'Internal server error' });
      expect(snap.context.serverErrors).toEqual({});
    }
    if (label.startsWith('error:saveSchedule')) expect(snap.context.draft).toEqual(prev!.context.draft);
    if (label === 'done:deleteSchedule') {
      expect(spies.notifyDeleted).toHaveBeenLastCalledWith(expect.anything(), { title: DELETED, text: null });
      expect(snap.context.schedules.map((s) => s.id)).not.toContain(prev!.context.deleting);
    }
    if (label === 'error:deleteSchedule') {
      expect(spies.notifyDeleteFailed).toHaveBeenLastCalledWith(expect.anything(), { title: DELETE_FAILED, text: 'Report schedule not found' });
      expect(snap.context.schedules).toEqual(prev!.context.schedules);
    }
    if (snap.matches('list')) {
      expect(snap.context.deleting).toBeNull();
      expect(snap.context.draft, 'a closed form keeps nothing').toEqual({ id: null, report: 'usage', frequency: 'weekly', recipients: [] });
      expect(snap.context.serverErrors).toEqual({});
    }

    if (snap.matches('saving') && !prev?.matches('saving')) {
      const d = prev!.context.draft;
      expect(invocations.at(-1)).toEqual({
        src: 'saveSchedule',
        input: { id: d.id, values: { report: d.report, frequency: d.frequency, recipients: d.recipients } },
      });
    }
    if (snap.matches('deleting') && !prev?.matches('deleting')) expect(invocations.at(-1)).toEqual({ src: 'deleteSchedule', input: prev!.context.deleting });
  };
}

describe('reportSchedule: generated paths', () => {
  for (const graph of graphsOf(reportScheduleModel)) {
    for (const modelPath of graph.paths) {
      it(modelPath.description, async () => {
        const spies = createSpies(ACTIONS);
        await replayPath(graph, modelPath, { actions: spies, advanceTime: () => {}, onStep: checker(spies) });
      });
    }
  }
});

// --- Hand-written journeys with pinned end states ---------------------------------------------

function start(save: (input: ReportScheduleSave) => Promise<ReportSchedule>) {
  const spies = createSpies(ACTIONS);
  const requests: ReportScheduleSave[] = [];
  const machine = reportScheduleMachine.provide({
    actions: spies,
    actors: {
      loadSchedules: fromPromise(async () => loadedSchedules),
      saveSchedule: fromPromise<ReportSchedule, ReportScheduleSave>(async ({ input }) => {
        requests.push(input);
        return save(input);
      }),
      deleteSchedule: fromPromise<{ id: number }, number>(async ({ input }) => ({ id: input })),
    },
  });
  const actor = createActor(machine).start();
  return { actor, spies, requests };
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('reportSchedule: journeys', () => {
  it('a new monthly summary to both colleagues: the server’s message stays until recipients change, then it is added to the list', async () => {
    let attempt = 0;
    const { actor, requests } = start(async (input) => {
      if (attempt++ === 0)
        throw { status: 400, message: 'x', fields: { 'recipients/1': ['Choose colleagues of your company'] } } satisfies ReportScheduleFailure;
      return { id: 7, ...input.values };
    });
    await flush();
    actor.send({ type: 'schedule.new' });
    actor.send({ type: 'schedule.changed', patch: { report: 'utilization', frequency: 'monthly', recipients: [3, 2] } });
    actor.send({ type: 'schedule.save' });
    await flush();
    expect(actor.getSnapshot().context.serverErrors).toEqual({ recipients: 'Choose colleagues of your company' });
    actor.send({ type: 'schedule.changed', patch: { frequency: 'monthly' } });
    expect(actor.getSnapshot().context.serverErrors).toEqual({ recipients: 'Choose colleagues of your company' });
    actor.send({ type: 'schedule.changed', patch: { recipients: [3] } });
    expect(actor.getSnapshot().context.serverErrors).toEqual({});
    actor.send({ type: 'schedule.save' });
    await flush();
    expect(requests).toEqual([
      { id: null, values: { report: 'utilization', frequency: 'monthly', recipients: [3, 2] } },
      { id: null, values: { report: 'utilization', frequency: 'monthly', recipients: [3] } },
    ]);
    expect(actor.getSnapshot().value).toBe('list');
    expect(actor.getSnapshot().context.schedules.map((s) => s.id)).toEqual([1, 7]);
  });

  it('with two schedules: Edit opens the one named, a delete removes only it, a failed save without fields says the server’s words', async () => {
    const second: ReportSchedule = { id: 2, report: 'utilization', frequency: 'monthly', recipients: [3] };
    const spies = createSpies(ACTIONS);
    const machine = reportScheduleMachine.provide({
      actions: spies,
      actors: {
        loadSchedules: fromPromise(async () => ({ ...loadedSchedules, schedules: [weeklyUsage, second] })),
        saveSchedule: fromPromise<ReportSchedule, ReportScheduleSave>(async () => {
          throw { status: 409, message: 'Conflict' } satisfies ReportScheduleFailure;
        }),
        deleteSchedule: fromPromise<{ id: number }, number>(async ({ input }) => ({ id: input })),
      },
    });
    const actor = createActor(machine).start();
    await flush();
    actor.send({ type: 'schedule.edit', id: 2 });
    expect(actor.getSnapshot().context.draft).toEqual({ id: 2, report: 'utilization', frequency: 'monthly', recipients: [3] });
    actor.send({ type: 'schedule.changed', patch: { recipients: [2, 3] } });
    actor.send({ type: 'schedule.save' });
    await flush();
    expect(spies.notifySaveFailed).toHaveBeenLastCalledWith(expect.anything(), { title: FAILED, text: 'Conflict' });
    expect(actor.getSnapshot().context.serverErrors).toEqual({});
    actor.send({ type: 'schedule.cancel' });
    actor.send({ type: 'schedule.delete', id: 2 });
    actor.send({ type: 'schedule.confirmDelete' });
    await flush();
    expect(actor.getSnapshot().context.schedules).toEqual([weeklyUsage]);
    expect(actor.getSnapshot().context.deleting).toBeNull();
  });

  it('more than 20 colleagues cannot be saved; a delete asks first and cancel keeps the schedule', async () => {
    const { actor } = start(async () => weeklyUsage);
    await flush();
    actor.send({ type: 'schedule.edit', id: 1 });
    actor.send({ type: 'schedule.changed', patch: { recipients: Array.from({ length: 21 }, () => 2) } });
    expect(actor.getSnapshot().context.fieldErrors.recipients).toEqual({ message: 'At most {max} colleagues', params: { max: 20 } });
    expect(actor.getSnapshot().can({ type: 'schedule.save' })).toBe(false);
    actor.send({ type: 'schedule.cancel' });
    actor.send({ type: 'schedule.delete', id: 1 });
    expect(actor.getSnapshot().value).toBe('confirmingDelete');
    actor.send({ type: 'schedule.cancel' });
    expect(actor.getSnapshot().context.schedules).toEqual([weeklyUsage]);
    actor.send({ type: 'schedule.delete', id: 1 });
    actor.send({ type: 'schedule.confirmDelete' });
    await flush();
    expect(actor.getSnapshot().context.schedules).toEqual([]);
  });
});
