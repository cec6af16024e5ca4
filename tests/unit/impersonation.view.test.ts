import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { impersonationMachine } from '../../machines/impersonation/impersonation.machine.ts';
import { impersonationAlert, UNNAMED_TARGET } from '../../machines/impersonation/impersonation.view.ts';

type Snapshot = SnapshotFrom<typeof impersonationMachine>;
/** Only what the view reads: the tags and the context's target and endFailed. */
const snapshot = (tag: string, context: { target: { userUuid: string; displayName: string } | null; endFailed: boolean }) =>
  ({ hasTag: (t: string) => t === tag, context }) as unknown as Snapshot;

describe('impersonationAlert', () => {
  it('started: names the user, or leaves the name to the dialog when unknown', () => {
    expect(impersonationAlert(snapshot('view:announceStart', { target: { userUuid: 'u1', displayName: 'Anna Berg' }, endFailed: false }))).toEqual({
      kind: 'started',
      title: 'Impersonation started',
      text: "You are now signed in as {name}. What you do is done on their behalf and recorded. Use 'Back to admin' to return to your own account.",
      name: 'Anna Berg',
      action: 'Continue',
    });
    expect(impersonationAlert(snapshot('view:announceStart', { target: null, endFailed: false }))?.name).toBeNull();
    expect(impersonationAlert(snapshot('view:announceStart', { target: { userUuid: 'u1', displayName: '' }, endFailed: false }))?.name).toBeNull();
    expect(UNNAMED_TARGET).toBe('the selected user');
  });

  it('ended: own account again, with the note when the server could not confirm the end', () => {
    expect(impersonationAlert(snapshot('view:announceEnd', { target: null, endFailed: false }))).toEqual({
      kind: 'ended',
      title: 'Impersonation ended',
      text: 'You are signed in with your own account again.',
      name: null,
      action: 'OK',
    });
    expect(impersonationAlert(snapshot('view:announceEnd', { target: null, endFailed: true }))?.text).toBe(
      'You are signed in with your own account again. The server could not confirm the end; the impersonation session expires by itself within the hour.',
    );
  });

  it('nothing to announce otherwise', () => {
    expect(impersonationAlert(snapshot('view:idle', { target: null, endFailed: false }))).toBeNull();
  });
});
