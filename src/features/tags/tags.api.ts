// The tag calls, given to the tagManager machine as its actors. Each rejects with an ApiError.
import type { CreateTagRequest, DeleteTagOutput, Tag, TagEntityType, UpdateTagRequest } from '../../../machines/tagManager/tagManager.types.ts';
import { apiClient } from '../../graphql/apiClient.ts';
import { unwrap } from '../../graphql/unwrap.ts';
import { graphql, readFragment } from '../../graphql/graphql.ts';

// The tag as the manager shows it; every call below answers it.
const ManagedTagFragment = graphql(`
  fragment ManagedTag on Tag {
    id
    name
    entityType
    style
    usageCount
  }
`);

const TagsQuery = graphql(
  `
    query ManagedTags($entityType: NonNegativeInt) {
      tags(entityType: $entityType) {
        data {
          ...ManagedTag
        }
      }
    }
  `,
  [ManagedTagFragment],
);

const CreateTagMutation = graphql(
  `
    mutation CreateTag($input: createTag_request_Input) {
      createTag(input: $input) {
        data {
          ...ManagedTag
        }
      }
    }
  `,
  [ManagedTagFragment],
);

const UpdateTagMutation = graphql(
  `
    mutation UpdateTag($input: updateTag_request_Input) {
      updateTag(input: $input) {
        data {
          ...ManagedTag
        }
      }
    }
  `,
  [ManagedTagFragment],
);

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
  return data.flatMap((t) => (t ? [readFragment(ManagedTagFragment, t)] : []));
}

export async function createTagCall(input: CreateTagRequest): Promise<Tag> {
  const result = await apiClient.mutation(CreateTagMutation, { input }).toPromise();
  return readFragment(
    ManagedTagFragment,
    unwrap(result, (d) => d.createTag?.data),
  );
}

export async function updateTagCall(input: UpdateTagRequest): Promise<Tag> {
  const result = await apiClient.mutation(UpdateTagMutation, { input }).toPromise();
  return readFragment(
    ManagedTagFragment,
    unwrap(result, (d) => d.updateTag?.data),
  );
}

export async function deleteTagCall(id: number): Promise<DeleteTagOutput> {
  const result = await apiClient.mutation(DeleteTagMutation, { id }).toPromise();
  return unwrap(result, (d) => d.deleteTag?.data);
}
