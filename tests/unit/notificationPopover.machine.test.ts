// notificationPopover (features spec §4, §8, §9): the spec's text when the last-read update fails.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { notificationPopoverMachine } from '../../machines/notificationPopover/notificationPopover.machine.ts';

describe('notificationPopover machine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a failed last-read update after 5 s open shows the spec’s text; reopening clears it', async () => {
    const machine = notificationPopoverMachine.provide({ actors: { markRead: fromPromise(() => Promise.reject(new Error('500'))) } });
    const actor = createActor(machine).start();
    actor.send({ type: 'popover.open' });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(actor.getSnapshot().value).toEqual({ open: 'marked' });
    expect(actor.getSnapshot().context.error).toBe('Error while updating last read time for notifications. Please try again later');
    actor.send({ type: 'popover.close' });
    actor.send({ type: 'popover.open' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
