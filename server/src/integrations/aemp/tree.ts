// Reading one element of a parsed feed, whatever the portal's spelling: XML (fast-xml-parser's tree,
// attributes as '@_name', namespace prefixes removed) and JSON look alike here. Names are matched
// without regard to case (BODAS writes `links`, MiX `dateTime`, most `datetime`), values may be text,
// numbers or booleans, and every value is bounded and checked before it is used.

export class FeedError extends Error {}

export type Node = Record<string, unknown>;
export const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
export const list = (v: unknown): unknown[] => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]);

const MAX_TEXT = 100;

/** The child (or, with '@_', attribute) `name` of a node, its case ignored. */
export function child(node: Node, name: string): unknown {
  if (name in node) return node[name];
  const wanted = name.toLowerCase();
  for (const key of Object.keys(node)) if (key.toLowerCase() === wanted) return node[key];
  return undefined;
}

/** An element's text: a string or number, or an XML node's #text. */
export function text(v: unknown): string | null {
  if (typeof v === 'string') return v.trim() || null;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (isNode(v) && '#text' in v) return text(v['#text']);
  return null;
}

// What portals write where they have no value: Takeuchi 'missing', Trackunit 'N/A', others 'Unknown'.
// None of them names a machine or an engine, so each reads as absent (and is never republished).
const PLACEHOLDERS = new Set(['missing', 'unknown', 'n/a', 'na', 'none', 'null', '-']);

/** A bounded text field; a portal's placeholder reads as absent. */
export function field(node: Node, name: string): string | null {
  const value = text(child(node, name));
  if (value === null || PLACEHOLDERS.has(value.toLowerCase())) return null;
  if (value.length > MAX_TEXT) throw new FeedError(`${name} is longer than ${MAX_TEXT} characters`);
  return value;
}

export function number(v: unknown, what: string, min: number, max: number): number | null {
  const raw = text(v);
  if (raw === null) return null;
  const n = raw.length > MAX_TEXT ? NaN : Number(raw);
  if (!Number.isFinite(n) || n < min || n > max) throw new FeedError(`${what} '${raw.slice(0, MAX_TEXT)}' is not a number from ${min} to ${max}`);
  return n;
}

// ISO 8601 durations as some portals give hour meters (Trackunit: `P13DT0H25M59.999S`). Weeks, days,
// hours, minutes and seconds only: years and months have no fixed length in hours.
const DURATION = /^P(?:(\d+(?:\.\d+)?)W)?(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/i;

/** Hours as a number or an ISO 8601 duration. */
export function hours(v: unknown, what: string): number | null {
  const raw = text(v);
  if (raw === null || !/^P/i.test(raw)) return number(v, what, 0, 1_000_000);
  const m = raw.length <= MAX_TEXT && raw !== 'P' && !/T$/i.test(raw) ? DURATION.exec(raw) : null;
  if (!m) throw new FeedError(`${what} '${raw.slice(0, MAX_TEXT)}' is not an hour count or a duration in weeks, days, hours, minutes and seconds`);
  const [w, d, h, min, s] = m.slice(1).map((x) => Number(x ?? 0));
  const total = w * 168 + d * 24 + h + min / 60 + s / 3600;
  if (total > 1_000_000) throw new FeedError(`${what} '${raw}' is more than 1000000 hours`);
  return total;
}

export function bool(v: unknown, what: string): boolean | null {
  const raw = text(v)?.toLowerCase() ?? null;
  if (raw === null) return null;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new FeedError(`${what} '${raw.slice(0, MAX_TEXT)}' is not true or false`);
}

const FUTURE_SLACK_MS = 24 * 3600 * 1000;

/** A date-time as ISO UTC; null when absent. */
export function time(v: unknown, what: string): string | null {
  const raw = text(v);
  if (raw === null) return null;
  const ms = raw.length > MAX_TEXT ? NaN : Date.parse(raw);
  if (Number.isNaN(ms)) throw new FeedError(`${what} datetime '${raw.slice(0, MAX_TEXT)}' is not a date-time`);
  if (ms > Date.now() + FUTURE_SLACK_MS) throw new FeedError(`${what} datetime '${raw}' is in the future`);
  return new Date(ms).toISOString();
}

/** The element's own time: `datetime` as attribute or child element, any casing (portals do all). */
export function timeOf(node: Node, what: string): string {
  const at = time(child(node, '@_datetime') ?? child(node, 'datetime'), what);
  if (at === null) throw new FeedError(`${what} has no datetime`);
  return at;
}
