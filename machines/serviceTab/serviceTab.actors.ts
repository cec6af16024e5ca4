import { fromPromise } from 'xstate';
import type { AssetIdInput, SaveSetupRequest, ServiceSetup } from './serviceTab.types.ts';

// Placeholders: src/features/service/ provides the real calls (through Mesh), tests provide fakes.
// Every one rejects with a `ServiceFailure`.

/** GET /web/v1/services/{assetId}/setup. */
export const loadSetup = fromPromise<ServiceSetup, AssetIdInput>(async () => {
  throw new Error('serviceTab: actor "loadSetup" not provided');
});

/** POST /web/v1/services/setup. */
export const saveSetup = fromPromise<ServiceSetup, SaveSetupRequest>(async () => {
  throw new Error('serviceTab: actor "saveSetup" not provided');
});

/** DELETE /web/v1/services/{id}/engineTime. */
export const deleteHours = fromPromise<ServiceSetup, AssetIdInput>(async () => {
  throw new Error('serviceTab: actor "deleteHours" not provided');
});

/** DELETE /web/v1/services/{id}/calendar. */
export const deleteCalendar = fromPromise<ServiceSetup, AssetIdInput>(async () => {
  throw new Error('serviceTab: actor "deleteCalendar" not provided');
});
