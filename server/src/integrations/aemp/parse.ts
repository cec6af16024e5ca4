// Reads an ISO 15143-3 (AEMP 2.0) fleet snapshot file, XML or JSON, into AempFleet. Tolerant where
// portals differ: XML in the ISO namespace, the JCMA one (Takeuchi) or none; JSON as the Fleet object,
// wrapped as {"Fleet": …} (Samsara) or an array root (BODAS); element names in any casing (tree.ts);
// hours as numbers or ISO 8601 durations (equipment.ts). Strict where it matters: bounded sizes, no
// DOCTYPE (no entity expansion, no external entities), finite numbers in range, parseable times. A
// bad equipment entry is reported with its position and skipped; a bad file is refused as a whole.
import { XMLParser } from 'fast-xml-parser';
import { equipmentOf, snapshotTimeOf } from './equipment.ts';
import { child, FeedError, isNode, list, text, type Node } from './tree.ts';
import type { AempEquipment, AempFleet, AempLink } from './types.ts';

export { FeedError } from './tree.ts';

// One import is one transaction (all or nothing) and holds the database while it runs: about 0.5 ms a
// machine, and parsing about 0.2 s a MB. A standard page is 100 machines; ten pages in one file stay
// under half a second (issue 24: no request holds others more than 1 s; bench/stall.ts).
export const MAX_FEED_CHARS = 4 * 1024 * 1024;
export const MAX_EQUIPMENT = 1_000;
const MAX_LINKS = 20;

export interface ParsedFeed {
  fleet: AempFleet;
  /** Entries that could not be read: 1-based position in the file and why. */
  rejected: { index: number; reason: string }[];
}

function linksOf(raw: unknown): AempLink[] {
  return list(raw)
    .slice(0, MAX_LINKS)
    .filter(isNode)
    .map((l) => ({ rel: text(child(l, 'rel')) ?? '', href: text(child(l, 'href')) ?? '' }))
    .filter((l) => l.rel && l.href && l.rel.length <= 40 && l.href.length <= 2000);
}

/** Fleet nodes (one, or several in an array root) into one fleet. */
function fromFleets(fleets: Node[], loose: unknown[] = []): ParsedFeed {
  const entries = [...fleets.flatMap((f) => list(child(f, 'Equipment'))), ...loose];
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
  const first = fleets[0] ?? {};
  return {
    fleet: {
      version: text(child(first, '@_version') ?? child(first, 'version')),
      snapshotTime: snapshotTimeOf(first),
      links: fleets.flatMap((f) => linksOf(child(f, 'Links'))),
      equipment,
    },
    rejected,
  };
}

const NOT_A_FLEET = 'The file is not an ISO 15143-3 fleet snapshot';

/** JSON: the Fleet object, {"Fleet": …}, or an array of fleets or of equipment entries. */
function fromJson(json: unknown): ParsedFeed {
  const inner = isNode(json) ? child(json, 'Fleet') : undefined;
  if (inner !== undefined && !isNode(inner) && !Array.isArray(inner)) throw new FeedError(`${NOT_A_FLEET}: its Fleet is not an object`);
  const root = inner ?? json;
  if (isNode(root)) return fromFleets([root]);
  if (!Array.isArray(root)) throw new FeedError(NOT_A_FLEET);
  if (root.length > MAX_EQUIPMENT) throw new FeedError(`The file lists ${root.length} machines; at most ${MAX_EQUIPMENT} per import`);
  const fleets = root.filter((x): x is Node => isNode(x) && (child(x, 'Equipment') !== undefined || child(x, 'Links') !== undefined));
  const loose = root.filter((x) => isNode(x) && child(x, 'EquipmentHeader') !== undefined);
  if (fleets.length + loose.length !== root.length) throw new FeedError(`${NOT_A_FLEET}: its array holds neither fleets nor equipment`);
  return fromFleets(fleets, loose);
}

const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  isArray: (name) => ['equipment', 'links', 'faultcode'].includes(name.toLowerCase()),
});

/** Parses a feed file (XML or JSON, told apart by its first character). */
export function parseFeed(content: string): ParsedFeed {
  if (content.length > MAX_FEED_CHARS) throw new FeedError(`The file is larger than ${MAX_FEED_CHARS / 1024 / 1024} MB`);
  const start = content.replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('{') || start.startsWith('[')) {
    let json: unknown;
    try {
      json = JSON.parse(start);
    } catch {
      throw new FeedError('The file is not valid JSON');
    }
    return fromJson(json);
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
  // The namespace (ISO, JCMA or none) is not checked: the element names are what the editions share.
  const fleet = isNode(tree) ? child(tree, 'Fleet') : undefined;
  if (!isNode(fleet)) throw new FeedError(`${NOT_A_FLEET}: its root element is not Fleet`);
  return fromFleets([fleet]);
}
