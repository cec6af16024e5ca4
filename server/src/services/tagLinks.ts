// Setting the complete list of tags on one machine or place: the tag assignment route, the machine
// details form and the place form all check the ids the same way and replace the links the same way.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { TagEntity } from '../domain/dictionaries.ts';
import type { FieldErrors } from '../domain/passwordRules.ts';

type TagEntityType = (typeof TagEntity)[keyof typeof TagEntity];

/**
 * Adds a `tagIds.<i>` message for every id that is not one of the company's tags of `entityType`
 * (the caller throws with its other field errors). Returns the ids without repeats.
 */
export async function checkTagIds(
  db: Kysely<Database>,
  companyId: number,
  entityType: TagEntityType,
  tagIds: readonly number[],
  errors: FieldErrors,
): Promise<number[]> {
  const ids = [...new Set(tagIds)];
  const found = ids.length
    ? await db.selectFrom('tags').select('id').where('company_id', '=', companyId).where('entity_type', '=', entityType).where('id', 'in', ids).execute()
    : [];
  const noun = entityType === TagEntity.Asset ? 'machine' : 'place';
  tagIds.forEach((id, i) => errors.add(`tagIds.${i}`, found.some((t) => t.id === id) ? null : `no ${noun} tag ${id}`));
  return ids;
}

/** Replaces the entity's tag links with `ids` (checked by checkTagIds, in the same transaction). */
export async function replaceTagLinks(
  trx: Kysely<Database>,
  companyId: number,
  entityType: TagEntityType,
  entityId: number,
  ids: readonly number[],
): Promise<void> {
  await trx.deleteFrom('tag_links').where('entity_type', '=', entityType).where('entity_id', '=', entityId).where('company_id', '=', companyId).execute();
  if (ids.length) {
    await trx
      .insertInto('tag_links')
      .values(ids.map((tag_id) => ({ tag_id, entity_type: entityType, entity_id: entityId, company_id: companyId })))
      .execute();
  }
}
