// What the impersonation alert shows for a snapshot (null when there is nothing to announce).
import type { SnapshotFrom } from 'xstate';
import type { impersonationMachine } from './impersonation.machine.ts';

export interface ImpersonationAlert {
  kind: 'started' | 'ended' | 'sessionMissing';
  title: string;
  text: string;
  /** The one button; pressing it sends `impersonation.acknowledged`. */
  action: string;
}

export function impersonationAlert(snapshot: SnapshotFrom<typeof impersonationMachine>): ImpersonationAlert | null {
  if (snapshot.hasTag('view:announceStart')) {
    const name = snapshot.context.target?.displayName || 'the selected user';
    return {
      kind: 'started',
      title: 'Impersonation started',
      text: `You are now signed in as ${name}. What you do is done on their behalf and recorded. Use 'Back to admin' to return to your own account.`,
      action: 'Continue',
    };
  }
  if (snapshot.hasTag('view:announceEnd')) {
    return {
      kind: 'ended',
      title: 'Impersonation ended',
      text: snapshot.context.endFailed
        ? 'You are signed in with your own account again. The server could not confirm the end; the impersonation session expires by itself within the hour.'
        : 'You are signed in with your own account again.',
      action: 'OK',
    };
  }
  if (snapshot.hasTag('view:sessionMissing')) {
    return {
      kind: 'sessionMissing',
      title: 'Your own session could not be restored',
      text: 'The session you started the impersonation from is not saved in this browser tab. Please log out and log in again.',
      action: 'Log out',
    };
  }
  return null;
}
