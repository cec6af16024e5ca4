// Tags (features spec: 'Tags' entity, validation rules, refresh rules, section 8 texts).

/** Asset = 0, Place = 1 (spec, section 9). */
export type TagEntityType = 0 | 1;

/** GET /web/v1/tags (Query `tags`). `style` is JSON text such as {"color":"#0b7285"}. */
export interface Tag {
  id: number;
  name: string;
  entityType: number;
  style: string;
  /** Machines or places carrying the tag. */
  usageCount: number;
}

export interface TagManagerInput {
  entityType: TagEntityType;
}

/** POST /web/v1/tags (mutation `createTag`). */
export interface CreateTagRequest {
  name: string;
  entityType: TagEntityType;
  style: string;
}

/** PATCH /web/v1/tags (mutation `updateTag`): a rename or a restyle. */
export interface UpdateTagRequest {
  id: number;
  name?: string;
  style?: string;
}

/** DELETE /web/v1/tags?id=… (mutation `deleteTag`). */
export interface DeleteTagOutput {
  id: number;
  /** Machines or places the tag was taken off. */
  removedLinks: number;
}

export interface TagIdInput {
  id: number;
}

/** How the tag actors reject (src/graphql/errors.ts ApiError). */
export interface TagFailure {
  status: number;
  message?: string;
  fields?: Record<string, string[]>;
}

/** The server's refusal of a name, shown on the row it is about ('new' = the Create row). */
export interface TagRowError {
  target: 'new' | number;
  message: string;
}

export interface TagManagerContext {
  entityType: TagEntityType;
  /** The list as last loaded. */
  tags: Tag[];
  /** The search / create box. */
  query: string;
  /** The change under way (the actor's input). */
  create: CreateTagRequest | null;
  update: UpdateTagRequest | null;
  /** The tag the delete confirmation is about. */
  deleteId: number | null;
  rowError: TagRowError | null;
}

export type TagManagerEvent =
  | { type: 'tags.queryChanged'; text: string }
  /** The 'Create "<text>"' row: creates the query text. */
  | { type: 'tags.createRequested' }
  | { type: 'tags.renameRequested'; id: number; name: string }
  | { type: 'tags.colorChanged'; id: number; color: string }
  | { type: 'tags.deleteRequested'; id: number }
  | { type: 'tags.deleteConfirmed' }
  | { type: 'tags.deleteCancelled' }
  /** 'Try again' after a failed load. */
  | { type: 'tags.retry' };

/** Params of `notify`: one toast. */
export interface TagNotice {
  tone: 'error';
  title: string;
  text: string | null;
}
