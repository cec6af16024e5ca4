// Reads an ISO 15143-3 (AEMP 2.0) fleet snapshot file, XML or JSON, into AempFleet. Tolerant where
// portals differ (a namespace prefix, `datetime` as attribute or child element, numbers as text,
// gallons and miles converted) and strict where it matters: bounded sizes, no DOCTYPE (no entity
// expansion, no external entities), finite numbers in range, parseable times. A bad equipment entry
// is reported with its position and skipped; a bad file is refused as a whole.
import { XMLParser } from 'fast-xml-parser';
import type { AempEquipment, AempFleet, AempLink, Reading } from './types.ts';

export const MAX_FEED_CHARS = 20 * 1024 * 1024;
export const MAX_EQUIPMENT = 10_000;
const MAX_TEXT = 100;

export class FeedError extends Error {}

export interface ParsedFeed {
  fleet: AempFleet;
  /** Entries that could not be read: 1-based position in the file and why. */
  rejected: { index: number; reason: string }[];
}

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]);

/** An element's text: a string or number, or an XML node's #text. */
function text(v: unknown): string | null {
  if (typeof v === 'string') return v.trim() || null;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (isNode(v) && '#text' in v) return text(v['#text']);
  return null;
}

function field(node: Node, name: string, what: string): string | null {
  const value = text(node[name]);
  if (value !== null && value.length > MAX_TEXT) throw new FeedError(`${what} is longer than ${MAX_TEXT} characters`);
  return value;
}

function number(v: unknown, what: string, min: number, max: number): number | null {
  const raw = text(v);
  if (raw === null) return null;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < min || n > max) throw new FeedError(`${what} '${raw}' is not a number from ${min} to ${max}`);
  return n;
}

const FUTURE_SLACK_MS = 24 * 3600 * 1000;

/** The element's time: attribute or child `datetime` (portals do both), as ISO UTC. */
function timeOf(node: Node, what: string): string {
  const raw = text(node['@_datetime']) ?? text(node.datetime) ?? text(node['@_dateTime']) ?? text(node.dateTime);
  if (raw === null) throw new FeedError(`${what} has no datetime`);
  const ms = Date.parse(raw);
  if (Number.isNaN(ms)) throw new FeedError(`${what} datetime '${raw}' is not a date-time`);
  if (ms > Date.now() + FUTURE_SLACK_MS) throw new FeedError(`${what} datetime '${raw}' is in the future`);
  return new Date(ms).toISOString();
}

function reading<T>(equipment: Node, name: string, read: (node: Node) => T | null): Reading<T> | null {
  const node = equipment[name];
  if (!isNode(node)) return null;
  const value = read(node);
  return value === null ? null : { value, at: timeOf(node, name) };
}

const GALLON_L = 3.785411784;
const MILE_KM = 1.609344;
const FOOT_M = 0.3048;

function litres(node: Node, what: string): number | null {
  const amount = number(node.FuelConsumed, `${what} FuelConsumed`, 0, 1e9);
  if (amount === null) return null;
  return /gallon/i.test(text(node.FuelUnits) ?? '') ? amount * GALLON_L : amount;
}

