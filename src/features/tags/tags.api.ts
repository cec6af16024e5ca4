// The tag calls, given to the tagManager machine as its actors. Each rejects with an ApiError.
import type { CreateTagRequest, DeleteTagOutput, Tag, TagEntityType, UpdateTagRequest } from '../../../machines/tagManager/tagManager.types.ts';
import { apiClient } from '../../graphql/apiClient.ts';
import { toApiError } from '../../graphql/errors.ts';
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

const EMPTY_ANSWER = { status: 500, message: 'The server answered without data' };

export async function loadTagsCall(entityType: TagEntityType): Promise<Tag[]> {
  const result = await apiClient.query(TagsQuery, { entityType }, { requestPolicy: 'network-only' }).toPromise();
  if (result.error) throw toApiError(result.error);
  const data = result.data?.tags?.data;
  if (!data) throw EMPTY_ANSWER;
  return data.flatMap((t) => (t ? [t] : []));
}

export async function createTagCall(input: CreateTagRequest): Promise<Tag> {
  const result = await apiClient.mutation(CreateTagMutation, { input }).toPromise();
  if (result.error) throw toApiError(result.error);
  const data = result.data?.createTag?.data;
  if (!data) throw EMPTY_ANSWER;
  return data;
}

export async function updateTagCall(input: UpdateTagRequest): Promise<Tag> {
  const result = await apiClient.mutation(UpdateTagMutation, { input }).toPromise();
  if (result.error) throw toApiError(result.error);
  const data = result.data?.updateTag?.data;
  if (!data) throw EMPTY_ANSWER;
  return data;
}

export async function deleteTagCall(id: number): Promise<DeleteTagOutput> {
  const result = await apiClient.mutation(DeleteTagMutation, { id }).toPromise();
  if (result.error) throw toApiError(result.error);
  const data = result.data?.deleteTag?.data;
  if (!data) throw EMPTY_ANSWER;
  return data;
}
