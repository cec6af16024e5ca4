import { fromPromise } from 'xstate';
import type { CreateTagRequest, DeleteTagOutput, Tag, TagIdInput, TagManagerInput, UpdateTagRequest } from './tagManager.types.ts';

// Placeholders: src/features/tags/ provides the real calls (through Mesh), tests provide fakes.
// Every one rejects with a `TagFailure`.

/** GET /web/v1/tags?entityType=…, by name. */
export const loadTags = fromPromise<Tag[], TagManagerInput>(async () => {
  throw new Error('tagManager: actor "loadTags" not provided');
});

/** POST /web/v1/tags; 400 'A tag with this name already exists' when taken ignoring case. */
export const createTag = fromPromise<Tag, CreateTagRequest>(async () => {
  throw new Error('tagManager: actor "createTag" not provided');
});

/** PATCH /web/v1/tags (same name rule as create). */
export const updateTag = fromPromise<Tag, UpdateTagRequest>(async () => {
  throw new Error('tagManager: actor "updateTag" not provided');
});

/** DELETE /web/v1/tags?id=…: the tag comes off every machine or place carrying it. */
export const deleteTag = fromPromise<DeleteTagOutput, TagIdInput>(async () => {
  throw new Error('tagManager: actor "deleteTag" not provided');
});
