// The machine panel's test model (machinePanel.model.test.ts, scripts/paths.ts).
// Variants cover what the panel starts with: a remembered tab, none, a remembered tab this build
// does not have, and the telematics page's default.
import { defineModel, type EventFixtures } from '../kit/model.ts';
import { machinePanelMachine } from '../../../machines/machinePanel/machinePanel.machine.ts';
import type { MachinePanelEvent } from '../../../machines/machinePanel/machinePanel.types.ts';

/** What this build ships before the Details and Service issues land, in registry order (not the spec's). */
export const SHIPPED_TABS = ['events', 'history', 'inputs', 'telematics'];
export const ALL_TABS = ['details', 'service', 'history', 'telematics', 'inputs', 'events'];

export const machinePanelEvents = {
  'panel.tabSelected': {
    history: { type: 'panel.tabSelected', tab: 'history' },
    events: { type: 'panel.tabSelected', tab: 'events' },
    // Not built yet in the shipped variants.
    details: { type: 'panel.tabSelected', tab: 'details' },
    bogus: { type: 'panel.tabSelected', tab: 'settings' },
  },
  'panel.closed': { pressed: { type: 'panel.closed' } },
} satisfies EventFixtures<MachinePanelEvent>;

export const machinePanelModel = defineModel({
  machine: machinePanelMachine,
  variants: {
    'map, nothing remembered': { input: { area: 'map', available: SHIPPED_TABS, remembered: null } },
    'fleet, events remembered': { input: { area: 'fleet', available: SHIPPED_TABS, remembered: 'events' } },
    'telematics page': { input: { area: 'telematics', available: SHIPPED_TABS, remembered: null } },
    'fleet, a tab of a later build remembered': { input: { area: 'fleet', available: SHIPPED_TABS, remembered: 'service' } },
    'service page, every tab': { input: { area: 'service', available: ALL_TABS, remembered: null } },
  },
  events: machinePanelEvents,
  project: ({ context }) => ({ active: context.active }),
});
