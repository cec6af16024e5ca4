// What grid rows share once a page is read: user-time texts and the page's tags.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { caseless, dialectOf } from '../db/dialect.ts';
import type { GridContext } from './grid.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      });
    } catch {
      // An unknown zone in a user row must not break the grid: show UTC.
      f = formatterFor('UTC');
    }
    formatters.set(timeZone, f);
  }
  return f;
}

/** Offset of `timeZone` from UTC at `ms`, in ms (Intl: about 5 µs a call). */
function offsetAt(timeZone: string, ms: number): number {
  const p: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(ms)) p[part.type] = part.value;
  return Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second) - Math.floor(ms / 1000) * 1000;
}

const HOUR = 3_600_000;
/** zone → UTC hour → offset, when the offset is the same at both ends of that hour (no DST change inside). */
const offsets = new Map<string, Map<number, number>>();
const MAX_HOURS_PER_ZONE = 20_000;

/** The zone's offset at `ms`; a grid page's times mostly share a few hours, so this is a map lookup. */
function cachedOffset(timeZone: string, ms: number): number {
  const hour = Math.floor(ms / HOUR);
  let byHour = offsets.get(timeZone);
  const hit = byHour?.get(hour);
  if (hit !== undefined) return hit;
  const start = offsetAt(timeZone, hour * HOUR);
  if (start !== offsetAt(timeZone, hour * HOUR + HOUR - 1)) return offsetAt(timeZone, ms);
  if (!byHour || byHour.size >= MAX_HOURS_PER_ZONE) offsets.set(timeZone, (byHour = new Map<number, number>()));
  byHour.set(hour, start);
  return start;
}

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/** ISO UTC text → 'YYYY/MM/DD HH:mm' in `timeZone` (the spec's date display); null stays null. */
export function userTime(iso: string | null | undefined, timeZone: string): string | null {
  if (!iso) return null;
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return null;
  const local = new Date(ms + cachedOffset(timeZone, ms));
  return `${local.getUTCFullYear()}/${two(local.getUTCMonth() + 1)}/${two(local.getUTCDate())} ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;
}

export interface TagRefValue {
  id: number;
  name: string;
  style: string;
}

/** The tags on each of `ids` (entities of `entityType` of the caller's company), sorted by name. */
export async function tagsOf(db: Db, ctx: GridContext, entityType: number, ids: readonly number[]): Promise<Map<number, TagRefValue[]>> {
  const byEntity = new Map<number, TagRefValue[]>();
  if (ids.length === 0) return byEntity;
  const rows = await sql<TagRefValue & { entityId: number }>`
    select tl.entity_id as "entityId", t.id, t.name, t.style
    from tag_links tl join tags t on t.id = tl.tag_id
    where tl.entity_type = ${entityType} and tl.company_id = ${ctx.companyId} and tl.entity_id in (${sql.join([...ids])})
    order by ${caseless(dialectOf(db), sql`t.name`)}, t.id`.execute(db);
  for (const { entityId, ...tag } of rows.rows) {
    const list = byEntity.get(entityId);
    if (list) list.push(tag);
    else byEntity.set(entityId, [tag]);
  }
  return byEntity;
}

/** The request's grid context: the caller's company and time zone. */
export const gridContext = (auth: { companyId: number; user: { timezone_id: string } }): GridContext => ({
  companyId: auth.companyId,
  timeZone: auth.user.timezone_id,
});
