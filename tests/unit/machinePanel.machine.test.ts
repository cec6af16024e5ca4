// machinePanel (features spec §2): each area's default tab. On map and fleet the default, Details,
// is also the first tab in the spec's order, so the machine alone cannot tell it from "first tab";
// the table itself is what src/ and the spec share.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { DEFAULT_TAB, machinePanelMachine } from '../../machines/machinePanel/machinePanel.machine.ts';

describe('machinePanel default tab', () => {
  it('is Details on map and fleet, Telematics on telematics, Service on service', () => {
    expect(DEFAULT_TAB).toEqual({ map: 'details', fleet: 'details', telematics: 'telematics', service: 'service' });
  });

  it.each([['map'], ['fleet']] as const)('opens Details on %s with nothing remembered', (area) => {
    const actor = createActor(machinePanelMachine, { input: { area, available: ['events', 'service', 'details'], remembered: null } }).start();
    expect(actor.getSnapshot().context).toEqual({ area, tabs: ['details', 'service', 'events'], active: 'details' });
  });
});
