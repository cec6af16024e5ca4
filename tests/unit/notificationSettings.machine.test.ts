// notificationSettings as an actor (features spec §4, §8): the load's failure flag and the spec's
// texts after a failed switch.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { notificationSettingsMachine } from '../../machines/notificationSettings/notificationSettings.machine.ts';
import type { SettingItem, Toggle } from '../../machines/notificationSettings/notificationSettings.types.ts';

const settle = () => new Promise((r) => setTimeout(r, 0));
const ITEMS: SettingItem[] = [{ id: 3, name: 'Geofence exit', emailNotification: false, uiNotification: true }];

function start(loads: (() => Promise<SettingItem[]>)[], save: () => Promise<unknown> = () => Promise.reject(new Error('500'))) {
  let call = 0;
  const machine = notificationSettingsMachine.provide({
    actors: {
      loadSettings: fromPromise<SettingItem[]>(() => loads[call++]()),
      saveToggle: fromPromise<unknown, Toggle>(save),
    },
  });
  return createActor(machine).start();
}

describe('notificationSettings machine', () => {
  it('is not failed while the first load is under way', () => {
    const actor = start([() => new Promise<SettingItem[]>(() => {})]);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ items: [], pending: null, error: null, loadFailed: false });
  });

  it('a failed load sets loadFailed; a retry that succeeds clears it', async () => {
    const actor = start([() => Promise.reject(new Error('offline')), () => Promise.resolve(ITEMS)]);
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.loadFailed).toBe(true);
    actor.send({ type: 'settings.retry' });
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toEqual({ items: ITEMS, pending: null, error: null, loadFailed: false });
  });

  it('a failed subscribe flips the switch back and shows the subscribe text', async () => {
    const actor = start([() => Promise.resolve(ITEMS)]);
    await settle();
    actor.send({ type: 'settings.toggle', id: 3, channel: 'email', on: true });
    await settle();
    expect(actor.getSnapshot().context.items).toEqual(ITEMS);
    expect(actor.getSnapshot().context.error).toBe('Error while subscribing to notifications. Please try again later');
  });

  it('a failed unsubscribe flips the switch back and shows the unsubscribe text', async () => {
    const actor = start([() => Promise.resolve(ITEMS)]);
    await settle();
    actor.send({ type: 'settings.toggle', id: 3, channel: 'ui', on: false });
    await settle();
    expect(actor.getSnapshot().context.items).toEqual(ITEMS);
    expect(actor.getSnapshot().context.error).toBe('Error while unsubscribing to notifications. Please try again later');
  });
});
