// Machine and place event names, and the texts an event card shows. The pipeline writes the name and
// a small JSON `details`; the texts are built when read, so wording can change without a migration.
import { english, type Wording } from '../i18n/wording.ts';
import { formatVolts } from '../../../machines/format/numbers.ts';

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
  /** The unit raised an alarm (OsmAnd `alarm`, Teltonika alarm IOs); details.alarm names it (attributes.ts ALARMS). */
  DeviceAlarm: 'DeviceAlarm',
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
  /** DeviceAlarm: the alarm's name (attributes.ts ALARMS). */
  alarm?: string;
}

/**
 * Header and message of a machine event card, in English (event cards, the integration API) or, for
 * a notification e-mail, in the recipient's language (`wording`: alerts/mail/catalog.ts holds the
 * Swedish and Norwegian of every template here).
 */
export function machineEventText(eventName: string, details: EventDetails, wording: Wording = english): { header: string; message: string } {
  const { t } = wording;
  const place = details.placeName ?? t('a place');
  const volts = (v: number | undefined) => (v === undefined ? '' : formatVolts(v, wording.code));
  switch (eventName) {
    case MachineEventName.GeofenceEntry:
      return { header: t('Geofence entry'), message: t('Entered {place}', { place }) };
    case MachineEventName.GeofenceExit:
      return { header: t('Geofence exit'), message: t('Left {place}', { place }) };
    case MachineEventName.IgnitionOnHoliday:
      return { header: t('Ignition on during a holiday'), message: t('Ignition turned on at {place} on a holiday', { place }) };
    case MachineEventName.IgnitionOnNonWorkingHours:
      return { header: t('Ignition on outside working hours'), message: t('Ignition turned on at {place} outside its working hours', { place }) };
    case MachineEventName.LowBatteryVoltage:
      return {
        header: t('Low battery voltage'),
        message: t('Battery at {voltage}, below the alarm threshold of {threshold}', { voltage: volts(details.voltage), threshold: volts(details.threshold) }),
      };
    case MachineEventName.PowerSupplyDisconnected:
      return { header: t('Power supply disconnected'), message: t('The telematics unit lost its external power supply') };
    case MachineEventName.PowerSupplyConnected:
      return { header: t('Power supply connected'), message: t('External power is back ({voltage})', { voltage: volts(details.voltage) }) };
    case MachineEventName.BatteryMainSwitchOff:
      return { header: t('Battery main switch off'), message: t('The battery main switch was turned off') };
    case MachineEventName.BatteryMainSwitchOn:
      return { header: t('Battery main switch on'), message: t('The battery main switch was turned on') };
    case MachineEventName.MovementWithoutIgnition:
      return {
        header: t('Movement without ignition'),
        message: t('The machine moved at {speed} km/h with the ignition off', { speed: Math.round(details.speed ?? 0) }),
      };
    case MachineEventName.DeviceAlarm:
      return { header: t('Alarm from device'), message: t('The telematics unit raised the alarm “{alarm}”', { alarm: t(alarmLabel(details.alarm)) }) };
    default:
      return { header: eventName, message: eventName };
  }
}

/** An alarm's name as people write it: 'powerCut' → 'power cut', 'sos' → 'SOS'. */
export function alarmLabel(alarm: string | undefined): string {
  if (!alarm) return 'general';
  if (alarm === 'sos') return 'SOS';
  return alarm.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
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
