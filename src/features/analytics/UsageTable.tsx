// One utilization table (machines, families, places or tags): name, the figures with their
// explanations, an export menu (xlsx, CSV) of exactly the rows shown, and an empty state.
import type { ReactNode } from 'react';
import { DownloadIcon } from '@radix-ui/react-icons';
import { Button, DropdownMenu, Flex, Heading, Table, Text, VisuallyHidden } from '@radix-ui/themes';
import type { UsageFigures } from '../../../machines/analyticsRange/analyticsRange.types.ts';
import { useFormat, type Formatter } from '../../format/format.ts';
import { useT } from '../../i18n/useT.ts';
import { ShowMoreButton, useShowMore } from './ShowMore.tsx';
import { FigureHeader } from './FigureHeader.tsx';
import { FIGURES, type FigureDef } from './figures.ts';
import { saveCsv, saveXlsx, type ExportTable } from './tableExport.ts';

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
  /** The figures shown (default all), for the narrower lists (top idlers, unused). */
  figures?: readonly FigureDef['key'][];
}

export function UsageTable({ id, title, titleValues, nameLabel, rows, extra = [], empty, footer, exportStem, figures: keys }: Props) {
  const figures = keys ? FIGURES.filter((f) => keys.includes(f.key)) : FIGURES;
  const t = useT();
  const format = useFormat();
  const more = useShowMore(rows);
  const exportTable = (): ExportTable => ({
    stem: exportStem,
    title: t(title, titleValues),
    headers: [t(nameLabel), ...extra.map((c) => t(c.label)), ...figures.map((f) => t(f.label))],
    rows: rows.map((r) => [r.name, ...(r.extra ?? []), ...figures.map((f) => r[f.key])]),
  });
  return (
    <Flex direction="column" gap="2" style={{ minWidth: 0 }}>
      <Flex justify="between" align="center" gap="2" wrap="wrap">
        <Heading as="h3" size="3" id={`${id}-title`}>
          {t(title, titleValues)}
        </Heading>
        <DropdownMenu.Root>
          <DropdownMenu.Trigger disabled={rows.length === 0}>
            <Button size="1" variant="soft" color="gray" aria-label={t('Export {table}', { table: t(title, titleValues) })}>
              <DownloadIcon /> {t('Export')}
            </Button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Content align="end">
            <DropdownMenu.Item onSelect={() => void saveXlsx(exportTable())}>{t('Excel (.xlsx)')}</DropdownMenu.Item>
            <DropdownMenu.Item onSelect={() => saveCsv(exportTable())}>{t('CSV (.csv)')}</DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Root>
      </Flex>
      {rows.length === 0 ? (
        <Text size="2" color="gray" as="p">
          {t(empty)}
        </Text>
      ) : (
        <Table.Root size="1" variant="surface">
          {/* Radix puts aria-* on its wrapper, not the <table>: the caption names the table itself. */}
          <VisuallyHidden asChild>
            <caption>{t(title, titleValues)}</caption>
          </VisuallyHidden>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell style={{ whiteSpace: 'nowrap' }}>{t(nameLabel)}</Table.ColumnHeaderCell>
              {extra.map((c) => (
                <Table.ColumnHeaderCell key={c.label} justify="end">
                  <FigureHeader label={c.label} explain={c.explain} />
                </Table.ColumnHeaderCell>
              ))}
              {figures.map((f) => (
                <Table.ColumnHeaderCell key={f.key} justify="end">
                  <FigureHeader label={f.label} explain={f.explain} />
                </Table.ColumnHeaderCell>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {more.shown.map((r) => (
              <Table.Row key={r.key}>
                <Table.RowHeaderCell style={{ whiteSpace: 'nowrap' }}>{r.nameCell ?? r.name}</Table.RowHeaderCell>
                {(r.extra ?? []).map((v, i) => (
                  <Table.Cell key={i} justify="end">
                    {typeof v === 'number' ? format.count(v) : (v ?? '–')}
                  </Table.Cell>
                ))}
                {figures.map((f) => (
                  <Table.Cell key={f.key} justify="end" style={{ whiteSpace: 'nowrap' }}>
                    {f.key === 'daysUsed'
                      ? t('{used} of {working}', { used: format.count(r.daysUsed), working: format.count(r.possibleDays) })
                      : figureText(format, f, r[f.key])}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {more.more ? <ShowMoreButton {...more} /> : null}
      {footer ? (
        <Text size="1" color="gray">
          {footer}
        </Text>
      ) : null}
    </Flex>
  );
}
