// Tags (spec: GET, POST, PATCH, DELETE /web/v1/tags) and putting them on machines and places.
// Tags are the company's shared labels: everyone in the company reads them; creating, renaming,
// deleting and assigning them needs manage:asset (our decision: the spec's tag editor lives in the
// machine details edit mode, which needs the same permission). Every query takes the caller's
// company, so another company's tag or machine id is a 404 (or an unknown tag id), never a leak.
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import type { AppContext } from '../../app.ts';
import type { Db } from '../../db/database.ts';
import { caseless, dialectOf } from '../../db/dialect.ts';
import type { TypedApp } from '../../http/types.ts';
import { envelopeResponses, ErrorCode, HttpError, notFound, ok } from '../../http/envelope.ts';
import { FieldErrors } from '../../domain/passwordRules.ts';
import { gridContext, tagsOf } from '../../services/gridFormat.ts';
import { AssignTagsBody, CreateTagBody, DeletedTag, Tag, TagAssignment, TagIdQuery, TagListQuery, TagRef, UpdateTagBody } from './tags.schemas.ts';
import { TagEntity } from '../../domain/dictionaries.ts';
import { checkTagIds, replaceTagLinks } from '../../services/tagLinks.ts';

export const DUPLICATE_TAG = 'A tag with this name already exists';
export const TAG_NAME_REQUIRED = 'Name is required';
const MANAGE = { permission: 'manage:asset' } as const;

/** What a tag name is stored as: < and > removed (as in every machine text field), trimmed, NFC. */
const cleanTagName = (name: string) => name.replace(/[<>]/g, '').trim().normalize('NFC');
/** What two names are compared as: "Rental", "rental" and "RENTAL" are the same tag. */
const folded = (name: string) => name.normalize('NFC').toLowerCase();

interface TagValue {
  id: number;
  name: string;
  entityType: number;
  style: string;
  usageCount: number;
}

function tagQuery(db: Db, companyId: number) {
  return db
    .selectFrom('tags as t')
    .select([
      't.id',
      't.name',
      't.entity_type as entityType',
      't.style',
      sql<number>`(select count(*) from tag_links tl where tl.tag_id = t.id)`.as('usageCount'),
    ])
    .where('t.company_id', '=', companyId);
}

async function companyTag(db: Db, companyId: number, id: number): Promise<TagValue> {
  const tag = await tagQuery(db, companyId).where('t.id', '=', id).executeTakeFirst();
  if (!tag) throw notFound('Tag');
  return tag;
}

/** 400 when another tag of the company and entity type has the same name, ignoring case. */
async function assertNameFree(db: Db, companyId: number, entityType: number, name: string, exceptId?: number) {
  const names = await db.selectFrom('tags').select(['id', 'name']).where('company_id', '=', companyId).where('entity_type', '=', entityType).execute();
  if (names.some((t) => t.id !== exceptId && folded(t.name) === folded(name))) {
    throw new HttpError(400, ErrorCode.Conflict, DUPLICATE_TAG, { name: [DUPLICATE_TAG] });
  }
}

function checkName(raw: string): string {
  const name = cleanTagName(raw);
  new FieldErrors().add('name', name ? null : TAG_NAME_REQUIRED).throwIfAny();
  return name;
}

