// The integrationAdmin machine's test model (integrationAdmin.model.test.ts, scripts/paths.ts).
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { defineModel, type EventFixtures } from '../kit/model.ts';
import { integrationAdminMachine } from '../../../machines/integrationAdmin/integrationAdmin.machine.ts';
import type {
  DeletedIntegration,
  ImportSummary,
  IntegrationAdminEvent,
  IntegrationAdminFailure,
  IntegrationDetail,
  IntegrationSummary,
  Provider,
} from '../../../machines/integrationAdmin/integrationAdmin.types.ts';

export const INTEGRATION: IntegrationSummary = {
  id: 7,
  providerId: 'volvo-caretrack',
  providerName: 'Volvo ActiveCare / CareTrack',
  name: 'Volvo haulers',
  createdUtcTime: '2026-11-02T08:15:00.000Z',
  lastImportUtcTime: null,
  lastImportUserTimeFormatted: null,
  machineCount: 0,
};
export const RENAMED = 'Volvo haulers (north)';
export const ADDED: IntegrationSummary = { ...INTEGRATION, id: 8, providerId: 'cat-product-link', providerName: 'Cat Product Link', name: 'Cat rentals' };
export const PROVIDERS: Provider[] = [
  { id: 'volvo-caretrack', name: 'Volvo ActiveCare / CareTrack', standard: 'ISO 15143-3', brands: ['Volvo'], integrations: [INTEGRATION] },
  { id: 'cat-product-link', name: 'Cat Product Link', standard: 'ISO 15143-3', brands: ['Caterpillar'], integrations: [] },
];
export const CAT = { id: 'cat-product-link', name: 'Cat Product Link' };
export const SUMMARY: ImportSummary = {
  total: 3,
  created: 2,
  updated: 0,
  skipped: [{ index: 3, equipment: 'BROKEN-1', reason: "Latitude '200' is not a latitude" }],
  at: '2026-11-23T10:00:00.000Z',
};
export const DETAIL: IntegrationDetail = { ...INTEGRATION, lastImport: null };
export const IMPORTED: IntegrationDetail = {
  ...INTEGRATION,
  machineCount: 2,
  lastImportUtcTime: SUMMARY.at,
  lastImportUserTimeFormatted: '2026/11/23 11:00',
  lastImport: SUMMARY,
};
export const FEED = { fileName: 'fleet.json', content: '{"Equipment":[]}', defaultCategory: 1 };

export const NAME_MISSING: IntegrationAdminFailure = {
  status: 400,
  message: 'integrations.0.name: Name is required;',
  fields: { 'integrations.0.name': ['Name is required'] },
};
export const NOT_A_FEED: IntegrationAdminFailure = {
  status: 400,
  message: 'content: the file is neither XML nor JSON;',
  fields: { content: ['the file is neither XML nor JSON'] },
};
export const GONE: IntegrationAdminFailure = { status: 404, message: 'Integration not found' };
const OFFLINE: IntegrationAdminFailure = { status: 0, message: '' };

export type IntegrationAdminModelEvent =
  | IntegrationAdminEvent
  | DoneActorEvent<Provider[], 'loadProviders'>
  | ErrorActorEvent<IntegrationAdminFailure, 'loadProviders'>
  | DoneActorEvent<IntegrationSummary[], 'saveIntegration'>
  | ErrorActorEvent<IntegrationAdminFailure, 'saveIntegration'>
  | DoneActorEvent<IntegrationDetail, 'loadIntegration'>
  | ErrorActorEvent<IntegrationAdminFailure, 'loadIntegration'>
  | DoneActorEvent<ImportSummary, 'importFeed'>
  | ErrorActorEvent<IntegrationAdminFailure, 'importFeed'>
  | DoneActorEvent<IntegrationDetail, 'refreshIntegration'>
  | ErrorActorEvent<IntegrationAdminFailure, 'refreshIntegration'>
  | DoneActorEvent<DeletedIntegration, 'deleteIntegration'>
  | ErrorActorEvent<IntegrationAdminFailure, 'deleteIntegration'>;

