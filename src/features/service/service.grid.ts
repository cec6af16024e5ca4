// The service grid's query and columns (features spec §3 "Service grid row"). Column ids are the
// row fields and the server's fieldNames; `status` is the column the quickFilter filters.
import type { GridColumnDef } from '../../../machines/grid/grid.types.ts';
import { graphql } from '../../graphql/graphql.ts';
import { STATUS_LABELS } from './serviceStatus.ts';
import { msg } from '../../i18n/i18n.ts';

export const ServiceGridQuery = graphql(`
  query ServiceGrid($input: FleetGridRequest_Input) {
    serviceGrid(input: $input) {
      data {
        data {
          id
          assetDescription
          brand
          model
          status
          statusFormatted
          engineHours
          nextServiceEngineHours
          nextServicePredictionUserTimeFormatted
          previousServiceUserTimeFormatted
          archived
        }
        summary {
          total
        }
        textSearchColumns
      }
    }
  }
`);

/** The spec's status colours (#009933, #ffbf00, #cc2200, lightgrey) as cell tints, so the dark text stays readable. */
const STATUS_TINTS: Readonly<Record<string, string>> = {
  0: 'rgba(211, 211, 211, 0.55)',
  1: 'rgba(0, 153, 51, 0.2)',
  2: 'rgba(255, 191, 0, 0.35)',
  3: 'rgba(204, 34, 0, 0.22)',
};

export function serviceColumns(): GridColumnDef[] {
  return [
    { id: 'assetDescription', title: msg('Machine'), kind: 'text', width: 240, searchedAs: ['internalId', 'name'] },
    {
      id: 'status',
      title: msg('Status'),
      kind: 'enum',
      width: 120,
      options: Object.entries(STATUS_LABELS).map(([value, label]) => ({ value: Number(value), label })),
      cellColors: STATUS_TINTS,
    },
    { id: 'engineHours', title: msg('Machine hours'), kind: 'number', width: 130, unit: 'hours' },
    { id: 'nextServiceEngineHours', title: msg('Next service hours'), kind: 'number', width: 150, unit: 'hours' },
    { id: 'nextServicePredictionUserTimeFormatted', title: msg('Next service'), kind: 'date', width: 140 },
    { id: 'previousServiceUserTimeFormatted', title: msg('Last service'), kind: 'date', width: 160 },
    { id: 'brand', title: msg('Brand'), kind: 'text', width: 130 },
    { id: 'model', title: msg('Model'), kind: 'text', width: 130 },
  ];
}
