// A dashboard table saved as CSV or xlsx, in the browser: the figures are already on the page, so
// no second call. exceljs (the server's workbook library) is loaded only when an xlsx is asked for.
import { saveFile } from '../../app/saveFile.ts';

export interface ExportTable {
  /** File name without extension, e.g. 'utilization-machines_2026-10-19_2026-11-15'. */
  stem: string;
  /** Sheet name (xlsx). */
  title: string;
  headers: string[];
  /** Raw values: numbers stay numbers (hours, %), null an empty cell. */
  rows: (string | number | null)[][];
}

const cell = (value: string | number | null) => {
  if (value === null) return '';
  const text = String(value);
  // Quoted when it holds a separator, a quote or a line break; a leading =+-@ is neutralised so a
  // machine name cannot become a spreadsheet formula (CSV injection).
  const safe = /^[=+\-@]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[",;\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** RFC 4180 CSV (comma, CRLF), with a BOM so spreadsheet programs read UTF-8 names. */
export function toCsv(table: Pick<ExportTable, 'headers' | 'rows'>): string {
  return `\uFEFF${[table.headers, ...table.rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

export function saveCsv(table: ExportTable): void {
  saveFile({ fileName: `${table.stem}.csv`, blob: new Blob([toCsv(table)], { type: 'text/csv;charset=utf-8' }) });
}

export async function saveXlsx(table: ExportTable): Promise<void> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  // Sheet names: at most 31 characters, none of []:*?/\ (Excel's rule).
  const sheet = book.addWorksheet(table.title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1');
  sheet.addRow(table.headers).font = { bold: true };
  for (const row of table.rows) sheet.addRow(row.map((v) => (v === null ? null : v)));
  sheet.columns.forEach((column, i) => {
    column.width = Math.min(40, Math.max(10, table.headers[i].length + 2));
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const buffer = await book.xlsx.writeBuffer();
  saveFile({ fileName: `${table.stem}.xlsx`, blob: new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }) });
}
