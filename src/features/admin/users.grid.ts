// The user list: query, columns, and the one thing the page does to a row (last web login is
// sent as UTC and shown in the browser's time, YYYY/MM/DD HH:mm as the spec writes dates).
import type { GridColumnDef, GridPage, GridRequest } from '../../../machines/grid/grid.types.ts';
import { USER_ROLES } from '../../../machines/userAdmin/userAdmin.validation.ts';
import { fetchGridPage } from '../../components/grid/gridFetch.ts';
import { apiClient } from '../../graphql/apiClient.ts';
import { graphql } from '../../graphql/graphql.ts';
import { msg } from '../../i18n/i18n.ts';

export const UserRowFragment = graphql(`
  fragment UserRow on query_userList_data_data_items {
    id
    userUuid
    firstName
    lastName
    email
    userRole
    userRoleFormatted
    jobTitle
    lastWebLogin
    status
  }
`);

export const UsersQuery = graphql(
  `
    query Users($input: GridRequest_Input) {
      userList(input: $input) {
        data {
          data {
            ...UserRow
          }
          summary {
            total
          }
          textSearchColumns
        }
      }
    }
  `,
  [UserRowFragment],
);

export const USER_STATUSES = ['Active', 'Invited', 'Disabled'] as const;
/** English (msg()), shown in the user's language. */
export const STATUS_LABELS: Readonly<Record<(typeof USER_STATUSES)[number], string>> = {
  Active: msg('Active'),
  Invited: msg('Invited'),
  Disabled: msg('Disabled'),
};

// The server's userRole column is a number column (eq/gte), which the grid's enum filter does not
// speak: the role column sorts but offers no filter until the server declares it an enum.
export const USER_COLUMNS: GridColumnDef[] = [
  { id: 'firstName', title: msg('First name'), kind: 'text', width: 150 },
  { id: 'lastName', title: msg('Last name'), kind: 'text', width: 150 },
  { id: 'email', title: msg('Email'), kind: 'text', width: 280 },
  { id: 'userRole', title: msg('Role'), kind: 'enum', width: 110, options: USER_ROLES.map((r) => ({ value: r.value, label: r.label })), filterable: false },
  { id: 'jobTitle', title: msg('Job title'), kind: 'text', width: 180 },
  { id: 'status', title: msg('Status'), kind: 'enum', width: 120, options: USER_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })) },
  { id: 'lastWebLogin', title: msg('Last web login'), kind: 'date', width: 160 },
];

export async function fetchUsersPage(request: GridRequest, signal: AbortSignal): Promise<GridPage> {
  // lastWebLogin stays an instant: the grid's date cells show it in the user's zone (components/grid/cells.ts).
  return fetchGridPage(apiClient, UsersQuery, { input: request }, signal, (d) => d.userList?.data);
}
