// The tag calls, given to the tagManager machine as its actors. Each rejects with an ApiError.
import type { CreateTagRequest, DeleteTagOutput, Tag, TagEntityType, UpdateTagRequest } from '../../../machines/tagManager/tagManager.types.ts';
import { apiClient } from '../../graphql/apiClient.ts';
import { unwrap } from '../../graphql/unwrap.ts';
import { graphql } from '../../graphql/graphql.ts';

const TagsQuery = graphql(`
  query ManagedTags($entityType: NonNegativeInt) {
    tags(entityType: $entityType) {
      data {
        id
        name
        entityType
        style
        usageCount
      }
    }
  }
`);

const CreateTagMutation = graphql(`
  mutation CreateTag($input: createTag_request_Input) {
    createTag(input: $input) {
      data {
        id
        name
        entityType
        style
        usageCount
      }
    }
  }
`);

const UpdateTagMutation = graphql(`
  mutation UpdateTag($input: updateTag_request_Input) {
    updateTag(input: $input) {
      data {
        id
        name
        entityType
        style
        usageCount
      }
    }
  }
`);

const DeleteTagMutation = graphql(`
  mutation DeleteTag($id: PositiveInt!) {
    deleteTag(id: $id) {
      data {
        id
        removedLinks
      }
    }
  }
`);

export async function loadTagsCall(entityType: TagEntityType): Promise<Tag[]> {
  const result = await apiClient.query(TagsQuery, { entityType }, { requestPolicy: 'network-only' }).toPromise();
  const data = unwrap(result, (d) => d.tags?.data);
  return data.flatMap((t) => (t ? [t] : []));
}

export async function createTagCall(input: CreateTagRequest): Promise<Tag> {
  const result = await apiClient.mutation(CreateTagMutation, { input }).toPromise();
  return unwrap(result, (d) => d.createTag?.data);
}

export async function updateTagCall(input: UpdateTagRequest): Promise<Tag> {
  const result = await apiClient.mutation(UpdateTagMutation, { input }).toPromise();
  return unwrap(result, (d) => d.updateTag?.data);
}

export async function deleteTagCall(id: number): Promise<DeleteTagOutput> {
  const result = await apiClient.mutation(DeleteTagMutation, { id }).toPromise();
  return unwrap(result, (d) => d.deleteTag?.data);
}