function equipmentOf(raw: unknown): AempEquipment {
  if (!isNode(raw)) throw new FeedError('Equipment is not an element');
  const header = raw.EquipmentHeader;
  if (!isNode(header)) throw new FeedError('Equipment has no EquipmentHeader');
  const eq: AempEquipment = {
    oemName: field(header, 'OEMName', 'OEMName'),
    model: field(header, 'Model', 'Model'),
    equipmentId: field(header, 'EquipmentID', 'EquipmentID'),
    serialNumber: field(header, 'SerialNumber', 'SerialNumber'),
    pin: field(header, 'PIN', 'PIN'),
    location: reading(raw, 'Location', (n) => {
      const lat = number(n.Latitude, 'Latitude', -90, 90);
      const lng = number(n.Longitude, 'Longitude', -180, 180);
      if (lat === null || lng === null) return null;
      const altitude = number(n.Altitude, 'Altitude', -1000, 100_000);
      const altitudeM = altitude === null ? null : /feet|foot/i.test(text(n.AltitudeUnits) ?? '') ? altitude * FOOT_M : altitude;
      return { lat, lng, altitudeM };
    }),
    operatingHours: reading(raw, 'CumulativeOperatingHours', (n) => number(n.Hour, 'CumulativeOperatingHours Hour', 0, 1_000_000)),
    idleHours: reading(raw, 'CumulativeIdleHours', (n) => number(n.Hour, 'CumulativeIdleHours Hour', 0, 1_000_000)),
    fuelUsedL: reading(raw, 'FuelUsed', (n) => litres(n, 'FuelUsed')),
    fuelUsedLast24L: reading(raw, 'FuelUsedLast24', (n) => litres(n, 'FuelUsedLast24')),
    fuelRemainingPct: reading(raw, 'FuelRemaining', (n) => number(n.Percent, 'FuelRemaining Percent', 0, 100)),
    engineRunning: reading(raw, 'EngineStatus', (n) => {
      const running = text(n.Running);
      return running === null ? null : running.toLowerCase() === 'true';
    }),
    odometerKm: reading(raw, 'Distance', (n) => {
      const odometer = number(n.Odometer, 'Distance Odometer', 0, 1e9);
      if (odometer === null) return null;
      return /mile/i.test(text(n.OdometerUnits) ?? '') ? odometer * MILE_KM : odometer;
    }),
  };
  if (!eq.equipmentId && !eq.pin && !(eq.oemName && eq.model && eq.serialNumber)) {
    throw new FeedError('EquipmentHeader names no machine: it needs an EquipmentID, a PIN, or OEMName, Model and SerialNumber');
  }
  return eq;
}

function linksOf(raw: unknown): AempLink[] {
  return list(raw)
    .filter(isNode)
    .map((l) => ({ rel: text(l.rel) ?? '', href: text(l.href) ?? '' }))
    .filter((l) => l.rel && l.href);
}

function fromTree(root: Node): ParsedFeed {
  const fleet = root.Fleet;
  if (!isNode(fleet)) throw new FeedError('The file is not an ISO 15143-3 fleet snapshot: its root element is not Fleet');
  const entries = list(fleet.Equipment);
  if (entries.length > MAX_EQUIPMENT) throw new FeedError(`The file lists ${entries.length} machines; at most ${MAX_EQUIPMENT} per import`);
  const rejected: ParsedFeed['rejected'] = [];
  const equipment: AempEquipment[] = [];
  entries.forEach((entry, i) => {
    try {
      equipment.push(equipmentOf(entry));
    } catch (error) {
      if (!(error instanceof FeedError)) throw error;
      rejected.push({ index: i + 1, reason: error.message });
    }
  });
  const snapshotRaw = text(fleet['@_snapshotTime']) ?? text(fleet.SnapshotTime) ?? text(fleet.snapshotTime);
  const snapshotMs = snapshotRaw === null ? NaN : Date.parse(snapshotRaw);
  return {
    fleet: {
      version: text(fleet['@_version']) ?? text(fleet.Version) ?? text(fleet.version),
      snapshotTime: Number.isNaN(snapshotMs) ? null : new Date(snapshotMs).toISOString(),
      links: linksOf(fleet.Links),
      equipment,
    },
    rejected,
  };
}

const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  isArray: (name) => name === 'Equipment' || name === 'Links',
});

/** Parses a feed file (XML or JSON, told apart by its first character). */
export function parseFeed(content: string): ParsedFeed {
  if (content.length > MAX_FEED_CHARS) throw new FeedError(`The file is larger than ${MAX_FEED_CHARS / 1024 / 1024} MB`);
  const start = content.replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('{')) {
    let json: unknown;
    try {
      json = JSON.parse(start);
    } catch {
      throw new FeedError('The file is not valid JSON');
    }
    if (!isNode(json)) throw new FeedError('The file is not an ISO 15143-3 fleet snapshot');
    // The standard's JSON is the Fleet object itself; some portals wrap it as {"Fleet": …}.
    return fromTree(isNode(json.Fleet) ? json : { Fleet: json });
  }
  if (!start.startsWith('<')) throw new FeedError('The file is neither XML nor JSON');
  // A fleet feed never needs a DTD; refusing one rules out entity expansion and external entities.
  if (/<!DOCTYPE|<!ENTITY/i.test(start)) throw new FeedError('The file has a DOCTYPE; fleet feeds must not');
  let tree: unknown;
  try {
    tree = xml.parse(start, true);
  } catch (error) {
    throw new FeedError(`The file is not well-formed XML: ${(error as Error).message.split('\n')[0]}`);
  }
  if (!isNode(tree)) throw new FeedError('The file is not an ISO 15143-3 fleet snapshot');
  return fromTree(tree);
}
