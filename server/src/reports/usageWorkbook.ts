// The usage report as an xlsx (exceljs, streamed): one row per machine and day of the range with
// engine, idle and production hours from the telemetry (asset_usage_daily), and a summary sheet
// with each machine's totals. Streaming keeps memory flat for 10,000 machines × 31 days; the
// telemetry is read in chunks of machines so no query carries 10,000 ids.
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Db } from '../db/database.ts';

const CHUNK = 500;
const HOUR_S = 3600;
const round2 = (seconds: number) => Math.round((seconds / HOUR_S) * 100) / 100;

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

export function usageReportStream(db: Db, companyId: number, machines: UsageMachine[], fromDay: string, toDay: string): PassThrough {
  const out = new PassThrough();
  void writeWorkbook(db, companyId, machines, fromDay, toDay, out).catch((error: unknown) => out.destroy(error as Error));
  return out;
}

async function writeWorkbook(db: Db, companyId: number, machines: UsageMachine[], fromDay: string, toDay: string, out: PassThrough) {
  // Fast deflate: the sheets are repetitive text, level 1 is a fraction of the CPU for a slightly larger file.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false, zip: { zlib: { level: 1 } } });
  workbook.creator = 'Siteline';
  const days = daysOf(fromDay, toDay);
  const perDay = workbook.addWorksheet('Usage per day', { views: [{ state: 'frozen', ySplit: 1 }] });
  perDay.columns = [
    { header: 'Machine', key: 'name', width: 32 },
    { header: 'Internal ID', key: 'internalId', width: 16 },
    { header: 'Brand', key: 'brand', width: 14 },
    { header: 'Model', key: 'model', width: 14 },
    { header: 'Day', key: 'day', width: 12 },
    { header: 'Engine hours', key: 'engine', width: 13 },
    { header: 'Idle hours', key: 'idle', width: 11 },
    { header: 'Production hours', key: 'production', width: 17 },
  ];
  perDay.getRow(1).font = { bold: true };
  perDay.getRow(1).commit();
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
    for (const machine of chunk) {
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
            engine: round2(e),
            idle: round2(idleS),
            production: round2(e - idleS),
          })
          .commit();
      }
      totals.push({ machine, engine, idle, days: used });
    }
    // Let the response drain between chunks.
    await new Promise((resolve) => setImmediate(resolve));
  }
  perDay.commit();

  const summary = workbook.addWorksheet('Summary', { views: [{ state: 'frozen', ySplit: 1 }] });
  summary.columns = [
    { header: 'Machine', key: 'name', width: 32 },
    { header: 'Internal ID', key: 'internalId', width: 16 },
    { header: 'From', key: 'from', width: 12 },
    { header: 'To', key: 'to', width: 12 },
    { header: 'Days used', key: 'days', width: 10 },
    { header: 'Engine hours', key: 'engine', width: 13 },
    { header: 'Idle hours', key: 'idle', width: 11 },
    { header: 'Production hours', key: 'production', width: 17 },
  ];
  summary.getRow(1).font = { bold: true };
  summary.getRow(1).commit();
  for (const t of totals) {
    summary
      .addRow({
        name: t.machine.name,
        internalId: t.machine.internal_id,
        from: shown(fromDay),
        to: shown(toDay),
        days: t.days,
        engine: round2(t.engine),
        idle: round2(t.idle),
        production: round2(t.engine - t.idle),
      })
      .commit();
  }
  summary.commit();
  await workbook.commit();
}
