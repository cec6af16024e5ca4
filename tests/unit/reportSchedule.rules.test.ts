// Scheduled reports' pure parts (issue 29, decision 0061): the period a schedule sends, the shared
// form rules, and the mail worded in each recipient's language with every text translated.
import { describe, expect, it } from 'vitest';
import { lastWholePeriod, reportScheduleProblems, scheduleProblemText } from '../../machines/reportSchedule/reportSchedule.rules.ts';
import { reportMail } from '../../server/src/reports/scheduleMail.ts';
import { scheduleTexts } from '../../server/src/reports/scheduleWorkbook.ts';
import { REPORT_SCHEDULE_CATALOG } from '../../server/src/reports/scheduleCatalog.ts';

describe('lastWholePeriod', () => {
  it('weekly: the Monday-to-Sunday week before the one holding today, whatever the weekday', () => {
    // 2026-12-07 is a Monday.
    for (const today of ['2026-12-07', '2026-12-09', '2026-12-13'])
      expect(lastWholePeriod('weekly', today)).toEqual({ fromDay: '2026-11-30', toDay: '2026-12-06' });
    expect(lastWholePeriod('weekly', '2027-01-01')).toEqual({ fromDay: '2026-12-21', toDay: '2026-12-27' });
  });
  it('monthly: the calendar month before, leap February and the turn of the year included', () => {
    expect(lastWholePeriod('monthly', '2028-03-01')).toEqual({ fromDay: '2028-02-01', toDay: '2028-02-29' });
    expect(lastWholePeriod('monthly', '2027-01-31')).toEqual({ fromDay: '2026-12-01', toDay: '2026-12-31' });
  });
});

describe('reportScheduleProblems', () => {
  const colleagues = new Set([2, 3]);
  it('accepts a known report and frequency with colleagues of the company', () => {
    expect(reportScheduleProblems({ report: 'utilization', frequency: 'monthly', recipients: [2, 3] }, colleagues)).toEqual({});
  });
  it('names each field', () => {
    const problems = reportScheduleProblems({ report: 'fuel', frequency: 'daily', recipients: [4] }, colleagues);
    expect(Object.fromEntries(Object.entries(problems).map(([f, p]) => [f, scheduleProblemText(p)]))).toEqual({
      report: 'Choose a report',
      frequency: 'Choose weekly or monthly',
      recipients: 'Choose colleagues of your company',
    });
    expect(scheduleProblemText(reportScheduleProblems({ report: 'usage', frequency: 'weekly', recipients: Array(21).fill(2) }, colleagues).recipients!)).toBe(
      'At most 20 colleagues',
    );
  });
});

describe('the report mail', () => {
  const input = {
    id: 'report-1-2',
    to: 'a@example.test',
    report: 'usage' as const,
    fromDay: '2026-11-30',
    toDay: '2026-12-06',
    owner: 'Olle Owner',
    origin: 'https://x.example',
    workbook: Buffer.from('x'),
  };
  it('is worded in each language with no text missing, the xlsx attached and absolute links', () => {
    for (const languageId of [2, 3]) {
      const missing: string[] = [];
      for (const entry of REPORT_SCHEDULE_CATALOG) scheduleTexts(languageId, (template) => missing.push(template)).t(entry.en);
      expect(missing).toEqual([]);
    }
    const en = reportMail({ ...input, languageId: 1 });
    expect(en.subject).toBe('Usage report 2026/11/30 – 2026/12/06');
    expect(en.text).toContain('https://x.example/analytics');
    expect(en.attachments?.[0].filename).toBe('usage-report_2026-11-30_2026-12-06.xlsx');
    expect(reportMail({ ...input, languageId: 2 }).subject).toBe('Användningsrapport 2026/11/30 – 2026/12/06');
    expect(reportMail({ ...input, languageId: 3, report: 'utilization' }).subject).toBe('Utnyttelsessammendrag 2026/11/30 – 2026/12/06');
    expect(reportMail({ ...input, languageId: 3 }).language).toBe('nb');
  });
});
