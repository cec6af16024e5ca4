// One Equipment entry of a fleet snapshot: the header that names the machine and every reading the
// standard lists that Siteline keeps, each with its own datetime. Units are converted to the
// standard's metric ones (gallons, miles, feet); a reading whose value is absent is left out, and a
// value out of range makes the whole entry a skipped one with the reason (parse.ts names its position).
import { bool, child, FeedError, field, hours, isNode, list, number, text, time, timeOf, type Node } from './tree.ts';
import type { AempEquipment, FaultCode, Reading } from './types.ts';

const GALLON_L = 3.785411784;
const MILE_KM = 1.609344;
const FOOT_M = 0.3048;
const POUND_KG = 0.45359237;
const SHORT_TON_T = 0.90718474;
const MAX_FAULT_CODES = 50;

/** The first of `names` the entry has (the 2016 and 2019 editions name some elements differently). */
function element(equipment: Node, ...names: string[]): [Node, string] | null {
  for (const name of names) {
    const node = child(equipment, name);
    if (isNode(node)) return [node, name];
  }
  return null;
}

function reading<T>(equipment: Node, names: string[], read: (node: Node, name: string) => T | null): Reading<T> | null {
  const found = element(equipment, ...names);
  if (!found) return null;
  const value = read(found[0], found[1]);
  return value === null ? null : { value, at: timeOf(found[0], found[1]) };
}

const unit = (node: Node, name: string) => text(child(node, name))?.toLowerCase() ?? '';

function litres(node: Node, what: string): number | null {
  const amount = number(child(node, 'FuelConsumed'), `${what} FuelConsumed`, 0, 1e9);
  if (amount === null) return null;
  return /gallon/.test(unit(node, 'FuelUnits')) ? amount * GALLON_L : amount;
}

const percent = (node: Node, what: string) => number(child(node, 'Percent'), `${what} Percent`, 0, 100);

function location(n: Node) {
  const lat = number(child(n, 'Latitude'), 'Latitude', -90, 90);
  const lng = number(child(n, 'Longitude'), 'Longitude', -180, 180);
  if (lat === null || lng === null) return null;
  const altitude = number(child(n, 'Altitude'), 'Altitude', -1000, 100_000);
  const altitudeM = altitude === null ? null : /feet|foot/.test(unit(n, 'AltitudeUnits')) ? altitude * FOOT_M : altitude;
  return { lat, lng, altitudeM };
}

/** CumulativePayloadTotals: Payload with PayloadUnits (MiX) or WeightUnit (other portals). */
function payload(n: Node) {
  const amount = number(child(n, 'Payload'), 'CumulativePayloadTotals Payload', 0, 1e12);
  if (amount === null) return null;
  const given = unit(n, 'PayloadUnits') || unit(n, 'WeightUnit') || unit(n, 'WeightUnits');
  if (/pound|^lbs?$/.test(given)) return { amount: amount * POUND_KG, unit: 'kilogram' };
  if (/^(kg|kilogram)/.test(given)) return { amount, unit: 'kilogram' };
  if (/^(short ?tons?|tons?)$/.test(given)) return { amount: amount * SHORT_TON_T, unit: 'tonne' };
  // No unit: the standard's metric unit for payload.
  if (/^(t|tonnes?|metric ?tonn?e?s?)$/.test(given) || given === '') return { amount, unit: 'tonne' };
  throw new FeedError(`CumulativePayloadTotals unit '${given.slice(0, 40)}' is not tonne, kilogram or pound`);
}

/** Fault codes some portals add to the snapshot: FaultCodes/FaultCode entries (the standard's fault record). */
function faultCodes(equipment: Node): Reading<FaultCode[]> | null {
  const container = child(equipment, 'FaultCodes');
  const entries = [...list(isNode(container) ? child(container, 'FaultCode') : container), ...list(child(equipment, 'FaultCode'))];
  if (entries.length === 0) return null;
  if (entries.length > MAX_FAULT_CODES) throw new FeedError(`FaultCodes lists ${entries.length} codes; at most ${MAX_FAULT_CODES}`);
  const codes = entries.filter(isNode).flatMap((n): FaultCode[] => {
    const code = field(n, 'CodeIdentifier');
    if (code === null) return [];
    return [{ code, description: field(n, 'CodeDescription'), severity: field(n, 'CodeSeverity'), source: field(n, 'CodeSource'), at: timeOf(n, 'FaultCode') }];
  });
  if (codes.length === 0) return null;
  return {
    value: codes,
    at: codes
      .map((c) => c.at)
      .sort()
      .at(-1)!,
  };
}

export function equipmentOf(raw: unknown): AempEquipment {
  if (!isNode(raw)) throw new FeedError('Equipment is not an element');
  const header = child(raw, 'EquipmentHeader');
  if (!isNode(header)) throw new FeedError('Equipment has no EquipmentHeader');
  const eq: AempEquipment = {
    oemName: field(header, 'OEMName'),
    model: field(header, 'Model'),
    equipmentId: field(header, 'EquipmentID'),
    serialNumber: field(header, 'SerialNumber'),
    pin: field(header, 'PIN'),
    location: reading(raw, ['Location'], location),
    operatingHours: reading(raw, ['CumulativeOperatingHours'], (n, name) => hours(child(n, 'Hour'), `${name} Hour`)),
    idleHours: reading(raw, ['CumulativeIdleHours'], (n, name) => hours(child(n, 'Hour'), `${name} Hour`)),
    fuelUsedL: reading(raw, ['FuelUsed'], litres),
    fuelUsedLast24L: reading(raw, ['FuelUsedLast24'], litres),
    fuelRemainingPct: reading(raw, ['FuelRemaining', 'FuelRemainingRatio'], percent),
    defRemainingPct: reading(raw, ['DEFRemaining', 'DEFRemainingRatio'], percent),
    engineStatus: reading(raw, ['EngineStatus', 'EngineCondition'], (n, name) => {
      const running = bool(child(n, 'Running'), `${name} Running`);
      return running === null ? null : { running, engineNumber: field(n, 'EngineNumber') };
    }),
    odometerKm: reading(raw, ['Distance'], (n) => {
      const odometer = number(child(n, 'Odometer'), 'Distance Odometer', 0, 1e9);
      if (odometer === null) return null;
      return /mile/.test(unit(n, 'OdometerUnits')) ? odometer * MILE_KM : odometer;
    }),
    loadCount: reading(raw, ['CumulativeLoadCount'], (n) => number(child(n, 'Count'), 'CumulativeLoadCount Count', 0, 1e9)),
    payloadTotal: reading(raw, ['CumulativePayloadTotals'], payload),
    faultCodes: faultCodes(raw),
  };
  if (!eq.equipmentId && !eq.pin && !(eq.oemName && eq.model && eq.serialNumber)) {
    throw new FeedError('EquipmentHeader names no machine: it needs an EquipmentID, a PIN, or OEMName, Model and SerialNumber');
  }
  return eq;
}

/** The snapshot's own time (attribute or child, any casing), or null when absent or unreadable. */
export function snapshotTimeOf(fleet: Node): string | null {
  try {
    return time(child(fleet, '@_snapshotTime') ?? child(fleet, 'snapshotTime'), 'snapshotTime');
  } catch {
    return null;
  }
}
