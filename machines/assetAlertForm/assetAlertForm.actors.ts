import { fromPromise } from 'xstate';
import type { AssetAlertDetail, SaveAssetAlertInput } from './assetAlertForm.types.ts';

/** GET /web/v1/notifications/assets/alerts/{id}: provided by src/features/alerts/, faked in tests. */
export const loadAssetAlert = fromPromise<AssetAlertDetail, { id: number }>(async () => {
  throw new Error('assetAlertForm: actor "loadAssetAlert" not provided');
});

/** PUT /web/v1/notifications/assets/alerts/{id}. */
export const saveAssetAlert = fromPromise<AssetAlertDetail, SaveAssetAlertInput>(async () => {
  throw new Error('assetAlertForm: actor "saveAssetAlert" not provided');
});
