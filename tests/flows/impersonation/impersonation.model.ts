// The impersonation machine's test model (impersonation.model.test.ts, scripts/paths.ts).
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import type { TokenPair } from '../../../machines/session/session.types.ts';
import { fakeAccessToken } from '../kit/fixtures.ts';
import { defineModel, type EventFixtures } from '../kit/model.ts';
import { impersonationMachine } from '../../../machines/impersonation/impersonation.machine.ts';
import type { ImpersonationEvent } from '../../../machines/impersonation/impersonation.types.ts';

export const TARGET_UUID = '0b8f7c1e-4d7a-4c55-9a51-3f0f8d3c2a10';

/** The target's pair as the server answers it: marked impersonatedBy the agent (id 3). */
export const impersonatedTokens: TokenPair = {
  access_token: fakeAccessToken({
    id: 42,
    email: 'anna.berg@bergbygg.example',
    firstName: 'Anna',
    lastName: 'Berg',
    scope: 'web',
    permissions: 'access:alert',
    impersonatedBy: 3,
  }),
  expires_in: 900,
  token_type: 'Bearer',
};

export type ImpersonationModelEvent =
  | ImpersonationEvent
  | DoneActorEvent<TokenPair, 'impersonate'>
  | ErrorActorEvent<{ status: number; message?: string }, 'impersonate'>
  | DoneActorEvent<void, 'endImpersonation'>
  | ErrorActorEvent<{ status: number; message?: string }, 'endImpersonation'>;

export const impersonationEvents = {
  'impersonation.start': {
    named: { type: 'impersonation.start', userUuid: TARGET_UUID, displayName: 'Anna Berg (Bergbygg)' },
    // A row without names: the announcement falls back to the token's name.
    unnamed: { type: 'impersonation.start', userUuid: TARGET_UUID, displayName: ' ' },
  },
  'impersonation.end': { pressed: { type: 'impersonation.end' } },
  'impersonation.acknowledged': { pressed: { type: 'impersonation.acknowledged' } },
  'xstate.done.actor.impersonate': { ok: { type: 'xstate.done.actor.impersonate', actorId: 'impersonate', output: impersonatedTokens } },
  'xstate.error.actor.impersonate': {
    403: { type: 'xstate.error.actor.impersonate', actorId: 'impersonate', error: { status: 403, message: 'Support agents cannot be impersonated' } },
    offline: { type: 'xstate.error.actor.impersonate', actorId: 'impersonate', error: { status: 0, message: '' } },
  },
  'xstate.done.actor.endImpersonation': { ok: { type: 'xstate.done.actor.endImpersonation', actorId: 'endImpersonation', output: undefined } },
  'xstate.error.actor.endImpersonation': {
    expired: { type: 'xstate.error.actor.endImpersonation', actorId: 'endImpersonation', error: { status: 401, message: 'Session expired' } },
  },
} satisfies EventFixtures<ImpersonationModelEvent>;

export const impersonationModel = defineModel({
  machine: impersonationMachine,
  // The tags the screens read, state by state: every replayed step is checked against this table.
  tags: {
    announcingEnd: ['view:announceEnd'],
    announcingStart: ['view:announceStart'],
    ending: ['busy'],
    sessionMissing: ['view:sessionMissing'],
    starting: ['busy'],
  },
  // `hasSavedSession` reads session storage in src/: both answers are explored.
  variants: {
    agent: { input: { impersonating: false } },
    'impersonating, saved session': { input: { impersonating: true }, guards: { hasSavedSession: true } },
    'impersonating, no saved session': { input: { impersonating: true }, guards: { hasSavedSession: false } },
  },
  events: impersonationEvents,
});
