// From grid rows to glide cells: one cell kind per column kind, and skeletons for rows on the way.
import { visibleOrder } from '../../../machines/grid/grid.sort.ts';
import { GridCellKind, type GridCell, type GridColumn } from '@glideapps/glide-data-grid';
import type { GridColumnDef, GridDensity, GridRow, GridSort } from '../../../machines/grid/grid.types.ts';
import { scalarText } from '../../../machines/grid/grid.filters.ts';
import { currentFormat, type Formatter } from '../../format/format.ts';
import { t } from '../../i18n/i18n.ts';

/** An instant with its offset, as the API sends …UtcTime fields: shown in the user's zone. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** Row heights per density (spec: compact, standard, comfortable; default comfortable). */
export const ROW_HEIGHTS: Readonly<Record<GridDensity, number>> = { compact: 28, standard: 34, comfortable: 40 };
export const HEADER_HEIGHT = 38;
/** Skeleton rows: a screenful while the first page loads, a few under the rows while more may come. */
export const SKELETON_FIRST_PAGE = 24;
export const SKELETON_MORE = 4;

const DEFAULT_WIDTH: Readonly<Record<GridColumnDef['kind'], number>> = { text: 180, number: 120, date: 160, tags: 200, enum: 140, boolean: 100 };

export function glideColumns(
  defs: readonly GridColumnDef[],
  order: readonly string[],
  widths: Readonly<Record<string, number>>,
  sort: GridSort | null,
  filtered: ReadonlySet<string>,
): GridColumn[] {
  const byId = new Map(defs.map((d) => [d.id, d]));
  return order.flatMap((id) => {
    const def = byId.get(id);
    if (!def) return [];
    const sorted = sort?.columnId === id ? sort.direction : null;
    return [
      {
        id,
        title: def.title,
        width: widths[id] ?? def.width ?? DEFAULT_WIDTH[def.kind],
        hasMenu: def.filterable !== false,
        menuIcon: 'filter',
        icon: filtered.has(id) ? 'filter' : undefined,
        // The arrow shows the order of the rows on screen (see visibleOrder: the wire mapping is reversed).
        indicatorIcon: sorted === null ? undefined : visibleOrder(sorted) === 'ascending' ? 'sortAsc' : 'sortDesc',
      } satisfies GridColumn,
    ];
  });
}

/** A grey bar about half the column wide (glide draws nothing without a skeletonWidth). */
export function skeletonCell(columnWidth: number): GridCell {
  const width = Math.max(24, Math.min(140, Math.round(columnWidth * 0.55)));
  return { kind: GridCellKind.Loading, allowOverlay: false, skeletonWidth: width, skeletonWidthVariability: Math.round(width / 4), skeletonHeight: 12 };
}

/** Text of a value for a text, date or enum column (arrays and named objects read sensibly). */
export function displayText(value: unknown, def?: GridColumnDef, format: Formatter = currentFormat()): string {
  if (value === null || value === undefined) return '';
  // An enum's value the options do not name is still one of the server's fixed English names.
  if (def?.kind === 'enum') return def.options?.find((o) => o.value === value || String(o.value) === scalarText(value))?.label ?? t(scalarText(value));
  if (def?.kind === 'date' && typeof value === 'string' && def.dayOnly) return format.day(value);
  if (def?.kind === 'date' && typeof value === 'string' && INSTANT.test(value)) return format.dateTime(value);
  if (typeof value === 'string') return def?.fixedNames ? t(value) : value;
  if (typeof value === 'number') return numberText(value, def, format);
  if (typeof value === 'boolean') return value ? t('Yes') : t('No');
  if (Array.isArray(value))
    return value
      .map((v) => displayText(v, undefined, format))
      .filter(Boolean)
      .join(', ');
  if (typeof value === 'object' && 'name' in value) return scalarText(value.name ?? '');
  return scalarText(value);
}

function tagNames(value: unknown, def: GridColumnDef): string[] {
  if (!Array.isArray(value)) return [];
  const tags: unknown[] = value;
  return tags
    .map((tag) => {
      if (typeof tag === 'object' && tag !== null && 'name' in tag) return String(tag.name);
      return def.options?.find((o) => o.value === tag)?.label ?? String(tag);
    })
    .filter(Boolean);
}

/** A number cell's text in the interface language's format (hours with their unit). */
function numberText(value: number, def: GridColumnDef | undefined, format: Formatter): string {
  if (!Number.isFinite(value)) return '';
  if (def?.unit === 'hours') return format.hours(value);
  return Number.isInteger(value) ? format.count(value) : format.measure(value, 2);
}

export function cellFor(def: GridColumnDef, row: GridRow, format: Formatter = currentFormat()): GridCell {
  const value = row[def.id];
  switch (def.kind) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
        ? { kind: GridCellKind.Number, data: value, displayData: numberText(value, def, format), allowOverlay: false, readonly: true, contentAlign: 'right' }
        : { kind: GridCellKind.Text, data: '', displayData: displayText(value, def, format), allowOverlay: false, readonly: true, contentAlign: 'right' };
    case 'boolean':
      return { kind: GridCellKind.Boolean, data: typeof value === 'boolean' ? value : null, allowOverlay: false, readonly: true };
    case 'tags': {
      const names = tagNames(value, def);
      return { kind: GridCellKind.Bubble, data: names, allowOverlay: false, copyData: names.join(', ') };
    }
    default: {
      const text = displayText(value, def, format);
      const background = def.cellColors?.[scalarText(value ?? '')];
      return {
        kind: GridCellKind.Text,
        data: text,
        displayData: text,
        allowOverlay: false,
        readonly: true,
        ...(background ? { themeOverride: { bgCell: background } } : {}),
      };
    }
  }
}
