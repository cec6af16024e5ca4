// The profile machine as both settings pages run it (Profile, Language & Region): the profile calls
// as its actors and its toasts. A saved language shows at once, so the confirmation reads in it.
import { fromPromise } from 'xstate';
import { profileMachine } from '../../../machines/profile/profile.machine.ts';
import type { TokenPair } from '../../../machines/session/session.types.ts';
import { asWritten, showNotice } from '../../app/toast/showNotice.ts';
import { loadLanguage } from '../../i18n/translationsActor.ts';
import { loadUserZone } from '../../format/userZone.api.ts';
import { loadProfileCall, saveProfileCall } from './profile.api.ts';

/** `storeTokens` takes the pair a password change answered. */
export function settingsProfileMachine(storeTokens: (tokens: TokenPair) => void) {
  return profileMachine.provide({
    actors: {
      loadProfile: fromPromise(() => loadProfileCall()),
      saveProfile: fromPromise(({ input }) => saveProfileCall(input)),
    },
    actions: {
      // A saved zone shows at once too: every user-time instant on screen follows it.
      notifySaved: (_, notice) => void Promise.all([loadLanguage(), loadUserZone()]).then(() => showNotice({ ...notice, tone: 'success' })),
      notifySaveFailed: (_, notice) => showNotice({ ...notice, tone: 'error' }, asWritten),
      storeTokens: (_, { tokens }) => storeTokens(tokens),
    },
  });
}
