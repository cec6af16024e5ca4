// The telematics grid: one row per device (row identity deviceId).
import type { GridColumnDef } from '../../../machines/grid/grid.types.ts';
import type { GridDictionaries } from '../../graphql/dictionaries.ts';
import { graphql } from '../../graphql/graphql.ts';
import { msg } from '../../i18n/i18n.ts';

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
    clockFaults
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
    { id: 'deviceSerialNumber', title: msg('Device serial'), kind: 'text', width: 150 },
    { id: 'deviceImei', title: msg('IMEI'), kind: 'text', width: 160 },
    { id: 'telematicTypeFormatted', title: msg('Type'), kind: 'text', width: 150, searchedAs: ['telematicType'], fixedNames: true },
    { id: 'integrationSource', title: msg('Integration source'), kind: 'text', width: 150 },
    { id: 'statusFormatted', title: msg('Status'), kind: 'enum', width: 130, options: d.telematicStatus },
    { id: 'batteryLevel', title: msg('Battery %'), kind: 'number', width: 110 },
    { id: 'gnssQualityFormatted', title: msg('GNSS quality'), kind: 'text', width: 120, fixedNames: true },
    { id: 'latestCommunicationUserTimeFormatted', title: msg('Last communication'), kind: 'date', width: 170 },
    { id: 'clockFaults', title: msg('Clock faults'), kind: 'number', width: 120 },
    { id: 'internalId', title: msg('Internal ID'), kind: 'text', width: 120 },
    { id: 'assetName', title: msg('Machine'), kind: 'text', width: 220 },
    { id: 'brand', title: msg('Brand'), kind: 'text', width: 120 },
    { id: 'model', title: msg('Model'), kind: 'text', width: 120 },
    { id: 'vin', title: msg('PIN/VIN'), kind: 'text', width: 190 },
  ];
}
