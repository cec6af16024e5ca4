// The running session actor: the machine from machines/session, provided with the browser's
// storage, navigation and the refresh call. Everything that needs tokens asks this actor.
import { createActor, waitFor } from 'xstate';
import { sessionMachine } from '../../machines/session/session.machine.ts';
import { hasPermission } from '../../machines/session/session.claims.ts';
import type { RefreshTokensInput, RefreshTokensOutput } from '../../machines/session/session.types.ts';
import { fromPromise } from 'xstate';
import { graphql } from '../graphql/graphql.ts';
import { publicMutation } from '../graphql/publicClient.ts';
import type { AuthBridge } from '../graphql/client.ts';
import { inspect } from '../app/inspector.ts';
import { clearRememberedTabs, clearSessionStorage, readSessionCookie, writeSession } from './storage.ts';

const RefreshMutation = graphql(`
  mutation Refresh($input: refreshToken_request_Input) {
    refreshToken(input: $input) {
      data {
        access_token
        refresh_token
        expires_in
        token_type
      }
    }
  }
`);

export const refreshTokensCall = fromPromise<RefreshTokensOutput, RefreshTokensInput>(async ({ input }) => {
  const data = await publicMutation(RefreshMutation, { input: { accessToken: input.accessToken, refreshToken: input.refreshToken } });
  const tokens = data.refreshToken?.data;
  if (!tokens) throw new Error('Token refresh failed');
  return { tokens, now: Date.now() };
});

export const sessionActor = createActor(
  sessionMachine.provide({
    actions: {
      persistSession: (_, params) =>
        writeSession({ accessToken: params.accessToken, refreshToken: params.refreshToken, expiresAt: params.expiresAt }, params.permissions),
      clearSession: () => clearSessionStorage(),
      clearRememberedTabs: () => clearRememberedTabs(),
      // A hard navigation: every cache (urql, machines) of the old session is dropped with the page.
      redirectToLogin: () => window.location.assign('/'),
    },
    actors: { refreshTokens: refreshTokensCall },
  }),
  { input: { now: Date.now(), stored: readSessionCookie() }, inspect },
);
sessionActor.start();

export const authBridge: AuthBridge = {
  accessToken: () => sessionActor.getSnapshot().context.accessToken,
  async refresh() {
    sessionActor.send({ type: 'session.refresh' });
    const settled = await waitFor(sessionActor, (s) => !s.hasTag('refreshing'));
    return settled.hasTag('signedIn');
  },
};

export { hasPermission };
