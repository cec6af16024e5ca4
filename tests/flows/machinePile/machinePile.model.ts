// The map's pile of machines at one point, as a test model (machinePile.model.test.ts, the browser
// replay machinePile.ui.ts, scripts/paths.ts). Piles at the boundaries of the spread (20 on the
// spiral, 21 and 110 in the list, the last longer than a page; the circle of a few is the layout's,
// tests/unit/mapPile.test.ts), searches that match some, none and all.
import { defineModel, type EventFixtures } from '../kit/model.ts';
import { machinePileMachine } from '../../../machines/machinePile/machinePile.machine.ts';
import type { MachinePileEvent, PileMember } from '../../../machines/machinePile/machinePile.types.ts';

const BRANDS = ['CAT 320', 'Komatsu PC210', 'Volvo EC220E'];

/** `count` machines named as the list sorts them (brand, then a two- or three-digit number). */
export function pileOf(count: number, prefix: string): PileMember[] {
  return Array.from({ length: count }, (_, i) => ({
    assetId: 9000 + i,
    name: `${BRANDS[i % BRANDS.length]} ${prefix}${String(Math.floor(i / BRANDS.length) + 1).padStart(3, '0')}`,
    internalId: `${prefix}-${String(i + 1).padStart(4, '0')}`,
  })).sort((a, b) => a.name.localeCompare(b.name) || a.internalId.localeCompare(b.internalId));
}

/** The piles, by fixture name: what the browser replay places on the map (machinePile.ui.ts). */
export const PILES = {
  twenty: pileOf(20, 'B'),
  twentyOne: pileOf(21, 'C'),
  yard: pileOf(110, 'D'),
} as const;

export const machinePileEvents = {
  'pile.open': {
    twenty: { type: 'pile.open', members: PILES.twenty },
    twentyOne: { type: 'pile.open', members: PILES.twentyOne },
    yard: { type: 'pile.open', members: PILES.yard },
  },
  'pile.list': { pressed: { type: 'pile.list' } },
  'pile.spread': { pressed: { type: 'pile.spread' } },
  'pile.search': {
    volvo: { type: 'pile.search', query: 'volvo' },
    nothing: { type: 'pile.search', query: 'zzz' },
    cleared: { type: 'pile.search', query: '' },
  },
  'pile.more': { pressed: { type: 'pile.more' } },
  // The screen chooses a real machine; which one does not change the pile (the action's parameter
  // is checked by the model test against the event).
  'pile.choose': { first: { type: 'pile.choose', assetId: 9000 } },
  // Escape, × and a click on the empty map send the same event (the browser replay takes turns).
  'pile.close': { closed: { type: 'pile.close' } },
  'pile.zoomed': { zoomedOut: { type: 'pile.zoomed' } },
} satisfies EventFixtures<MachinePileEvent>;

export const machinePileModel = defineModel({
  machine: machinePileMachine,
  tags: { closed: ['view:closed'], spread: ['view:spread'], list: ['view:list'] },
  variants: { 'the map': { input: undefined } },
  events: machinePileEvents,
  project: ({ context }) => ({ count: context.members.length, query: context.query, shown: context.shown }),
});
