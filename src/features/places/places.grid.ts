// The places grid's query, columns and filter options (place types, statuses, place tags).
import { useMemo } from 'react';
import { useQuery } from 'urql';
import type { GridColumnDef, GridOption } from '../../../machines/grid/grid.types.ts';
import { graphql } from '../../graphql/graphql.ts';
import { msg } from '../../i18n/i18n.ts';

export const PlaceRowFragment = graphql(`
  fragment PlaceRow on PlaceGridRow {
    id
    name
    placeTypeFormatted
    statusFormatted
    address
    city
    zip
    country
    validFromPlaceTimeFormatted
    validToPlaceTimeFormatted
    machinesIn
    archived
    tags {
      id
      name
      style
    }
  }
`);

export const GridPlacesQuery = graphql(
  `
    query GridPlaces($input: FleetGridRequest_Input) {
      gridPlaces(input: $input) {
        data {
          data {
            ...PlaceRow
          }
          summary {
            total
          }
          textSearchColumns
        }
      }
    }
  `,
  [PlaceRowFragment],
);

const PlaceGridOptionsQuery = graphql(`
  query PlaceGridOptions($entityType: NonNegativeInt) {
    dictionaryPlaceType {
      data {
        id
        name
      }
    }
    dictionaryPlaceStatus {
      data {
        id
        name
      }
    }
    tags(entityType: $entityType) {
      data {
        id
        name
      }
    }
  }
`);

export interface PlaceGridOptions {
  placeType: GridOption[];
  placeStatus: GridOption[];
  placeTags: GridOption[];
  ready: boolean;
}

const toOptions = (items: readonly ({ id: number; name: string } | null)[] | undefined): GridOption[] =>
  (items ?? []).flatMap((i) => (i ? [{ value: i.id, label: i.name }] : []));

/** Read fresh on every mount: the page remounts the grid after a tag change. */
export function usePlaceGridOptions(): PlaceGridOptions {
  const [result] = useQuery({ query: PlaceGridOptionsQuery, variables: { entityType: 1 }, requestPolicy: 'cache-and-network' });
  return useMemo(
    () => ({
      // The dictionary holds the spec's enum names (WorkSite); the grid shows words.
      placeType: toOptions(result.data?.dictionaryPlaceType?.data).map((o) => (o.label === 'WorkSite' ? { ...o, label: 'Work site' } : o)),
      placeStatus: toOptions(result.data?.dictionaryPlaceStatus?.data),
      placeTags: toOptions(result.data?.tags?.data),
      ready: result.data !== undefined && !result.stale,
    }),
    [result],
  );
}

export function placeColumns(o: PlaceGridOptions): GridColumnDef[] {
  return [
    { id: 'name', title: msg('Name'), kind: 'text', width: 240 },
    { id: 'placeTypeFormatted', title: msg('Type'), kind: 'enum', width: 120, options: o.placeType },
    { id: 'statusFormatted', title: msg('Status'), kind: 'enum', width: 120, options: o.placeStatus },
    { id: 'machinesIn', title: msg('Machines in'), kind: 'number', width: 120 },
    { id: 'address', title: msg('Address'), kind: 'text', width: 200 },
    { id: 'city', title: msg('City'), kind: 'text', width: 140 },
    { id: 'zip', title: msg('Zip'), kind: 'text', width: 90 },
    { id: 'country', title: msg('Country'), kind: 'text', width: 90 },
    // Contract days in the place's zone, as the place form edits them: no time of day (decision 0038).
    { id: 'validFromPlaceTimeFormatted', title: msg('Valid from'), kind: 'date', width: 120, dayOnly: true },
    { id: 'validToPlaceTimeFormatted', title: msg('Valid to'), kind: 'date', width: 120, dayOnly: true },
    { id: 'tags', title: msg('Tags'), kind: 'tags', width: 200, options: o.placeTags, sortable: false },
  ];
}
