// The Details tab's JSON calls (through Mesh, like every JSON call), handed to its machines as
// actors. Each rejects with an ApiError.
import type { AssetDetails, DetailsLoad, SaveDetailsRequest, TagRef } from '../../../machines/assetDetails/assetDetails.types.ts';
import { apiClient } from '../../graphql/apiClient.ts';
import { throwIfFailed, unwrap } from '../../graphql/unwrap.ts';
import { graphql } from '../../graphql/graphql.ts';
import { createTagCall } from '../tags/tags.api.ts';

const DetailsQuery = graphql(`
  query MachineDetails($id: PositiveInt!) {
    assetDetails(id: $id) {
      data {
        id
        internalId
        name
        registrationNumber
        pinOrVin
        serialNumber
        brand
        model
        category
        categoryFormatted
        productionYear
        purchaseDateUtcTime
        purchaseDateUserTimeFormatted
        depotPlaceId
        depotName
        defaultPowerSupply
        emissionClass
        emissionClassFormatted
        fuelType
        fuelTypeFormatted
        timezone
        automaticTimeZoneEnabled
        positionLat
        positionLong
        positionUserTimeFormatted
        locationPlaceId
        locationName
        tags {
          id
          name
          style
        }
        readonlyFieldNames
        integrationSource
        deviceInstalledAfterBatteryMainSwitch
        archived
      }
    }
    depotNames {
      data {
        id
        name
      }
    }
    tags(entityType: 0) {
      data {
        id
        name
        style
      }
    }
  }
`);

const SaveMutation = graphql(`
  mutation SaveMachineDetails($id: PositiveInt!, $input: updateAssetDetails_request_Input) {
    updateAssetDetails(id: $id, input: $input) {
      data {
        id
      }
    }
  }
`);

const TimeZoneQuery = graphql(`
  query MachineTimeZone($lat: Float!, $long: Float!) {
    timezoneName(lat: $lat, long: $long) {
      data {
        timezoneName
      }
    }
  }
`);

const ImageKeysQuery = graphql(`
  query MachineImageKeys($id: PositiveInt!) {
    assetImageKeys(id: $id) {
      data
    }
  }
`);

const SaveImageKeysMutation = graphql(`
  mutation SaveMachineImageKeys($id: PositiveInt!, $input: updateAssetImageKeys_request_Input) {
    updateAssetImageKeys(id: $id, input: $input) {
      data
    }
  }
`);

const compact = <T>(items: readonly (T | null | undefined)[] | null | undefined): T[] => (items ?? []).filter((x): x is T => x != null);

export async function loadDetailsCall(assetId: number): Promise<DetailsLoad> {
  const result = await apiClient.query(DetailsQuery, { id: assetId }, { requestPolicy: 'network-only' }).toPromise();
  const details = unwrap(result, (d) => d.assetDetails?.data);
  return {
    details: { ...details, tags: compact(details.tags), readonlyFieldNames: compact(details.readonlyFieldNames) },
    depots: compact(result.data?.depotNames?.data),
    tags: compact(result.data?.tags?.data),
  };
}

export async function saveDetailsCall({ assetId, values, tagIds }: SaveDetailsRequest): Promise<AssetDetails> {
  const result = await apiClient.mutation(SaveMutation, { id: assetId, input: { ...values, tagIds } as never }).toPromise();
  unwrap(result, (d) => d.updateAssetDetails?.data);
  return (await loadDetailsCall(assetId)).details;
}

export async function lookupTimeZoneCall(lat: number, long: number): Promise<string> {
  const result = await apiClient.query(TimeZoneQuery, { lat, long }, { requestPolicy: 'network-only' }).toPromise();
  // An empty zone name is no answer either.
  return unwrap(result, (d) => d.timezoneName?.data?.timezoneName || null);
}

export async function createMachineTagCall(name: string, color: string): Promise<TagRef> {
  const tag = await createTagCall({ name, entityType: 0, style: JSON.stringify({ color }) });
  return { id: tag.id, name: tag.name, style: tag.style };
}

export async function loadImageKeysCall(assetId: number): Promise<string[]> {
  const result = await apiClient.query(ImageKeysQuery, { id: assetId }, { requestPolicy: 'network-only' }).toPromise();
  const keys = unwrap(result, (d) => d.assetImageKeys?.data);
  return compact(keys);
}

export async function saveImageKeysCall(assetId: number, keys: string[]): Promise<string[]> {
  const result = await apiClient.mutation(SaveImageKeysMutation, { id: assetId, input: { imageKeys: keys } as never }).toPromise();
  throwIfFailed(result);
  return compact(result.data?.updateAssetImageKeys?.data);
}
