// The account e-mails, in the recipient's language (users.language_id; Swedish and Norwegian from
// mailCatalog.ts, English otherwise): plain text first (read by every client and by tests), a simple
// HTML part.
import { serverTexts, type ServerTexts } from '../../i18n/serverTexts.ts';
import { escapeHtml, type MailMessage } from '../../services/mailer.ts';
import { ACCOUNT_MAIL_CATALOG } from './mailCatalog.ts';

export interface AccountMailTo {
  email: string;
  first_name: string;
}

/** The account mails' texts in the language of `languageId` (users.language_id); `onMissing` for the tests. */
export const accountMailTexts = (languageId: number, onMissing?: (template: string) => void) => serverTexts(ACCOUNT_MAIL_CATALOG, languageId, onMissing);

function html(lang: string, paragraphs: string[], link: string, action: string): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  return `<!doctype html><html lang="${escapeHtml(lang)}"><body style="font-family:sans-serif">
${body}
<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>
<p style="color:#666;font-size:small">${escapeHtml(link)}</p>
</body></html>`;
}

function mail(texts: ServerTexts, to: string, subject: string, lines: string[], link: string, action: string): MailMessage {
  return { to, language: texts.code, subject, text: `${lines.join('\n\n')}\n\n${link}\n`, html: html(texts.code, lines, link, action) };
}

const hours = (seconds: number) => Math.max(1, Math.round(seconds / 3600));
const days = (seconds: number) => Math.max(1, Math.round(seconds / 86400));

export function invitationMail(user: AccountMailTo, companyName: string, link: string, ttlSeconds: number, texts: ServerTexts): MailMessage {
  const { t } = texts;
  const count = days(ttlSeconds);
  const lines = [
    t('Hi {name},', { name: user.first_name }),
    t('You have been invited to Siteline by {company}. Open the link below to choose a password and activate your account.', { company: companyName }),
    count === 1 ? t('The link works once and expires in 1 day.') : t('The link works once and expires in {count} days.', { count }),
  ];
  return mail(texts, user.email, t('Activate your Siteline account'), lines, link, t('Activate account'));
}

export function resetMail(user: AccountMailTo, link: string, ttlSeconds: number, texts: ServerTexts): MailMessage {
  const { t } = texts;
  const count = hours(ttlSeconds);
  const lines = [
    t('Hi {name},', { name: user.first_name }),
    t('Somebody (hopefully you) asked to reset the password of your Siteline account. Open the link below to choose a new one.'),
    count === 1
      ? t('The link works once and expires in 1 hour. If you did not ask for this, ignore this e-mail: your password stays as it is.')
      : t('The link works once and expires in {count} hours. If you did not ask for this, ignore this e-mail: your password stays as it is.', { count }),
  ];
  return mail(texts, user.email, t('Reset your Siteline password'), lines, link, t('Reset password'));
}
