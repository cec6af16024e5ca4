// The fleet grid's query and columns. Column ids are the row fields and the server's fieldNames.
import type { GridColumnDef } from '../../../machines/grid/grid.types.ts';
import type { GridDictionaries } from '../../graphql/dictionaries.ts';
import { graphql } from '../../graphql/graphql.ts';
import { msg } from '../../i18n/i18n.ts';

/** The fields a fleet row shows (fragment kept with the page that renders them). */
export const FleetRowFragment = graphql(`
  fragment FleetRow on FleetAsset {
    id
    internalId
    name
    brand
    model
    categoryFormatted
    registrationNumber
    serialNumber
    pinOrVin
    depotName
    locationName
    positionUserTimeFormatted
    engineHours
    telematicStatusFormatted
    archived
    tags {
      id
      name
      style
    }
  }
`);

export const FleetAssetsQuery = graphql(
  `
    query FleetAssets($input: FleetGridRequest_Input) {
      fleetAssets(input: $input) {
        data {
          data {
            ...FleetRow
          }
          summary {
            total
          }
          textSearchColumns
        }
      }
    }
  `,
  [FleetRowFragment],
);

export function fleetColumns(d: GridDictionaries): GridColumnDef[] {
  return [
    { id: 'internalId', title: msg('Internal ID'), kind: 'text', width: 120 },
    { id: 'name', title: msg('Name'), kind: 'text', width: 220 },
    { id: 'brand', title: msg('Brand'), kind: 'text', width: 130 },
    { id: 'model', title: msg('Model'), kind: 'text', width: 130 },
    { id: 'categoryFormatted', title: msg('Category'), kind: 'enum', width: 160, options: d.machineFamily },
    { id: 'registrationNumber', title: msg('Registration'), kind: 'text', width: 120 },
    { id: 'serialNumber', title: msg('Serial number'), kind: 'text', width: 140 },
    { id: 'pinOrVin', title: msg('PIN/VIN'), kind: 'text', width: 190 },
    { id: 'depotName', title: msg('Depot'), kind: 'text', width: 170 },
    { id: 'locationName', title: msg('Location'), kind: 'text', width: 170 },
    { id: 'positionUserTimeFormatted', title: msg('Last position'), kind: 'date', width: 150 },
    { id: 'engineHours', title: msg('Engine hours'), kind: 'number', width: 120, unit: 'hours' },
    { id: 'tags', title: msg('Tags'), kind: 'tags', width: 200, options: d.assetTags, sortable: false },
    { id: 'telematicStatusFormatted', title: msg('Telematics'), kind: 'enum', width: 140, options: d.telematicStatus },
  ];
}
