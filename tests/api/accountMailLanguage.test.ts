// The account e-mails in the recipient's language, read as a mail client reads them (mailparser,
// mailClient.ts): the invitation and the password reset in Swedish, Norwegian and English (and
// English for a language without a catalogue), subject, text and HTML parts, Content-Language and
// the HTML's lang. A user invited by a Swedish admin starts in Swedish (decision 0036). Both databases.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createWorld, type World } from './fixture.ts';
import { newMails, outboxFiles, type ReadMail } from './mailClient.ts';

let world: World;
let admin: string;
beforeAll(async () => {
  world = await createWorld({}, { accounts: true });
  admin = (await world.login('admin@alpha.test')).access_token;
});
afterAll(() => world.close());

const LANGUAGE = { en: 1, sv: 2, nb: 3, fi: 4 } as const;
const setLanguage = (email: string, languageId: number) => world.db.updateTable('users').set({ language_id: languageId }).where('email', '=', email).execute();

/** The one mail `send` makes, parsed. */
async function mailOf(send: () => Promise<unknown>): Promise<ReadMail> {
  const before = outboxFiles(world.config);
  await send();
  // The reset mail is sent after the answer (the answer never says whether the address is known).
  return vi.waitFor(async () => {
    const mails = await newMails(world.config, before);
    expect(mails).toHaveLength(1);
    return mails[0];
  });
}

/** Subject, language and the text part's paragraphs; the HTML part carries the same paragraphs and the button. */
function read(mail: ReadMail, button: string) {
  expect(mail.htmlLang).toBe(mail.language);
  expect(mail.html).toContain(`>${button}</a>`);
  const paragraphs = mail.text.trim().split('\n\n');
  for (const p of paragraphs.slice(0, -1)) expect(mail.html).toContain(`<p>${p}</p>`);
  return { subject: mail.subject, language: mail.language, paragraphs: paragraphs.slice(0, -1) };
}

describe('the invitation', () => {
  it('is in the invited user’s language; a new user takes the inviting admin’s', async () => {
    await setLanguage('admin@alpha.test', LANGUAGE.sv);
    try {
      const mail = await mailOf(async () => {
        const res = await world.app.inject({
          method: 'POST',
          url: '/api/web/v1/users',
          headers: bearer(admin),
          payload: { firstName: 'Astrid', lastName: 'Lund', email: 'astrid@alpha.test', userRole: 0, sendInviteEmail: true },
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().data.languageId).toBe(LANGUAGE.sv);
      });
      expect(mail.to).toBe('astrid@alpha.test');
      expect(read(mail, 'Aktivera kontot')).toEqual({
        subject: 'Aktivera ditt Siteline-konto',
        language: 'sv',
        paragraphs: [
          'Hej Astrid!',
          'Alpha Bygg AB har bjudit in dig till Siteline. Öppna länken nedan för att välja ett lösenord och aktivera ditt konto.',
          'Länken fungerar en gång och slutar gälla om 7 dagar.',
        ],
      });
    } finally {
      await setLanguage('admin@alpha.test', LANGUAGE.en);
    }
  });

  it('Norwegian, English, and English for a language without a catalogue', async () => {
    const invite = () =>
      world.app.inject({ method: 'POST', url: `/api/web/v1/users/sendInviteEmail?id=${world.users['invited@alpha.test'].id}`, headers: bearer(admin) });
    const want = {
      nb: {
        button: 'Aktiver kontoen',
        subject: 'Aktiver Siteline-kontoen din',
        paragraphs: [
          'Hei invited!',
          'Alpha Bygg AB har invitert deg til Siteline. Åpne lenken nedenfor for å velge et passord og aktivere kontoen din.',
          'Lenken fungerer én gang og utløper om 7 dager.',
        ],
      },
      en: {
        button: 'Activate account',
        subject: 'Activate your Siteline account',
        paragraphs: [
          'Hi invited,',
          'You have been invited to Siteline by Alpha Bygg AB. Open the link below to choose a password and activate your account.',
          'The link works once and expires in 7 days.',
        ],
      },
    };
    for (const [code, languageId] of [
      ['nb', LANGUAGE.nb],
      ['en', LANGUAGE.en],
      ['en', LANGUAGE.fi],
    ] as const) {
      await setLanguage('invited@alpha.test', languageId);
      const mail = await mailOf(async () => expect((await invite()).statusCode).toBe(200));
      const { button, ...rest } = want[code];
      expect(read(mail, button)).toEqual({ ...rest, language: code });
    }
  });
});

describe('the password reset', () => {
  it('is in the account’s language: Swedish, Norwegian, English', async () => {
    const want = {
      sv: {
        button: 'Återställ lösenordet',
        subject: 'Återställ ditt lösenord till Siteline',
        paragraphs: [
          'Hej user!',
          'Någon (förhoppningsvis du) har bett om att få återställa lösenordet till ditt Siteline-konto. Öppna länken nedan för att välja ett nytt.',
          'Länken fungerar en gång och slutar gälla om 1 timme. Om det inte var du som bad om detta kan du bortse från mejlet: ditt lösenord förblir oförändrat.',
        ],
      },
      nb: {
        button: 'Tilbakestill passordet',
        subject: 'Tilbakestill passordet ditt til Siteline',
        paragraphs: [
          'Hei user!',
          'Noen (forhåpentligvis du) har bedt om å tilbakestille passordet til Siteline-kontoen din. Åpne lenken nedenfor for å velge et nytt.',
          'Lenken fungerer én gang og utløper om 1 time. Hvis det ikke var du som ba om dette, kan du se bort fra denne e-posten: passordet ditt forblir uendret.',
        ],
      },
      en: {
        button: 'Reset password',
        subject: 'Reset your Siteline password',
        paragraphs: [
          'Hi user,',
          'Somebody (hopefully you) asked to reset the password of your Siteline account. Open the link below to choose a new one.',
          'The link works once and expires in 1 hour. If you did not ask for this, ignore this e-mail: your password stays as it is.',
        ],
      },
    };
    try {
      for (const code of ['sv', 'nb', 'en'] as const) {
        await setLanguage('user@alpha.test', LANGUAGE[code]);
        const mail = await mailOf(() => world.app.inject({ method: 'POST', url: '/api/auth/v1/requestResetPassword', payload: { email: 'user@alpha.test' } }));
        const { button, ...rest } = want[code];
        expect(read(mail, button)).toEqual({ ...rest, language: code });
      }
    } finally {
      await setLanguage('user@alpha.test', LANGUAGE.en);
    }
  });
});
