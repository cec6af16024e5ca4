// A scheduled report's mail: worded when it is sent, in the recipient's language, the xlsx attached
// (its file name as the Reports page names the usage report), a link to the app's Analytics and one
// to Settings → Scheduled reports, both absolute from the public base URL. Plain text and HTML.
import { escapeHtml, type MailMessage } from '../services/mailer.ts';
import { formatDay } from '../../../machines/format/clock.ts';
import type { ReportKind } from '../../../machines/reportSchedule/reportSchedule.rules.ts';
import { scheduleTexts } from './scheduleWorkbook.ts';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const REPORT_NAMES: Record<ReportKind, string> = { usage: 'Usage report', utilization: 'Utilization summary' };
const FILE_NAMES: Record<ReportKind, string> = { usage: 'usage-report', utilization: 'utilization-summary' };

export interface ReportMailInput {
  /** Stable per run and recipient: a resend after a crash is the same mail. */
  id: string;
  to: string;
  languageId: number;
  report: ReportKind;
  fromDay: string;
  toDay: string;
  /** Who scheduled it. */
  owner: string;
  origin: string;
  workbook: Buffer;
}

export const reportFileName = (report: ReportKind, fromDay: string, toDay: string) => `${FILE_NAMES[report]}_${fromDay}_${toDay}.xlsx`;

export function reportMail(input: ReportMailInput): MailMessage {
  const { t, code } = scheduleTexts(input.languageId);
  const report = t(REPORT_NAMES[input.report]);
  const from = formatDay(input.fromDay);
  const to = formatDay(input.toDay);
  const subject = t('{report} {from} – {to}', { report, from, to });
  const intro = t('Attached is the {report} of your machines from {from} to {to}.', { report: report.toLowerCase(), from, to });
  const by = t('Scheduled by {name}.', { name: input.owner });
  const analytics = `${input.origin}/analytics`;
  const settings = `${input.origin}/settings/scheduled-reports`;
  const open = t('Open Analytics in Siteline');
  const manage = t('Scheduled reports');
  const a = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
  return {
    id: input.id,
    to: input.to,
    language: code,
    subject,
    text: `${intro}\n${by}\n\n${open}: ${analytics}\n\n${manage}: ${settings}\n`,
    html: `<!doctype html><html lang="${escapeHtml(code)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:sans-serif">
<p>${escapeHtml(intro)}<br>${escapeHtml(by)}</p>
<p>${a(analytics, open)}</p>
<p>${a(settings, manage)}</p>
</body></html>`,
    attachments: [{ filename: reportFileName(input.report, input.fromDay, input.toDay), content: input.workbook, contentType: XLSX }],
  };
}
