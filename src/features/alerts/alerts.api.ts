// The alert calls the alert forms run as actors (features spec §7 "Notifications and alerts"),
// through Mesh. Each rejects with an ApiError (HTTP status, envelope code, message, fields).
import type { AssetAlertDetail, SaveAssetAlertInput } from '../../../machines/assetAlertForm/assetAlertForm.types.ts';
import type { PlaceAlertDetail, PlaceAlertRequest, WorkShift } from '../../../machines/placeAlertForm/placeAlertForm.types.ts';
import { apiClient } from '../../graphql/apiClient.ts';
import { unwrap } from '../../graphql/unwrap.ts';
import { graphql, readFragment, type FragmentOf } from '../../graphql/graphql.ts';

const nonNull = <T>(items: readonly (T | null)[]) => items.filter((x): x is T => x !== null);

const AssetAlertFragment = graphql(`
  fragment AssetAlertFields on AssetAlert {
    id
    name
    enabled
    notifyAllNewUsers
    notificationUsers {
      id
      name
      active
    }
  }
`);

const AssetAlertQuery = graphql(
  `
    query AssetAlert($id: PositiveInt!) {
      assetAlert(id: $id) {
        data {
          ...AssetAlertFields
        }
      }
    }
  `,
  [AssetAlertFragment],
);

const SaveAssetAlertMutation = graphql(
  `
    mutation SaveAssetAlert($id: PositiveInt!, $input: saveAssetAlert_request_Input) {
      saveAssetAlert(id: $id, input: $input) {
        data {
          ...AssetAlertFields
        }
      }
    }
  `,
  [AssetAlertFragment],
);

const toAssetAlert = (data: FragmentOf<typeof AssetAlertFragment>): AssetAlertDetail => {
  const a = readFragment(AssetAlertFragment, data);
  return { ...a, notificationUsers: nonNull(a.notificationUsers) };
};

export async function loadAssetAlertCall(id: number): Promise<AssetAlertDetail> {
  const result = await apiClient.query(AssetAlertQuery, { id }, { requestPolicy: 'network-only' }).toPromise();
  const data = unwrap(result, (d) => d.assetAlert?.data);
  return toAssetAlert(data);
}

export async function saveAssetAlertCall({ id, body }: SaveAssetAlertInput): Promise<AssetAlertDetail> {
  const result = await apiClient.mutation(SaveAssetAlertMutation, { id, input: body }).toPromise();
  const data = unwrap(result, (d) => d.saveAssetAlert?.data);
  return toAssetAlert(data);
}

const PlaceAlertFragment = graphql(`
  fragment PlaceAlertFields on PlaceAlert {
    id
    placeId
    placeName
    placeTimeZone
    enabled
    notifyAllNewUsers
    notificationUsers {
      id
      name
      active
    }
    triggerOnEnter
    triggerOnExit
    triggers {
      workShifts {
        workShiftId
        monday
        tuesday
        wednesday
        thursday
        friday
        saturday
        sunday
        startPlaceTime
        endPlaceTime
      }
      holidays
    }
  }
`);

const PlaceAlertQuery = graphql(
  `
    query PlaceAlert($id: PositiveInt!) {
      placeAlert(id: $id) {
        data {
          ...PlaceAlertFields
        }
      }
    }
  `,
  [PlaceAlertFragment],
);

const SavePlaceAlertMutation = graphql(
  `
    mutation SavePlaceAlert($input: savePlaceAlert_request_Input) {
      savePlaceAlert(input: $input) {
        data {
          ...PlaceAlertFields
        }
      }
    }
  `,
  [PlaceAlertFragment],
);

const DeletePlaceAlertMutation = graphql(`
  mutation DeletePlaceAlert($id: PositiveInt!) {
    deletePlaceAlert(id: $id) {
      data {
        id
      }
    }
  }
`);

function toPlaceAlert(data: FragmentOf<typeof PlaceAlertFragment>): PlaceAlertDetail {
  const a = readFragment(PlaceAlertFragment, data);
  return {
    ...a,
    notificationUsers: nonNull(a.notificationUsers),
    triggers: {
      // The HH:mm scalars are strings by their pattern.
      workShifts: nonNull(a.triggers.workShifts).map((s): WorkShift => ({
        ...s,
        startPlaceTime: String(s.startPlaceTime),
        endPlaceTime: String(s.endPlaceTime),
      })),
      holidays: nonNull(a.triggers.holidays),
    },
  };
}

export async function loadPlaceAlertCall(id: number): Promise<PlaceAlertDetail> {
  const result = await apiClient.query(PlaceAlertQuery, { id }, { requestPolicy: 'network-only' }).toPromise();
  const data = unwrap(result, (d) => d.placeAlert?.data);
  return toPlaceAlert(data);
}

export async function savePlaceAlertCall(request: PlaceAlertRequest): Promise<PlaceAlertDetail> {
  // A create sends no id (the server reads an absent id as "create").
  const { id, ...rest } = request;
  const input = (id === null ? rest : request) as never;
  const result = await apiClient.mutation(SavePlaceAlertMutation, { input }).toPromise();
  const data = unwrap(result, (d) => d.savePlaceAlert?.data);
  return toPlaceAlert(data);
}

export async function deletePlaceAlertCall(id: number): Promise<{ id: number }> {
  const result = await apiClient.mutation(DeletePlaceAlertMutation, { id }).toPromise();
  return unwrap(result, (d) => d.deletePlaceAlert?.data);
}
