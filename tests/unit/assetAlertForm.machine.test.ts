// assetAlertForm as an actor (features spec §4 "Alerts", §8 'Asset alert save'): what the form holds
// before and after a load, what each switch and undo changes, the body a save sends, and the notices
// and texts a save or a failed load leaves.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { assetAlertFormMachine, assetAlertProblem } from '../../machines/assetAlertForm/assetAlertForm.machine.ts';
import type { AssetAlertDetail, AssetAlertNotice, SaveAssetAlertInput } from '../../machines/assetAlertForm/assetAlertForm.types.ts';

const settle = () => new Promise((r) => setTimeout(r, 0));

const STORED: AssetAlertDetail = {
  id: 5,
  name: 'Battery low',
  enabled: true,
  notifyAllNewUsers: false,
  notificationUsers: [
    { id: 1, name: 'Anna Berg', active: true },
    { id: 2, name: 'Per Lind', active: false },
  ],
};

function start(options: { load?: () => Promise<AssetAlertDetail>; save?: (input: SaveAssetAlertInput) => Promise<AssetAlertDetail> } = {}) {
  const notices: AssetAlertNotice[] = [];
  const saves: SaveAssetAlertInput[] = [];
  let listRefreshes = 0;
  const machine = assetAlertFormMachine.provide({
    actors: {
      loadAssetAlert: fromPromise<AssetAlertDetail, { id: number }>(options.load ?? (() => Promise.resolve(STORED))),
      saveAssetAlert: fromPromise<AssetAlertDetail, SaveAssetAlertInput>(({ input }) => {
        saves.push(input);
        return (options.save ?? (() => Promise.resolve(STORED)))(input);
      }),
    },
    actions: {
      notify: (_, notice: AssetAlertNotice) => {
        notices.push(notice);
      },
      alertsChanged: () => {
        listRefreshes++;
      },
    },
  });
  const actor = createActor(machine, { input: { alertId: 5 } }).start();
  return { actor, notices, saves, listRefreshes: () => listRefreshes };
}

async function editing(options?: Parameters<typeof start>[0]) {
  const started = start(options);
  await settle();
  expect(started.actor.getSnapshot().value).toBe('editing');
  return started;
}

const STORED_VALUES = {
  enabled: true,
  notifyAllNewUsers: false,
  recipients: [
    { id: 1, name: 'Anna Berg', active: true },
    { id: 2, name: 'Per Lind', active: false },
  ],
};

describe('assetAlertForm machine', () => {
  it('while loading holds an empty, switched-off alert with no recipients', () => {
    const { actor } = start({ load: () => new Promise(() => {}) });
    expect(actor.getSnapshot().context).toEqual({
      alertId: 5,
      name: '',
      values: { enabled: false, notifyAllNewUsers: false, recipients: [] },
      initial: { enabled: false, notifyAllNewUsers: false, recipients: [] },
      submitted: false,
      loadError: null,
    });
  });

  it('shows the loaded alert as both the values and what Undo returns to', async () => {
    const { actor } = await editing();
    expect(actor.getSnapshot().context).toMatchObject({ name: 'Battery low', values: STORED_VALUES, initial: STORED_VALUES, submitted: false });
  });

  describe('a failed load', () => {
    it("shows the server's message", async () => {
      const { actor } = start({ load: () => Promise.reject({ status: 404, message: 'Alert not found' }) });
      await settle();
      expect(actor.getSnapshot().value).toBe('loadFailed');
      expect(actor.getSnapshot().context.loadError).toBe('Alert not found');
    });

    it('without one shows "The alert could not be loaded", and a retry loads again', async () => {
      let calls = 0;
      const { actor } = start({ load: () => (++calls === 1 ? Promise.reject({ status: 0 }) : Promise.resolve(STORED)) });
      await settle();
      expect(actor.getSnapshot().context.loadError).toBe('The alert could not be loaded');
      actor.send({ type: 'alert.retry' });
      await settle();
      expect(actor.getSnapshot().value).toBe('editing');
    });
  });

  it('a switch changes only its own field', async () => {
    const { actor } = await editing();
    actor.send({ type: 'alert.switched', field: 'notifyAllNewUsers', value: true });
    expect(actor.getSnapshot().context.values).toEqual({ ...STORED_VALUES, notifyAllNewUsers: true });
    actor.send({ type: 'alert.switched', field: 'enabled', value: false });
    expect(actor.getSnapshot().context.values).toEqual({ ...STORED_VALUES, notifyAllNewUsers: true, enabled: false });
  });

  it('Undo returns to the loaded alert and forgets a refused save', async () => {
    const { actor } = await editing();
    actor.send({ type: 'alert.recipientToggled', userId: 1, active: false });
    actor.send({ type: 'alert.saveRequested' });
    expect(actor.getSnapshot().context.submitted).toBe(true);
    actor.send({ type: 'alert.undoRequested' });
    expect(actor.getSnapshot().context.values).toEqual(STORED_VALUES);
    expect(actor.getSnapshot().context.submitted).toBe(false);
  });

  it('an enabled alert that reaches nobody is not saved, and the form shows why', async () => {
    const { actor, saves } = await editing();
    actor.send({ type: 'alert.recipientToggled', userId: 1, active: false });
    actor.send({ type: 'alert.saveRequested' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.submitted).toBe(true);
    expect(saves).toEqual([]);
  });

  it('a save sends the values, says "Machine alert saved" with the name, refreshes the list and reads the alert again', async () => {
    let loads = 0;
    const { actor, saves, notices, listRefreshes } = await editing({
      load: () => {
        loads++;
        return Promise.resolve(STORED);
      },
    });
    actor.send({ type: 'alert.recipientToggled', userId: 2, active: true });
    actor.send({ type: 'alert.saveRequested' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(actor.getSnapshot().context.submitted).toBe(true);
    await settle();
    expect(saves).toEqual([
      {
        id: 5,
        body: {
          enabled: true,
          notifyAllNewUsers: false,
          notificationUsers: [
            { id: 1, active: true },
            { id: 2, active: true },
          ],
        },
      },
    ]);
    expect(notices).toEqual([{ tone: 'success', title: 'Machine alert saved', text: 'Battery low' }]);
    expect(listRefreshes()).toBe(1);
    await settle();
    expect(loads).toBe(2);
    expect(actor.getSnapshot().context.submitted).toBe(false);
  });

  it("a failed save stays in the form with the spec's title and the server's words", async () => {
    const { actor, notices } = await editing({ save: () => Promise.reject({ status: 500, message: 'Database unavailable' }) });
    actor.send({ type: 'alert.switched', field: 'notifyAllNewUsers', value: true });
    actor.send({ type: 'alert.saveRequested' });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values.notifyAllNewUsers).toBe(true);
    expect(notices).toEqual([{ tone: 'error', title: 'Error while saving asset alert details.', text: 'Database unavailable' }]);
  });

  it('"An enabled alert must notify someone: pick a recipient or Notify all new users" is the rule\'s text', () => {
    expect(assetAlertProblem({ enabled: true, notifyAllNewUsers: false, recipients: [] })).toBe(
      'An enabled alert must notify someone: pick a recipient or Notify all new users',
    );
  });
});
