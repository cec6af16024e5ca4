// The grid machine's test model: starting points and event fixtures for the generated paths
// (grid.model.test.ts, scripts/paths.ts). Not imported by the app.
import { SPEC } from '../kit/specConstants.ts';
import { defineModel, type AfterEvent, type EventFixtures } from '../kit/model.ts';
import { gridMachine } from '../../../machines/grid/grid.machine.ts';
import type { GridColumnDef, GridEvent, GridInput, GridLayout } from '../../../machines/grid/grid.types.ts';

export const STATUS_OPTIONS = ['Scheduled', 'Soon', 'Overdue', 'NoService'].map((value) => ({ value, label: value }));
export const TAG_OPTIONS = [
  { value: 11, label: 'Rental' },
  { value: 12, label: 'Winter' },
];

export const fleetColumns: GridColumnDef[] = [
  { id: 'name', title: 'Name', kind: 'text' },
  { id: 'brand', title: 'Brand', kind: 'text' },
  { id: 'engineHours', title: 'Engine hours', kind: 'number' },
  { id: 'purchaseDate', title: 'Purchased', kind: 'date' },
  { id: 'status', title: 'Status', kind: 'enum', options: STATUS_OPTIONS },
  { id: 'tags', title: 'Tags', kind: 'tags', sortable: false, options: TAG_OPTIONS },
];

export const userColumns: GridColumnDef[] = [
  { id: 'firstName', title: 'First name', kind: 'text' },
  { id: 'lastName', title: 'Last name', kind: 'text' },
  { id: 'login', title: 'Login', kind: 'text' },
];

/** A layout saved on an earlier visit to /service, with a column that no longer exists. */
export const savedServiceLayout: GridLayout = {
  columnOrder: ['status', 'name', 'retired', 'brand'],
  columnWidths: { name: 260, retired: 90 },
  hiddenColumns: ['retired', 'tags'],
  filters: [{ fieldName: 'brand', value: 'Volvo', filterFunction: 'contains' }],
  sort: { columnId: 'engineHours', direction: 'desc' },
  quickFilter: null,
  showArchived: 'Show',
  density: 'compact',
};

export const gridInputs = {
  fleet: { path: '/fleet', columns: fleetColumns, savedLayout: null, emptyText: 'You do not have any machines yet', archivedToggle: true },
  service: {
    path: '/service',
    columns: fleetColumns,
    savedLayout: savedServiceLayout,
    quickFilter: 'Soon',
    emptyText: 'No services found',
    archivedToggle: true,
  },
  users: { path: '/admin/users', columns: userColumns, savedLayout: null, emptyText: 'No users found' },
} satisfies Record<string, GridInput>;

export type GridModelEvent = GridEvent | AfterEvent<'xstate.after.applyDebounce.grid.showing.debouncing'>;

export const gridEvents = {
  'grid.sortChanged': {
    'name asc': { type: 'grid.sortChanged', columnId: 'name', direction: 'asc' },
    unsorted: { type: 'grid.sortChanged', columnId: 'name', direction: null },
    'not sortable': { type: 'grid.sortChanged', columnId: 'tags', direction: 'asc' },
  },
  'grid.filterChanged': {
    'brand contains': { type: 'grid.filterChanged', columnId: 'brand', operator: 'contains', value: 'Volvo' },
    'hours gte abc': { type: 'grid.filterChanged', columnId: 'engineHours', operator: 'gte', value: 'abc' },
    'brand eq object': { type: 'grid.filterChanged', columnId: 'brand', operator: 'eq', value: { name: 'Volvo' } },
  },
  'grid.filterCleared': { status: { type: 'grid.filterCleared', columnId: 'status' } },
  'grid.searchChanged': { typed: { type: 'grid.searchChanged', text: 'excavator ' } },
  'grid.archivedToggled': { show: { type: 'grid.archivedToggled', show: true } },
  'grid.densityChanged': { compact: { type: 'grid.densityChanged', density: 'compact' } },
  'grid.columnMoved': { 'first to third': { type: 'grid.columnMoved', from: 0, to: 2 } },
  'grid.columnResized': { 'first 240': { type: 'grid.columnResized', columnId: 'name', width: 240 } },
  'grid.columnVisibilityChanged': {
    'hide brand': { type: 'grid.columnVisibilityChanged', columnId: 'brand', visible: false },
    'show brand': { type: 'grid.columnVisibilityChanged', columnId: 'brand', visible: true },
  },
  'grid.scrolledNearBottom': { near: { type: 'grid.scrolledNearBottom' } },
  'grid.refresh': { pressed: { type: 'grid.refresh' } },
  'grid.rowSelected': { 'row 7': { type: 'grid.rowSelected', rowId: 7 } },
  'grid.resetFilter': { pressed: { type: 'grid.resetFilter' } },
  'grid.resetSearch': { pressed: { type: 'grid.resetSearch' } },
  'grid.retry': { pressed: { type: 'grid.retry' } },
  'xstate.after.applyDebounce.grid.showing.debouncing': { elapsed: { type: 'xstate.after.applyDebounce.grid.showing.debouncing' } },
} satisfies EventFixtures<GridModelEvent>;

export const gridModel = defineModel({
  machine: gridMachine,
  variants: {
    fleet: { input: gridInputs.fleet },
    'service?quickFilter=Soon with a saved layout': { input: gridInputs.service },
    'users (no archived toggle)': { input: gridInputs.users },
  },
  events: gridEvents,
  delays: { applyDebounce: SPEC.gridApplyDebounceMs },
  // Guards read only the event and the columns, but the screen offers some events only in some
  // states (Reset search with a search, Show while hidden, a sort button that is not the active
  // one): the sort, the search and the archived choice tell the vertices apart.
  project: ({ context }) => ({ sort: context.sort?.direction ?? null, search: context.textSearch !== '', archived: context.showArchived }),
});
