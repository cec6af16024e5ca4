// The translations machine replayed in the browser, on Settings → Language & Region as a user created
// for each path whose profile language is Svenska (the model's variant).
//
// What "a string is missing" is in the browser: t() meets a text the user's table lacks, and reports
// it ONCE per table (src/i18n/i18n.ts `reported`, cleared only when a table is set). The model's
// machine takes the same text again (a duplicate restarts the debounce, a text already looked up
// can come again), so one English text cannot stand for every `missing(fleet)` of a path. Each
// fixture is therefore a FAMILY of real interface texts that the server's catalogue translates
// (FAMILIES below), and every `missing` event is the next member not yet met under the current table:
// the table the page loads (the `Translations` query) is the server's, without the families' texts,
// and the user meets one by a failed save of the language form whose field message is that text (a
// server text the page shows through t(), like every field message: LanguagePage's error()). The
// save's failure is the only answer made up here; the table, the lookups and their answers are the
// real server's. The lookup request's texts must map, family by family and in order, to the model's
// batch, in the model's language.
//
// `missing(X)` while X is in the batch in flight and not pending: the model drops it (the batch
// already asks X). The browser meets that very text again only under a new table (t() reports a
// text once per table), and a table comes anew without a change of language when the user saves the
// form in the same language: the page reloads the language's table (LanguagePage's notifySaved),
// which the machine does not hear of. So the user first saves another time zone, then meets the
// batch's text of X again in a failed save: the machine collects nothing, as in the model. Every
// other duplicate is a new member of the family in the browser and the same text in the model,
// with the same state after it (a new member while X is pending changes nothing the model's
// pending does not already say).
//
// `languageChanged(nb)`: the user chooses Norsk and saves (the page loads the Norwegian table; the
// machine hears of it only when the language differs, translationsActor.ts). Already in Norsk, the
// user goes through Svenska and back to Norsk: two changes in the browser, one in the model, and
// each empties what was pending, so both machines are idle in Norsk with nothing pending after it.
// A lookup still held when the language changes, or when it timed out, is let through to the real
// server afterwards: its machine has left it (the answer is dropped), and the next lookup of the
// path must not be mistaken for it.
//
// After a lookup answered ok, the message on screen reads the translation the server answered in
// place of the English text; after an error or a timeout the English text stays and the app logged
// a console warning (spec §8), which the replay reads from the page's console. The fixture's
// "offline" is a server error as Mesh forwards it: a network failure brings the maintenance overlay
// (spec, as in the other replays). After every step no lookup has left the page that the model has
// not sent (the clock stands still: the debounce and the timeout move only by the spec's durations).
// Nothing of the model's graph is left out of the browser's.
import { expect, type Page, type Route } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { hashOf } from '../../../server/src/i18n/languages.ts';
import { createActiveUser } from '../../e2e/accounts.ts';
import { meshErrorBody, operationName } from '../../e2e/replay/calls.ts';
import { poll, signInByApi } from '../../e2e/replay/kit.ts';
import { defineUi, elapse, meshError, shape, type UiAction, type UiContext } from '../kit/ui.ts';
import { translationsModel } from './translations.model.ts';

/** Each fixture's text in the model, and the real interface texts (in the server's sv/nb catalogue) that stand for it. */
const FAMILIES: Readonly<Record<string, readonly string[]>> = {
  Fleet: ['For example Fleet manager', 'Archived machines', 'Machine hours', 'No machines found', 'Search machines', 'New machines'],
  Service: ['Last service', 'Next service', 'No service', 'Service history', 'Service performed', 'Service setup'],
};
const familyOf = (text: string) => Object.entries(FAMILIES).find(([, texts]) => texts.includes(text))?.[0];
const POOL = new Set(Object.values(FAMILIES).flat().map(hashOf));

const LANGUAGE_NAMES: Readonly<Record<string, string>> = { sv: 'Svenska', nb: 'Norsk' };
const HEADINGS: Readonly<Record<string, string>> = { sv: 'Inställningar', nb: 'Innstillinger' };
const SAVED: Readonly<Record<string, string>> = { sv: 'Dina inställningar har uppdaterats', nb: 'Innstillingene dine er oppdatert' };
const TIMEOUT_REASON = 'no answer in 5000 ms';

/** What the replay keeps between steps (ui.data). */
interface State {
  /** Members of each family met under the current table. */
  used: Record<string, number>;
  /** The family text the language form shows now (its last failed save's message). */
  shown?: string;
  /** Translations the lookups answered under the current table, by hash. */
  answered: Map<string, string>;
  /** The message the next save of the form fails with. */
  failWith?: string;
  /** Lookups the model has sent so far. */
  sent: number;
  /** Lookups that failed or timed out so far (each logs one warning). */
  failed: number;
  warnings: string[];
  /** Tables the page has loaded (Translations answers). */
  tables: number;
}
const state = (ui: UiContext) => ui.data as unknown as State;

