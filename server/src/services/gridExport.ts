// A grid's export (issue 27, item 8): every row the grid's filters and search match, in its sort,
// with the columns the user shows, as xlsx or CSV in the user's language. The rows come from the
// grid's own page function (the same scope, filters and formatting as the screen), a page at a
// time: between pages the event loop serves others (a page of 1,000 rows is a few milliseconds),
// and the file is streamed, so 100,000 machines never sit in memory at once.
import { PassThrough, type Writable } from 'node:stream';
import { once } from 'node:events';
import { Type, type TSchema } from '@sinclair/typebox';
import ExcelJS from 'exceljs';
import { badRequest } from '../http/envelope.ts';
import { HOURS_XLSX_FORMAT, hoursFigure } from '../../../machines/format/numbers.ts';
import { MAX_EXPORT_LABELS, MAX_EXPORT_ROWS, type ExportColumn, type ExportFormat } from '../../../machines/gridExport/gridExport.types.ts';

export { MAX_EXPORT_ROWS };
import { codeOf, hashOf, translationsOf } from '../i18n/languages.ts';
import { formatted, localDay } from '../telemetry/time.ts';
import type { GridAnswer, GridDefinition, GridRequestValue } from './grid.ts';

/** Rows read per page of an export. */
export const EXPORT_PAGE = 1000;
export const MAX_EXPORT_COLUMNS = 60;
export const EXPORT_FORMATS = ['xlsx', 'csv'] as const satisfies readonly ExportFormat[];
export const CONTENT_TYPES: Readonly<Record<ExportFormat, string>> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

const GridExportColumn = Type.Object(
  {
    fieldName: Type.String({ minLength: 1, maxLength: 64, description: 'A column of the grid (its fieldName in the grid request)' }),
    title: Type.String({ minLength: 1, maxLength: 100, description: 'The heading as the user reads it' }),
    labels: Type.Optional(
      Type.Array(Type.Object({ value: Type.String({ maxLength: 100 }), label: Type.String({ maxLength: 100 }) }, { additionalProperties: false }), {
        maxItems: MAX_EXPORT_LABELS,
        description: "What the screen shows for each of the column's values (a list's words in the user's language)",
      }),
    ),
    translate: Type.Optional(Type.Boolean({ description: "The column's texts are the product's fixed names: written in the user's language" })),
    unit: Type.Optional(Type.Literal('hours', { description: 'Hours as an hour meter shows them: one decimal, cut' })),
  },
  { additionalProperties: false },
);

/** The export's body: the grid's request (start and limit are ignored), the columns in order, the format. */
export const gridExportBody = (request: TSchema) =>
  Type.Object(
    {
      request,
      columns: Type.Array(GridExportColumn, { minItems: 1, maxItems: MAX_EXPORT_COLUMNS }),
      format: Type.Union(
        EXPORT_FORMATS.map((f) => Type.Literal(f)),
        { description: 'xlsx (Excel) or csv (UTF-8 with a byte order mark; ";" between fields where the language writes decimal commas)' },
      ),
    },
    { additionalProperties: false },
  );

export interface GridExportBodyValue<R extends GridRequestValue = GridRequestValue> {
  request: R;
  columns: ExportColumn[];
  format: ExportFormat;
}

export type ReadPage = (start: number, limit: number) => Promise<GridAnswer<Record<string, unknown>>>;

export interface ExportPlan {
  readPage: ReadPage;
  grid: GridDefinition;
  columns: readonly ExportColumn[];
  format: ExportFormat;
  languageId: number;
  timeZone: string;
  /** The sheet's name (English; translated here). */
  sheet: string;
}

/** A 400 naming the first column the grid does not have. */
export function checkExportColumns(grid: GridDefinition, columns: ReadonlyArray<{ fieldName: string }>): void {
  columns.forEach(({ fieldName }, i) => {
    if (!(fieldName in grid.columns)) {
      const message = `unknown column '${fieldName.slice(0, 64)}'`;
      throw badRequest(`columns.${i}.fieldName: ${message};`, { [`columns.${i}.fieldName`]: [message] });
    }
  });
}

/** `stem-YYYY-MM-DD.ext`, the day in the user's zone. */
export function exportFileName(stem: string, format: ExportFormat, timeZone: string, now = Date.now()): string {
  return `${stem}-${localDay(now, timeZone)}.${format}`;
}

type Translate = (english: string) => string;

function translator(languageId: number): Translate {
  const table = translationsOf(codeOf(languageId));
  // A column holds few distinct words: each is hashed once per export.
  const seen = new Map<string, string>();
  return (english) => {
    let text = seen.get(english);
    if (text === undefined) seen.set(english, (text = table.get(hashOf(english)) ?? english));
    return text;
  };
}

export type Cell = string | number | null;

/** How a column's values are written: the screen's words for its values, the product's names translated, hours cut. */
export interface CellRule {
  labels: ReadonlyMap<string, string>;
  translate: boolean;
  hours: boolean;
  /** Instants (…UtcTime fields) are written as the screen shows them: 'YYYY/MM/DD HH:mm' in this zone. */
  timeZone: string;
}

