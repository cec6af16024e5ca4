// The export menu above a grid: every row of the current filter and search, with the columns shown,
// as xlsx or CSV (machines/gridExport/). Past the server's limit the choices say to narrow the grid.
import { DownloadIcon } from '@radix-ui/react-icons';
import { Button, DropdownMenu, Spinner } from '@radix-ui/themes';
import { MAX_EXPORT_ROWS } from '../../../machines/gridExport/gridExport.types.ts';
import type { GridHandle } from './useGrid.ts';
import { useGridExport, type GridExportTarget } from './useGridExport.ts';
import { useT } from '../../i18n/useT.ts';
import { currentFormat } from '../../format/format.ts';

export function GridExportMenu({ grid, target }: { grid: GridHandle; target: GridExportTarget }) {
  const t = useT();
  const exporter = useGridExport(grid, target);
  const tooMany = grid.total > MAX_EXPORT_ROWS;
  const ready = grid.view === 'ready' || grid.view === 'loadingMore';
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger disabled={exporter.busy || !ready}>
        <Button size="2" variant="soft" color="gray" data-testid="grid-export">
          {exporter.busy ? <Spinner size="1" /> : <DownloadIcon />}
          {exporter.busy ? t('Exporting…') : t('Export')}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        <DropdownMenu.Label>
          {tooMany
            ? t('An export holds at most {count} rows: narrow the filter or search.', { count: currentFormat().count(MAX_EXPORT_ROWS) })
            : t('Every row of the current filter and search, with the columns shown')}
        </DropdownMenu.Label>
        <DropdownMenu.Item disabled={tooMany} onSelect={() => exporter.send({ type: 'export.requested', format: 'xlsx' })}>
          {t('Excel (.xlsx)')}
        </DropdownMenu.Item>
        <DropdownMenu.Item disabled={tooMany} onSelect={() => exporter.send({ type: 'export.requested', format: 'csv' })}>
          {t('CSV (.csv)')}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
