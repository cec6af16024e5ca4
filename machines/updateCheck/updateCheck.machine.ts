import { assign, setup } from 'xstate';
import { fetchFrontendVersion } from './updateCheck.actors.ts';
import type { UpdateCheckContext, UpdateCheckEvent, UpdateCheckInput } from './updateCheck.types.ts';

/** Update check period (spec, section 9). */
export const CHECK_INTERVAL_MS = 1_800_000;

/**
 * What the version file says, or null when the answer cannot be a version. A host that serves the
 * SPA for unknown paths answers HTML; that must not announce an update.
 */
export function readVersion(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const version = text.trim();
  if (version === '' || version.length > 100 || /[\s<>]/.test(version)) return null;
  return version;
}

/**
 * Every 30 minutes compares the running version with /frontend-version.txt; on a difference a
 * persistent toast offers a reload. Failed fetches are ignored: the next period tries again.
 */
export const updateCheckMachine = setup({
  types: {
    context: {} as UpdateCheckContext,
    input: {} as UpdateCheckInput,
    events: {} as UpdateCheckEvent,
  },
  actors: { fetchFrontendVersion },
  actions: {
    reloadPage: () => {},
  },
  guards: {
    versionDiffers: ({ context }, params: { text: string }) => {
      const version = readVersion(params.text);
      return version !== null && version !== context.runningVersion.trim();
    },
  },
  delays: {
    checkInterval: CHECK_INTERVAL_MS,
  },
}).createMachine({
  id: 'updateCheck',
  context: ({ input }) => ({ runningVersion: input.runningVersion, availableVersion: null }),
  initial: 'waiting',
  states: {
    waiting: {
      after: { checkInterval: 'checking' },
    },
    checking: {
      invoke: {
        id: 'fetchFrontendVersion',
        src: 'fetchFrontendVersion',
        onDone: [
          {
            guard: { type: 'versionDiffers', params: ({ event }) => ({ text: event.output }) },
            target: 'updateAvailable',
            actions: assign({ availableVersion: ({ event }) => readVersion(event.output) }),
          },
          { target: 'waiting' },
        ],
        onError: { target: 'waiting' },
      },
    },
    // The toast stays until the user reloads; no more checks are needed.
    updateAvailable: {
      tags: ['view:toast'],
      on: { 'update.reload': { actions: 'reloadPage' } },
    },
  },
});
