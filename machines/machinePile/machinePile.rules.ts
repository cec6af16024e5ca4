// The pile list's search, shared by the machine (how many match, for "Show more") and the screen.
import type { PileMember } from './machinePile.types.ts';

/** Longest search kept: longer than any name or internal id. */
export const PILE_QUERY_MAX = 100;

/** Members whose name or internal id contains the query (any case), in the members' order. */
export function membersMatching<T extends PileMember>(members: readonly T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...members];
  return members.filter((m) => m.name.toLocaleLowerCase().includes(needle) || m.internalId.toLocaleLowerCase().includes(needle));
}