export async function tagRoutes(app: TypedApp, { db }: AppContext) {
  app.addSchema(TagRef);
  app.addSchema(Tag);

  app.get(
    '/web/v1/tags',
    {
      schema: {
        operationId: 'tags',
        tags: ['Tags'],
        summary: "The company's tags (optionally of one entity type) with how many machines or places carry each, by name",
        querystring: TagListQuery,
        response: envelopeResponses(Type.Array(Type.Ref('Tag'))),
      },
    },
    async (request) => {
      let query = tagQuery(db, request.auth.companyId);
      if (request.query.entityType !== undefined) query = query.where('t.entity_type', '=', request.query.entityType);
      return ok(
        await query
          .orderBy(caseless(dialectOf(db), sql`t.name`))
          .orderBy('t.id')
          .execute(),
      );
    },
  );

  app.post(
    '/web/v1/tags',
    {
      config: MANAGE,
      schema: {
        operationId: 'createTag',
        tags: ['Tags'],
        summary: `Create a tag; 400 '${DUPLICATE_TAG}' when the name is taken (ignoring case) for that entity type`,
        body: CreateTagBody,
        response: envelopeResponses(Type.Ref('Tag')),
      },
    },
    async (request) => {
      const { companyId } = request.auth;
      const name = checkName(request.body.name);
      const id = await db.transaction().execute(async (trx) => {
        await assertNameFree(trx, companyId, request.body.entityType, name);
        const row = await trx
          .insertInto('tags')
          .values({ company_id: companyId, name, entity_type: request.body.entityType, style: request.body.style, created_at: new Date().toISOString() })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      });
      return ok(await companyTag(db, companyId, id));
    },
  );

  app.patch(
    '/web/v1/tags',
    {
      config: MANAGE,
      schema: {
        operationId: 'updateTag',
        tags: ['Tags'],
        summary: 'Rename or restyle a tag (same name rule as create)',
        body: UpdateTagBody,
        response: envelopeResponses(Type.Ref('Tag')),
      },
    },
    async (request) => {
      const { companyId } = request.auth;
      const { id, style } = request.body;
      await db.transaction().execute(async (trx) => {
        const tag = await companyTag(trx, companyId, id);
        const name = request.body.name === undefined ? undefined : checkName(request.body.name);
        if (name !== undefined) await assertNameFree(trx, companyId, tag.entityType, name, tag.id);
        if (name === undefined && style === undefined) return;
        await trx
          .updateTable('tags')
          .set({ ...(name !== undefined ? { name } : {}), ...(style !== undefined ? { style } : {}) })
          .where('id', '=', tag.id)
          .where('company_id', '=', companyId)
          .execute();
      });
      return ok(await companyTag(db, companyId, id));
    },
  );

  app.delete(
    '/web/v1/tags',
    {
      config: MANAGE,
      schema: {
        operationId: 'deleteTag',
        tags: ['Tags'],
        summary: 'Delete a tag; it comes off every machine or place carrying it',
        querystring: TagIdQuery,
        response: envelopeResponses(DeletedTag),
      },
    },
    async (request) => {
      const { companyId } = request.auth;
      const removedLinks = await db.transaction().execute(async (trx) => {
        const tag = await companyTag(trx, companyId, request.query.id);
        const links = await trx.deleteFrom('tag_links').where('tag_id', '=', tag.id).where('company_id', '=', companyId).executeTakeFirst();
        await trx.deleteFrom('tags').where('id', '=', tag.id).where('company_id', '=', companyId).execute();
        return Number(links.numDeletedRows);
      });
      return ok({ id: request.query.id, removedLinks });
    },
  );

  app.put(
    '/web/v1/tags/assignments',
    {
      config: MANAGE,
      schema: {
        operationId: 'assignTags',
        tags: ['Tags'],
        summary: "Set the complete list of tags on one machine or place of the caller's company (tags of that entity type)",
        body: AssignTagsBody,
        response: envelopeResponses(TagAssignment),
      },
    },
    async (request) => {
      const { companyId } = request.auth;
      const { entityType, entityId } = request.body;
      await db.transaction().execute(async (trx) => {
        const table = entityType === TagEntity.Asset ? 'assets' : 'places';
        const entity = await trx.selectFrom(table).select('id').where('id', '=', entityId).where('company_id', '=', companyId).executeTakeFirst();
        if (!entity) throw notFound(entityType === TagEntity.Asset ? 'Machine' : 'Place');

        const errors = new FieldErrors();
        const tagIds = await checkTagIds(trx, companyId, entityType, request.body.tagIds, errors);
        errors.throwIfAny();
        await replaceTagLinks(trx, companyId, entityType, entityId, tagIds);
      });
      const tags = (await tagsOf(db, gridContext(request.auth), entityType, [entityId])).get(entityId) ?? [];
      return ok({ entityType, entityId, tags });
    },
  );
}
