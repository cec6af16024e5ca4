import { Type } from '@sinclair/typebox';
import { Id } from '../../http/bounds.ts';

/** Asset = 0, Place = 1 (spec), as an integer range: an integer `enum` would become _0/_1 in GraphQL. */
export const TagEntityType = Type.Unsafe<0 | 1>({ type: 'integer', minimum: 0, maximum: 1, description: 'Asset = 0, Place = 1' });

const style = Type.String({ maxLength: 500, description: 'Display style, JSON text such as {"color":"#0b7285"}; stored as given' });
const name = Type.String({ maxLength: 100, description: 'Unique per company and entity type, ignoring case; < and > are removed' });

/** A tag as rows of other grids carry it. */
export const TagRef = Type.Object({ id: Type.Integer(), name: Type.String(), style: Type.String() }, { $id: 'TagRef' });

export const Tag = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    entityType: Type.Integer({ description: 'Asset = 0, Place = 1' }),
    style: Type.String(),
    usageCount: Type.Integer({ description: 'Machines or places carrying the tag' }),
  },
  { $id: 'Tag' },
);

export const TagListQuery = Type.Object({ entityType: Type.Optional(TagEntityType) }, { additionalProperties: false });

export const CreateTagBody = Type.Object({ name, entityType: TagEntityType, style }, { additionalProperties: false });

export const UpdateTagBody = Type.Object({ id: Id(), name: Type.Optional(name), style: Type.Optional(style) }, { additionalProperties: false });

export const TagIdQuery = Type.Object({ id: Id() }, { additionalProperties: false });

export const DeletedTag = Type.Object({ id: Type.Integer(), removedLinks: Type.Integer({ description: 'Machines or places the tag was taken off' }) });

export const AssignTagsBody = Type.Object(
  {
    entityType: TagEntityType,
    entityId: Id({ description: 'The machine (entityType 0) or place (1)' }),
    tagIds: Type.Array(Id(), { maxItems: 100, description: 'The complete set of tags the entity carries afterwards' }),
  },
  { additionalProperties: false },
);

export const TagAssignment = Type.Object({
  entityType: Type.Integer(),
  entityId: Type.Integer(),
  tags: Type.Array(Type.Ref('TagRef')),
});
