// A column's header menu: sort buttons and the filter input for the column's kind (text contains or
// equals, number at least or equals, date on or after in the grid's date format, tags, enum).
import { uiDirectionFor, visibleOrder, type VisibleOrder } from '../../../machines/grid/grid.sort.ts';
import type { Rectangle } from '@glideapps/glide-data-grid';
import { ArrowDownIcon, ArrowUpIcon } from '@radix-ui/react-icons';
import { Flex, IconButton, Popover, Text, Tooltip } from '@radix-ui/themes';
import type { DateDisplayFormat } from '../../../machines/grid/grid.filters.ts';
import type { FilterFunction, GridColumnDef } from '../../../machines/grid/grid.types.ts';
import { FilterForm } from './FilterForm.tsx';
import type { GridHandle } from './useGrid.ts';
import { useT } from '../../i18n/useT.ts';

interface Props {
  grid: GridHandle;
  column: GridColumnDef;
  anchor: Rectangle;
  dateFormat: DateDisplayFormat;
  onClose: () => void;
}

export function FilterPopover({ grid, column, anchor, dateFormat, onClose }: Props) {
  const t = useT();
  const current = grid.filters[column.id];
  const sorted = grid.sort?.columnId === column.id ? grid.sort.direction : null;
  const apply = (operator: FilterFunction, value: unknown) => {
    grid.send({ type: 'grid.filterChanged', columnId: column.id, operator, value });
    onClose();
  };
  const clear = () => {
    grid.send({ type: 'grid.filterCleared', columnId: column.id });
    onClose();
  };
  // Buttons name the order the rows will appear in (the wire mapping is reversed: see grid.sort.ts).
  const shown = sorted === null ? null : visibleOrder(sorted);
  const sort = (order: VisibleOrder) => grid.send({ type: 'grid.sortChanged', columnId: column.id, direction: shown === order ? null : uiDirectionFor(order) });

  return (
    <Popover.Root open onOpenChange={(open) => !open && onClose()}>
      {/* The header cell is drawn on canvas: a fixed box over its menu button is what the popover points at.
          (Radix Themes 3.3's Popover.Anchor drops its children, so the trigger serves as anchor.) */}
      <Popover.Trigger>
        <div aria-hidden style={{ position: 'fixed', left: anchor.x, top: anchor.y, width: anchor.width, height: anchor.height, pointerEvents: 'none' }} />
      </Popover.Trigger>
      <Popover.Content
        size="2"
        side="bottom"
        align="end"
        style={{ width: 300 }}
        data-testid="grid-filter-popover"
        // Radix checkboxes dispatch a plain Event('click'); glide's window click listener takes any
        // non-mouse click for a touch and throws. Those synthetic clicks stop here.
        onClick={(e) => !(e.nativeEvent instanceof MouseEvent) && e.stopPropagation()}
      >
        <Flex direction="column" gap="3">
          <Flex align="center" justify="between">
            <Text size="2" weight="bold">
              {column.title}
            </Text>
            {column.sortable !== false ? (
              <Flex gap="1">
                <Tooltip content={t('Sort ascending')}>
                  <IconButton size="1" variant={shown === 'ascending' ? 'solid' : 'soft'} aria-label={t('Sort ascending')} onClick={() => sort('ascending')}>
                    <ArrowUpIcon />
                  </IconButton>
                </Tooltip>
                <Tooltip content={t('Sort descending')}>
                  <IconButton size="1" variant={shown === 'descending' ? 'solid' : 'soft'} aria-label={t('Sort descending')} onClick={() => sort('descending')}>
                    <ArrowDownIcon />
                  </IconButton>
                </Tooltip>
              </Flex>
            ) : null}
          </Flex>
          {column.filterable !== false ? (
            <FilterForm key={column.id} column={column} current={current} dateFormat={dateFormat} onApply={apply} onClear={clear} />
          ) : null}
        </Flex>
      </Popover.Content>
    </Popover.Root>
  );
}
