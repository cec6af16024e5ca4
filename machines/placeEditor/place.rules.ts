// Place form rules shared by the place editor and the server (features spec: "Place-alert and place
// forms: rules not shown", so these are ours): the editor shows the same first problem per field the
// server would answer with.
import { isValidEmail, stripAngleBrackets } from '../login/validation.ts';
import { checkGeofence, type GeofenceProblems, type LatLng } from './geofence.ts';
import { msg } from '../i18n.ts';

/** Shown under the field they name (the user's language: src/i18n/serverText.ts), so they name no other field by its API name. */
export const PLACE_MESSAGES = {
  nameRequired: msg('Name is required'),
  emailInvalid: msg('Enter a valid email address'),
  geofenceMissing: msg('Draw the geofence on the map'),
  validToBeforeFrom: msg('must not be before the start of the validity period'),
} as const;

/** Place texts are shown in other users' screens and e-mails: < and > are dropped; blank is "none". */
export function cleanPlaceText(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const cleaned = stripAngleBrackets(value).trim();
  return cleaned === '' ? null : cleaned;
}

export const CONTRACT_EMAIL_FIELDS = ['deliveryContactEmail', 'orderContactEmail'] as const;

export interface PlaceRuleInput {
  name: string;
  geofence: readonly LatLng[];
  contract?: Partial<Record<(typeof CONTRACT_EMAIL_FIELDS)[number], string | null | undefined>> | null;
}

/** Field → messages for what the form holds; empty when it may be sent. */
export function placeProblems(input: PlaceRuleInput): GeofenceProblems {
  const problems: GeofenceProblems = {};
  if (!cleanPlaceText(input.name)) problems.name = [PLACE_MESSAGES.nameRequired];
  for (const field of CONTRACT_EMAIL_FIELDS) {
    const email = cleanPlaceText(input.contract?.[field]);
    if (email && !isValidEmail(email)) problems[`contract.${field}`] = [PLACE_MESSAGES.emailInvalid];
  }
  if (input.geofence.length === 0) problems.geofence = [PLACE_MESSAGES.geofenceMissing];
  else Object.assign(problems, checkGeofence(input.geofence).problems);
  return problems;
}
