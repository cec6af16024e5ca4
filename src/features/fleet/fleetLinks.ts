// Fleet grid addresses that open it filtered (ours, issue 29: the analytics dashboard's counts link
// here): /fleet?family={id} (machine family), ?place={id} (the place a machine is in now), ?tag={id},
// and ?state={working|idling|off|silent|untracked} (the "Fleet now" state, with or without a group).
// Each becomes the grid's own filter for that field, as the analytics answer's gridFilter says
// (category enum, locationPlaceId eq, tags); the family one is on the Category column, so it shows
// in that column's filter menu.
import type { FilterExpression } from '../../../machines/grid/grid.types.ts';

/** The address parameters that filter the grid (the grid's Reset filter drops them with the rest). */
export const FLEET_FILTER_PARAMS = ['family', 'place', 'tag', 'state'] as const;

/** The "Fleet now" states as the fleet grid's machineState filter names them (server/src/analytics/fleetNow.ts STATES). */
export const MACHINE_STATES = ['working', 'idling', 'off', 'silent', 'untracked'] as const;
export type MachineState = (typeof MACHINE_STATES)[number];

const idOf = (raw: string | null): number | null => {
  if (raw === null || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
};

export function readFleetFilters(params: URLSearchParams): FilterExpression[] {
  const filters: FilterExpression[] = [];
  const family = idOf(params.get('family'));
  if (family !== null) filters.push({ fieldName: 'categoryFormatted', filterFunction: 'enum', value: family });
  const place = idOf(params.get('place'));
  if (place !== null) filters.push({ fieldName: 'locationPlaceId', filterFunction: 'eq', value: place });
  const tag = idOf(params.get('tag'));
  if (tag !== null) filters.push({ fieldName: 'tags', filterFunction: 'tags', value: [tag] });
  const state = params.get('state');
  if (MACHINE_STATES.some((s) => s === state)) filters.push({ fieldName: 'machineState', filterFunction: 'enum', value: [state!] });
  return filters;
}

const withState = (link: string, state?: MachineState) => (state ? `${link}${link.includes('?') ? '&' : '?'}state=${state}` : link);

export const fleetLinks = {
  family: (id: number, state?: MachineState) => withState(`/fleet?family=${id}`, state),
  place: (id: number, state?: MachineState) => withState(`/fleet?place=${id}`, state),
  tag: (id: number, state?: MachineState) => withState(`/fleet?tag=${id}`, state),
  state: (state: MachineState) => withState('/fleet', state),
};
