// Server texts are English on the wire and shown in the user's language (src/i18n/serverText.ts):
// the listed ones are texts the server really sends, and messages with a number or a name are
// matched by their pattern.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { translationsOf } from '../../server/src/i18n/languages.ts';
import { setTranslations } from '../../src/i18n/i18n.ts';
import { NOT_FOUND_SUBJECTS, SERVER_NAMES, SERVER_TEXTS, serverText } from '../../src/i18n/serverText.ts';
import { describeApiError } from '../../src/graphql/errors.ts';
import { checkGeofence } from '../../machines/placeEditor/geofence.ts';

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
const server = sources('server/src')
  .map((f) => readFileSync(f, 'utf8'))
  .join('\n');

const swedish = () => setTranslations({ language: 'sv', translations: [...translationsOf('sv')].map(([hash, value]) => ({ hash, value })) });

describe('server texts', () => {
  afterEach(() => setTranslations({ language: 'en', translations: [] }));

  it('lists only texts and names the server sends', () => {
    for (const text of [...SERVER_TEXTS, ...SERVER_NAMES]) expect(server, text).toContain(`'${text}'`);
    for (const subject of NOT_FOUND_SUBJECTS.filter((s) => s !== 'Item')) expect(server, subject).toContain(`notFound('${subject}')`);
  });

  it('shows a server text in Swedish, by its words or by its pattern', () => {
    swedish();
    expect(serverText('You cannot delete your own account')).toBe('Du kan inte ta bort ditt eget konto');
    expect(serverText('must be at most 100 characters')).toBe('får vara högst 100 tecken');
    expect(serverText('User not found')).toBe('Användare hittades inte');
    expect(serverText('A text no one translated')).toBe('A text no one translated');
  });

  it('shows every geofence rule the editor and the server apply in Swedish, numbers kept', () => {
    swedish();
    const ring = (points: [number, number][]) => points.map(([lng, lat]) => ({ latitude: lat, longitude: lng }));
    const problems = [
      ...Object.values(checkGeofence(ring([[18, 59]])).problems).flat(),
      ...Object.values(
        checkGeofence(
          ring([
            [18, 59],
            [18.001, 59.001],
            [18, 59.001],
            [18.001, 59],
          ]),
        ).problems,
      ).flat(),
      ...Object.values(
        checkGeofence(
          ring([
            [18, 95],
            [18.001, 59.001],
            [18, 59.001],
          ]),
        ).problems,
      ).flat(),
    ];
    expect(problems.length).toBeGreaterThanOrEqual(3);
    for (const text of problems) expect(serverText(text), text).not.toBe(text);
    expect(serverText('The geofence crosses itself: edge 1 meets edge 3')).toBe('Geostaketet korsar sig självt: kant 1 möter kant 3');
    expect(serverText('must be between -85 and 85')).toBe('måste vara mellan -85 och 85');
  });

  it('describes a failed call with each field by its label and each message in the user language', () => {
    swedish();
    const error = {
      status: 400,
      code: 100,
      message: 'Validation failed',
      fields: {
        firstName: ['is required'],
        lastName: ['must be at least 2 characters', 'must not be empty'],
        validToPlaceTime: ['must not be before the start of the validity period'],
        fooBar: ['is invalid'],
      },
    };
    expect(describeApiError(error)).toBe(
      'Förnamn: måste anges;\nEfternamn: måste vara minst 2 tecken, får inte vara tomt;\nGiltig till: får inte vara före giltighetsperiodens början;\nfooBar: är ogiltigt;',
    );
    expect(describeApiError({ status: 0, code: null, message: '' })).toBe('Något gick fel');
    setTranslations({ language: 'en', translations: [] });
    expect(describeApiError(error)).toBe(
      'First name: is required;\nLast name: must be at least 2 characters, must not be empty;\nValid to: must not be before the start of the validity period;\nfooBar: is invalid;',
    );
  });
});
