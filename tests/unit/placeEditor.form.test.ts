// The place form's pure helpers (machines/placeEditor/placeEditor.form.ts): the values a new or a
// stored place starts from, the request a save sends, the problems shown before sending, where a
// server's field messages land, and when the form counts as changed. Expected values are written out.
import { describe, expect, it } from 'vitest';
import { emptyPlaceValues, formProblems, isDirty, placeRequest, problemsByField, valuesFromPlace } from '../../machines/placeEditor/placeEditor.form.ts';
import type { PlaceDetail, PlaceFormValues } from '../../machines/placeEditor/placeEditor.types.ts';

const RING = [
  { latitude: 59.3, longitude: 18.0 },
  { latitude: 59.3, longitude: 18.01 },
  { latitude: 59.31, longitude: 18.01 },
  { latitude: 59.31, longitude: 18.0 },
];

const EMPTY: PlaceFormValues = {
  name: '',
  placeType: 1,
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
  timezoneName: 'Europe/Stockholm',
  tagIds: [],
};

function stored(overrides: Partial<PlaceDetail> = {}): PlaceDetail {
  return {
    id: 7,
    name: 'Kv. Gasklockan',
    placeType: 1,
    address: { address: null, city: null, zip: null, country: null },
    validFromPlaceTime: null,
    validToPlaceTime: null,
    contract: null,
    description: null,
    geofence: RING,
    timezoneName: 'Europe/Oslo',
    tags: [],
    archivedDateUtcTime: null,
    ...overrides,
  };
}

describe('emptyPlaceValues', () => {
  it('is every field blank, a work site in the given zone', () => {
    expect(emptyPlaceValues('Europe/Stockholm')).toEqual(EMPTY);
  });

  it('takes the type it is given', () => {
    expect(emptyPlaceValues('Europe/Oslo', 0)).toEqual({ ...EMPTY, placeType: 0, timezoneName: 'Europe/Oslo' });
  });
});

describe('valuesFromPlace', () => {
  it('shows missing texts as blank fields', () => {
    expect(valuesFromPlace(stored())).toEqual({ ...EMPTY, name: 'Kv. Gasklockan', timezoneName: 'Europe/Oslo' });
  });

  it('keeps every stored text, the dates as the days the place reads, and the tag ids', () => {
    const place = stored({
      placeType: 2,
      address: { address: 'Gasverksvägen 1', city: 'Stockholm', zip: '115 42', country: 'SE' },
      validFromPlaceTime: '2026-03-01T00:00:00+01:00',
      validToPlaceTime: '2026-11-30T23:59:59+01:00',
      contract: {
        deliveryContact: 'Anna Berg',
        deliveryContactEmail: 'anna@example.com',
        deliveryContactPhone: '+46 70 111 22 33',
        orderContact: 'Erik Lund',
        orderContactEmail: 'erik@example.com',
        orderContactPhone: '+46 70 444 55 66',
      },
      description: 'Etapp 2',
      tags: [{ id: 4 }, { id: 9 }],
    });
    expect(valuesFromPlace(place)).toEqual({
      name: 'Kv. Gasklockan',
      placeType: 2,
      address: 'Gasverksvägen 1',
      city: 'Stockholm',
      zip: '115 42',
      country: 'SE',
      validFrom: '2026-03-01',
      validTo: '2026-11-30',
      description: 'Etapp 2',
      deliveryContact: 'Anna Berg',
      deliveryContactEmail: 'anna@example.com',
      deliveryContactPhone: '+46 70 111 22 33',
      orderContact: 'Erik Lund',
      orderContactEmail: 'erik@example.com',
      orderContactPhone: '+46 70 444 55 66',
      timezoneName: 'Europe/Oslo',
      tagIds: [4, 9],
    });
  });

  it('keeps a depot (0) and a region (2); any other type is a work site (1)', () => {
    expect([0, 1, 2, 3, -1].map((placeType) => valuesFromPlace(stored({ placeType })).placeType)).toEqual([0, 1, 2, 1, 1]);
  });
});

