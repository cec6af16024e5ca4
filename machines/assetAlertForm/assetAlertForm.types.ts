// A machine alert's details (features spec §3 "Asset alert": id, name, enabled, notifyAllNewUsers,
// notificationUsers; §8 'Asset alert save').
import type { Recipient } from '../placeAlertForm/placeAlertForm.types.ts';

/** GET / PUT /web/v1/notifications/assets/alerts/{id}. */
export interface AssetAlertDetail {
  id: number;
  name: string;
  enabled: boolean;
  notifyAllNewUsers: boolean;
  notificationUsers: Recipient[];
}

export interface AssetAlertValues {
  enabled: boolean;
  notifyAllNewUsers: boolean;
  recipients: Recipient[];
}

export interface SaveAssetAlertInput {
  id: number;
  body: { enabled: boolean; notifyAllNewUsers: boolean; notificationUsers: { id: number; active: boolean }[] };
}

export interface AssetAlertFailure {
  status: number;
  message?: string;
  fields?: Record<string, string[]>;
}

export interface AssetAlertNotice {
  tone: 'error' | 'success';
  title: string;
  text: string | null;
}

export interface AssetAlertFormContext {
  alertId: number;
  name: string;
  values: AssetAlertValues;
  initial: AssetAlertValues;
  submitted: boolean;
  loadError: string | null;
}

export type AssetAlertFormEvent =
  | { type: 'alert.switched'; field: 'enabled' | 'notifyAllNewUsers'; value: boolean }
  | { type: 'alert.recipientToggled'; userId: number; active: boolean }
  | { type: 'alert.saveRequested' }
  | { type: 'alert.undoRequested' }
  | { type: 'alert.retry' };
