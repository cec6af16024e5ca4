// Settings → Data retention (decision 0057): every generated path of the machine, checked step by
// step against an oracle written from the decision record (bounds 3-120, 3-120, 1-120, 25-240, daily
// figures at least as long as raw positions) and the features spec's texts, plus journeys.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { retentionSettingsMachine } from '../../../machines/retentionSettings/retentionSettings.machine.ts';
import type { RetentionFailure } from '../../../machines/retentionSettings/retentionSettings.types.ts';
import type { RetentionValues } from '../../../machines/retentionSettings/retentionSettings.rules.ts';
import { defaultRetention, retentionSettingsModel, shorterRetention } from './retentionSettings.model.ts';
import { replayPath, type StepInfo } from '../kit/replay.ts';
import { createSpies, effectTracker, once, type Spies, graphsOf } from '../kit/harness.ts';

// The features spec's texts (section 8), written out rather than imported so a changed text fails here.
const SAVED = 'Your settings have been updated';
const FAILED = 'Error while updating settings. Please try again later';

const ACTIONS = ['notifySaved', 'notifySaveFailed'] as const;
type Action = (typeof ACTIONS)[number];
type RetentionSnapshot = SnapshotFrom<typeof retentionSettingsMachine>;
const VIEW_TAGS = ['view:loading', 'view:loadFailed', 'view:form'];

/** The form fixture's months, as the request must carry them. */
const REQUESTS: Record<string, RetentionValues> = {
  unchanged: { positionsMonths: 13, eventsMonths: 13, notificationsMonths: 13, dailyFiguresMonths: 61 },
  shorter: { positionsMonths: 6, eventsMonths: 24, notificationsMonths: 3, dailyFiguresMonths: 120 },
};

/** The messages each form fixture shows, by the decision record's bounds. */
const PROBLEMS: Record<string, object> = {
  unchanged: {},
  shorter: {},
  outOfRange: { positionsMonths: { message: 'Enter a number of months from {min} to {max}', params: { min: 3, max: 120 } } },
  notWhole: { eventsMonths: { message: 'Enter a whole number of months' } },
  dailyShorter: { dailyFiguresMonths: { message: 'Daily figures are kept at least as long as raw positions' } },
};

/** A valid form differing from what is saved. */
function savable(form: string | null, saved: RetentionValues | null | undefined): boolean {
  if (form === null || saved == null) return false;
  if (!['unchanged', 'shorter'].includes(form)) return false;
  return JSON.stringify(REQUESTS[form]) !== JSON.stringify(saved);
}

function checker(spies: Spies<Action>) {
  const effects = effectTracker(spies);
  let form: string | null = null;
  return ({ label, before, after, invocations }: StepInfo) => {
    const snap = after as RetentionSnapshot;
    const prev = before as RetentionSnapshot | undefined;
    if (label.startsWith('retention.changed(')) form = label.slice('retention.changed('.length, -1);
    if (label === 'retention.discard' || label.startsWith('done:saveRetention') || label === 'done:loadRetention') form = null;

    const target: Record<string, string> = {
      'xstate.init': 'loading',
      'retention.retry': 'loading',
      'done:loadRetention': 'editing',
      'error:loadRetention': 'loadFailed',
      'retention.discard': 'editing',
      'retention.save': prev?.matches('editing') && savable(form, prev.context.saved) ? 'saving' : String(prev?.value),
      'done:saveRetention': 'editing',
      'error:saveRetention(fields)': 'editing',
      'error:saveRetention(500)': 'editing',
    };
    expect(snap.value, `state after ${label}`).toBe(label.startsWith('retention.changed') ? 'editing' : target[label]);
    expect(VIEW_TAGS.filter((t) => snap.hasTag(t))).toHaveLength(1);
    expect(snap.hasTag('busy')).toBe(snap.matches('saving'));

    const effect = effects.next();
    if (label === 'done:saveRetention') expect(effect).toEqual(once('notifySaved'));
    else if (label.startsWith('error:saveRetention')) expect(effect).toEqual(once('notifySaveFailed'));
    else expect(effect, `side effects of ${label}`).toEqual({});

    if (label === 'done:loadRetention') {
      expect(snap.context.saved).toEqual(defaultRetention);
      expect(snap.context.values).toEqual({ positionsMonths: '13', eventsMonths: '13', notificationsMonths: '13', dailyFiguresMonths: '61' });
      expect(snap.can({ type: 'retention.save' })).toBe(false);
    }
    if (label === 'done:saveRetention') {
      expect(spies.notifySaved).toHaveBeenLastCalledWith(expect.anything(), { title: SAVED, text: null });
      expect(snap.context.saved).toEqual(shorterRetention);
      expect(snap.context.values).toEqual({ positionsMonths: '6', eventsMonths: '24', notificationsMonths: '3', dailyFiguresMonths: '120' });
      expect(snap.can({ type: 'retention.save' }), 'nothing left to save').toBe(false);
    }
    if (label === 'error:saveRetention(fields)') {
      expect(spies.notifySaveFailed).toHaveBeenLastCalledWith(expect.anything(), { title: FAILED, text: null });
      expect(snap.context.serverErrors).toEqual({ eventsMonths: 'must be >= 3' });
    }
    if (label === 'error:saveRetention(500)') {
      expect(spies.notifySaveFailed).toHaveBeenLastCalledWith(expect.anything(), { title: FAILED, text: 'Internal server error' });
      expect(snap.context.serverErrors).toEqual({});
    }
    if (label.startsWith('error:saveRetention')) expect(snap.context.values).toEqual(prev!.context.values);
    if (label.startsWith('retention.changed')) {
      expect(snap.context.serverErrors).toEqual({});
      expect(snap.context.fieldErrors).toEqual(PROBLEMS[form!]);
    }
    if (label === 'retention.discard' && prev?.context.saved) expect(snap.context.values.positionsMonths).toBe(String(prev.context.saved.positionsMonths));

    if (snap.matches('saving') && !prev?.matches('saving')) expect(invocations.at(-1)).toEqual({ src: 'saveRetention', input: REQUESTS[form!] });
  };
}

