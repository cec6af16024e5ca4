// Interface translations (features spec §3 "Translation", §4, §7): GET answers a language's
// translations keyed by the uppercase MD5 of the English text; POST looks up strings the web app
// met without a translation (debounced 1000 ms on its side), answers those it knows and records the
// rest for translators. The language is the caller's profile language unless named; the strings
// are the product's interface texts, the same for every company, so nothing company-owned is read
// or written. Both scopes may call them (the path says web): support agents read the app in their
// own language too (the companies screen, the impersonation alerts).
import { sql } from 'kysely';
import type { AppContext } from '../../app.ts';
import type { TypedApp } from '../../http/types.ts';
import { badRequest, envelopeResponses, ok } from '../../http/envelope.ts';
import { codeOf, hashOf, isKnownLanguage, translationsOf } from '../../i18n/languages.ts';
import { LookupAnswer, LookupBody, TranslationSet, TranslationsQuery } from './translations.schemas.ts';

/** New untranslated strings stop being recorded past this many per language (a guard against a client filling the table). */
export const MAX_REQUESTS_PER_LANGUAGE = 10_000;

function languageOf(query: { language?: string }, languageId: number): string {
  const code = query.language ?? codeOf(languageId);
  if (!isKnownLanguage(code)) throw badRequest('language: not a language of the dictionary;', { language: ['not a language of the dictionary'] });
  return code;
}

export async function translationRoutes(app: TypedApp, { db }: AppContext) {
  app.get(
    '/web/v1/translations',
    {
      config: { scope: 'any' },
      schema: {
        operationId: 'translations',
        tags: ['Translations'],
        summary: 'Every interface translation of a language (the caller’s own unless named), keyed by the uppercase MD5 of the English text',
        querystring: TranslationsQuery,
        response: envelopeResponses(TranslationSet),
      },
    },
    async (request) => {
      const code = languageOf(request.query, request.auth.user.language_id);
      return ok({ language: code, translations: [...translationsOf(code)].map(([hash, value]) => ({ hash, value })) });
    },
  );

  app.post(
    '/web/v1/translations',
    {
      config: { scope: 'any' },
      schema: {
        operationId: 'lookupTranslations',
        tags: ['Translations'],
        summary: 'Look up interface strings met without a translation: answers the ones known, records the rest for translators',
        querystring: TranslationsQuery,
        body: LookupBody,
        response: envelopeResponses(LookupAnswer),
      },
    },
    async (request) => {
      const code = languageOf(request.query, request.auth.user.language_id);
      const known = translationsOf(code);
      const texts = [...new Set(request.body.map((item) => item.Value))];
      const translations: { hash: string; value: string }[] = [];
      const missing: { hash: string; text: string }[] = [];
      for (const text of texts) {
        const hash = hashOf(text);
        const value = known.get(hash);
        if (value !== undefined) translations.push({ hash, value });
        else missing.push({ hash, text });
      }
      // English is the source: nothing is missing in it.
      if (code !== 'en' && missing.length > 0) await recordMissing(db, code, missing);
      return ok({ language: code, translations, untranslated: code === 'en' ? 0 : missing.length });
    },
  );
}

async function recordMissing(db: AppContext['db'], code: string, missing: { hash: string; text: string }[]) {
  const now = new Date().toISOString();
  const { count } = await db
    .selectFrom('translation_requests')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('language', '=', code)
    .executeTakeFirstOrThrow();
  const full = Number(count) >= MAX_REQUESTS_PER_LANGUAGE;
  for (const m of missing) {
    const seen = db
      .updateTable('translation_requests')
      .set({ times: sql`times + 1`, last_seen_at: now })
      .where('language', '=', code)
      .where('hash', '=', m.hash);
    if (full) {
      await seen.execute();
      continue;
    }
    await db
      .insertInto('translation_requests')
      .values({ language: code, hash: m.hash, text: m.text, first_seen_at: now, last_seen_at: now })
      .onConflict((oc) => oc.columns(['language', 'hash']).doUpdateSet({ times: sql`translation_requests.times + 1`, last_seen_at: now }))
      .execute();
  }
}
