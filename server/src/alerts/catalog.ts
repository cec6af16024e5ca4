// The machine alerts every company has (spec "Asset alert": id, name, enabled, notifyAllNewUsers,
// notificationUsers): one per telemetry alert event the pipeline raises, plus Soon to service. The
// recoveries (PowerSupplyConnected, BatteryMainSwitchOn) and the information events are not alerts.
import { MachineEventName } from '../telemetry/events.ts';

export const SOON_TO_SERVICE = 'SoonToService';

export const MACHINE_ALERTS: readonly { type: string; name: string }[] = [
  { type: MachineEventName.LowBatteryVoltage, name: 'Low battery voltage' },
  { type: MachineEventName.PowerSupplyDisconnected, name: 'Power supply disconnected' },
  { type: MachineEventName.BatteryMainSwitchOff, name: 'Battery main switch off' },
  { type: MachineEventName.MovementWithoutIgnition, name: 'Movement without ignition' },
  { type: MachineEventName.DeviceAlarm, name: 'Alarm from device' },
  { type: SOON_TO_SERVICE, name: 'Soon to service' },
];

export const machineAlertName = (type: string) => MACHINE_ALERTS.find((a) => a.type === type)?.name ?? type;

/** A place's alert, unique per company (alerts_key): at most one alert a place. */
export const placeAlertKey = (placeId: number) => `place:${placeId}`;

/** The place events a place alert notifies about: entry/exit when its trigger is on, ignition rules always. */
export const PLACE_ENTRY = MachineEventName.GeofenceEntry;
export const PLACE_EXIT = MachineEventName.GeofenceExit;
export const PLACE_IGNITION: readonly string[] = [MachineEventName.IgnitionOnNonWorkingHours, MachineEventName.IgnitionOnHoliday];
