// Notification e-mails, worded when they are sent, in the recipient's language (users.language_id)
// and time zone: one notification keeps its own mail (subject = its subject); several become one
// digest listing each with its own link. Plain text first (read by every client and by tests), and
// an HTML part with the same content. Links are absolute: a mail client cannot open a path.
import type { Wording } from '../../i18n/wording.ts';
import { escapeHtml, type MailMessage } from '../../services/mailer.ts';
import { machineEventText } from '../../telemetry/events.ts';
import { dayFormatted, formatted } from '../../telemetry/time.ts';
import { NotificationKind, notificationLink, parseParams } from '../kinds.ts';

/** The notification columns a mail is worded from. */
export interface MailNotification {
  id: number;
  kind: string;
  event_name: string;
  asset_id: number | null;
  event_ts: number;
  /** English, as the in-app log shows it: the mail's text for rows written before params existed. */
  subject: string;
  body: string;
  params: string | null;
}

/** Subject and body of one notification in `wording`, times in `timeZone`. */
export function wordNotification(n: MailNotification, wording: Wording, timeZone: string): { subject: string; body: string } {
  const params = parseParams(n.params);
  if (!params) return { subject: n.subject, body: n.body };
  const { t } = wording;
  const machine = params.machine ?? t('Machine {id}', { id: n.asset_id ?? '?' });
  if (n.kind === NotificationKind.SoonToService) {
    return {
      subject: t('Soon to service: {machine}', { machine }),
      body: params.dueDay
        ? t('{machine} is due for service on {day}.', { machine, day: dayFormatted(params.dueDay) })
        : t('{machine} is due for service soon.', { machine }),
    };
  }
  const text = machineEventText(n.event_name, params.details ?? {}, wording);
  return { subject: `${text.header}: ${machine}`, body: `${text.message}. ${machine}, ${formatted(Number(n.event_ts), timeZone)}.` };
}

/**
 * Where a notification's mail leads: an event opens the machine's panel on the map; Soon to service
 * opens the service list's Soon machines with that machine's panel, so each line of a digest of
 * many due machines leads to its own machine.
 */
export function mailPath(n: Pick<MailNotification, 'kind' | 'asset_id'>): string {
  if (n.kind === NotificationKind.SoonToService && n.asset_id !== null) return `/service?quickFilter=Soon&assetId=${n.asset_id}`;
  return notificationLink(n);
}

export interface MailRecipient {
  email: string;
  timeZone: string;
}

function htmlDocument(lang: string, subject: string, body: string): string {
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:sans-serif">
${body}
</body></html>`;
}

const anchor = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;

/**
 * The mail for `items` (one recipient's notifications of one mail poll, oldest first), sent under
 * `id` (the same id again after a crash: the same outbox file, the same Message-ID).
 */
export function notificationMail(id: string, recipient: MailRecipient, items: readonly MailNotification[], origin: string, wording: Wording): MailMessage {
  const { t } = wording;
  const worded = items.map((n) => ({ ...wordNotification(n, wording, recipient.timeZone), url: `${origin}${mailPath(n)}` }));
  const settings = `${origin}/settings/notifications`;
  const open = t('Open in Siteline');
  const footer = { text: `${t('Change which notifications you get')}: ${settings}`, html: `<p>${anchor(settings, t('Notification settings'))}</p>` };
  if (worded.length === 1) {
    const [one] = worded;
    return {
      id,
      to: recipient.email,
      language: wording.code,
      subject: one.subject,
      text: `${one.body}\n\n${open}: ${one.url}\n\n${footer.text}\n`,
      html: htmlDocument(wording.code, one.subject, `<p>${escapeHtml(one.body)}</p>\n<p>${anchor(one.url, open)}</p>\n${footer.html}`),
    };
  }
  const subject = t('Siteline: {count} new notifications', { count: worded.length });
  const intro = t('You have {count} new notifications in Siteline:', { count: worded.length });
  const text = worded.map((w) => `${w.subject}\n${w.body}\n${open}: ${w.url}`).join('\n\n');
  const list = worded.map((w) => `<li><p><strong>${escapeHtml(w.subject)}</strong><br>${escapeHtml(w.body)}<br>${anchor(w.url, open)}</p></li>`).join('\n');
  return {
    id,
    to: recipient.email,
    language: wording.code,
    subject,
    text: `${intro}\n\n${text}\n\n${footer.text}\n`,
    html: htmlDocument(wording.code, subject, `<p>${escapeHtml(intro)}</p>\n<ul>\n${list}\n</ul>\n${footer.html}`),
  };
}
