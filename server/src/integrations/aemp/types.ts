// The ISO 15143-3 (AEMP 2.0) fleet snapshot as Siteline reads and writes it: the standard's element
// names (Fleet, Links, Equipment, EquipmentHeader, Location, CumulativeOperatingHours, …) with
// values in the standard's units (hours, litres, kilometres, metres, percent). Times are ISO-8601 UTC.
// Every reading carries its own datetime: a snapshot mixes readings taken at different times, and
// the snapshot time says when the document was made, not when anything was measured.

export interface Reading<T> {
  value: T;
  /** The element's datetime. */
  at: string;
}

/** One fault code as portals that add them to the snapshot give it (the standard's fault records). */
export interface FaultCode {
  code: string;
  description: string | null;
  severity: string | null;
  source: string | null;
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
  defRemainingPct: Reading<number> | null;
  /** EngineStatus: Running, and EngineNumber when the source names the engine. */
  engineStatus: Reading<{ running: boolean; engineNumber: string | null }> | null;
  odometerKm: Reading<number> | null;
  loadCount: Reading<number> | null;
  /** CumulativePayloadTotals in the source's unit (tonne, kilogram, …). */
  payloadTotal: Reading<{ amount: number; unit: string }> | null;
  /** Kept on import (asset_readings 'faultCodes'); the snapshot feed does not carry them (decision 0033). */
  faultCodes: Reading<FaultCode[]> | null;
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
