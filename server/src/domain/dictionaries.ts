// The fixed dictionaries of the spec ("id and name"). Company-dependent ones (users) are queried.
// Where the spec lists values we use them verbatim; where it only names the dictionary we chose
// values a Nordic equipment-rental company recognises. Ids are stable: they are stored in rows.

export interface DictionaryItem {
  id: number;
  name: string;
}

export interface TimeZoneItem {
  id: string;
  name: string;
}

const list = (names: string[], first = 1): DictionaryItem[] => names.map((name, i) => ({ id: i + first, name }));

/** Machine families (asset category). */
export const machineFamily = list([
  'Excavator',
  'Mini excavator',
  'Wheeled excavator',
  'Wheel loader',
  'Compact loader',
  'Skid steer loader',
  'Backhoe loader',
  'Articulated hauler',
  'Dumper',
  'Dozer',
  'Motor grader',
  'Roller',
  'Plate compactor',
  'Asphalt paver',
  'Telehandler',
  'Mobile crane',
  'Tower crane',
  'Boom lift',
  'Scissor lift',
  'Forklift',
  'Generator',
  'Compressor',
  'Light tower',
  'Site hut',
  'Truck',
  'Van',
  'Trailer',
  'Attachment',
]);

/** Emission classes: EU stages 1-4 with 3A and 3B, US tiers 1-4 (spec). We add Stage 5, in force in the EU since 2019. */
export const emissionClass = list(['Stage1', 'Stage2', 'Stage3A', 'Stage3B', 'Stage4', 'Stage5', 'Tier1', 'Tier2', 'Tier3', 'Tier4']);

/** Fuel types, display names exactly as the spec gives them. */
export const vehicleFuelType = list([
  'AlkylatePetrol',
  'AviationKerosene',
  'DieselFuelMk3',
  'DieselFuelMk1',
  'LNGLBG',
  'NaturalGasEu',
  'PetrolMk1',
  'VehicleGas',
]);

/** Service status: NoService=0, Scheduled=1, Soon=2, Overdue=3 (spec). */
export const serviceStatus = list(['NoService', 'Scheduled', 'Soon', 'Overdue'], 0);

/** Place types: Depot=0, WorkSite=1, Region=2 (spec). */
export const placeType = list(['Depot', 'WorkSite', 'Region'], 0);
/** The place type ids by name, for code that branches on a place's kind (the pipeline, the seed, the routes). */
export const PlaceKind = { Depot: 0, WorkSite: 1, Region: 2 } as const;
export type PlaceKind = (typeof PlaceKind)[keyof typeof PlaceKind];
/** Depots and work sites are a machine's location (one at a time); regions only overlay it. */
export const isLocationKind = (type: number) => type === PlaceKind.Depot || type === PlaceKind.WorkSite;

/** What a tag is for (tags.entity_type, tag_links.entity_type): Asset = 0, Place = 1 (spec). */
export const TagEntity = { Asset: 0, Place: 1 } as const;

/** A place is Active between its validity dates, Upcoming before, Expired after, Archived when archived. */
export const placeStatus = list(['Active', 'Upcoming', 'Expired', 'Archived']);

/** Telematics device status. */
export const telematicStatus = list(['Active', 'No signal', 'Inactive', 'Not installed']);
export const TelematicStatus = { Active: 1, NoSignal: 2, Inactive: 3, NotInstalled: 4 } as const;

export const alertType = list([
  'Service soon',
  'Service overdue',
  'Low battery voltage',
  'Ignition on non-working hours',
  'Ignition on holiday',
  'Machine entered place',
  'Machine left place',
]);

/** Work titles offered at account activation; 'Other' lets the user type their own. */
export const workTitle = list([
  'Fleet manager',
  'Site manager',
  'Machine operator',
  'Service technician',
  'Rental coordinator',
  'Project manager',
  'Purchaser',
  'Administrator',
  'Other',
]);

export const language = list(['English', 'Svenska', 'Norsk', 'Suomi', 'Dansk', 'Deutsch']);

/** User roles User=0, Admin=1, Owner=2 (spec). */
export const userRoles = list(['User', 'Admin', 'Owner'], 0);

function offsetLabel(timeZone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value;
  const offset = !part || part === 'GMT' ? '+00:00' : part.replace('GMT', '');
  return `(UTC${offset}) ${timeZone.replaceAll('_', ' ')}`;
}

let timeZoneCache: { day: string; items: TimeZoneItem[] } | null = null;

/** Every IANA time zone known to the runtime, labelled with today's offset (recomputed daily for DST). */
export function timeZone(now = new Date()): TimeZoneItem[] {
  const day = now.toISOString().slice(0, 10);
  if (timeZoneCache?.day === day) return timeZoneCache.items;
  const items = Intl.supportedValuesOf('timeZone').map((id) => ({ id, name: offsetLabel(id, now) }));
  timeZoneCache = { day, items };
  return items;
}

export const staticDictionaries = {
  telematicStatus: () => telematicStatus,
  machineFamily: () => machineFamily,
  serviceStatus: () => serviceStatus,
  workTitle: () => workTitle,
  language: () => language,
  timeZone: () => timeZone(),
  placeStatus: () => placeStatus,
  emissionClass: () => emissionClass,
  vehicleFuelType: () => vehicleFuelType,
  placeType: () => placeType,
  alertType: () => alertType,
  userRoles: () => userRoles,
} as const;

/** The id of a dictionary entry by name; a missing name is a programming error (reference data names it). */
export function idOf(items: DictionaryItem[], name: string): number {
  const item = items.find((i) => i.name === name);
  if (!item || typeof item.id !== 'number') throw new Error(`Dictionary has no '${name}'`);
  return item.id;
}

export const nameOf = (items: DictionaryItem[], id: number | null | undefined) => items.find((i) => i.id === id)?.name ?? null;
