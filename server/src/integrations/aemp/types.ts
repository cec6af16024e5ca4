// The ISO 15143-3 (AEMP 2.0) fleet snapshot as Siteline reads and writes it: the standard's element
// names (Fleet, Links, Equipment, EquipmentHeader, Location, CumulativeOperatingHours, …) with
// values in the standard's units (hours, litres, kilometres, metres, percent). Times are ISO-8601 UTC.

export interface Reading<T> {
  value: T;
  /** The element's datetime. */
  at: string;
}

export interface AempEquipment {
  oemName: string | null;
  model: string | null;
  equipmentId: string | null;
  serialNumber: string | null;
  pin: string | null;
  location: Reading<{ lat: number; lng: number; altitudeM: number | null }> | null;
  operatingHours: Reading<number> | null;
  idleHours: Reading<number> | null;
  fuelUsedL: Reading<number> | null;
  fuelUsedLast24L: Reading<number> | null;
  fuelRemainingPct: Reading<number> | null;
  engineRunning: Reading<boolean> | null;
  odometerKm: Reading<number> | null;
}

export interface AempLink {
  rel: string;
  href: string;
}

export interface AempFleet {
  version: string | null;
  snapshotTime: string | null;
  links: AempLink[];
  equipment: AempEquipment[];
}

export const ISO_15143_3_NAMESPACE = 'http://standards.iso.org/iso/15143/-3';
/** Equipment per fleet page (the standard's paging; portals use 100). */
export const AEMP_PAGE_SIZE = 100;
