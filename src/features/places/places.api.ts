// The places calls the machines run as actors (load, save, delete), through Mesh. Reads that
// components render are queries next to them (details/*.queries.ts, places.grid.ts, map/).
import type { PlaceDetail, SavedPlace, SavePlaceInput } from '../../../machines/placeEditor/placeEditor.types.ts';
import type { DeletedPlace } from '../../../machines/placeRemoval/placeRemoval.types.ts';
import { apiClient } from '../../graphql/apiClient.ts';
import { unwrap } from '../../graphql/unwrap.ts';
import { graphql, readFragment } from '../../graphql/graphql.ts';

export const PlaceFragment = graphql(`
  fragment PlaceFields on Place {
    id
    name
    placeType
    placeTypeFormatted
    status
    statusFormatted
    address {
      address
      city
      zip
      country
    }
    validFromPlaceTime
    validToPlaceTime
    validFromPlaceTimeFormatted
    validToPlaceTimeFormatted
    contract {
      deliveryContact
      deliveryContactEmail
      deliveryContactPhone
      orderContact
      orderContactEmail
      orderContactPhone
    }
    description
    geofence {
      latitude
      longitude
    }
    timezoneName
    archivedDateUtcTime
    inventoryUpToDate
    tags {
      id
      name
      style
    }
  }
`);

export const PlaceQuery = graphql(
  `
    query Place($id: PositiveInt!) {
      place(id: $id) {
        data {
          ...PlaceFields
        }
      }
    }
  `,
  [PlaceFragment],
);

const CreatePlaceMutation = graphql(`
  mutation CreatePlace($input: createPlace_request_Input) {
    createPlace(input: $input) {
      data {
        id
        name
        inventoryUpToDate
      }
    }
  }
`);

const UpdatePlaceMutation = graphql(`
  mutation UpdatePlace($input: updatePlace_request_Input) {
    updatePlace(input: $input) {
      data {
        id
        name
        inventoryUpToDate
      }
    }
  }
`);

const DeletePlaceMutation = graphql(`
  mutation DeletePlace($input: deletePlace_request_Input) {
    deletePlace(input: $input) {
      data {
        id
        machinesReleased
      }
    }
  }
`);

const nonNull = <T>(items: readonly (T | null)[]) => items.filter((x): x is T => x !== null);

export async function loadPlaceCall(id: number): Promise<PlaceDetail> {
  const result = await apiClient.query(PlaceQuery, { id }, { requestPolicy: 'network-only' }).toPromise();
  const data = unwrap(result, (d) => d.place?.data);
  const p = readFragment(PlaceFragment, data);
  return {
    id: p.id,
    name: p.name,
    placeType: p.placeType,
    address: p.address,
    validFromPlaceTime: p.validFromPlaceTime ?? null,
    validToPlaceTime: p.validToPlaceTime ?? null,
    contract: p.contract ?? null,
    description: p.description ?? null,
    geofence: nonNull(p.geofence),
    timezoneName: p.timezoneName,
    tags: nonNull(p.tags),
    archivedDateUtcTime: p.archivedDateUtcTime ?? null,
  };
}

export async function savePlaceCall({ id, request }: SavePlaceInput): Promise<SavedPlace> {
  // The request's shape is the REST body's; Mesh's input types name the same fields.
  const input = request as never;
  return id === null
    ? unwrap(await apiClient.mutation(CreatePlaceMutation, { input }).toPromise(), (d) => d.createPlace?.data)
    : unwrap(await apiClient.mutation(UpdatePlaceMutation, { input: { ...request, id } as never }).toPromise(), (d) => d.updatePlace?.data);
}

export async function deletePlaceCall(id: number): Promise<DeletedPlace> {
  const result = await apiClient.mutation(DeletePlaceMutation, { input: { id } }).toPromise();
  return unwrap(result, (d) => d.deletePlace?.data);
}
