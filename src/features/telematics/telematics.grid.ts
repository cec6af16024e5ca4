// The telematics grid: one row per device (row identity deviceId).
import type { GridColumnDef } from '../../../machines/grid/grid.types.ts';
import type { GridDictionaries } from '../../graphql/dictionaries.ts';
import { graphql } from '../../graphql/graphql.ts';

export const TelematicsRowFragment = graphql(`
  fragment TelematicsRow on TelematicsDevice {
    deviceId
    assetId
    assetName
    internalId
    deviceSerialNumber
    deviceImei
    telematicTypeFormatted
    integrationSource
    statusFormatted
    batteryLevel
    gnssQualityFormatted
    latestCommunicationUserTimeFormatted
    brand
    model
    vin
  }
`);

export const TelematicsDevicesQuery = graphql(
  `
    query TelematicsDevices($input: GridRequest_Input) {
      telematicsDevices(input: $input) {
        data {
          data {
            ...TelematicsRow
          }
          summary {
            total
          }
          textSearchColumns
        }
      }
    }
  `,
  [TelematicsRowFragment],
);

export function telematicsColumns(d: GridDictionaries): GridColumnDef[] {
  return [
    { id: 'deviceSerialNumber', title: 'Device serial', kind: 'text', width: 150 },
    { id: 'deviceImei', title: 'IMEI', kind: 'text', width: 160 },
    { id: 'telematicTypeFormatted', title: 'Type', kind: 'text', width: 150 },
    { id: 'integrationSource', title: 'Integration source', kind: 'text', width: 150 },
    { id: 'statusFormatted', title: 'Status', kind: 'enum', width: 130, options: d.telematicStatus },
    { id: 'batteryLevel', title: 'Battery %', kind: 'number', width: 110 },
    { id: 'gnssQualityFormatted', title: 'GNSS quality', kind: 'text', width: 120 },
    { id: 'latestCommunicationUserTimeFormatted', title: 'Last communication', kind: 'date', width: 170 },
    { id: 'internalId', title: 'Internal ID', kind: 'text', width: 120 },
    { id: 'assetName', title: 'Machine', kind: 'text', width: 220 },
    { id: 'brand', title: 'Brand', kind: 'text', width: 120 },
    { id: 'model', title: 'Model', kind: 'text', width: 120 },
    { id: 'vin', title: 'PIN/VIN', kind: 'text', width: 190 },
  ];
}
