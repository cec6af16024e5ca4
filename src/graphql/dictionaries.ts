// Dictionaries and tags as grid column options ({value, label}), cached by urql for the visit.
import { useMemo } from 'react';
import { useQuery } from 'urql';
import type { GridOption } from '../../machines/grid/grid.types.ts';
import { graphql } from './graphql.ts';

const GridDictionariesQuery = graphql(`
  query GridDictionaries {
    dictionaryMachineFamily {
      data {
        id
        name
      }
    }
    dictionaryTelematicStatus {
      data {
        id
        name
      }
    }
  }
`);

const AssetTagsQuery = graphql(`
  query AssetTags($entityType: NonNegativeInt) {
    tags(entityType: $entityType) {
      data {
        id
        name
        style
        usageCount
      }
    }
  }
`);

const toOptions = (items: readonly ({ id: number; name: string } | null)[] | undefined): GridOption[] =>
  (items ?? []).flatMap((i) => (i ? [{ value: i.id, label: i.name }] : []));

export interface GridDictionaries {
  machineFamily: GridOption[];
  telematicStatus: GridOption[];
  assetTags: GridOption[];
  ready: boolean;
}

/** What the fleet and telematics grids filter by: machine families, telematic statuses, the company's machine tags. */
export function useGridDictionaries(): GridDictionaries {
  const [dictionaries] = useQuery({ query: GridDictionariesQuery });
  const [tags] = useQuery({ query: AssetTagsQuery, variables: { entityType: 0 } });
  return useMemo(
    () => ({
      machineFamily: toOptions(dictionaries.data?.dictionaryMachineFamily?.data),
      telematicStatus: toOptions(dictionaries.data?.dictionaryTelematicStatus?.data),
      assetTags: toOptions(tags.data?.tags?.data),
      // The grid reads its columns once: wait for the options rather than build it twice.
      ready: !dictionaries.fetching && !tags.fetching,
    }),
    [dictionaries, tags],
  );
}
