// The xlsx a scheduled report attaches, in the recipient's language: the usage report is the same
// workbook the Reports page downloads (usageWorkbook.ts, the company's active machines, at most
// REPORT_ASSET_LIMIT); the utilization summary is the analytics dashboard's per-machine figures over
// the period (analytics/utilization.ts, the same sums and rounding) with a total row.
import ExcelJS from 'exceljs';
import type { Db } from '../db/database.ts';
import { serverTexts } from '../i18n/serverTexts.ts';
import { machineSelection } from '../analytics/selection.ts';
import { describeMachines, machineUsage } from '../analytics/utilization.ts';
import { addUsage, figuresOf, noUsage } from '../analytics/figures.ts';
import { workingDaysIn } from '../analytics/calendar.ts';
import { sortMachines } from '../analytics/machineOrder.ts';
import { usageReportStream, usageReportTexts, type UsageMachine } from './usageWorkbook.ts';
import { REPORT_SCHEDULE_CATALOG } from './scheduleCatalog.ts';
import { HOURS_XLSX_FORMAT } from '../../../machines/format/numbers.ts';
import type { ReportKind } from '../../../machines/reportSchedule/reportSchedule.rules.ts';

/** The usage report's limit of machines (routes/reports: REPORT_ASSET_LIMIT). */
const USAGE_MACHINES = 10_000;

export const scheduleTexts = (languageId: number, onMissing?: (template: string) => void) => serverTexts(REPORT_SCHEDULE_CATALOG, languageId, onMissing);

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

async function usageWorkbook(db: Db, companyId: number, fromDay: string, toDay: string, languageId: number): Promise<Buffer> {
  const machines: UsageMachine[] = await db
    .selectFrom('assets')
    .select(['id', 'name', 'internal_id', 'brand', 'model'])
    .where('company_id', '=', companyId)
    .where('archived_at', 'is', null)
    .orderBy('name')
    .orderBy('id')
    .limit(USAGE_MACHINES)
    .execute();
  return collect(usageReportStream(db, companyId, machines, fromDay, toDay, usageReportTexts(languageId)));
}

async function utilizationWorkbook(db: Db, companyId: number, fromDay: string, toDay: string, languageId: number): Promise<Buffer> {
  const { t } = scheduleTexts(languageId);
  const range = { fromDay, toDay };
  const selection = await machineSelection(db, companyId, {});
  const sums = sortMachines(await machineUsage(db, companyId, selection, range, 1), 'name', 0);
  const machines = await describeMachines(db, sums, range);
  const workingDays = workingDaysIn(fromDay, toDay);
  const total = figuresOf(
    sums.reduce((all, m) => addUsage(all, m.sums), noUsage()),
    workingDays,
    sums.length,
  );
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Siteline';
  const sheet = workbook.addWorksheet(t('Utilization'), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: t('Machine'), key: 'name', width: 32 },
    { header: t('Internal ID'), key: 'internalId', width: 16 },
    { header: t('Engine hours'), key: 'engineHours', width: 14, style: { numFmt: HOURS_XLSX_FORMAT } },
    { header: t('Working hours'), key: 'workingHours', width: 14, style: { numFmt: HOURS_XLSX_FORMAT } },
    { header: t('Idle hours'), key: 'idleHours', width: 14, style: { numFmt: HOURS_XLSX_FORMAT } },
    { header: t('Idle %'), key: 'idlePercent', width: 10 },
    { header: t('Days used'), key: 'daysUsed', width: 12 },
    { header: t('Hours per working day'), key: 'hoursPerWorkingDay', width: 20 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const m of machines) sheet.addRow(m);
  sheet.addRow({ ...total, name: t('All machines'), internalId: '' }).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The report of `companyId` for the days fromDay..toDay, its sheet and column names in `languageId`. */
export function scheduledWorkbook(db: Db, report: ReportKind, companyId: number, fromDay: string, toDay: string, languageId: number): Promise<Buffer> {
  return report === 'usage' ? usageWorkbook(db, companyId, fromDay, toDay, languageId) : utilizationWorkbook(db, companyId, fromDay, toDay, languageId);
}
