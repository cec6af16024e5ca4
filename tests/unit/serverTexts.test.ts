// The tables of texts the server words itself for one person (decision 0036): the account mails and
// the usage report's sheet and column names cover everything they word in Swedish and Norwegian, hold
// nothing else and keep every {placeholder}; other languages read English. And the machine alerts'
// names the browser translates are the ones the server sends.
import { describe, expect, it } from 'vitest';
import { MACHINE_ALERTS } from '../../server/src/alerts/catalog.ts';
import type { ServerTextEntry, ServerTexts } from '../../server/src/i18n/serverTexts.ts';
import { ACCOUNT_MAIL_CATALOG } from '../../server/src/routes/account/mailCatalog.ts';
import { accountMailTexts, invitationMail, resetMail } from '../../server/src/routes/account/mails.ts';
import { USAGE_REPORT_CATALOG } from '../../server/src/reports/usageCatalog.ts';
import { usageReportTexts } from '../../server/src/reports/usageWorkbook.ts';
import { MACHINE_ALERT_NAMES } from '../../src/features/notifications/machineAlertNames.ts';

const LANGUAGE = { en: 1, sv: 2, nb: 3, fi: 4 } as const;
const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** The texts of a language, recording each template used and each one the table lacks. */
function recorded(texts: (languageId: number, onMissing: (template: string) => void) => ServerTexts, code: 'sv' | 'nb') {
  const missing: string[] = [];
  const used = new Set<string>();
  const inner = texts(LANGUAGE[code], (template) => missing.push(template));
  const t: ServerTexts['t'] = (template, params) => (used.add(template), inner.t(template, params));
  return { texts: { ...inner, t }, missing, used };
}

/** Every template worded, none missing, none unused, each once, every {placeholder} kept. */
function expectCovered(catalog: readonly ServerTextEntry[], code: 'sv' | 'nb', { missing, used }: { missing: string[]; used: Set<string> }) {
  expect(missing).toEqual([]);
  expect(catalog.map((e) => e.en).filter((en) => !used.has(en))).toEqual([]);
  expect(catalog.length).toBe(new Set(catalog.map((e) => e.en)).size);
  expect(catalog.filter((e) => names(e[code]).join() !== names(e.en).join()).map((e) => e.en)).toEqual([]);
}

describe('the account mails', () => {
  const to = { email: 'a@b.test', first_name: 'Ada' };
  // One and several days and hours: both wordings of each.
  const mails = (texts: ServerTexts) => [
    invitationMail(to, 'Alpha', 'https://x.test/a', 86_400, texts),
    invitationMail(to, 'Alpha', 'https://x.test/a', 7 * 86_400, texts),
    resetMail(to, 'https://x.test/r', 3600, texts),
    resetMail(to, 'https://x.test/r', 2 * 3600, texts),
  ];

  for (const code of ['sv', 'nb'] as const) {
    it(`cover every text in ${code} and hold nothing else`, () => {
      const run = recorded(accountMailTexts, code);
      for (const mail of mails(run.texts)) expect(mail).toMatchObject({ language: code });
      expectCovered(ACCOUNT_MAIL_CATALOG, code, run);
    });
  }

  it('read English, with lang en, in English and in the languages without a table', () => {
    for (const id of [LANGUAGE.en, LANGUAGE.fi]) {
      const [invitation, , reset] = mails(accountMailTexts(id));
      expect(invitation).toMatchObject({ language: 'en', subject: 'Activate your Siteline account' });
      expect(invitation.text).toContain('The link works once and expires in 1 day.');
      expect(invitation.html).toContain('<html lang="en">');
      expect(reset.subject).toBe('Reset your Siteline password');
    }
  });
});

describe('the usage report', () => {
  const SHEET_AND_COLUMN_NAMES = [
    'Usage per day',
    'Summary',
    'Machine',
    'Internal ID',
    'Brand',
    'Model',
    'Day',
    'From',
    'To',
    'Days used',
    'Engine hours',
    'Idle hours',
    'Production hours',
  ];

  for (const code of ['sv', 'nb'] as const) {
    it(`names every sheet and column in ${code}, sheet names as Excel allows them`, () => {
      const run = recorded(usageReportTexts, code);
      for (const name of SHEET_AND_COLUMN_NAMES) run.texts.t(name);
      expectCovered(USAGE_REPORT_CATALOG, code, run);
      const { t } = usageReportTexts(LANGUAGE[code]);
      for (const sheet of ['Usage per day', 'Summary']) expect(t(sheet)).toMatch(/^[^:\\/?*[\]]{1,31}$/);
    });
  }
});

describe('the machine alerts’ names', () => {
  it('are the names the server sends', () => {
    expect([...MACHINE_ALERT_NAMES].sort()).toEqual(MACHINE_ALERTS.map((a) => a.name).sort());
  });
});
