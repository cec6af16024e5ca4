// What the impersonation alert shows for a snapshot (null when there is nothing to announce). The
// texts are English, marked with msg(): the dialog shows them through t() in the agent's language.
import type { SnapshotFrom } from 'xstate';
import { msg } from '../i18n.ts';
import type { impersonationMachine } from './impersonation.machine.ts';

export interface ImpersonationAlert {
  kind: 'started' | 'ended' | 'sessionMissing';
  title: string;
  /** May hold a {name} placeholder: the impersonated user (`name`). */
  text: string;
  /** The impersonated user's name for {name}; null when unknown (the dialog then says 'the selected user'). */
  name: string | null;
  /** The one button; pressing it sends `impersonation.acknowledged`. */
  action: string;
}

/** What {name} reads when the impersonated user's name is not known. */
export const UNNAMED_TARGET = msg('the selected user');

export function impersonationAlert(snapshot: SnapshotFrom<typeof impersonationMachine>): ImpersonationAlert | null {
  if (snapshot.hasTag('view:announceStart')) {
    return {
      kind: 'started',
      title: msg('Impersonation started'),
      text: msg("You are now signed in as {name}. What you do is done on their behalf and recorded. Use 'Back to admin' to return to your own account."),
      name: snapshot.context.target?.displayName || null,
      action: msg('Continue'),
    };
  }
  if (snapshot.hasTag('view:announceEnd')) {
    return {
      kind: 'ended',
      title: msg('Impersonation ended'),
      text: snapshot.context.endFailed
        ? msg(
            'You are signed in with your own account again. The server could not confirm the end; the impersonation session expires by itself within the hour.',
          )
        : msg('You are signed in with your own account again.'),
      name: null,
      action: msg('OK'),
    };
  }
  if (snapshot.hasTag('view:sessionMissing')) {
    return {
      kind: 'sessionMissing',
      title: msg('Your own session could not be restored'),
      text: msg('The session you started the impersonation from is not saved in this browser tab. Please log out and log in again.'),
      name: null,
      action: msg('Log out'),
    };
  }
  return null;
}
