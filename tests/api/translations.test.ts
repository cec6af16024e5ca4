// Interface translations (features spec §3, §4, §7): GET answers the caller's language (from the
// profile) keyed by the uppercase MD5 of the English text; POST looks strings up and records the
// untranslated ones for translators, bounded; bad input is a 400 with field messages.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG } from '../../server/src/i18n/catalog.ts';
import { MAX_LOOKUP, MAX_TEXT } from '../../server/src/routes/translations/translations.schemas.ts';
import { bearer, createWorld, type World } from './fixture.ts';

let world: World;
let swedish: string;
let english: string;
let norwegianBeta: string;
const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex').toUpperCase();

beforeAll(async () => {
  world = await createWorld();
  await world.db.updateTable('users').set({ language_id: 2 }).where('email', '=', 'owner@alpha.test').execute();
  await world.db.updateTable('users').set({ language_id: 1 }).where('email', '=', 'user@alpha.test').execute();
  await world.db.updateTable('users').set({ language_id: 3 }).where('email', '=', 'owner@beta.test').execute();
  swedish = (await world.login('owner@alpha.test')).access_token;
  english = (await world.login('user@alpha.test')).access_token;
  norwegianBeta = (await world.login('owner@beta.test')).access_token;
});
afterAll(() => world.close());

const get = (token: string, query = '') => world.app.inject({ method: 'GET', url: `/api/web/v1/translations${query}`, headers: bearer(token) });
const lookup = (token: string, payload: unknown, query = '') =>
  world.app.inject({ method: 'POST', url: `/api/web/v1/translations${query}`, headers: bearer(token), payload: payload as object });
const requests = (language: string) =>
  world.db.selectFrom('translation_requests').select(['hash', 'text', 'times']).where('language', '=', language).orderBy('text').execute();

describe('GET /web/v1/translations', () => {
  it("answers the caller's profile language, every string keyed by the uppercase MD5 of its English text", async () => {
    const res = await get(swedish);
    expect(res.statusCode).toBe(200);
    const { language, translations } = res.json().data;
    expect(language).toBe('sv');
    expect(translations).toHaveLength(CATALOG.length);
    const byHash = new Map(translations.map((t: { hash: string; value: string }) => [t.hash, t.value]));
    for (const entry of CATALOG) expect(byHash.get(md5(entry.en)), entry.en).toBe(entry.sv);
    expect(byHash.get(md5('Fleet'))).toBe('Maskinpark');

    const nb = (await get(norwegianBeta)).json().data;
    expect(nb.language).toBe('nb');
    expect(new Map(nb.translations.map((t: { hash: string; value: string }) => [t.hash, t.value])).get(md5('Settings'))).toBe('Innstillinger');
  });

  it('answers another language when named, English as an empty table, and refuses unknown ones', async () => {
    expect((await get(swedish, '?language=nb')).json().data.language).toBe('nb');
    expect((await get(english)).json().data).toEqual({ language: 'en', translations: [] });
    const unknown = await get(swedish, '?language=xx');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields.language).toEqual(['not a language of the dictionary']);
    expect((await get(swedish, '?language=svenska')).statusCode).toBe(400);
    expect((await get(swedish, '?language=SV')).statusCode).toBe(400);
  });

  it("answers a support agent's language too (the companies screen and the impersonation alerts)", async () => {
    await world.db.updateTable('users').set({ language_id: 3 }).where('email', '=', 'support@siteline.test').execute();
    const support = (await world.login('support@siteline.test', 3)).access_token;
    const res = await get(support);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.language).toBe('nb');
    expect(new Map(res.json().data.translations.map((t: { hash: string; value: string }) => [t.hash, t.value])).get(md5('Continue'))).toBe('Fortsett');
    const looked = await lookup(support, [{ Value: 'Impersonation started' }]);
    expect(looked.statusCode).toBe(200);
    expect(looked.json().data.translations).toEqual([{ hash: md5('Impersonation started'), value: 'Du opptrer nå som en annen bruker' }]);
  });

  it('needs a signed-in user', async () => {
    expect((await world.app.inject({ method: 'GET', url: '/api/web/v1/translations' })).statusCode).toBe(401);
    expect((await world.app.inject({ method: 'POST', url: '/api/web/v1/translations', payload: [{ Value: 'Fleet' }] })).statusCode).toBe(401);
  });
});

describe('POST /web/v1/translations', () => {
  it('answers the known strings and records the others for translators, counting repeats', async () => {
    const res = await lookup(swedish, [{ Value: 'Fleet' }, { Value: 'A brand new string' }, { Value: 'A brand new string' }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ language: 'sv', translations: [{ hash: md5('Fleet'), value: 'Maskinpark' }], untranslated: 1 });
    expect(await requests('sv')).toEqual([{ hash: md5('A brand new string'), text: 'A brand new string', times: 1 }]);

    await lookup(swedish, [{ Value: 'A brand new string' }]);
    expect((await requests('sv'))[0].times).toBe(2);
    // Another user of the same language adds to the same count; each language keeps its own list.
    await lookup(norwegianBeta, [{ Value: 'A brand new string' }]);
    expect((await requests('nb'))[0]).toMatchObject({ text: 'A brand new string', times: 1 });
    expect((await requests('sv'))[0].times).toBe(2);
  });

  it('records nothing for English, the source language', async () => {
    const res = await lookup(english, [{ Value: 'Not in any catalogue' }]);
    expect(res.json().data).toEqual({ language: 'en', translations: [], untranslated: 0 });
    expect(await requests('en')).toEqual([]);
  });

  it('records what a language without a catalogue lacks, even known strings', async () => {
    const res = await lookup(swedish, [{ Value: 'Fleet' }], '?language=fi');
    expect(res.json().data).toEqual({ language: 'fi', translations: [], untranslated: 1 });
    expect(await requests('fi')).toEqual([{ hash: md5('Fleet'), text: 'Fleet', times: 1 }]);
  });

  it('refuses unbounded or malformed lookups with 400', async () => {
    const bad = async (payload: unknown, query = '') => {
      const res = await lookup(swedish, payload, query);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      return res.json().error;
    };
    await bad([]);
    await bad(Array.from({ length: MAX_LOOKUP + 1 }, (_, i) => ({ Value: `Text ${i}` })));
    await bad([{ Value: 'x'.repeat(MAX_TEXT + 1) }]);
    await bad([{ Value: '' }]);
    await bad([{ value: 'lower-case key' }]);
    await bad([{ Value: 'Fleet', Hash: 'extra' }]);
    await bad({ Value: 'not a list' });
    await bad([{ Value: 'Fleet' }], '?language=xx');
    expect(
      (
        await lookup(
          swedish,
          Array.from({ length: MAX_LOOKUP }, (_, i) => ({ Value: `Bulk ${i}` })),
        )
      ).statusCode,
    ).toBe(200);
    expect((await requests('sv')).length).toBe(1 + MAX_LOOKUP);
  });
});
