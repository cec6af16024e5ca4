// The usage report as an xlsx (exceljs, streamed): one row per machine and day of the range with
// engine, idle and production hours from the telemetry (asset_usage_daily), and a summary sheet
// with each machine's totals. Streaming keeps memory flat for 10,000 machines × 31 days; the
// telemetry is read in chunks of machines so no query carries 10,000 ids. Sheet and column names are
// in the language of the user who downloads it (usageCatalog.ts).
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Db } from '../db/database.ts';
import { serverTexts, type ServerTexts } from '../i18n/serverTexts.ts';
import { USAGE_REPORT_CATALOG } from './usageCatalog.ts';
import { HOURS_XLSX_FORMAT, hoursFigure } from '../../../machines/format/numbers.ts';

const CHUNK = 500;
/** Machines written between two turns of the event loop (3,100 rows at 31 days, about 0.1 s). */
const MACHINES_PER_TURN = 100;
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
const HOUR_S = 3600;
// Hours as every screen shows them (one decimal, cut as an hour meter cuts): decision 0037.
const hoursOf = (seconds: number) => hoursFigure(seconds / HOUR_S);

export interface UsageMachine {
  id: number;
  name: string;
  internal_id: string;
  brand: string;
  model: string;
}

/** Every day from fromDay to toDay (YYYY-MM-DD, UTC calendar), both included. */
export function daysOf(fromDay: string, toDay: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${fromDay}T00:00:00Z`); t <= Date.parse(`${toDay}T00:00:00Z`); t += 86_400_000) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/** The spec writes dates YYYY/MM/DD. */
const shown = (day: string) => day.replaceAll('-', '/');

/** The report's sheet and column names in the language of `languageId` (users.language_id). */
export const usageReportTexts = (languageId: number, onMissing?: (template: string) => void) => serverTexts(USAGE_REPORT_CATALOG, languageId, onMissing);

interface Column {
  /** The English header (USAGE_REPORT_CATALOG), worded in the reader's language by addSheet. */
  header: string;
  key: string;
  width: number;
}

const MACHINE_COLUMNS: readonly Column[] = [
  { header: 'Machine', key: 'name', width: 32 },
  { header: 'Internal ID', key: 'internalId', width: 16 },
];

const HOUR_COLUMNS: readonly Column[] = [
  { header: 'Engine hours', key: 'engine', width: 13 },
  { header: 'Idle hours', key: 'idle', width: 15 },
  { header: 'Production hours', key: 'production', width: 18 },
];

/** A sheet with a bold, frozen header row in the reader's words and the hour columns' number format. */
function addSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, t: ServerTexts['t'], name: string, columns: readonly Column[]) {
  const sheet = workbook.addWorksheet(t(name), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ ...c, header: t(c.header) }));
  for (const { key } of HOUR_COLUMNS) sheet.getColumn(key).numFmt = HOURS_XLSX_FORMAT;
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  return sheet;
}

export function usageReportStream(db: Db, companyId: number, machines: UsageMachine[], fromDay: string, toDay: string, texts: ServerTexts): PassThrough {
  const out = new PassThrough();
  void writeWorkbook(db, companyId, machines, fromDay, toDay, texts, out).catch((error: unknown) => out.destroy(error as Error));
  return out;
}

async function writeWorkbook(db: Db, companyId: number, machines: UsageMachine[], fromDay: string, toDay: string, { t }: ServerTexts, out: PassThrough) {
  // Fast deflate: the sheets are repetitive text, level 1 is a fraction of the CPU for a slightly larger file.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false, zip: { zlib: { level: 1 } } });
  workbook.creator = 'Siteline';
  const days = daysOf(fromDay, toDay);
  const perDay = addSheet(workbook, t, 'Usage per day', [
    MACHINE_COLUMNS[0],
    MACHINE_COLUMNS[1],
    { header: 'Brand', key: 'brand', width: 14 },
    { header: 'Model', key: 'model', width: 14 },
    { header: 'Day', key: 'day', width: 12 },
    ...HOUR_COLUMNS,
  ]);
  const totals: { machine: UsageMachine; engine: number; idle: number; days: number }[] = [];

  for (let i = 0; i < machines.length; i += CHUNK) {
    const chunk = machines.slice(i, i + CHUNK);
    const rows = await db
      .selectFrom('asset_usage_daily')
      .select(['asset_id', 'day', 'engine_s', 'idle_s'])
      .where('company_id', '=', companyId)
      .where(
        'asset_id',
        'in',
        chunk.map((m) => m.id),
      )
      .where('day', '>=', fromDay)
      .where('day', '<=', toDay)
      .execute();
    const byKey = new Map(rows.map((r) => [`${r.asset_id}|${r.day}`, r]));
    for (const [k, machine] of chunk.entries()) {
      // Others' requests are served between a few machines' rows (issue 24), not after 500 machines'.
      if (k > 0 && k % MACHINES_PER_TURN === 0) await nextTurn();
      let engine = 0;
      let idle = 0;
      let used = 0;
      for (const day of days) {
        const r = byKey.get(`${machine.id}|${day}`);
        const e = r?.engine_s ?? 0;
        const idleS = Math.min(r?.idle_s ?? 0, e);
        engine += e;
        idle += idleS;
        if (e > 0) used++;
        perDay
          .addRow({
            name: machine.name,
            internalId: machine.internal_id,
            brand: machine.brand,
            model: machine.model,
            day: shown(day),
            engine: hoursOf(e),
            idle: hoursOf(idleS),
            production: hoursOf(e - idleS),
          })
          .commit();
      }
      totals.push({ machine, engine, idle, days: used });
    }
    // Let the response drain between chunks.
    await nextTurn();
  }
  perDay.commit();

  const summary = addSheet(workbook, t, 'Summary', [
    ...MACHINE_COLUMNS,
    { header: 'From', key: 'from', width: 12 },
    { header: 'To', key: 'to', width: 12 },
    { header: 'Days used', key: 'days', width: 14 },
    ...HOUR_COLUMNS,
  ]);
  for (const [k, t] of totals.entries()) {
    if (k > 0 && k % (MACHINES_PER_TURN * 10) === 0) await nextTurn();
    summary
      .addRow({
        name: t.machine.name,
        internalId: t.machine.internal_id,
        from: shown(fromDay),
        to: shown(toDay),
        days: t.days,
        engine: hoursOf(t.engine),
        idle: hoursOf(t.idle),
        production: hoursOf(t.engine - t.idle),
      })
      .commit();
  }
  summary.commit();
  await workbook.commit();
}
