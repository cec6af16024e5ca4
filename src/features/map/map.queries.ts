// The map page's reads. Only pages run them (MapPage, MachinesMap); components get plain data.
import { graphql } from '../../graphql/graphql.ts';

/** The map waits for these (spec: a maps key and version before the map loads). */
export const MapSettingsQuery = graphql(`
  query MapSettings {
    appSettings {
      data {
        googleMapLink {
          key
          version
        }
        map {
          styleUrl
          extractStyleUrl
          fallbackStyleUrl
          center {
            lat
            long
          }
          zoom
        }
      }
    }
  }
`);

export const MachinePositionsQuery = graphql(`
  query MachinePositions {
    assetPositions {
      data {
        assetId
        name
        internalId
        category
        lat
        long
        assetTime
      }
    }
  }
`);

export const MachineFamiliesQuery = graphql(`
  query MachineFamilies {
    dictionaryMachineFamily {
      data {
        id
        name
      }
    }
  }
`);

/** How many machines the fleet has and how many of them have a position (the legend explains the gap). */
export const PositionSummaryQuery = graphql(`
  query PositionSummary {
    assetPositionSummary {
      data {
        machines
        withPosition
      }
    }
  }
`);
