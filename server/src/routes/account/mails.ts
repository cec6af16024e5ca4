// The account e-mails: plain text first (read by every client and by tests), a simple HTML part.
import type { MailMessage } from '../../services/mailer.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function html(paragraphs: string[], link: string, action: string): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  return `<!doctype html><html><body style="font-family:sans-serif">
${body}
<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>
<p style="color:#666;font-size:small">${escapeHtml(link)}</p>
</body></html>`;
}

const hours = (seconds: number) => Math.max(1, Math.round(seconds / 3600));
const days = (seconds: number) => Math.max(1, Math.round(seconds / 86400));

export function invitationMail(to: string, firstName: string, companyName: string, link: string, ttlSeconds: number): MailMessage {
  const lines = [
    `Hi ${firstName},`,
    `You have been invited to Siteline by ${companyName}. Open the link below to choose a password and activate your account.`,
    `The link works once and expires in ${days(ttlSeconds)} day(s).`,
  ];
  return { to, subject: 'Activate your Siteline account', text: `${lines.join('\n\n')}\n\n${link}\n`, html: html(lines, link, 'Activate account') };
}

export function resetMail(to: string, firstName: string, link: string, ttlSeconds: number): MailMessage {
  const lines = [
    `Hi ${firstName},`,
    'Somebody (hopefully you) asked to reset the password of your Siteline account. Open the link below to choose a new one.',
    `The link works once and expires in ${hours(ttlSeconds)} hour(s). If you did not ask for this, ignore this e-mail: your password stays as it is.`,
  ];
  return { to, subject: 'Reset your Siteline password', text: `${lines.join('\n\n')}\n\n${link}\n`, html: html(lines, link, 'Reset password') };
}
