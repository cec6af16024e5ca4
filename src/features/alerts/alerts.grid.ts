// The alerts list (POST /web/v1/notifications/alerts through Mesh): query, columns and the page
// fetch. Column ids are the row fields and the server grid's fieldNames.
import type { GridColumnDef, GridPage, GridRequest } from '../../../machines/grid/grid.types.ts';
import { fetchGridPage } from '../../components/grid/gridFetch.ts';
import { apiClient } from '../../graphql/apiClient.ts';
import { throwIfFailed } from '../../graphql/unwrap.ts';
import { graphql } from '../../graphql/graphql.ts';
import { msg } from '../../i18n/i18n.ts';

export const AlertRowFragment = graphql(`
  fragment AlertRowFields on AlertRow {
    id
    name
    alertType
    machineAlertType
    placeId
    enabled
    notifyAllNewUsers
  }
`);

export const AlertGridQuery = graphql(
  `
    query AlertGrid($input: GridRequest_Input) {
      alertGrid(input: $input) {
        data {
          data {
            ...AlertRowFields
          }
          summary {
            total
          }
          textSearchColumns
        }
      }
    }
  `,
  [AlertRowFragment],
);

/** The row's kind as the list sends it, and as the address carries it (?alertType=). */
export type AlertKind = 'Machine' | 'Place';

/** Titles and option labels in English (msg); the grid shows them through t(). */
export function alertColumns(): GridColumnDef[] {
  return [
    // A machine alert is named by the server from a fixed list (server/src/alerts/catalog.ts: 'Low battery
    // voltage', …), shown in the user's language; a place alert carries its place's name, which t() leaves as it is.
    { id: 'name', title: msg('Name'), kind: 'text', width: 260, fixedNames: true },
    {
      id: 'alertType',
      title: msg('Type'),
      kind: 'enum',
      width: 130,
      options: [
        { value: 'Machine', label: msg('Machine alert') },
        { value: 'Place', label: msg('Place alert') },
      ],
    },
    { id: 'enabled', title: msg('Enabled'), kind: 'boolean', width: 110 },
    { id: 'notifyAllNewUsers', title: msg('Notify all new users'), kind: 'boolean', width: 190 },
  ];
}

export function fetchAlertsPage(request: GridRequest, signal: AbortSignal): Promise<GridPage> {
  return fetchGridPage(apiClient, AlertGridQuery, { input: request }, signal, (d) => d.alertGrid?.data);
}

/** Features spec §9: the grid's page size. */
const PAGE = 100;

/**
 * The places that already have an alert (one alert per place), for the new-alert place picker: every
 * page of the list filtered to place alerts (a company has at most one per place, so this is bounded
 * by its places).
 */
export async function placesWithAlerts(): Promise<Set<number>> {
  const taken = new Set<number>();
  for (let start = 0; ; start += PAGE) {
    const input = { start, limit: PAGE, filterExpressions: [{ fieldName: 'alertType', value: 'Place', filterFunction: 'eq' }] };
    const result = await apiClient.query(AlertGridQuery, { input } as never, { requestPolicy: 'network-only' }).toPromise();
    throwIfFailed(result);
    const rows = result.data?.alertGrid?.data.data ?? [];
    for (const row of rows) {
      const placeId = (row as { placeId?: number | null } | null)?.placeId;
      if (typeof placeId === 'number') taken.add(placeId);
    }
    if (rows.length < PAGE) return taken;
  }
}
