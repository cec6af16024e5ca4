// Machine and place event names, and the texts an event card shows. The pipeline writes the name and
// a small JSON `details`; the texts are built when read, so wording can change without a migration.

export const MachineEventName = {
  GeofenceEntry: 'ArtiqGeofenceEntry',
  GeofenceExit: 'ArtiqGeofenceExit',
  IgnitionOnHoliday: 'IgnitionOnHoliday',
  IgnitionOnNonWorkingHours: 'IgnitionOnNonWorkingHours',
  LowBatteryVoltage: 'LowBatteryVoltage',
  PowerSupplyDisconnected: 'PowerSupplyDisconnected',
  PowerSupplyConnected: 'PowerSupplyConnected',
  BatteryMainSwitchOff: 'BatteryMainSwitchOff',
  BatteryMainSwitchOn: 'BatteryMainSwitchOn',
  MovementWithoutIgnition: 'MovementWithoutIgnition',
} as const;
export type MachineEventName = (typeof MachineEventName)[keyof typeof MachineEventName];

/** Spec: these show an information icon; every other name an alert icon. */
export const INFORMATION_EVENTS: readonly string[] = [
  MachineEventName.GeofenceEntry,
  MachineEventName.GeofenceExit,
  MachineEventName.IgnitionOnHoliday,
  MachineEventName.IgnitionOnNonWorkingHours,
];

/** Spec's place event types (the pipeline writes the machine ones). */
export const PlaceEventType = {
  Unknown: 'Unknown',
  PlaceCreated: 'PlaceCreated',
  MachineEnteredPlace: 'MachineEnteredPlace',
  MachineLeftPlace: 'MachineLeftPlace',
  IgnitionOnNonWorkingHours: 'IgnitionOnNonWorkingHours',
  IgnitionOnHoliday: 'IgnitionOnHoliday',
  PlacePreArchivingNotification: 'PlacePreArchivingNotification',
  PlaceArchivedNotification: 'PlaceArchivedNotification',
} as const;

/**
 * The events a geofence crossing writes (the pipeline, the places replay): what re-deriving a place's
 * facts (reprocessing, a geofence job, archiving) deletes before writing them again.
 */
export const GEOFENCE_MACHINE_EVENTS = [MachineEventName.GeofenceEntry, MachineEventName.GeofenceExit];
export const GEOFENCE_PLACE_EVENTS = [PlaceEventType.MachineEnteredPlace, PlaceEventType.MachineLeftPlace];

export interface EventDetails {
  placeName?: string;
  placeType?: number;
  voltage?: number;
  threshold?: number;
  speed?: number;
}

const volts = (v: number | undefined) => (v === undefined ? '' : `${v.toFixed(1)} V`);

/** Header and message of a machine event card. */
export function machineEventText(eventName: string, details: EventDetails): { header: string; message: string } {
  const place = details.placeName ?? 'a place';
  switch (eventName) {
    case MachineEventName.GeofenceEntry:
      return { header: 'Geofence entry', message: `Entered ${place}` };
    case MachineEventName.GeofenceExit:
      return { header: 'Geofence exit', message: `Left ${place}` };
    case MachineEventName.IgnitionOnHoliday:
      return { header: 'Ignition on during a holiday', message: `Ignition turned on at ${place} on a holiday` };
    case MachineEventName.IgnitionOnNonWorkingHours:
      return { header: 'Ignition on outside working hours', message: `Ignition turned on at ${place} outside its working hours` };
    case MachineEventName.LowBatteryVoltage:
      return {
        header: 'Low battery voltage',
        message: `Battery at ${volts(details.voltage)}, below the alarm threshold of ${volts(details.threshold)}`,
      };
    case MachineEventName.PowerSupplyDisconnected:
      return { header: 'Power supply disconnected', message: 'The telematics unit lost its external power supply' };
    case MachineEventName.PowerSupplyConnected:
      return { header: 'Power supply connected', message: `External power is back (${volts(details.voltage)})` };
    case MachineEventName.BatteryMainSwitchOff:
      return { header: 'Battery main switch off', message: 'The battery main switch was turned off' };
    case MachineEventName.BatteryMainSwitchOn:
      return { header: 'Battery main switch on', message: 'The battery main switch was turned on' };
    case MachineEventName.MovementWithoutIgnition:
      return {
        header: 'Movement without ignition',
        message: `The machine moved at ${Math.round(details.speed ?? 0)} km/h with the ignition off`,
      };
    default:
      return { header: eventName, message: eventName };
  }
}

export function parseDetails(text: string | null): EventDetails {
  if (!text) return {};
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' ? value : {};
  } catch {
    return {};
  }
}