const lookups = (ui: UiContext) => ui.requests.filter((r) => r.actor === 'lookupTranslations');
const lookupTexts = (body: any): string[] => (body?.variables?.input ?? []).map((item: { Value: string }) => item.Value);
/** The families of a lookup's texts, each once, in order. */
const families = (texts: readonly string[]) => [...new Set(texts.map((t) => familyOf(t) ?? `(not a family's: ${t})`))];

const form = (page: Page) => page.locator('form');
const message = (page: Page) => form(page).locator('[role="alert"]');
const radio = (page: Page, code: string) => page.getByRole('radio', { name: LANGUAGE_NAMES[code], exact: true });
const save = (page: Page) => form(page).locator('button[type="submit"]');

/** Chooses `code` in the form (when not chosen already) and saves it; the real server answers and the page loads its table. */
async function chooseLanguage(page: Page, code: string): Promise<void> {
  if (!(await radio(page, code).isChecked())) await radio(page, code).click();
  await save(page).click();
  await expect(page.locator('html')).toHaveAttribute('lang', code);
  await expect(page.getByRole('heading', { name: HEADINGS[code], level: 1 })).toBeVisible();
  await expect(save(page)).toBeDisabled();
}

/** The model's `missing(<family>)`: the next text of the family the page has not met under this table, shown by a failed save. */
const missing =
  (family: string): UiAction =>
  async (ui) => {
    const data = state(ui);
    const index = data.used[family] ?? 0;
    const text = FAMILIES[family][index];
    if (!text) throw new Error(`no ${family} text left to meet under this table (${index} used)`);
    data.used[family] = index + 1;
    await missingText(ui, text, String(ui.before?.context.language));
  };

/** `text` shown (in English: the table lacks it) as the field message of a failed save of the form. */
async function missingText(ui: UiContext, text: string, language: string): Promise<void> {
  const { page } = ui;
  const data = state(ui);
  // The form saves only a change: the other translated language is chosen (a save that fails leaves it chosen).
  const other = language === 'sv' ? 'nb' : 'sv';
  if (!(await radio(page, other).isChecked())) await radio(page, other).click();
  data.failWith = text;
  await save(page).click();
  await expect(message(page)).toHaveText(text);
  expect(data.failWith, 'the failed save was asked').toBeUndefined();
  data.shown = text;
}

/** Whether the model's `missing` of `family` is one it drops: the text is in the batch in flight, and not pending. */
const inFlight = (s: AnyMachineSnapshot, family: string) => s.matches('sending') && s.context.batch.includes(family) && !s.context.pending.includes(family);

/**
 * The model's `missing(<family>)` while the batch in flight asks it: the same language saved with
 * another time zone (the page loads the language's table again, so t() may report again), then the
 * batch's text of the family met again in a failed save.
 */
const againInFlight =
  (family: string): UiAction =>
  async (ui) => {
    const { page } = ui;
    const data = state(ui);
    const language = String(ui.before?.context.language);
    const text = lookupTexts(lookups(ui).at(-1)?.body).find((t) => familyOf(t) === family);
    if (!text) throw new Error(`the lookup in flight asks no ${family} text`);
    if (!(await radio(page, language).isChecked())) await radio(page, language).click();
    const zone = page.locator('#language-timezoneId');
    await zone.click();
    await page.keyboard.type((await zone.textContent())?.includes('Oslo') ? 'helsinki' : 'oslo');
    await page.keyboard.press('Enter');
    const tables = data.tables;
    const saved = page.getByRole('status').filter({ hasText: SAVED[language] });
    const toasts = await saved.count();
    await save(page).click();
    await poll(() => data.tables).toBe(tables + 1);
    await expect(saved).toHaveCount(toasts + 1);
    await expect(save(page)).toBeDisabled();
    // A new table: what the lookups answered is not in it.
    Object.assign(data, { shown: undefined, answered: new Map() });
    await missingText(ui, text, language);
  };

/** The lookup held while the machine left `sending` (timed out, or the language changed): the real server answers a machine that no longer listens. */
async function letStaleLookupGo(ui: UiContext): Promise<void> {
  await ui.settle('lookupTranslations', { kind: 'pass' });
}

async function expectWarnings(ui: UiContext, reason: string): Promise<void> {
  const data = state(ui);
  data.failed++;
  const last = lookups(ui).at(-1)!;
  const language = String(last.body?.variables?.language);
  const count = lookupTexts(last.body).length;
  await poll(() => data.warnings.filter((w) => w.startsWith('Translation lookup failed')).length).toBe(data.failed);
  expect(data.warnings.filter((w) => w.startsWith('Translation lookup failed')).at(-1)).toBe(
    `Translation lookup failed (${language}, ${count} strings): ${reason}`,
  );
}

/** Lookups the model has sent by the snapshot `expected` (the one entered just now included). */
const sentBy = (ui: UiContext, expected: AnyMachineSnapshot) =>
  state(ui).sent + (ui.before && ui.before !== expected && ui.before.matches('waiting') && expected.matches('sending') ? 1 : 0);

