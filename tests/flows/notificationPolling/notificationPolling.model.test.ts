// The notifications button's machines (features spec §4, §8, §9): the log polled every 300000 ms,
// opening the popover marks all as read at once (notificationPolling), and the last-read time goes
// to the server after 5 s open (notificationPopover).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { notificationPollingMachine } from '../../../machines/notificationPolling/notificationPolling.machine.ts';
import { EMPTY, notificationPollingModel, TWO_ONE_NEW } from './notificationPolling.model.ts';
import type { NotificationPage } from '../../../machines/notificationPolling/notificationPolling.types.ts';
import { LAST_READ_ERROR, notificationPopoverMachine } from '../../../machines/notificationPopover/notificationPopover.machine.ts';
import { notificationPopoverModel } from '../notificationPopover/notificationPopover.model.ts';
import { buildModelGraphs } from '../kit/model.ts';
import { replayPath, type StepInfo } from '../kit/replay.ts';
import { advanceTime, useFakeClock } from '../kit/harness.ts';

const SPEC_POLL_MS = 300_000;
const SPEC_MARK_READ_MS = 5_000;
const T0 = Date.UTC(2026, 10, 23, 8, 0, 0);

interface Polling {
  polling: boolean;
  open: boolean;
  items: number;
  newCount: number;
  anyNew: boolean;
  loadError: boolean;
  /** Ids of the items the server calls new (isNew) in the list held. */
  newIds: number[];
  /** Ids of the items marked new in the open popover (issue 27: unread when it opened, or since). */
  unread: number[];
}

function expectedPolling(label: string, e: Polling | undefined): Polling {
  if (label === 'xstate.init') return { polling: true, open: false, items: 0, newCount: 0, anyNew: false, loadError: false, newIds: [], unread: [] };
  const s = e!;
  // What arrives while the popover is open is seen at once (no dot), and marked new in the list.
  const newIds = (p: NotificationPage) => p.items.filter((i) => i.isNew).map((i) => i.id);
  const union = (a: number[], b: number[]) => [...new Set([...a, ...b])].sort((x, y) => x - y);
  const page = (p: NotificationPage): Polling => ({
    ...s,
    polling: false,
    items: p.items.length,
    newCount: s.open ? 0 : p.newCount,
    anyNew: s.open ? false : p.items.some((i) => i.isNew),
    loadError: false,
    newIds: s.open ? [] : newIds(p),
    // Only rows still in the list stay marked.
    unread: s.open ? union(s.unread, newIds(p)).filter((id) => p.items.some((i) => i.id === id)) : [],
  });
  switch (label) {
    case 'after:pollInterval':
    case 'notifications.refresh':
      return { ...s, polling: true };
    case 'done:loadNotifications(twoOneNew)':
      return page(TWO_ONE_NEW);
    case 'done:loadNotifications(empty)':
      return page(EMPTY);
    case 'error:loadNotifications':
      return { ...s, polling: false, loadError: true };
    case 'popover.open':
      return { ...s, open: true, newCount: 0, anyNew: false, newIds: [], unread: union([], s.newIds) };
    case 'popover.close':
      return { ...s, open: false, unread: [] };
  }
  throw new Error(`no expectation for ${label}`);
}

function pollingChecker() {
  let state: Polling | undefined;
  let polledAt = Date.now();
  return ({ label, after, invocations }: StepInfo) => {
    const snap = after as SnapshotFrom<typeof notificationPollingMachine>;
    const before = state;
    state = expectedPolling(label, state);
    expect(snap.hasTag('busy'), `polling after ${label}`).toBe(state.polling);
    expect(snap.context.open).toBe(state.open);
    expect(snap.context.items.length).toBe(state.items);
    expect(snap.context.newCount).toBe(state.newCount);
    expect(snap.context.items.some((i) => i.isNew)).toBe(state.anyNew);
    expect(snap.context.loadError !== null).toBe(state.loadError);
    expect(
      snap.context.items.filter((i) => i.isNew).map((i) => i.id),
      `new after ${label}`,
    ).toEqual(state.newIds);
    expect(
      [...snap.context.unreadIds].sort((x, y) => x - y),
      `marked new after ${label}`,
    ).toEqual(state.unread);
    if (label === 'after:pollInterval') expect(Date.now() - polledAt, 'poll period').toBe(SPEC_POLL_MS);
    if (before?.polling && !state.polling) polledAt = Date.now();
    if (state.polling && !before?.polling) expect(invocations.at(-1)?.src).toBe('loadNotifications');
  };
}

