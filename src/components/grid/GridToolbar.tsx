// Above the grid: text search (applied by the machine after a pause), archived Hide/Show, the
// column chooser, the export (where the grid has one), density, refresh, and the total.
import { Cross2Icon, MagnifyingGlassIcon, ReloadIcon, RowSpacingIcon } from '@radix-ui/react-icons';
import { useId } from 'react';
import { DropdownMenu, Flex, IconButton, SegmentedControl, Spinner, Text, TextField, Tooltip } from '@radix-ui/themes';
import type { GridDensity } from '../../../machines/grid/grid.types.ts';
import { MAX_TEXT_SEARCH } from '../../../machines/grid/grid.search.ts';
import type { GridHandle } from './useGrid.ts';
import { GridColumnChooser } from './GridColumnChooser.tsx';
import { GridExportMenu } from './GridExportMenu.tsx';
import type { GridExportTarget } from './useGridExport.ts';
import { msg } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/useT.ts';
import { currentFormat } from '../../format/format.ts';

const DENSITY_LABELS: Readonly<Record<GridDensity, string>> = {
  compact: msg('Compact'),
  standard: msg('Standard'),
  comfortable: msg('Comfortable'),
};

export function GridToolbar({ grid, exportTo }: { grid: GridHandle; exportTo?: GridExportTarget }) {
  const t = useT();
  const archivedLabel = useId();
  const { send, textSearch, textSearchColumns, columns } = grid;
  const searched = searchedTitles(textSearchColumns, columns);
  const busy = grid.applying || grid.view === 'loading';
  return (
    <Flex align="center" gap="3" px="3" py="2" wrap="wrap" style={{ borderBottom: '1px solid var(--gray-a5)' }}>
      <TextField.Root
        size="2"
        placeholder={t('Search')}
        aria-label={t('Search')}
        title={searched.length ? t('Searches {columns}', { columns: searched.join(', ') }) : undefined}
        value={textSearch}
        maxLength={MAX_TEXT_SEARCH}
        onChange={(e) => send({ type: 'grid.searchChanged', text: e.target.value })}
        onKeyDown={(e) => e.key === 'Escape' && textSearch && send({ type: 'grid.resetSearch' })}
        style={{ width: 280 }}
      >
        <TextField.Slot>
          <MagnifyingGlassIcon />
        </TextField.Slot>
        {textSearch ? (
          <TextField.Slot>
            <IconButton size="1" variant="ghost" color="gray" aria-label={t('Clear search')} onClick={() => send({ type: 'grid.resetSearch' })}>
              <Cross2Icon />
            </IconButton>
          </TextField.Slot>
        ) : null}
      </TextField.Root>

      {grid.archivedToggle ? (
        <Flex align="center" gap="2">
          {/* "Archived machines", not "Archived": the bare word is a place's or machine's status and reads singular in sv/nb. */}
          <Text size="2" color="gray" id={archivedLabel}>
            {t('Archived machines')}
          </Text>
          <SegmentedControl.Root
            size="1"
            value={grid.showArchived}
            onValueChange={(value) => send({ type: 'grid.archivedToggled', show: value === 'Show' })}
            aria-labelledby={archivedLabel}
          >
            <SegmentedControl.Item value="Hide">{t('Hide')}</SegmentedControl.Item>
            <SegmentedControl.Item value="Show">{t('Show')}</SegmentedControl.Item>
          </SegmentedControl.Root>
        </Flex>
      ) : null}

      <Flex align="center" gap="3" ml="auto">
        {busy ? <Spinner size="1" /> : null}
        {grid.view === 'error' ? null : (
          <Text size="2" color="gray" data-testid="data-grid-total">
            {grid.view === 'loading' ? t('Loading…') : grid.total === 1 ? t('1 result') : t('{count} results', { count: currentFormat().count(grid.total) })}
          </Text>
        )}
        {exportTo ? <GridExportMenu grid={grid} target={exportTo} /> : null}
        <GridColumnChooser grid={grid} />
        <DropdownMenu.Root>
          <Tooltip content={t('Row density')}>
            <DropdownMenu.Trigger>
              <IconButton size="2" variant="soft" color="gray" aria-label={t('Row density')}>
                <RowSpacingIcon />
              </IconButton>
            </DropdownMenu.Trigger>
          </Tooltip>
          <DropdownMenu.Content align="end">
            <DropdownMenu.Label>{t('Row density')}</DropdownMenu.Label>
            <DropdownMenu.RadioGroup value={grid.density} onValueChange={(density) => send({ type: 'grid.densityChanged', density: density as GridDensity })}>
              {(Object.keys(DENSITY_LABELS) as GridDensity[]).map((d) => (
                <DropdownMenu.RadioItem key={d} value={d}>
                  {t(DENSITY_LABELS[d])}
                </DropdownMenu.RadioItem>
              ))}
            </DropdownMenu.RadioGroup>
          </DropdownMenu.Content>
        </DropdownMenu.Root>
        <Tooltip content={t('Refresh')}>
          <IconButton size="2" variant="soft" color="gray" aria-label={t('Refresh')} onClick={() => send({ type: 'grid.refresh' })}>
            <ReloadIcon />
          </IconButton>
        </Tooltip>
      </Flex>
    </Flex>
  );
}

/**
 * The titles of the columns a text search looks in, each once: the hint names what the user sees,
 * never the server's field names (a field no column shows is left out of the hint).
 */
function searchedTitles(fields: readonly string[], columns: GridHandle['columns']): string[] {
  const titles = fields.flatMap((field) => columns.find((c) => c.id === field || c.searchedAs?.includes(field))?.title ?? []);
  return [...new Set(titles)];
}