/** The profile save's failure as Mesh forwards a REST 400 with a field map: `text` is the field's message. */
const fieldError = (route: Route, text: string) =>
  meshErrorBody(route.request(), { kind: 'meshError', status: 400, code: 100, message: `languageId: ${text};`, fields: { languageId: [text] } });

export default defineUi(translationsModel, {
  // Each fixture family holds six real catalogue texts, which a walk uses up: short walks.
  maxPathLength: 24,
  start: async (ui) => {
    const { page } = ui;
    const data = state(ui);
    Object.assign(data, { used: {}, answered: new Map(), sent: 0, failed: 0, warnings: [], tables: 0 } satisfies State);
    page.on('console', (m) => {
      if (m.type() === 'warning') data.warnings.push(m.text());
    });
    // The language's table without the families' texts (so t() meets them), and the language form's
    // failed saves; everything else goes on (the replay's own gate holds the lookups).
    await page.route('**/graphql', async (route) => {
      const name = operationName(route.request());
      if (name === 'Translations') {
        const response = await route.fetch();
        const json = await response.json();
        const table = json.data?.translations?.data;
        if (table) table.translations = table.translations.filter((t: { hash: string }) => !POOL.has(t.hash));
        await route.fulfill({ response, json });
        data.tables++;
        return;
      }
      if (name === 'UpdateProfile' && data.failWith !== undefined) {
        const text = data.failWith;
        data.failWith = undefined;
        return route.fulfill({ status: 200, json: fieldError(route, text) });
      }
      return route.fallback();
    });
    const user = await createActiveUser(page.request, 'replay-translations', { firstName: 'Signe', lastName: 'Språk' });
    const token = await signInByApi(page, user.email, { password: user.password });
    const headers = { Authorization: `Bearer ${token}` };
    const profile = (await (await page.request.get('/api/common/v1/profile', { headers })).json()).data;
    const { firstName, lastName, timezoneId, jobTitle } = profile;
    const res = await page.request.put('/api/common/v1/profile', { headers, data: { firstName, lastName, timezoneId, jobTitle, languageId: 2 } });
    expect(res.status(), await res.text()).toBe(200);
    await page.goto('/settings/language');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    await expect(page.getByRole('heading', { name: HEADINGS.sv, level: 1 })).toBeVisible();
    await expect(radio(page, 'sv')).toBeChecked();
  },
  calls: { lookupTranslations: { graphql: 'LookupTranslations' } },
  events: {
    'translation.missing': {
      fleet: async (ui) => (inFlight(ui.before!, 'Fleet') ? againInFlight('Fleet') : missing('Fleet'))(ui),
      service: async (ui) => (inFlight(ui.before!, 'Service') ? againInFlight('Service') : missing('Service'))(ui),
    },
    'translation.languageChanged': {
      nb: async (ui) => {
        const { page } = ui;
        const data = state(ui);
        if (ui.before?.context.language === 'nb') await chooseLanguage(page, 'sv');
        await chooseLanguage(page, 'nb');
        if (ui.before?.matches('sending')) await letStaleLookupGo(ui);
        Object.assign(data, { used: {}, shown: undefined, answered: new Map() });
      },
    },
    // The real server answers (the families' texts are in its catalogue); the answer is read on the way.
    'xstate.done.actor.lookupTranslations': {
      ok: shape((json, ui) => {
        for (const t of json.data?.lookupTranslations?.data?.translations ?? []) state(ui).answered.set(t.hash, t.value);
        return json;
      }),
    },
    // The fixture's "offline": a network failure would bring the maintenance overlay (spec).
    'xstate.error.actor.lookupTranslations': { offline: meshError(500, 500, 'Failed to fetch') },
    'xstate.after.debounce.translations.waiting': { quiet: elapse() },
    'xstate.after.timeout.translations.sending': { noAnswer: elapse() },
  },
  screens: [
    {
      when: () => true,
      check: async (ui, expected) => {
        const { page } = ui;
        const data = state(ui);
        const language = String(expected.context.language);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByRole('heading', { name: HEADINGS[language], level: 1 })).toBeVisible();
        // No lookup out that the model has not sent.
        await poll(() => lookups(ui).length).toBe(sentBy(ui, expected));
        // The family text on screen: translated once a lookup answered it, English until then.
        if (data.shown) await expect(message(page)).toHaveText(data.answered.get(hashOf(data.shown)) ?? data.shown);
        else await expect(message(page)).toHaveCount(0);
      },
    },
  ],
  effects: {
    // The lookup asks the model's batch (by family, in order) in the model's language.
    'xstate.after.debounce.translations.waiting': async (ui, expected) => {
      const data = state(ui);
      data.sent++;
      const asked = lookups(ui).at(-1)!;
      expect(asked.body?.variables?.language).toBe(expected.context.language);
      expect(families(lookupTexts(asked.body))).toEqual(expected.context.batch);
    },
    'xstate.error.actor.lookupTranslations': (ui) => expectWarnings(ui, 'Failed to fetch'),
    'xstate.after.timeout.translations.sending': async (ui) => {
      await expectWarnings(ui, TIMEOUT_REASON);
      await letStaleLookupGo(ui);
    },
  },
});