export function cellRule(column: ExportColumn, gridKind: string | undefined, timeZone: string): CellRule {
  return {
    labels: new Map((column.labels ?? []).map((l) => [l.value, l.label])),
    translate: column.translate === true || gridKind === 'enum',
    hours: column.unit === 'hours',
    timeZone,
  };
}

/** An instant with its offset, as the API sends …UtcTime fields (the grid's cells.ts reads the same). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * A row value as a spreadsheet cell, as the grid shows it: a list's value by the screen's word for
 * it, the product's fixed names and Yes/No in the reader's words, tags and named things by their
 * names; numbers stay numbers (hours cut to one decimal, as an hour meter shows them).
 */
export function cellOf(value: unknown, rule: CellRule, t: Translate): Cell {
  if (value === null || value === undefined) return null;
  const label = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? rule.labels.get(String(value)) : undefined;
  if (label !== undefined) return label;
  if (typeof value === 'number') return Number.isFinite(value) ? (rule.hours ? hoursFigure(value) : value) : null;
  if (typeof value === 'boolean') return t(value ? 'Yes' : 'No');
  if (typeof value === 'string') return rule.translate ? t(value) : INSTANT.test(value) ? (formatted(Date.parse(value), rule.timeZone) ?? value) : value;
  if (Array.isArray(value)) return value.map(nameOf).join(', ');
  return nameOf(value);
}

/** A tag or other named thing by its name; anything else as JSON (never "[object Object]"). */
function nameOf(value: unknown): string {
  const name = typeof value === 'object' && value !== null && 'name' in value ? value.name : value;
  return typeof name === 'string' ? name : typeof name === 'number' || typeof name === 'boolean' ? String(name) : (JSON.stringify(name) ?? '');
}

/** Text a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe (OWASP, CSV injection). */
export function defused(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** CSV's field separator and decimal mark for a language: ";" and "," where the language writes decimal commas. */
export function csvDialect(languageId: number): { separator: string; decimal: string } {
  return codeOf(languageId) === 'en' ? { separator: ',', decimal: '.' } : { separator: ';', decimal: ',' };
}

export function csvLine(cells: readonly Cell[], dialect: { separator: string; decimal: string }): string {
  return `${cells
    .map((cell) => {
      if (cell === null) return '';
      if (typeof cell === 'number') return String(cell).replace('.', dialect.decimal);
      const text = defused(cell);
      return text.includes(dialect.separator) || /["\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
    })
    .join(dialect.separator)}\r\n`;
}

/** The export as a stream; a failure after the first bytes ends the stream with the error (the log has it). */
export function exportStream(plan: ExportPlan, firstPage: GridAnswer<Record<string, unknown>>): PassThrough {
  const out = new PassThrough();
  void writeExport(plan, firstPage, out).catch((error: unknown) => out.destroy(error as Error));
  return out;
}

async function writeExport(plan: ExportPlan, firstPage: GridAnswer<Record<string, unknown>>, out: PassThrough): Promise<void> {
  const t = translator(plan.languageId);
  const rules = plan.columns.map((c) => cellRule(c, plan.grid.columns[c.fieldName]?.kind, plan.timeZone));
  const cells = (row: Record<string, unknown>) => plan.columns.map((c, i) => cellOf(row[c.fieldName], rules[i], t));
  const total = Math.min(firstPage.summary.total, MAX_EXPORT_ROWS);
  const pages = async function* () {
    yield firstPage.data;
    for (let start = firstPage.data.length; firstPage.data.length > 0 && start < total;) {
      // Others' requests are served between two pages.
      await new Promise((resolve) => setImmediate(resolve));
      const page = await plan.readPage(start, Math.min(EXPORT_PAGE, total - start));
      if (page.data.length === 0) return;
      yield page.data;
      start += page.data.length;
    }
  };

  if (plan.format === 'csv') {
    const dialect = csvDialect(plan.languageId);
    await write(
      out,
      `\uFEFF${csvLine(
        plan.columns.map((c) => c.title),
        dialect,
      )}`,
    );
    for await (const rows of pages()) await write(out, rows.map((row) => csvLine(cells(row), dialect)).join(''));
    out.end();
    return;
  }

  // Fast deflate, shared strings off: the file is written as it goes (usageWorkbook.ts does the same).
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false, zip: { zlib: { level: 1 } } });
  workbook.creator = 'Siteline';
  const sheet = workbook.addWorksheet(t(plan.sheet).slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = plan.columns.map((c, i) => ({ header: defused(c.title), key: String(i), width: Math.min(60, Math.max(12, c.title.length + 4)) }));
  plan.columns.forEach((c, i) => {
    if (c.unit === 'hours') sheet.getColumn(i + 1).numFmt = HOURS_XLSX_FORMAT;
  });
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const rows of pages()) {
    for (const row of rows) sheet.addRow(cells(row).map((cell) => (typeof cell === 'string' ? defused(cell) : cell))).commit();
  }
  sheet.commit();
  await workbook.commit();
}

/** Writes and waits when the stream asks to (the client reads slower than we write). */
async function write(stream: Writable, text: string): Promise<void> {
  if (!stream.write(text)) await once(stream, 'drain');
}