function popoverChecker() {
  let openedAt = Date.now();
  let marks = 0;
  return ({ label, after, invocations }: StepInfo) => {
    const snap = after as SnapshotFrom<typeof notificationPopoverMachine>;
    if (label === 'popover.open') openedAt = Date.now();
    const open = snap.matches('open');
    expect(open, `open after ${label}`).toBe(label !== 'xstate.init' && label !== 'popover.close');
    if (label === 'after:markReadDelay') {
      expect(Date.now() - openedAt, 'open for').toBe(SPEC_MARK_READ_MS);
      marks++;
    }
    expect(invocations.filter((i) => i.src === 'markRead')).toHaveLength(marks);
    expect(snap.hasTag('busy')).toBe(label === 'after:markReadDelay');
    expect(snap.context.error).toBe(
      label === 'error:markRead' ? LAST_READ_ERROR : label === 'popover.open' || label === 'xstate.init' ? null : snap.context.error,
    );
  };
}

describe('notificationPolling: generated paths', () => {
  useFakeClock(T0);
  for (const graph of buildModelGraphs(notificationPollingModel)) {
    for (const modelPath of graph.paths) {
      it(modelPath.description, async () => {
        await replayPath(graph, modelPath, { advanceTime, onStep: pollingChecker() });
      });
    }
  }
});

describe('notificationPopover: generated paths', () => {
  useFakeClock(T0);
  for (const graph of buildModelGraphs(notificationPopoverModel)) {
    for (const modelPath of graph.paths) {
      it(modelPath.description, async () => {
        await replayPath(graph, modelPath, { advanceTime, onStep: popoverChecker() });
      });
    }
  }
});

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('notifications: journeys', () => {
  useFakeClock(T0);

  it('polls at once and every 5 minutes after each answer; opening clears the dot', async () => {
    const polls: number[] = [];
    const actor = createActor(
      notificationPollingMachine.provide({
        actors: {
          loadNotifications: fromPromise(async () => {
            polls.push(Date.now() - T0);
            return TWO_ONE_NEW;
          }),
        },
      }),
    ).start();
    await flush();
    expect(actor.getSnapshot().context.newCount).toBe(1);
    advanceTime(SPEC_POLL_MS - 1);
    await flush();
    expect(polls).toEqual([0]);
    advanceTime(1);
    await flush();
    expect(polls).toEqual([0, SPEC_POLL_MS]);
    actor.send({ type: 'popover.open' });
    expect(actor.getSnapshot().context).toMatchObject({ newCount: 0 });
    expect(actor.getSnapshot().context.items.every((i) => !i.isNew)).toBe(true);
    // The dot is gone, yet the open list still marks what was unread when it opened; closing forgets it.
    expect(actor.getSnapshot().context.unreadIds).toEqual([12]);
    actor.send({ type: 'popover.close' });
    expect(actor.getSnapshot().context.unreadIds).toEqual([]);
    actor.stop();
  });

  it('the last-read time is sent once per opening after 5 s open, never when closed sooner', async () => {
    const marks: number[] = [];
    const actor = createActor(
      notificationPopoverMachine.provide({
        actors: {
          markRead: fromPromise<unknown>(async () => {
            marks.push(Date.now() - T0);
            return {};
          }),
        },
      }),
    ).start();
    actor.send({ type: 'popover.open' });
    advanceTime(4_999);
    actor.send({ type: 'popover.close' });
    advanceTime(10_000);
    await flush();
    expect(marks).toEqual([]);
    actor.send({ type: 'popover.open' });
    advanceTime(SPEC_MARK_READ_MS);
    await flush();
    expect(marks).toEqual([14_999 + SPEC_MARK_READ_MS]);
    advanceTime(60_000);
    await flush();
    expect(marks).toHaveLength(1);
    actor.stop();
  });
});
