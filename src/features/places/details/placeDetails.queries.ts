// The place details' reads: inventory overview and grid, insights, the longest and shortest stays.
import { graphql } from '../../../graphql/graphql.ts';

const OverviewFields = graphql(`
  fragment InventoryOverviewFields on InventoryOverview {
    placeId
    totalMachinesIn
    depotMachinesIn
    totalDepotMachines
    inventoryUpToDate
  }
`);

export const DepotOverviewQuery = graphql(
  `
    query DepotOverview($id: PositiveInt!) {
      depotInventoryOverview(id: $id) {
        data {
          ...InventoryOverviewFields
        }
      }
    }
  `,
  [OverviewFields],
);
export const WorksiteOverviewQuery = graphql(
  `
    query WorksiteOverview($id: PositiveInt!) {
      worksiteInventoryOverview(id: $id) {
        data {
          ...InventoryOverviewFields
        }
      }
    }
  `,
  [OverviewFields],
);
export const RegionOverviewQuery = graphql(
  `
    query RegionOverview($id: PositiveInt!) {
      regionInventoryOverview(id: $id) {
        data {
          ...InventoryOverviewFields
        }
      }
    }
  `,
  [OverviewFields],
);
export { OverviewFields };

export const InventoryRowFragment = graphql(`
  fragment InventoryRowFields on InventoryRow {
    id
    assetId
    internalId
    assetDescription
    entryPlaceTimeFormatted
    exitPlaceTimeFormatted
    durationFormatted
    partOfThePlace
    isActive
    tags {
      id
      name
      style
    }
  }
`);

export const DepotInventoryQuery = graphql(
  `
    query DepotInventory($id: PositiveInt!, $input: InventoryGridRequest_Input) {
      depotInventory(id: $id, input: $input) {
        data {
          data {
            ...InventoryRowFields
          }
          summary {
            total
          }
          textSearchColumns
        }
      }
    }
  `,
  [InventoryRowFragment],
);
export const WorksiteInventoryQuery = graphql(
  `
    query WorksiteInventory($id: PositiveInt!, $input: InventoryGridRequest_Input) {
      worksiteInventory(id: $id, input: $input) {
        data {
          data {
            ...InventoryRowFields
          }
          summary {
            total
          }
          textSearchColumns
        }
      }
    }
  `,
  [InventoryRowFragment],
);
export const RegionInventoryQuery = graphql(
  `
    query RegionInventory($id: PositiveInt!, $input: InventoryGridRequest_Input) {
      regionInventory(id: $id, input: $input) {
        data {
          data {
            ...InventoryRowFields
          }
          summary {
            total
          }
          textSearchColumns
        }
      }
    }
  `,
  [InventoryRowFragment],
);

export const DepotInsightsQuery = graphql(`
  query DepotInsights($id: PositiveInt!, $input: PlaceRangeRequest_Input, $stays: PlaceStaysRequest_Input) {
    depotInsights(id: $id, input: $input) {
      data {
        machinesInDepot
        totalMachines
        durationAverageInSeconds
        durationAverageFormatted
      }
    }
    depotLongestStays(id: $id, input: $stays) {
      data {
        items {
          ...StayFields
        }
      }
    }
    depotShortestStays(id: $id, input: $stays) {
      data {
        items {
          ...StayFields
        }
      }
    }
  }

  fragment StayFields on PlaceStay {
    id
    assetId
    internalId
    assetDescription
    entryPlaceTimeFormatted
    exitPlaceTimeFormatted
    durationFormatted
    isActive
  }
`);

export const WorksiteInsightsQuery = graphql(`
  query WorksiteInsights($id: PositiveInt!, $from: queryInput_worksiteInsights_fromPlaceTime, $to: queryInput_worksiteInsights_toPlaceTime) {
    worksiteInsights(id: $id, fromPlaceTime: $from, toPlaceTime: $to) {
      data {
        kpiValues {
          kpiType
          nameFormatted
          valueFormatted
        }
        machinesWithProductivityData
        totalMachines
      }
    }
  }
`);

export const PlaceEventsQuery = graphql(`
  query PlaceEvents($id: PositiveInt!, $input: PlaceEventsRequest_Input) {
    placeEvents(id: $id, input: $input) {
      data {
        items {
          id
          eventType
          description
          descriptionDetails
          eventPlaceTimeFormatted
          assetId
        }
        total
      }
    }
  }
`);
