// A dashboard table whose columns each say how they are computed (utilization, after-hours use,
// benchmark): the name, the figures with their explanations (FigureHeader), an export menu (xlsx,
// CSV) of all its loaded rows, the first rows with 'Show all' (then the server's next page, where it
// has more), and an empty state that says what to do.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'wouter';
import { DownloadIcon } from '@radix-ui/react-icons';
import { Button, DropdownMenu, Flex, Heading, Link, Table, Text, VisuallyHidden } from '@radix-ui/themes';
import { useT } from '../../i18n/useT.ts';
import { FigureHeader } from './FigureHeader.tsx';
import { MoreRowsButton } from './MoreRowsButton.tsx';
import { ShowMoreButton, useShowMore } from './ShowMore.tsx';
import type { MoreRows } from './useMoreRows.ts';
import { saveCsv, saveXlsx, type ExportTable } from './tableExport.ts';

export interface FigureColumn<Row> {
  label: string;
  explain: string;
  /** The exported value: numbers stay numbers. */
  value: (row: Row) => string | number | null;
  /** What the cell shows (formatted); the value when absent. */
  cell?: (row: Row) => ReactNode;
  align?: 'start' | 'end';
}

/** A machine's name in a table: opens it in Fleet (its panel). */
export function MachineLink({ assetId, name }: { assetId: number; name: string }) {
  return (
    <Link asChild>
      <RouterLink href={`/fleet?assetId=${assetId}`}>{name}</RouterLink>
    </Link>
  );
}

interface Props<Row> {
  id: string;
  title: string;
  titleValues?: Record<string, string | number>;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The first column: its heading, its plain text (export) and what it shows. */
  nameLabel: string;
  name: (row: Row) => string;
  nameCell?: (row: Row) => ReactNode;
  columns: readonly FigureColumn<Row>[];
  empty: string;
  footer?: string | null;
  exportStem: string;
  /** The server's further rows (useMoreRows), offered once every loaded row shows. */
  more?: MoreRows;
}

export function FigureTable<Row>({
  id,
  title,
  titleValues,
  rows,
  rowKey,
  nameLabel,
  name,
  nameCell,
  columns,
  empty,
  footer,
  exportStem,
  more: nextPage,
}: Props<Row>) {
  const t = useT();
  const more = useShowMore(rows);
  const exportTable = (): ExportTable => ({
    stem: exportStem,
    title: t(title, titleValues),
    headers: [t(nameLabel), ...columns.map((c) => t(c.label))],
    rows: rows.map((r) => [name(r), ...columns.map((c) => c.value(r))]),
  });
  return (
    <Flex direction="column" gap="2" style={{ minWidth: 0 }} data-testid={id}>
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
              {columns.map((c) => (
                <Table.ColumnHeaderCell key={c.label} justify={c.align ?? 'end'}>
                  <FigureHeader label={c.label} explain={c.explain} align={c.align ?? 'end'} />
                </Table.ColumnHeaderCell>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {more.shown.map((r) => (
              <Table.Row key={rowKey(r)}>
                <Table.RowHeaderCell style={{ whiteSpace: 'nowrap' }}>{nameCell ? nameCell(r) : name(r)}</Table.RowHeaderCell>
                {columns.map((c) => (
                  <Table.Cell key={c.label} justify={c.align ?? 'end'} style={{ whiteSpace: 'nowrap' }}>
                    {c.cell ? c.cell(r) : (c.value(r) ?? '–')}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {more.more ? <ShowMoreButton {...more} /> : null}
      {nextPage && (!more.more || more.all) ? <MoreRowsButton more={nextPage} /> : null}
      {footer ? (
        <Text size="1" color="gray">
          {footer}
        </Text>
      ) : null}
    </Flex>
  );
}
