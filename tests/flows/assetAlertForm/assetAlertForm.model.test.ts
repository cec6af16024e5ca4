import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { buildModelGraphs } from '../kit/model.ts';
import { replayPath, type StepInfo } from '../kit/replay.ts';
import { assetAlertFormMachine } from '../../../machines/assetAlertForm/assetAlertForm.machine.ts';
import { ALERT_ID, ANNA, BO, assetAlertFormModel, storedAssetAlert } from './assetAlertForm.model.ts';
import type { AssetAlertDetail, SaveAssetAlertInput } from '../../../machines/assetAlertForm/assetAlertForm.types.ts';
import { createSpies, effectTracker, once, type Spies } from '../kit/harness.ts';

// The features spec's text (section 8), written out so a changed text fails here.
const SAVE_FAILED = 'Error while saving asset alert details.';
const ACTIONS = ['alertsChanged', 'notify'] as const;
type Action = (typeof ACTIONS)[number];
type Snapshot = SnapshotFrom<typeof assetAlertFormMachine>;

// The oracle's rule: an enabled alert reaches a recipient or every new user.
const sendable = ({ context: { values: v } }: Snapshot) => !v.enabled || v.notifyAllNewUsers || v.recipients.some((r) => r.active);

function expectedState(label: string, before: Snapshot | undefined): string {
  if (label === 'xstate.init' || label === 'alert.retry' || label === 'done:saveAssetAlert') return 'loading';
  if (label === 'done:loadAssetAlert' || label.startsWith('error:saveAssetAlert')) return 'editing';
  if (label === 'error:loadAssetAlert') return 'loadFailed';
  if (label.startsWith('alert.switched') || label === 'alert.recipientToggled' || label === 'alert.undoRequested') return 'editing';
  if (label === 'alert.saveRequested') return sendable(before!) ? 'saving' : 'editing';
  throw new Error(`no expectation for ${label}`);
}

function checker(spies: Spies<Action>) {
  const effects = effectTracker(spies);
  return ({ label, before, after, invocations }: StepInfo) => {
    const snap = after as Snapshot;
    const prev = before as Snapshot | undefined;
    const state = String(snap.value);
    expect(state, `state after ${label}`).toBe(expectedState(label, prev));
    expect(snap.hasTag('busy')).toBe(state === 'saving');
    const expected = label === 'done:saveAssetAlert' ? once('alertsChanged', 'notify') : label.startsWith('error:saveAssetAlert') ? once('notify') : {};
    expect(effects.next(), `side effects of ${label}`).toEqual(expected);
    if (label === 'error:saveAssetAlert(failed)')
      expect(spies.notify.mock.lastCall?.[1]).toEqual({ tone: 'error', title: SAVE_FAILED, text: 'Internal server error' });
    if (label === 'error:saveAssetAlert(offline)') expect(spies.notify.mock.lastCall?.[1]).toEqual({ tone: 'error', title: SAVE_FAILED, text: null });
    if (label === 'done:loadAssetAlert' || label === 'alert.undoRequested')
      expect(snap.context.values).toEqual({ enabled: true, notifyAllNewUsers: false, recipients: storedAssetAlert.notificationUsers });
    if (state === 'loading' && String(prev?.value) !== 'loading') expect(invocations.at(-1)).toEqual({ src: 'loadAssetAlert', input: { id: ALERT_ID } });
    if (state === 'saving') {
      const v = prev!.context.values;
      expect(invocations.at(-1)).toEqual({
        src: 'saveAssetAlert',
        input: {
          id: ALERT_ID,
          body: { enabled: v.enabled, notifyAllNewUsers: v.notifyAllNewUsers, notificationUsers: v.recipients.map((r) => ({ id: r.id, active: r.active })) },
        },
      });
    }
  };
}

describe('assetAlertForm: generated paths', () => {
  for (const graph of buildModelGraphs(assetAlertFormModel)) {
    for (const modelPath of graph.paths) {
      it(modelPath.description, async () => {
        const spies = createSpies(ACTIONS);
        await replayPath(graph, modelPath, { actions: spies, advanceTime: () => {}, onStep: checker(spies) });
      });
    }
  }
});

describe('assetAlertForm: journeys', () => {
  it('hands the alert from Anna to Bo, saves, and shows what the server stored', async () => {
    const sent: SaveAssetAlertInput[] = [];
    let stored: AssetAlertDetail = storedAssetAlert;
    const spies = createSpies(ACTIONS);
    const actor = createActor(
      assetAlertFormMachine.provide({
        actions: spies,
        actors: {
          loadAssetAlert: fromPromise(async () => stored),
          saveAssetAlert: fromPromise<AssetAlertDetail, SaveAssetAlertInput>(async ({ input }) => {
            sent.push(input);
            stored = {
              ...stored,
              notificationUsers: stored.notificationUsers.map((u) => ({ ...u, active: input.body.notificationUsers.find((n) => n.id === u.id)!.active })),
            };
            return stored;
          }),
        },
      }),
      { input: { alertId: ALERT_ID } },
    ).start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'alert.recipientToggled', userId: ANNA.id, active: false });
    actor.send({ type: 'alert.saveRequested' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(sent).toHaveLength(0);
    actor.send({ type: 'alert.recipientToggled', userId: BO.id, active: true });
    actor.send({ type: 'alert.saveRequested' });
    await waitFor(actor, (s) => s.matches('editing') && sent.length === 1);
    expect(sent[0].body.notificationUsers).toEqual([
      { id: ANNA.id, active: false },
      { id: BO.id, active: true },
    ]);
    expect(actor.getSnapshot().context.values.recipients).toEqual([
      { ...ANNA, active: false },
      { ...BO, active: true },
    ]);
    expect(spies.alertsChanged).toHaveBeenCalledTimes(1);
  });
});
