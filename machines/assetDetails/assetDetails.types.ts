// The Details tab's view/edit flow (features spec: section 2 "Details tab", section 4 "Machine
// details save", section 5 rules).
import type { AssetDetailsValues, DetailsFieldErrors, EditableField } from './assetDetails.rules.ts';

export interface TagRef {
  id: number;
  name: string;
  style: string;
}

/** GET /web/v1/assets/{id} (Query `assetDetails`). */
export interface AssetDetails {
  id: number;
  internalId: string;
  name: string;
  registrationNumber: string | null;
  pinOrVin: string | null;
  serialNumber: string | null;
  brand: string;
  model: string;
  category: number;
  categoryFormatted: string | null;
  productionYear: number | null;
  purchaseDateUtcTime: string | null;
  purchaseDateUserTimeFormatted: string | null;
  depotPlaceId: number | null;
  depotName: string | null;
  defaultPowerSupply: number | null;
  emissionClass: number | null;
  emissionClassFormatted: string | null;
  fuelType: number | null;
  fuelTypeFormatted: string | null;
  timezone: string;
  automaticTimeZoneEnabled: boolean;
  positionLat: number | null;
  positionLong: number | null;
  positionUserTimeFormatted: string | null;
  locationPlaceId: number | null;
  locationName: string | null;
  tags: TagRef[];
  readonlyFieldNames: string[];
  integrationSource: string | null;
  deviceInstalledAfterBatteryMainSwitch: boolean;
  archived: boolean;
}

export interface NamedItem {
  id: number;
  name: string;
}

/** What one load brings: the machine, the company's machine tags (for the tag picker) and its depots. */
export interface DetailsLoad {
  details: AssetDetails;
  tags: TagRef[];
  depots: NamedItem[];
}

export interface AssetDetailsInput {
  assetId: number;
  /** manage:asset (spec: the edit pen needs UsersManageAssets). */
  canEdit: boolean;
}

/** PUT /web/v1/assets/{id} (mutation `updateAssetDetails`). */
export interface SaveDetailsRequest {
  assetId: number;
  values: AssetDetailsValues;
  tagIds: number[];
}

export interface DetailsFailure {
  status: number;
  message?: string;
  fields?: Record<string, string[]>;
}

export interface AssetDetailsContext {
  assetId: number;
  canEdit: boolean;
  loaded: DetailsLoad | null;
  /** The form (in view mode: the loaded values). */
  values: AssetDetailsValues;
  tagIds: number[];
  /** Fields the user may not change (computed when the details load). */
  locked: EditableField[];
  fieldErrors: DetailsFieldErrors;
  /** The server's field messages from the last failed save. */
  serverErrors: Record<string, string>;
  /** The save failure shown above the form while edit mode stays open. */
  saveError: string | null;
  /** A tag name the user asked to create (the createTag actor's input). */
  newTag: string | null;
}

export type AssetDetailsEvent =
  | { type: 'details.retry' }
  /** The edit pen. */
  | { type: 'details.edit' }
  /** Any subset of the form; locked fields are ignored, text loses < and >. */
  | { type: 'details.changed'; values: Partial<AssetDetailsValues> }
  | { type: 'details.tagsChanged'; tagIds: number[] }
  /** 'Create "<name>"' in the tag picker (spec: only when no tag has that name, ignoring case). */
  | { type: 'details.tagCreateRequested'; name: string }
  | { type: 'details.save' }
  /** Undo: back to view mode with the saved values. */
  | { type: 'details.undo' };

export interface DetailsNotice {
  title: string;
  text: string | null;
}