describe('placeRequest', () => {
  it('sends blanks as null, trimmed texts without < and >, and copies of the ring and tags', () => {
    const values: PlaceFormValues = {
      ...EMPTY,
      name: '  <b>Depå</b> Väst ',
      placeType: 0,
      city: ' Göteborg ',
      validFrom: '2026-01-01',
      deliveryContactEmail: ' anna@example.com ',
      orderContactPhone: '   ',
      description: 'Grind 06-18',
      tagIds: [3],
    };
    const request = placeRequest(values, RING);
    expect(request).toEqual({
      name: 'bDepå/b Väst',
      placeType: 0,
      address: { address: null, city: 'Göteborg', zip: null, country: null },
      validFromPlaceTime: '2026-01-01',
      validToPlaceTime: null,
      contract: {
        deliveryContact: null,
        deliveryContactEmail: 'anna@example.com',
        deliveryContactPhone: null,
        orderContact: null,
        orderContactEmail: null,
        orderContactPhone: null,
      },
      description: 'Grind 06-18',
      geofence: RING,
      timezoneName: 'Europe/Stockholm',
      tagIds: [3],
    });
    expect(request.geofence).not.toBe(RING);
    expect(request.tagIds).not.toBe(values.tagIds);
  });

  it('sends a blank name as an empty name (the server answers its own message)', () => {
    expect(placeRequest({ ...EMPTY, name: '   ' }, RING).name).toBe('');
  });

  it('sends the last valid day as given', () => {
    expect(placeRequest({ ...EMPTY, name: 'x', validTo: '2026-12-31' }, RING).validToPlaceTime).toBe('2026-12-31');
  });
});

describe('formProblems', () => {
  const named = { ...EMPTY, name: 'Site' };

  it('has none for a named place with a ring', () => {
    expect(formProblems(named, RING)).toEqual({});
  });

  it('asks for a name, a valid e-mail in either contract field and a ring', () => {
    expect(formProblems({ ...EMPTY, deliveryContactEmail: 'anna@', orderContactEmail: 'erik' }, [])).toEqual({
      name: ['Name is required'],
      'contract.deliveryContactEmail': ['Enter a valid email address'],
      'contract.orderContactEmail': ['Enter a valid email address'],
      geofence: ['Draw the geofence on the map'],
    });
  });

  it('refuses a last day before the first, not the same day, and not a period open at either end', () => {
    expect(formProblems({ ...named, validFrom: '2026-05-02', validTo: '2026-05-01' }, RING)).toEqual({
      validToPlaceTime: ['must not be before the start of the validity period'],
    });
    expect(formProblems({ ...named, validFrom: '2026-05-01', validTo: '2026-05-01' }, RING)).toEqual({});
    expect(formProblems({ ...named, validFrom: '', validTo: '2026-05-01' }, RING)).toEqual({});
    expect(formProblems({ ...named, validFrom: '2026-05-01', validTo: '' }, RING)).toEqual({});
  });
});

describe('problemsByField', () => {
  it("puts each request field's first message on its form field, every geofence problem on the map", () => {
    expect(
      problemsByField({
        name: ['Name is required', 'second'],
        'contract.deliveryContactEmail': ['Enter a valid email address'],
        'contract.orderContactEmail': ['bad order e-mail'],
        validFromPlaceTime: ['bad from'],
        validToPlaceTime: ['bad to'],
        timezoneName: ['unknown zone'],
        description: ['too long'],
        'geofence[2].latitude': ['out of range'],
      }),
    ).toEqual({
      name: 'Name is required',
      deliveryContactEmail: 'Enter a valid email address',
      orderContactEmail: 'bad order e-mail',
      validFrom: 'bad from',
      validTo: 'bad to',
      timezoneName: 'unknown zone',
      description: 'too long',
      geofence: 'out of range',
    });
  });

  it('keeps the first geofence message, skips fields the form lacks and empty lists', () => {
    expect(problemsByField({ geofence: ['first'], 'geofence[0]': ['second'], placeType: ['not shown'], name: [], zip: ['no such field'] })).toEqual({
      geofence: 'first',
    });
  });

  it('does not take a field name that merely ends in geofence', () => {
    expect(problemsByField({ 'contract.geofence': ['x'] })).toEqual({});
  });
});

describe('isDirty', () => {
  const initial = { values: { ...EMPTY, name: 'Site' }, geofence: RING };

  it('is clean for equal values and an equal ring in another array', () => {
    expect(
      isDirty(
        { ...EMPTY, name: 'Site' },
        RING.map((p) => ({ ...p })),
        initial,
      ),
    ).toBe(false);
  });

  it('is changed by any value', () => {
    expect(isDirty({ ...EMPTY, name: 'Site', tagIds: [1] }, RING, initial)).toBe(true);
    expect(isDirty({ ...EMPTY, name: 'Site 2' }, RING, initial)).toBe(true);
  });

  it('is changed by a moved corner (either coordinate) or another number of corners', () => {
    const moved = (i: number, key: 'latitude' | 'longitude') => RING.map((p, j) => (j === i ? { ...p, [key]: p[key] + 0.001 } : p));
    expect(isDirty(initial.values, moved(3, 'latitude'), initial)).toBe(true);
    expect(isDirty(initial.values, moved(0, 'longitude'), initial)).toBe(true);
    expect(isDirty(initial.values, RING.slice(0, 3), initial)).toBe(true);
  });
});
