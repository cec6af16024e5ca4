// Fleet grid addresses that open it filtered (ours, issue 29: the analytics dashboard's counts link
// here): /fleet?family={id} (machine family), ?place={id} (the place a machine is in now), ?tag={id}.
// Each becomes the grid's own filter for that field, as the analytics answer's gridFilter says
// (category enum, locationPlaceId eq, tags); the family one is on the Category column, so it shows
// in that column's filter menu.
import type { FilterExpression } from '../../../machines/grid/grid.types.ts';

/** The address parameters that filter the grid (the grid's Reset filter drops them with the rest). */
export const FLEET_FILTER_PARAMS = ['family', 'place', 'tag'] as const;

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
  return filters;
}

export const fleetLinks = {
  family: (id: number) => `/fleet?family=${id}`,
  place: (id: number) => `/fleet?place=${id}`,
  tag: (id: number) => `/fleet?tag=${id}`,
};
