// What grid rows share once a page is read: user-time texts and the page's tags.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { caseless, dialectOf } from '../db/dialect.ts';
import type { GridContext } from './grid.ts';
import { formatted } from '../telemetry/time.ts';

/** ISO UTC text → 'YYYY/MM/DD HH:mm' in `timeZone` (the spec's date display); null stays null. */
export function userTime(iso: string | null | undefined, timeZone: string): string | null {
  if (!iso) return null;
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return null;
  // The zone offset comes from telemetry/time.ts (one Intl formatter and offset cache per zone for the server).
  return formatted(ms, timeZone);
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
