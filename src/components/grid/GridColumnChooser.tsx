// The column chooser above a grid: every column in its order, a box to show or hide it (never the
// last one shown) and buttons to move it; the grid machine keeps the choice in the saved layout.
import { ArrowDownIcon, ArrowUpIcon, ColumnsIcon } from '@radix-ui/react-icons';
import { Checkbox, Flex, IconButton, Popover, Text, Tooltip } from '@radix-ui/themes';
import type { GridHandle } from './useGrid.ts';
import { useT } from '../../i18n/useT.ts';

export function GridColumnChooser({ grid }: { grid: GridHandle }) {
  const t = useT();
  const { send, columnOrder, hiddenColumns } = grid;
  const byId = new Map(grid.columns.map((c) => [c.id, c]));
  const listed = columnOrder.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  const shownCount = listed.filter((c) => !hiddenColumns.includes(c.id)).length;
  return (
    <Popover.Root>
      <Tooltip content={t('Columns')}>
        <Popover.Trigger>
          <IconButton size="2" variant="soft" color="gray" aria-label={t('Columns')}>
            <ColumnsIcon />
          </IconButton>
        </Popover.Trigger>
      </Tooltip>
      <Popover.Content data-testid="grid-column-chooser" align="end" maxWidth="320px" style={{ maxHeight: '70vh', overflowY: 'auto' }}>
        <Text as="p" size="2" weight="bold" mb="2" id="grid-column-chooser-title">
          {t('Columns shown, in order')}
        </Text>
        <Flex direction="column" gap="1" role="list" aria-labelledby="grid-column-chooser-title">
          {listed.map((column) => {
            const shown = !hiddenColumns.includes(column.id);
            const last = shown && shownCount === 1;
            const at = columnOrder.indexOf(column.id);
            return (
              <Flex key={column.id} role="listitem" align="center" gap="2" justify="between">
                <Text as="label" size="2" title={last ? t('At least one column stays shown') : undefined}>
                  <Flex gap="2" align="center">
                    <Checkbox
                      checked={shown}
                      disabled={last}
                      onCheckedChange={(checked) => send({ type: 'grid.columnVisibilityChanged', columnId: column.id, visible: checked === true })}
                    />
                    {column.title}
                  </Flex>
                </Text>
                <Flex gap="1">
                  <IconButton
                    size="1"
                    variant="ghost"
                    color="gray"
                    disabled={at <= 0}
                    aria-label={t('Move {column} up', { column: column.title })}
                    onClick={() => send({ type: 'grid.columnMoved', from: at, to: at - 1 })}
                  >
                    <ArrowUpIcon />
                  </IconButton>
                  <IconButton
                    size="1"
                    variant="ghost"
                    color="gray"
                    disabled={at >= columnOrder.length - 1}
                    aria-label={t('Move {column} down', { column: column.title })}
                    onClick={() => send({ type: 'grid.columnMoved', from: at, to: at + 1 })}
                  >
                    <ArrowDownIcon />
                  </IconButton>
                </Flex>
              </Flex>
            );
          })}
        </Flex>
      </Popover.Content>
    </Popover.Root>
  );
}
