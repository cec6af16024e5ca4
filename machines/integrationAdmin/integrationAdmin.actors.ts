import { fromPromise } from 'xstate';
import type {
  DeletedIntegration,
  ImportFeedRequest,
  ImportSummary,
  IntegrationDetail,
  IntegrationIdInput,
  IntegrationSummary,
  Provider,
  SaveIntegrationRequest,
} from './integrationAdmin.types.ts';

// Placeholders: src/features/admin/ provides the real calls, tests provide fakes. Every one rejects
// with an `IntegrationAdminFailure`.

/** GET /web/v1/integrations/providers. */
export const loadProviders = fromPromise<Provider[], void>(async () => {
  throw new Error('integrationAdmin: actor "loadProviders" not provided');
});

/** PUT /web/v1/integrations (one item): answers the company's integrations. */
export const saveIntegration = fromPromise<IntegrationSummary[], SaveIntegrationRequest>(async () => {
  throw new Error('integrationAdmin: actor "saveIntegration" not provided');
});

/** GET /web/v1/integrations/{id}. */
export const loadIntegration = fromPromise<IntegrationDetail, IntegrationIdInput>(async () => {
  throw new Error('integrationAdmin: actor "loadIntegration" not provided');
});

/** DELETE /web/v1/integrations/{id}: its machines stay, released. */
export const deleteIntegration = fromPromise<DeletedIntegration, IntegrationIdInput>(async () => {
  throw new Error('integrationAdmin: actor "deleteIntegration" not provided');
});

/** POST /web/v1/integrations/{id}/aemp: the feed file as text. */
export const importFeed = fromPromise<ImportSummary, ImportFeedRequest>(async () => {
  throw new Error('integrationAdmin: actor "importFeed" not provided');
});

/** GET /web/v1/integrations/{id} again after an import (its own request name, so a replay can tell the two apart). */
export const refreshIntegration = fromPromise<IntegrationDetail, IntegrationIdInput>(async () => {
  throw new Error('integrationAdmin: actor "refreshIntegration" not provided');
});
