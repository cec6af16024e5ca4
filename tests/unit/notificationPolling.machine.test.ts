// notificationPolling as an actor (features spec §4, §8, §9): what opening the popover, closing it
// and each kind of answer leave in the context.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { notificationPollingMachine } from '../../machines/notificationPolling/notificationPolling.machine.ts';
import type { NotificationItem, NotificationPage } from '../../machines/notificationPolling/notificationPolling.types.ts';

const item = (id: number, isNew: boolean): NotificationItem => ({
  id,
  subject: `Subject ${id}`,
  body: `Body ${id}`,
  link: `/map?assetId=${id}`,
  assetId: id,
  userTimeFormatted: '24.11.2026 08:00',
  isNew,
});

const PAGE: NotificationPage = { items: [item(1, true), item(2, false)], total: 2, newCount: 1 };

/** An actor whose every load waits for the test to answer it. */
function start() {
  const calls: { resolve: (p: NotificationPage) => void; reject: (e: unknown) => void }[] = [];
  const machine = notificationPollingMachine.provide({
    actors: {
      loadNotifications: fromPromise<NotificationPage>(
        () =>
          new Promise<NotificationPage>((resolve, reject) => {
            calls.push({ resolve, reject });
          }),
      ),
    },
  });
  const actor = createActor(machine).start();
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return { actor, calls, settle };
}

describe('notificationPolling machine', () => {
  it('keeps a closed popover’s answer as the server sent it, loaded and without error', async () => {
    const { actor, calls, settle } = start();
    expect(actor.getSnapshot().context).toEqual({ items: [], total: 0, newCount: 0, loaded: false, loadError: null, open: false, unreadIds: [] });
    calls[0].resolve(PAGE);
    await settle();
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(actor.getSnapshot().context).toEqual({
      items: [item(1, true), item(2, false)],
      total: 2,
      newCount: 1,
      loaded: true,
      loadError: null,
      open: false,
      unreadIds: [],
    });
  });

  it('opening the popover marks every item seen, keeping the rest of each item', async () => {
    const { actor, calls, settle } = start();
    calls[0].resolve(PAGE);
    await settle();
    actor.send({ type: 'popover.open' });
    expect(actor.getSnapshot().context.open).toBe(true);
    expect(actor.getSnapshot().context.newCount).toBe(0);
    expect(actor.getSnapshot().context.items).toEqual([item(1, false), item(2, false)]);
  });

  it('an answer that arrives while the popover is open is seen at once, items kept whole', async () => {
    const { actor, calls, settle } = start();
    actor.send({ type: 'popover.open' });
    calls[0].resolve(PAGE);
    await settle();
    expect(actor.getSnapshot().context).toEqual({
      items: [item(1, false), item(2, false)],
      total: 2,
      newCount: 0,
      loaded: true,
      loadError: null,
      open: true,
      // Unread when it arrived in the open popover: marked "New" there until the popover closes.
      unreadIds: [1],
    });
  });

  it('closing the popover during a load drops that answer (counted before the last-read mark) and asks again; later answers are new again', async () => {
    const { actor, calls, settle } = start();
    actor.send({ type: 'popover.open' });
    actor.send({ type: 'popover.close' });
    expect(actor.getSnapshot().context.open).toBe(false);
    expect(calls).toHaveLength(2);
    calls[0].resolve({ ...PAGE, newCount: 2 });
    calls[1].resolve(PAGE);
    await settle();
    expect(actor.getSnapshot().context.items).toEqual([item(1, true), item(2, false)]);
    expect(actor.getSnapshot().context.newCount).toBe(1);
  });

  it('a failed first poll is loaded (no spinner) with the failure kept', async () => {
    const { actor, calls, settle } = start();
    calls[0].reject({ status: 503, code: 7, message: 'Service unavailable' });
    await settle();
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(actor.getSnapshot().context).toEqual({
      items: [],
      total: 0,
      newCount: 0,
      loaded: true,
      loadError: { status: 503, code: 7, message: 'Service unavailable' },
      open: false,
      unreadIds: [],
    });
  });

  it('a failed refresh keeps the list shown; the next answer clears the failure', async () => {
    const { actor, calls, settle } = start();
    calls[0].resolve(PAGE);
    await settle();
    actor.send({ type: 'notifications.refresh' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    calls[1].reject(undefined);
    await settle();
    expect(actor.getSnapshot().context.items).toEqual([item(1, true), item(2, false)]);
    expect(actor.getSnapshot().context.loadError).toEqual({ status: 0, code: null, message: '' });
    actor.send({ type: 'notifications.refresh' });
    calls[2].resolve({ items: [], total: 0, newCount: 0 });
    await settle();
    expect(actor.getSnapshot().context).toEqual({ items: [], total: 0, newCount: 0, loaded: true, loadError: null, open: false, unreadIds: [] });
  });
});
