// updateCheck (spec §9): what counts as a version in /frontend-version.txt, and that whitespace
// around the running version is no difference.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { readVersion, updateCheckMachine } from '../../machines/updateCheck/updateCheck.machine.ts';

describe('readVersion', () => {
  it.each([[42], [null], [undefined], [{ version: '1.2.3' }]])('an answer that is not text (%j) is no version', (answer) => {
    expect(readVersion(answer)).toBeNull();
  });

  it('accepts a version of exactly 100 characters and refuses 101', () => {
    expect(readVersion('v'.repeat(100))).toBe('v'.repeat(100));
    expect(readVersion('v'.repeat(101))).toBeNull();
  });
});

describe('updateCheck machine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function start(runningVersion: string, served: string) {
    const machine = updateCheckMachine.provide({ actors: { fetchFrontendVersion: fromPromise<string, void>(() => Promise.resolve(served)) } });
    return createActor(machine, { input: { runningVersion } }).start();
  }

  it('a running version with surrounding whitespace equal to the served one is no update', async () => {
    const actor = start(' 2026.11.24-1\n', '2026.11.24-1');
    await vi.advanceTimersByTimeAsync(1_800_000);
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(actor.getSnapshot().context.availableVersion).toBeNull();
  });

  it('a different served version offers the update', async () => {
    const actor = start('2026.11.24-1', '2026.11.24-2\n');
    await vi.advanceTimersByTimeAsync(1_800_000);
    expect(actor.getSnapshot().value).toBe('updateAvailable');
    expect(actor.getSnapshot().context.availableVersion).toBe('2026.11.24-2');
  });
});
