// /settings/notifications (features spec §4, §8): a switch flips at once, is saved, and on failure
// flips back with the spec's text.
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { notificationSettingsMachine, SUBSCRIBE_ERROR, UNSUBSCRIBE_ERROR } from '../../../machines/notificationSettings/notificationSettings.machine.ts';
import { ITEMS, notificationSettingsModel } from './notificationSettings.model.ts';
import type { SettingItem, Toggle } from '../../../machines/notificationSettings/notificationSettings.types.ts';
import { buildModelGraphs } from '../kit/model.ts';
import { replayPath, type StepInfo } from '../kit/replay.ts';
import { advanceTime, useFakeClock } from '../kit/harness.ts';

interface Expected {
  state: 'loading' | 'failed' | 'ready' | 'saving';
  items: SettingItem[];
  pending: Toggle | null;
  error: string | null;
}

const flip = (items: SettingItem[], t: Toggle) =>
  items.map((i) => (i.id !== t.id ? i : t.channel === 'email' ? { ...i, emailNotification: t.on } : { ...i, uiNotification: t.on }));

const TOGGLES: Record<string, Toggle> = {
  emailOff: { id: 4, channel: 'email', on: false },
  emailOn: { id: 21, channel: 'email', on: true },
  uiOff: { id: 21, channel: 'ui', on: false },
};

function expected(label: string, e: Expected | undefined): Expected {
  if (label === 'xstate.init') return { state: 'loading', items: [], pending: null, error: null };
  const s = e!;
  if (label === 'done:loadSettings') return { ...s, state: 'ready', items: ITEMS };
  if (label === 'error:loadSettings') return { ...s, state: 'failed' };
  if (label === 'settings.retry') return { ...s, state: 'loading' };
  const toggle = /^settings\.toggle\((\w+)\)$/.exec(label);
  // Flipped at once, before the server answers.
  if (toggle) return { state: 'saving', items: flip(s.items, TOGGLES[toggle[1]]), pending: TOGGLES[toggle[1]], error: null };
  if (label === 'done:saveToggle') return { ...s, state: 'ready', pending: null };
  if (label === 'error:saveToggle') {
    const t = s.pending!;
    return { state: 'ready', items: flip(s.items, { ...t, on: !t.on }), pending: null, error: t.on ? SUBSCRIBE_ERROR : UNSUBSCRIBE_ERROR };
  }
  throw new Error(`no expectation for ${label}`);
}

function checker() {
  let state: Expected | undefined;
  return ({ label, after, invocations }: StepInfo) => {
    const snap = after as SnapshotFrom<typeof notificationSettingsMachine>;
    state = expected(label, state);
    expect(snap.value).toBe(state.state);
    expect(snap.context.items).toEqual(state.items);
    expect(snap.context.pending).toEqual(state.pending);
    expect(snap.context.error).toBe(state.error);
    if (state.state === 'saving') expect(invocations.at(-1)).toEqual({ src: 'saveToggle', input: state.pending });
  };
}

describe('notificationSettings: generated paths', () => {
  useFakeClock(Date.UTC(2026, 10, 23, 8, 0, 0));
  for (const graph of buildModelGraphs(notificationSettingsModel)) {
    for (const modelPath of graph.paths) {
      it(modelPath.description, async () => {
        await replayPath(graph, modelPath, { advanceTime, onStep: checker() });
      });
    }
  }
});
