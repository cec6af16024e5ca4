/** One machine of a pile, as the pile's list searches it. */
export interface PileMember {
  assetId: number;
  name: string;
  internalId: string;
}

export interface MachinePileContext {
  /** The machines at the point, in the order the list shows them (the screen sorts them). */
  members: readonly PileMember[];
  /** The list's search, as typed. */
  query: string;
  /** How many of the matching machines the list shows (it grows by a page on "Show more"). */
  shown: number;
}

export type MachinePileEvent =
  /** A click landed on machines piled at one point (two or more). */
  | { type: 'pile.open'; members: readonly PileMember[] }
  /** From the spread: show the machines as a list instead. */
  | { type: 'pile.list' }
  /** From the list: spread the machines on the map again (when they fit). */
  | { type: 'pile.spread' }
  | { type: 'pile.search'; query: string }
  | { type: 'pile.more' }
  /** A machine of the pile was chosen (marker or row): its panel opens, the pile stays. */
  | { type: 'pile.choose'; assetId: number }
  /** Escape, the close button or a click on the empty map. */
  | { type: 'pile.close' }
  /** The user zoomed: the spread is laid out in pixels for one zoom. */
  | { type: 'pile.zoomed' };
