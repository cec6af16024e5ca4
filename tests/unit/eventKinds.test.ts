import { describe, expect, it } from 'vitest';
import { isInformationEvent, parseDisplayDate } from '../../src/features/machinePanel/events/eventKinds.ts';

describe('event log', () => {
  it('geofence entry/exit and ignition on holidays or outside working hours are information; everything else an alert (features spec, section 3)', () => {
    for (const name of ['ArtiqGeofenceEntry', 'ArtiqGeofenceExit', 'IgnitionOnHoliday', 'IgnitionOnNonWorkingHours'])
      expect(isInformationEvent(name), name).toBe(true);
    for (const name of ['LowBatteryVoltage', 'PowerSupplyDisconnected', 'BatteryMainSwitchOff', 'MovementWithoutIgnition', 'SomethingNew', '']) {
      expect(isInformationEvent(name), name).toBe(false);
    }
  });

  it('dates are typed as YYYY/MM/DD; only real dates count', () => {
    expect(parseDisplayDate('2026/11/16')).toBe('2026-11-16');
    expect(parseDisplayDate(' 2026-1-6 ')).toBe('2026-01-06');
    expect(parseDisplayDate('2026/02/30')).toBeNull();
    expect(parseDisplayDate('11/16/2026')).toBeNull();
    expect(parseDisplayDate('2026/11/1')).toBe('2026-11-01');
    expect(parseDisplayDate('')).toBeNull();
  });
});
