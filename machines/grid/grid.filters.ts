// Grid filters (spec, platform section 5): contains (case-insensitive text); gte (number or
// date-time YYYY-MM-DDTHH:mm:ss; a non-numeric value clears the filters); eq (text, number or
// boolean; other types are ignored); tags (tag name → tag id); enum (with a clear option).
// Pure: the grid machine turns a popover's choice into an expression with `filterOutcome`.
import type { ColumnKind, FilterExpression, FilterFunction, GridColumnDef, GridFilters, GridOption, GridRow } from './grid.types.ts';

/** What a filter choice does to the grid's filters. */
export type FilterOutcome =
  | { kind: 'set'; expression: FilterExpression }
  /** The input was emptied (or the enum's clear option chosen): this column's filter goes. */
  | { kind: 'remove' }
  /** A non-numeric gte value: every filter goes (spec). */
  | { kind: 'clearAll' }
  /** A value of a type the operator does not take: nothing changes (spec, for eq). */
  | { kind: 'ignore' };

/** The operators each kind of column offers. */
export const OPERATORS: Readonly<Record<ColumnKind, readonly FilterFunction[]>> = {
  text: ['contains', 'eq'],
  number: ['gte', 'eq'],
  date: ['gte'],
  boolean: ['eq'],
  enum: ['enum'],
  tags: ['tags'],
};

const set = (fieldName: string, filterFunction: FilterFunction, value: FilterExpression['value']): FilterOutcome => ({
  kind: 'set',
  expression: { fieldName, value, filterFunction },
});
const REMOVE: FilterOutcome = { kind: 'remove' };
const IGNORE: FilterOutcome = { kind: 'ignore' };
const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export function containsFilter(fieldName: string, value: unknown): FilterOutcome {
  if (isBlank(value)) return REMOVE;
  if (typeof value === 'number' && Number.isFinite(value)) return set(fieldName, 'contains', String(value));
  return typeof value === 'string' ? set(fieldName, 'contains', value.trim()) : IGNORE;
}

/** Number columns take a number (or numeric text); date columns a date-time YYYY-MM-DDTHH:mm:ss. */
export function gteFilter(fieldName: string, value: unknown, kind: 'number' | 'date'): FilterOutcome {
  if (isBlank(value)) return REMOVE;
  if (kind === 'date') return isDateTime(value) ? set(fieldName, 'gte', value) : { kind: 'clearAll' };
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : Number.NaN;
  return Number.isFinite(number) ? set(fieldName, 'gte', number) : { kind: 'clearAll' };
}

export function eqFilter(fieldName: string, value: unknown): FilterOutcome {
  if (typeof value === 'string') return value.trim() === '' ? REMOVE : set(fieldName, 'eq', value.trim());
  if (typeof value === 'number') return Number.isFinite(value) ? set(fieldName, 'eq', value) : IGNORE;
  if (typeof value === 'boolean') return set(fieldName, 'eq', value);
  return IGNORE;
}

/** Tag names (as the user picks them) become the tag ids the server matches; unknown names drop out. */
export function tagsFilter(fieldName: string, names: unknown, tags: readonly GridOption[] = []): FilterOutcome {
  if (!Array.isArray(names)) return IGNORE;
  const wanted = new Set(names.filter((n): n is string => typeof n === 'string').map((n) => n.trim().toLowerCase()));
  const ids = tags.filter((tag) => wanted.has(tag.label.trim().toLowerCase())).map((tag) => tag.value);
  return ids.length ? set(fieldName, 'tags', [...new Set(ids)]) : REMOVE;
}

/** The value the enum filter's clear option sends. */
export const ENUM_CLEAR = null;

export function enumFilter(fieldName: string, value: unknown, options: readonly GridOption[] = []): FilterOutcome {
  if (isBlank(value)) return REMOVE;
  const option = options.find((o) => o.value === value || String(o.value) === String(value));
  return option ? set(fieldName, 'enum', option.value) : IGNORE;
}

/** What a filter choice in a column's popover does; operators the column does not offer are ignored. */
export function filterOutcome(column: GridColumnDef | undefined, operator: FilterFunction, value: unknown): FilterOutcome {
  if (!column || column.filterable === false || !OPERATORS[column.kind].includes(operator)) return IGNORE;
  switch (operator) {
    case 'contains':
      return containsFilter(column.id, value);
    case 'gte':
      return gteFilter(column.id, value, column.kind === 'date' ? 'date' : 'number');
    case 'eq':
      return eqFilter(column.id, value);
    case 'tags':
      return tagsFilter(column.id, value, column.options);
    case 'enum':
      return enumFilter(column.id, value, column.options);
  }
}

