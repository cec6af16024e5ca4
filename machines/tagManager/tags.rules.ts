// Tag names and styles (features spec: 'A new tag can be created when the typed text matches no
// existing tag (case-insensitive)'). Names are compared as the server stores them: < and > removed,
// trimmed, NFC, then lower-cased.
import type { Tag } from './tagManager.types.ts';

/** The tag palette (the seed's colours); a new tag takes the next one along. */
export const TAG_COLORS = ['#0b7285', '#c92a2a', '#2b8a3e', '#e67700', '#5f3dc4', '#1864ab', '#a61e4d', '#495057', '#087f5b', '#d9480f'] as const;
export const FALLBACK_TAG_COLOR = '#868e96';

type Named = Pick<Tag, 'id' | 'name'>;

/** What the server stores a typed name as. */
export const cleanTagName = (name: string): string => name.replace(/[<>]/g, '').trim().normalize('NFC');

/** What two names are compared as: "Rental", " rental " and "RENTAL" are the same tag. */
export const tagNameKey = (name: string): string => cleanTagName(name).toLowerCase();

/** Whether `text` may become a new tag: something is left after cleaning, and no tag has that name ignoring case. */
export function canCreateTag(text: string, tags: readonly Named[]): boolean {
  const key = tagNameKey(text);
  return key !== '' && !tags.some((t) => tagNameKey(t.name) === key);
}

/** Whether tag `id` may be renamed to `name`: it exists, the name changes, and no other tag has it ignoring case. */
export function canRenameTag(id: number, name: string, tags: readonly Named[]): boolean {
  const tag = tags.find((t) => t.id === id);
  const clean = cleanTagName(name);
  if (!tag || clean === '' || clean === tag.name) return false;
  return !tags.some((t) => t.id !== id && tagNameKey(t.name) === tagNameKey(clean));
}

/** The tags whose name contains the query, ignoring case (all of them for an empty query). */
export function filterTags<T extends Named>(tags: readonly T[], query: string): T[] {
  const key = tagNameKey(query);
  return key === '' ? [...tags] : tags.filter((t) => tagNameKey(t.name).includes(key));
}

/** The colour in a style text, or null when the text is not JSON with a colour. */
export function tagColor(style: string): string | null {
  try {
    const color = (JSON.parse(style) as { color?: unknown } | null)?.color;
    return typeof color === 'string' && color !== '' ? color : null;
  } catch {
    return null;
  }
}

/** The style text with `color` set, other keys kept (an unreadable style is replaced). */
export function withColor(style: string, color: string): string {
  let base: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(style);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) base = parsed as Record<string, unknown>;
  } catch {
    // replaced
  }
  return JSON.stringify({ ...base, color });
}

/** The colour a new tag gets: the palette's next one after the number of tags. */
export const nextTagColor = (tags: readonly unknown[]): string => TAG_COLORS[tags.length % TAG_COLORS.length];