describe('retentionSettings: generated paths', () => {
  for (const graph of graphsOf(retentionSettingsModel)) {
    for (const modelPath of graph.paths) {
      it(modelPath.description, async () => {
        const spies = createSpies(ACTIONS);
        await replayPath(graph, modelPath, { actions: spies, advanceTime: () => {}, onStep: checker(spies) });
      });
    }
  }
});

// --- Hand-written journeys with pinned end states ---------------------------------------------

function start(save: (input: RetentionValues) => Promise<RetentionValues>) {
  const spies = createSpies(ACTIONS);
  const requests: RetentionValues[] = [];
  const machine = retentionSettingsMachine.provide({
    actions: spies,
    actors: {
      loadRetention: fromPromise<RetentionValues, void>(async () => defaultRetention),
      saveRetention: fromPromise<RetentionValues, RetentionValues>(async ({ input }) => {
        requests.push(input);
        return save(input);
      }),
    },
  });
  const actor = createActor(machine).start();
  return { actor, spies, requests };
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('retentionSettings: journeys', () => {
  it('one field at a time: the bounds of each, the server’s message until the field changes, then the save', async () => {
    let attempt = 0;
    const { actor, spies, requests } = start(async (input) => {
      if (attempt++ === 0) throw { status: 400, message: 'x', fields: { notificationsMonths: ['must be <= 120'] } } satisfies RetentionFailure;
      return input;
    });
    await flush();
    const problems = () => actor.getSnapshot().context.fieldErrors;
    actor.send({ type: 'retention.changed', values: { notificationsMonths: '0' } });
    expect(problems()).toEqual({ notificationsMonths: { message: 'Enter a number of months from {min} to {max}', params: { min: 1, max: 120 } } });
    actor.send({ type: 'retention.changed', values: { notificationsMonths: '1', dailyFiguresMonths: '24' } });
    expect(problems()).toEqual({ dailyFiguresMonths: { message: 'Enter a number of months from {min} to {max}', params: { min: 25, max: 240 } } });
    actor.send({ type: 'retention.changed', values: { dailyFiguresMonths: '240', positionsMonths: '' } });
    expect(problems()).toEqual({ positionsMonths: { message: 'Enter a whole number of months' } });
    expect(actor.getSnapshot().can({ type: 'retention.save' })).toBe(false);
    actor.send({ type: 'retention.changed', values: { positionsMonths: ' 3 ' } });
    expect(problems()).toEqual({});
    actor.send({ type: 'retention.save' });
    await flush();
    expect(actor.getSnapshot().context.serverErrors).toEqual({ notificationsMonths: 'must be <= 120' });
    expect(spies.notifySaveFailed).toHaveBeenCalledWith(expect.anything(), { title: FAILED, text: null });
    actor.send({ type: 'retention.changed', values: { eventsMonths: '12' } });
    expect(actor.getSnapshot().context.serverErrors).toEqual({ notificationsMonths: 'must be <= 120' });
    actor.send({ type: 'retention.changed', values: { notificationsMonths: '2' } });
    expect(actor.getSnapshot().context.serverErrors).toEqual({});
    actor.send({ type: 'retention.save' });
    await flush();

    const end = actor.getSnapshot();
    expect(end.value).toBe('editing');
    expect(requests).toEqual([
      { positionsMonths: 3, eventsMonths: 13, notificationsMonths: 1, dailyFiguresMonths: 240 },
      { positionsMonths: 3, eventsMonths: 12, notificationsMonths: 2, dailyFiguresMonths: 240 },
    ]);
    expect(end.context.saved).toEqual({ positionsMonths: 3, eventsMonths: 12, notificationsMonths: 2, dailyFiguresMonths: 240 });
    expect(end.can({ type: 'retention.save' })).toBe(false);
    expect(spies.notifySaved).toHaveBeenCalledWith(expect.anything(), { title: SAVED, text: null });
  });

  it('discard returns to the saved months', async () => {
    const { actor } = start(async (input) => input);
    await flush();
    actor.send({ type: 'retention.changed', values: { positionsMonths: '200', eventsMonths: '4' } });
    actor.send({ type: 'retention.discard' });
    expect(actor.getSnapshot().context.values).toEqual({ positionsMonths: '13', eventsMonths: '13', notificationsMonths: '13', dailyFiguresMonths: '61' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    expect(actor.getSnapshot().can({ type: 'retention.save' })).toBe(false);
  });
});
