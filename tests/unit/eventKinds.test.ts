import { describe, expect, it } from 'vitest';
import { isInformationEvent } from '../../src/features/machinePanel/events/eventKinds.ts';

describe('event log', () => {
  it('geofence entry/exit and ignition on holidays or outside working hours are information; everything else an alert (features spec, section 3)', () => {
    for (const name of ['ArtiqGeofenceEntry', 'ArtiqGeofenceExit', 'IgnitionOnHoliday', 'IgnitionOnNonWorkingHours'])
      expect(isInformationEvent(name), name).toBe(true);
    for (const name of ['LowBatteryVoltage', 'PowerSupplyDisconnected', 'BatteryMainSwitchOff', 'MovementWithoutIgnition', 'SomethingNew', '']) {
      expect(isInformationEvent(name), name).toBe(false);
    }
  });
});
