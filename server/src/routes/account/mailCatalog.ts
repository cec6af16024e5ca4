// The Swedish and Norwegian (Bokmål) of the account e-mails (mails.ts: the invitation with its
// activation link, the password reset), keyed by the English template. tests/unit/serverTexts.test.ts
// renders both mails in each language and fails on a template missing here, an entry no mail uses,
// or a {placeholder} that differs.
import type { ServerTextEntry } from '../../i18n/serverTexts.ts';

export const ACCOUNT_MAIL_CATALOG: readonly ServerTextEntry[] = [
  { en: 'Hi {name},', sv: 'Hej {name}!', nb: 'Hei {name}!' },
  // The invitation.
  { en: 'Activate your Siteline account', sv: 'Aktivera ditt Siteline-konto', nb: 'Aktiver Siteline-kontoen din' },
  {
    en: 'You have been invited to Siteline by {company}. Open the link below to choose a password and activate your account.',
    sv: '{company} har bjudit in dig till Siteline. Öppna länken nedan för att välja ett lösenord och aktivera ditt konto.',
    nb: '{company} har invitert deg til Siteline. Åpne lenken nedenfor for å velge et passord og aktivere kontoen din.',
  },
  {
    en: 'The link works once and expires in 1 day.',
    sv: 'Länken fungerar en gång och slutar gälla om 1 dag.',
    nb: 'Lenken fungerer én gang og utløper om 1 dag.',
  },
  {
    en: 'The link works once and expires in {count} days.',
    sv: 'Länken fungerar en gång och slutar gälla om {count} dagar.',
    nb: 'Lenken fungerer én gang og utløper om {count} dager.',
  },
  { en: 'Activate account', sv: 'Aktivera kontot', nb: 'Aktiver kontoen' },
  // The password reset.
  { en: 'Reset your Siteline password', sv: 'Återställ ditt lösenord till Siteline', nb: 'Tilbakestill passordet ditt til Siteline' },
  {
    en: 'Somebody (hopefully you) asked to reset the password of your Siteline account. Open the link below to choose a new one.',
    sv: 'Någon (förhoppningsvis du) har bett om att få återställa lösenordet till ditt Siteline-konto. Öppna länken nedan för att välja ett nytt.',
    nb: 'Noen (forhåpentligvis du) har bedt om å tilbakestille passordet til Siteline-kontoen din. Åpne lenken nedenfor for å velge et nytt.',
  },
  {
    en: 'The link works once and expires in 1 hour. If you did not ask for this, ignore this e-mail: your password stays as it is.',
    sv: 'Länken fungerar en gång och slutar gälla om 1 timme. Om det inte var du som bad om detta kan du bortse från mejlet: ditt lösenord förblir oförändrat.',
    nb: 'Lenken fungerer én gang og utløper om 1 time. Hvis det ikke var du som ba om dette, kan du se bort fra denne e-posten: passordet ditt forblir uendret.',
  },
  {
    en: 'The link works once and expires in {count} hours. If you did not ask for this, ignore this e-mail: your password stays as it is.',
    sv: 'Länken fungerar en gång och slutar gälla om {count} timmar. Om det inte var du som bad om detta kan du bortse från mejlet: ditt lösenord förblir oförändrat.',
    nb: 'Lenken fungerer én gang og utløper om {count} timer. Hvis det ikke var du som ba om dette, kan du se bort fra denne e-posten: passordet ditt forblir uendret.',
  },
  { en: 'Reset password', sv: 'Återställ lösenordet', nb: 'Tilbakestill passordet' },
];
