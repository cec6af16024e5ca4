// The place form: empty and loaded values, the request a save sends, and the problems the editor
// shows (the same rules the server applies: place.rules.ts, geofence.ts).
import type { LatLng } from './geofence.ts';
import { cleanPlaceText, PLACE_MESSAGES, placeProblems } from './place.rules.ts';
import type { PlaceDetail, PlaceFormValues, PlaceRequest, PlaceTypeId } from './placeEditor.types.ts';

export function emptyPlaceValues(timeZone: string, placeType: PlaceTypeId = 1): PlaceFormValues {
  return {
    name: '',
    placeType,
    address: '',
    city: '',
    zip: '',
    country: '',
    validFrom: '',
    validTo: '',
    description: '',
    deliveryContact: '',
    deliveryContactEmail: '',
    deliveryContactPhone: '',
    orderContact: '',
    orderContactEmail: '',
    orderContactPhone: '',
    timezoneName: timeZone,
    tagIds: [],
  };
}

/** '2026-11-16T06:42:10+01:00' (place time) → '2026-11-16': the date the place's clock reads. */
const dayOf = (placeTime: string | null) => (placeTime ? placeTime.slice(0, 10) : '');
const placeTypeOf = (n: number): PlaceTypeId => (n === 0 || n === 2 ? n : 1);

export function valuesFromPlace(place: PlaceDetail): PlaceFormValues {
  const c = place.contract ?? {};
  return {
    name: place.name,
    placeType: placeTypeOf(place.placeType),
    address: place.address.address ?? '',
    city: place.address.city ?? '',
    zip: place.address.zip ?? '',
    country: place.address.country ?? '',
    validFrom: dayOf(place.validFromPlaceTime),
    validTo: dayOf(place.validToPlaceTime),
    description: place.description ?? '',
    deliveryContact: c.deliveryContact ?? '',
    deliveryContactEmail: c.deliveryContactEmail ?? '',
    deliveryContactPhone: c.deliveryContactPhone ?? '',
    orderContact: c.orderContact ?? '',
    orderContactEmail: c.orderContactEmail ?? '',
    orderContactPhone: c.orderContactPhone ?? '',
    timezoneName: place.timezoneName,
    tagIds: place.tags.map((t) => t.id),
  };
}

export function placeRequest(values: PlaceFormValues, geofence: readonly LatLng[]): PlaceRequest {
  const t = cleanPlaceText;
  return {
    name: t(values.name) ?? '',
    placeType: values.placeType,
    address: { address: t(values.address), city: t(values.city), zip: t(values.zip), country: t(values.country) },
    validFromPlaceTime: values.validFrom || null,
    validToPlaceTime: values.validTo || null,
    contract: {
      deliveryContact: t(values.deliveryContact),
      deliveryContactEmail: t(values.deliveryContactEmail),
      deliveryContactPhone: t(values.deliveryContactPhone),
      orderContact: t(values.orderContact),
      orderContactEmail: t(values.orderContactEmail),
      orderContactPhone: t(values.orderContactPhone),
    },
    description: t(values.description),
    geofence: [...geofence],
    timezoneName: values.timezoneName,
    tagIds: [...values.tagIds],
  };
}

/** Field → messages the form shows before anything is sent. */
export function formProblems(values: PlaceFormValues, geofence: readonly LatLng[]): Record<string, string[]> {
  const problems = placeProblems({
    name: values.name,
    geofence,
    contract: { deliveryContactEmail: values.deliveryContactEmail, orderContactEmail: values.orderContactEmail },
  });
  // Both are 'YYYY-MM-DD': text order is date order.
  if (values.validFrom && values.validTo && values.validTo < values.validFrom) problems.validToPlaceTime = [PLACE_MESSAGES.validToBeforeFrom];
  return problems;
}

/** The request's field names for the form's fields (server messages land on the right input). */
export const FIELD_OF_PROBLEM: Record<string, keyof PlaceFormValues | 'geofence'> = {
  name: 'name',
  'contract.deliveryContactEmail': 'deliveryContactEmail',
  'contract.orderContactEmail': 'orderContactEmail',
  validFromPlaceTime: 'validFrom',
  validToPlaceTime: 'validTo',
  timezoneName: 'timezoneName',
  description: 'description',
};

/** Problems by form field (geofence problems, including per-point ones, under 'geofence'). */
export function problemsByField(problems: Record<string, string[]>): Partial<Record<keyof PlaceFormValues | 'geofence', string>> {
  const out: Partial<Record<keyof PlaceFormValues | 'geofence', string>> = {};
  for (const [key, messages] of Object.entries(problems)) {
    const field = key.startsWith('geofence') ? 'geofence' : (FIELD_OF_PROBLEM[key] ?? null);
    if (field && !out[field] && messages[0]) out[field] = messages[0];
  }
  return out;
}

const sameRing = (a: readonly LatLng[], b: readonly LatLng[]) =>
  a.length === b.length && a.every((p, i) => p.latitude === b[i].latitude && p.longitude === b[i].longitude);

export function isDirty(values: PlaceFormValues, geofence: readonly LatLng[], initial: { values: PlaceFormValues; geofence: readonly LatLng[] }): boolean {
  return JSON.stringify(values) !== JSON.stringify(initial.values) || !sameRing(geofence, initial.geofence);
}
