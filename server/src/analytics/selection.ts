// Which machines an analytics call covers: the caller's company's active (not archived) machines,
// narrowed by machine, family, current place and tag. A machine, place or tag id of another company
// is a 404, as on every other route: its existence is not confirmed to a stranger.
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../db/database.ts';
import { machineFamily, TagEntity } from '../domain/dictionaries.ts';
import { badRequest, notFound } from '../http/envelope.ts';

export interface SelectionRequest {
  /** One machine's figures (the machine panel's History tab), or a few. */
  assetIds?: number[];
  familyIds?: number[];
  placeIds?: number[];
  tagIds?: number[];
}

export interface Selection {
  /** The condition on `assets a`. */
  where: RawBuilder<SqlBool>;
  /** Whether it narrows the company's active machines (then usage reads are narrowed too; else the join with assets does it). */
  narrowed: boolean;
}

/** The caller's selection (any of the listed values per kind). */
export async function machineSelection(db: Db, companyId: number, request: SelectionRequest): Promise<Selection> {
  const parts = [sql<SqlBool>`a.company_id = ${companyId}`, sql<SqlBool>`a.archived_at is null`];
  const { assetIds, familyIds, placeIds, tagIds } = request;
  if (assetIds?.length) {
    // Archived machines are not in analytics (as everywhere else here), so they are not found either.
    const found = await db
      .selectFrom('assets')
      .select('id')
      .where('company_id', '=', companyId)
      .where('archived_at', 'is', null)
      .where('id', 'in', assetIds)
      .execute();
    if (found.length !== assetIds.length) throw notFound('Machine');
    parts.push(sql<SqlBool>`a.id in (${sql.join(assetIds)})`);
  }
  if (familyIds?.length) {
    const unknown = familyIds.filter((id) => !machineFamily.some((f) => f.id === id));
    if (unknown.length) throw badRequest(`familyIds: unknown families ${unknown.join(', ')};`, { familyIds: [`unknown families: ${unknown.join(', ')}`] });
    parts.push(sql<SqlBool>`a.category in (${sql.join(familyIds)})`);
  }
  if (placeIds?.length) {
    const found = await db.selectFrom('places').select('id').where('company_id', '=', companyId).where('id', 'in', placeIds).execute();
    if (found.length !== placeIds.length) throw notFound('Place');
    parts.push(
      sql<SqlBool>`a.id in (select p.asset_id from asset_positions p where p.company_id = ${companyId} and p.location_place_id in (${sql.join(placeIds)}))`,
    );
  }
  if (tagIds?.length) {
    const found = await db
      .selectFrom('tags')
      .select('id')
      .where('company_id', '=', companyId)
      .where('entity_type', '=', TagEntity.Asset)
      .where('id', 'in', tagIds)
      .execute();
    if (found.length !== tagIds.length) throw notFound('Tag');
    parts.push(sql<SqlBool>`a.id in (select t.entity_id from tag_links t where t.entity_type = ${TagEntity.Asset} and t.tag_id in (${sql.join(tagIds)}))`);
  }
  return { where: sql<SqlBool>`(${sql.join(parts, sql` and `)})`, narrowed: parts.length > 2 };
}