/** The filters after an outcome; the same object when nothing changes. */
export function applyFilterOutcome(filters: GridFilters, fieldName: string, outcome: FilterOutcome): GridFilters {
  switch (outcome.kind) {
    case 'set':
      return { ...filters, [fieldName]: outcome.expression };
    case 'remove': {
      if (!(fieldName in filters)) return filters;
      const { [fieldName]: _removed, ...rest } = filters;
      return rest;
    }
    case 'clearAll':
      return {};
    case 'ignore':
      return filters;
  }
}

export function quickFilterExpression(value: string): FilterExpression {
  return { fieldName: 'status', value, filterFunction: 'eq' };
}

/** A cell value as text; an object (a named dictionary value, a tag) reads as JSON, not "[object Object]". */
export const scalarText = (value: unknown): string => (typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));

/**
 * Reference semantics of a filter on rows held in memory (the server applies the same rules):
 * contains is case-insensitive, gte compares numbers or date-times, tags match any chosen tag id.
 */
export function matchesFilter(row: GridRow, expression: FilterExpression): boolean {
  const cell = row[expression.fieldName];
  const { value } = expression;
  switch (expression.filterFunction) {
    case 'contains':
      return cell !== null && cell !== undefined && scalarText(cell).toLowerCase().includes(String(value).toLowerCase());
    case 'gte': {
      if (typeof value === 'number') return typeof cell === 'number' ? cell >= value : Number(cell) >= value;
      const at = typeof cell === 'string' ? parseDateTime(cell) : null;
      return at !== null && at >= String(value);
    }
    case 'eq':
    case 'enum':
      return typeof cell === 'string' && typeof value === 'string' ? cell.toLowerCase() === value.toLowerCase() : cell === value;
    case 'tags': {
      const ids = Array.isArray(value) ? value.map(String) : [];
      const tags: unknown[] = Array.isArray(cell) ? cell : [];
      return tags.some((tag) => ids.includes(String(typeof tag === 'object' && tag !== null && 'id' in tag ? tag.id : tag)));
    }
  }
}

// --- Date-times ----------------------------------------------------------------------------------

export type DateDisplayFormat = 'MM/DD/YYYY' | 'YYYY/MM/DD';
export const DEFAULT_DATE_DISPLAY: DateDisplayFormat = 'YYYY/MM/DD';

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const YMD = /^(\d{4})\/(\d{1,2})\/(\d{1,2})(?:[ T]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const MDY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:[ T]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/** The date filter shows the format the grid's user-time cells use (spec); YYYY/MM/DD by default. */
export function dateDisplayFormat(sampleUserTimeCells: readonly unknown[]): DateDisplayFormat {
  for (const sample of sampleUserTimeCells) {
    if (typeof sample !== 'string') continue;
    const text = sample.trim();
    if (/^\d{1,2}\/\d{1,2}\/\d{4}/.test(text)) return 'MM/DD/YYYY';
    if (/^\d{4}[/-]\d{1,2}[/-]\d{1,2}/.test(text)) return 'YYYY/MM/DD';
  }
  return DEFAULT_DATE_DISPLAY;
}

/** The filter's wire format, YYYY-MM-DDTHH:mm:ss, with a real calendar date. */
export function isDateTime(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(value) && parseDateTime(value) === value;
}

/**
 * A typed or displayed date (optionally with HH:mm[:ss]) as YYYY-MM-DDTHH:mm:ss, or null. With a
 * format, only that display format (and the wire format) is read; without, any known one.
 */
export function parseDateTime(text: string, format?: DateDisplayFormat): string | null {
  const value = text.trim();
  let parts: (string | undefined)[] | null = null;
  let m: RegExpMatchArray | null;
  if ((m = value.match(ISO))) parts = [m[1], m[2], m[3], m[4], m[5], m[6]];
  else if (format !== 'MM/DD/YYYY' && (m = value.match(YMD))) parts = [m[1], m[2], m[3], m[4], m[5], m[6]];
  else if (format !== 'YYYY/MM/DD' && (m = value.match(MDY))) parts = [m[3], m[1], m[2], m[4], m[5], m[6]];
  if (!parts) return null;
  const [year, month, day, hour, minute, second] = parts.map((p) => Number(p ?? 0));
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth || hour > 23 || minute > 59 || second > 59) return null;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${String(year).padStart(4, '0')}-${two(month)}-${two(day)}T${two(hour)}:${two(minute)}:${two(second)}`;
}

/** YYYY-MM-DDTHH:mm:ss in the display format; the time only when it is not midnight. */
export function formatDisplayDate(dateTime: string, format: DateDisplayFormat): string {
  const parsed = parseDateTime(dateTime);
  if (!parsed) return dateTime;
  const [, y, mo, d, h, mi, s] = parsed.match(/^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/)!;
  const date = format === 'MM/DD/YYYY' ? `${mo}/${d}/${y}` : `${y}/${mo}/${d}`;
  if (h === '00' && mi === '00' && s === '00') return date;
  return `${date} ${h}:${mi}${s === '00' ? '' : `:${s}`}`;
}
