// The place form's rules shared with the server (machines/placeEditor/place.rules.ts): place texts
// lose < and > and a blank is none; contract e-mails are checked only when given, a contract may be
// missing altogether.
import { describe, expect, it } from 'vitest';
import { cleanPlaceText, placeProblems } from '../../machines/placeEditor/place.rules.ts';
import type { LatLng } from '../../machines/placeEditor/geofence.ts';

const square: LatLng[] = [
  { latitude: 60, longitude: 17 },
  { latitude: 60, longitude: 17.01 },
  { latitude: 60.01, longitude: 17.01 },
  { latitude: 60.01, longitude: 17 },
];

describe('cleanPlaceText', () => {
  it.each<[string | null | undefined, string | null]>([
    [null, null],
    [undefined, null],
    ['', null],
    ['  <>  ', null],
    ['  Depot <North>  ', 'Depot North'],
  ])('%j → %j', (value, cleaned) => {
    expect(cleanPlaceText(value)).toBe(cleaned);
  });
});

describe('placeProblems', () => {
  it('accepts a place without a contract, or with its e-mails unset', () => {
    expect(placeProblems({ name: 'Depot', geofence: square })).toEqual({});
    expect(placeProblems({ name: 'Depot', geofence: square, contract: null })).toEqual({});
    expect(placeProblems({ name: 'Depot', geofence: square, contract: { deliveryContactEmail: null, orderContactEmail: undefined } })).toEqual({});
  });

  it('names each contract e-mail that is not an address, and a missing name and geofence', () => {
    expect(placeProblems({ name: ' <> ', geofence: [], contract: { deliveryContactEmail: 'nope', orderContactEmail: 'order@example.com' } })).toEqual({
      name: ['Name is required'],
      'contract.deliveryContactEmail': ['Enter a valid email address'],
      geofence: ['Draw the geofence on the map'],
    });
  });
});
