import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { machinePanelMachine } from '../../../machines/machinePanel/machinePanel.machine.ts';
import { machinePanelModel, SHIPPED_TABS } from './machinePanel.model.ts';
import type { MachinePanelInput } from '../../../machines/machinePanel/machinePanel.types.ts';
import { buildModelGraphs } from '../kit/model.ts';
import { replayPath, type StepInfo } from '../kit/replay.ts';
import { createSpies, effectTracker, once, type Spies } from '../kit/harness.ts';

type Snapshot = SnapshotFrom<typeof machinePanelMachine>;
const ACTIONS = ['rememberTab', 'closePanel'] as const;
type Action = (typeof ACTIONS)[number];

// Features spec, section 2, written out: the order of the tabs and each area's default.
const SPEC_ORDER = ['details', 'service', 'history', 'telematics', 'inputs', 'events'];
const SPEC_DEFAULT: Record<string, string> = { map: 'details', fleet: 'details', telematics: 'telematics', service: 'service' };

function initialTab({ area, available, remembered }: MachinePanelInput): string {
  const tabs = SPEC_ORDER.filter((t) => available.includes(t));
  if (remembered && tabs.includes(remembered)) return remembered;
  if (tabs.includes(SPEC_DEFAULT[area])) return SPEC_DEFAULT[area];
  return tabs[0];
}

function checker(input: MachinePanelInput, spies: Spies<Action>) {
  const effects = effectTracker(spies);
  let active: string;
  let closed = false;
  return ({ label, event, after }: StepInfo) => {
    const snap = after as Snapshot;
    let effect: Partial<Record<Action, number>> = {};
    if (label === 'xstate.init') active = initialTab(input);
    else if (label.startsWith('panel.tabSelected')) {
      const tab = (event as unknown as { tab: string }).tab;
      if (input.available.includes(tab) && tab !== active) {
        active = tab;
        effect = once('rememberTab');
        expect(spies.rememberTab.mock.lastCall?.[1]).toEqual({ area: input.area, tab });
      }
    } else if (label === 'panel.closed') {
      closed = true;
      effect = once('closePanel');
    }
    expect(effects.next(), `side effects of ${label}`).toEqual(effect);
    expect(snap.context.active, `tab after ${label}`).toBe(active);
    expect(snap.status).toBe(closed ? 'done' : 'active');
    expect(snap.context.tabs).toEqual(SPEC_ORDER.filter((t) => input.available.includes(t)));
  };
}

describe('machinePanel: generated paths', () => {
  for (const graph of buildModelGraphs(machinePanelModel)) {
    for (const modelPath of graph.paths) {
      it(modelPath.description, async () => {
        const spies = createSpies(ACTIONS);
        await replayPath(graph, modelPath, { actions: spies, advanceTime: () => {}, onStep: checker(graph.input as MachinePanelInput, spies) });
      });
    }
  }
});

describe('machinePanel: journeys', () => {
  it('the map remembers Events across openings (the storage is the test’s); the fleet keeps its own choice', () => {
    const storage = new Map<string, string>();
    const open = (area: 'map' | 'fleet') => {
      const spies = createSpies(ACTIONS);
      const machine = machinePanelMachine.provide({ actions: { ...spies, rememberTab: (_, p: { area: string; tab: string }) => storage.set(p.area, p.tab) } });
      return createActor(machine, { input: { area, available: SHIPPED_TABS, remembered: storage.get(area) ?? null } }).start();
    };
    const first = open('map');
    // Details is not built yet: the first tab there is, History.
    expect(first.getSnapshot().context.active).toBe('history');
    first.send({ type: 'panel.tabSelected', tab: 'events' });
    first.send({ type: 'panel.closed' });
    expect(first.getSnapshot().status).toBe('done');

    expect(open('map').getSnapshot().context.active).toBe('events');
    expect(open('fleet').getSnapshot().context.active).toBe('history');
    expect([...storage]).toEqual([['map', 'events']]);
  });

  it('when Details and Service arrive they slot into their places and Details becomes the default', () => {
    const actor = createActor(machinePanelMachine, { input: { area: 'map', available: [...SHIPPED_TABS, 'service', 'details'], remembered: null } }).start();
    expect(actor.getSnapshot().context.tabs).toEqual(SPEC_ORDER);
    expect(actor.getSnapshot().context.active).toBe('details');
  });

  it('a tab not available cannot be chosen and is not remembered', () => {
    const rememberTab = createSpies(['rememberTab']).rememberTab;
    const actor = createActor(machinePanelMachine.provide({ actions: { rememberTab } }), {
      input: { area: 'telematics', available: SHIPPED_TABS, remembered: null },
    }).start();
    expect(actor.getSnapshot().context.active).toBe('telematics');
    expect(actor.getSnapshot().can({ type: 'panel.tabSelected', tab: 'service' })).toBe(false);
    actor.send({ type: 'panel.tabSelected', tab: 'service' });
    actor.send({ type: 'panel.tabSelected', tab: 'telematics' });
    expect(rememberTab).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.active).toBe('telematics');
  });
});
