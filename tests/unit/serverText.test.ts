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

  it('describes a failed call with each field message in the user language, field names as sent', () => {
    swedish();
    const error = {
      status: 400,
      code: 100,
      message: 'Validation failed',
      fields: { firstName: ['is required'], lastName: ['must be at least 2 characters', 'must not be empty'] },
    };
    expect(describeApiError(error)).toBe('firstName: måste anges;\nlastName: måste vara minst 2 tecken, får inte vara tomt;');
    expect(describeApiError({ status: 0, code: null, message: '' })).toBe('Något gick fel');
    setTranslations({ language: 'en', translations: [] });
    expect(describeApiError(error)).toBe('firstName: is required;\nlastName: must be at least 2 characters, must not be empty;');
  });
});
