import { fromPromise } from 'xstate';
import type { AssetDetails, DetailsLoad, SaveDetailsRequest, TagRef } from './assetDetails.types.ts';

/** GET /web/v1/assets/{id}, the company's machine tags and GET /web/v1/places/depots/names. */
export const loadDetails = fromPromise<DetailsLoad, { assetId: number }>(async () => {
  throw new Error('assetDetails: actor "loadDetails" not provided');
});

/** PUT /web/v1/assets/{id}. Rejects with a DetailsFailure (field map on 400). */
export const saveDetails = fromPromise<AssetDetails, SaveDetailsRequest>(async () => {
  throw new Error('assetDetails: actor "saveDetails" not provided');
});

/** GET /web/v1/common/timezoneName/{lat}/{long}. */
export const lookupTimeZone = fromPromise<string, { lat: number; long: number }>(async () => {
  throw new Error('assetDetails: actor "lookupTimeZone" not provided');
});

/** POST /web/v1/tags (a machine tag in the palette's next colour). */
export const createTag = fromPromise<TagRef, { name: string; color: string }>(async () => {
  throw new Error('assetDetails: actor "createTag" not provided');
});