const done = <Id extends string, O>(id: Id, output: O) => ({ type: `xstate.done.actor.${id}` as const, actorId: id, output });
const failed = <Id extends string>(id: Id, error: IntegrationAdminFailure) => ({ type: `xstate.error.actor.${id}` as const, actorId: id, error });

export const integrationAdminEvents = {
  'integrations.retried': { pressed: { type: 'integrations.retried' } },
  'integrations.addOpened': { cat: { type: 'integrations.addOpened', provider: CAT } },
  'integrations.renameOpened': { row: { type: 'integrations.renameOpened', integration: INTEGRATION } },
  'integrations.opened': { row: { type: 'integrations.opened', integration: INTEGRATION } },
  'integrations.closed': { pressed: { type: 'integrations.closed' } },
  'integrations.saved': {
    named: { type: 'integrations.saved', name: ` ${RENAMED} ` },
    blank: { type: 'integrations.saved', name: '   ' },
    tooLong: { type: 'integrations.saved', name: 'x'.repeat(101) },
  },
  'integrations.uploadSubmitted': { file: { type: 'integrations.uploadSubmitted', ...FEED } },
  'integrations.deleteRequested': { pressed: { type: 'integrations.deleteRequested' } },
  'integrations.deleteConfirmed': { pressed: { type: 'integrations.deleteConfirmed' } },
  'xstate.done.actor.loadProviders': { ok: done('loadProviders', PROVIDERS) },
  'xstate.error.actor.loadProviders': { offline: failed('loadProviders', OFFLINE) },
  'xstate.done.actor.saveIntegration': { ok: done('saveIntegration', [{ ...INTEGRATION, name: RENAMED }]) },
  'xstate.error.actor.saveIntegration': { nameMissing: failed('saveIntegration', NAME_MISSING), offline: failed('saveIntegration', OFFLINE) },
  'xstate.done.actor.loadIntegration': { ok: done('loadIntegration', DETAIL) },
  'xstate.error.actor.loadIntegration': { gone: failed('loadIntegration', GONE) },
  'xstate.done.actor.importFeed': { ok: done('importFeed', SUMMARY) },
  'xstate.error.actor.importFeed': { notAFeed: failed('importFeed', NOT_A_FEED), offline: failed('importFeed', OFFLINE) },
  'xstate.done.actor.refreshIntegration': { ok: done('refreshIntegration', IMPORTED) },
  'xstate.error.actor.refreshIntegration': { offline: failed('refreshIntegration', OFFLINE) },
  'xstate.done.actor.deleteIntegration': { ok: done('deleteIntegration', { id: INTEGRATION.id, machinesReleased: 2 }) },
  'xstate.error.actor.deleteIntegration': { gone: failed('deleteIntegration', GONE) },
} satisfies EventFixtures<IntegrationAdminModelEvent>;

export const integrationAdminModel = defineModel({
  machine: integrationAdminMachine,
  // The tags the screens read, state by state: every replayed step is checked against this table.
  tags: {
    confirmDelete: ['view:confirmDelete'],
    deleting: ['busy', 'view:confirmDelete'],
    detail: ['view:detail'],
    failed: ['view:failed'],
    idle: ['view:list'],
    loading: ['busy', 'view:loading'],
    naming: ['view:nameDialog'],
    opening: ['busy', 'view:detail'],
    refreshing: ['busy', 'busy:upload', 'view:detail'],
    saving: ['busy', 'view:nameDialog'],
    uploading: ['busy', 'busy:upload', 'view:detail'],
  },
  variants: { page: { input: undefined } },
  events: integrationAdminEvents,
  // The list's content is left out: no guard reads it, and the screens check it only in the journeys.
  project: ({ context }) => ({
    listFailed: context.listError !== null,
    provider: context.provider?.id ?? null,
    integration: context.integration?.id ?? null,
    error: context.error,
    nameError: context.nameError,
    imported: context.imported !== null,
    importError: context.importError,
  }),
});
