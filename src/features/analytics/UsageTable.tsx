// One utilization table (machines, families, places or tags): the usage figures as FigureTable's
// columns, after the row's extra columns (internal id, machines in a group, last used).
import type { ReactNode } from 'react';
import type { UsageFigures } from '../../../machines/analyticsRange/analyticsRange.types.ts';
import { useFormat, type Formatter } from '../../format/format.ts';
import { useT } from '../../i18n/useT.ts';
import { FigureTable, type FigureColumn } from './FigureTable.tsx';
import type { MoreRows } from './useMoreRows.ts';
import { FIGURES, type FigureDef } from './figures.ts';

export interface UsageRow extends UsageFigures {
  key: string;
  name: string;
  /** What the name cell shows (a link or a drill-down button); the plain name when absent. */
  nameCell?: ReactNode;
  /** Working days the row could have used: the range's, times its machines for a group. */
  possibleDays: number;
  /** Extra leading columns (e.g. machines in a group), in `extra`'s order. */
  extra?: (string | number | null)[];
}

export interface ExtraColumn {
  label: string;
  explain: string;
}

export function figureText(format: Formatter, def: FigureDef, value: number | null): string {
  if (value === null) return '–';
  if (def.kind === 'hours') return format.hours(value);
  if (def.kind === 'percent') return format.percent(value);
  if (def.kind === 'count') return format.count(value);
  return format.decimal(value, 2, 2);
}

interface Props {
  id: string;
  title: string;
  titleValues?: Record<string, string | number>;
  nameLabel: string;
  rows: readonly UsageRow[];
  extra?: readonly ExtraColumn[];
  /** Shown instead of the table when there are no rows: what to do. */
  empty: string;
  /** Under the table, e.g. "100 of 240 machines". */
  footer?: string | null;
  exportStem: string;
  /** The server's further rows (useMoreRows). */
  more?: MoreRows;
  /** The figures shown (default all), for the narrower lists (top idlers, unused). */
  figures?: readonly FigureDef['key'][];
}

export function UsageTable({ id, title, titleValues, nameLabel, rows, extra = [], empty, footer, exportStem, figures: keys, more }: Props) {
  const figures = keys ? FIGURES.filter((f) => keys.includes(f.key)) : FIGURES;
  const t = useT();
  const format = useFormat();
  const columns: FigureColumn<UsageRow>[] = [
    ...extra.map((c, i) => ({
      label: c.label,
      explain: c.explain,
      value: (r: UsageRow) => r.extra?.[i] ?? null,
      cell: (r: UsageRow) => {
        const v = r.extra?.[i] ?? null;
        return typeof v === 'number' ? format.count(v) : (v ?? '–');
      },
    })),
    ...figures.map((f) => ({
      label: f.label,
      explain: f.explain,
      value: (r: UsageRow) => r[f.key],
      cell: (r: UsageRow) =>
        f.key === 'daysUsed'
          ? t('{used} of {working}', { used: format.count(r.daysUsed), working: format.count(r.possibleDays) })
          : figureText(format, f, r[f.key]),
    })),
  ];
  return (
    <FigureTable
      id={id}
      title={title}
      titleValues={titleValues}
      rows={rows}
      rowKey={(r) => r.key}
      nameLabel={nameLabel}
      name={(r) => r.name}
      nameCell={(r) => r.nameCell ?? r.name}
      columns={columns}
      empty={empty}
      footer={footer}
      exportStem={exportStem}
      more={more}
    />
  );
}
