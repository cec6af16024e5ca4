// The glide grid itself: rows (and skeleton rows) from the loader, headers that sort on click and
// open the filter menu, drag to reorder, resize, row click, and the near-bottom measurement.
// Keyboard: Tab focuses the grid on the selected (or first) row, arrows move, Enter or Space opens the
// row like a click, Alt+ArrowDown opens the sort and filter menu of the cursor's column (glide's
// headers take no focus, so the menu is reached from a cell, as a combobox opens its list). Glide's accessible table shows the selected row (aria-selected) and, with
// gridAria.ts, the sorted header; a live region announces the row selected.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  CompactSelection,
  DataEditor,
  type DataEditorRef,
  type GridCell,
  type GridSelection,
  type Item,
  type Rectangle,
  type Theme,
} from '@glideapps/glide-data-grid';
import { VisuallyHidden } from '@radix-ui/themes';
import '@glideapps/glide-data-grid/dist/index.css';
import { visibleColumnIds } from '../../../machines/grid/grid.layout.ts';
import { nextSortDirection, visibleOrder } from '../../../machines/grid/grid.sort.ts';
import type { GridRow } from '../../../machines/grid/grid.types.ts';
import { useFormat } from '../../format/format.ts';
import { HEADER_HEIGHT, ROW_HEIGHTS, SKELETON_FIRST_PAGE, SKELETON_MORE, cellFor, displayText, glideColumns, skeletonCell } from './cells.ts';
import { HEADER_MENU_HINT, useHeaderSortState, useKeyboardHint } from './gridAria.ts';
import { radixGridTheme } from './gridTheme.ts';
import { HEADER_ICONS } from './headerIcons.ts';
import { rowId } from './rowId.ts';
import { useGridTestHook } from './testHook.ts';
import type { GridHandle } from './useGrid.ts';
import { t } from '../../i18n/i18n.ts';

/** Spec, section 9: more rows load when the view is this close to the bottom. */
export const NEAR_BOTTOM_PX = 50;

interface Props {
  grid: GridHandle;
  onRowClick?: (row: GridRow) => void;
  onHeaderMenu: (columnId: string, bounds: Rectangle, fromKeyboard: boolean) => void;
}

export function GridCanvas({ grid, onRowClick, onHeaderMenu }: Props) {
  const { send, rows, view, columns: defs } = grid;
  const container = useRef<HTMLDivElement>(null);
  const editor = useRef<DataEditorRef>(null);
  const visible = useRef<Rectangle>({ x: 0, y: 0, width: 0, height: 0 });
  const [theme, setTheme] = useState<Partial<Theme> | null>(null);
  useLayoutEffect(() => setTheme(radixGridTheme(container.current!)), []);

  const filtered = useMemo(() => new Set(Object.keys(grid.filters)), [grid.filters]);
  // The chooser's hidden columns are left out; a drag's positions are among the columns shown.
  const shownOrder = useMemo(() => visibleColumnIds(grid.columnOrder, grid.hiddenColumns), [grid.columnOrder, grid.hiddenColumns]);
  const columns = useMemo(
    () => glideColumns(defs, shownOrder, grid.columnWidths, grid.sort, filtered),
    [defs, shownOrder, grid.columnWidths, grid.sort, filtered],
  );
  const shown = view === 'loading' ? 0 : view === 'ready' || view === 'loadingMore' ? rows.length : 0;
  const rowCount = view === 'loading' ? SKELETON_FIRST_PAGE : shown + (grid.moreAvailable && !grid.loadMoreFailed ? SKELETON_MORE : 0);
  const selectedIndex = useMemo(() => (grid.selection === null ? -1 : rows.findIndex((r) => rowId(r) === grid.selection)), [rows, grid.selection]);

  // The cell cursor is glide's; the selected row is the machine's (glide marks it aria-selected).
  const [cursor, setCursor] = useState<GridSelection['current']>(undefined);
  const selection = useMemo<GridSelection>(
    () => ({
      current: cursor,
      columns: CompactSelection.empty(),
      rows: selectedIndex < 0 ? CompactSelection.empty() : CompactSelection.fromSingleSelection(selectedIndex),
    }),
    [cursor, selectedIndex],
  );
  // The focus ring is drawn for keyboard use only; a click selects without it.
  const [keyboard, setKeyboard] = useState(false);
  const openRow = (row: number) => {
    if (row >= shown) return;
    send({ type: 'grid.rowSelected', rowId: rowId(rows[row]) });
    onRowClick?.(rows[row]);
  };
  const focusGrid = () => {
    if (cursor || shown === 0) return;
    const row = selectedIndex >= 0 ? selectedIndex : visible.current.y;
    setCursor({ cell: [0, row], range: { x: 0, y: row, width: 1, height: 1 }, rangeStack: [] });
  };
  const sortIndex = grid.sort ? columns.findIndex((c) => c.id === grid.sort?.columnId) : -1;
  useHeaderSortState(container, sortIndex, grid.sort && sortIndex >= 0 ? visibleOrder(grid.sort.direction) : null);
  const hintId = useKeyboardHint(container);
  const headerMenuFromKeyboard = (event: KeyboardEvent) => {
    if (!event.altKey || event.key !== 'ArrowDown' || !cursor) return;
    const column = columns[cursor.cell[0]];
    const bounds = editor.current?.getBounds(cursor.cell[0], -1);
    if (!column?.id || !bounds) return;
    // Before glide sees it: Alt+ArrowDown must not also move the cursor.
    event.preventDefault();
    event.stopPropagation();
    onHeaderMenu(column.id, bounds, true);
  };
  const firstDef = defs.find((d) => d.id === columns[0]?.id);
  const announcement =
    selectedIndex >= 0 && firstDef
      ? t('{row} selected, row {index} of {total}', {
          row: displayText(rows[selectedIndex][firstDef.id], firstDef),
          index: selectedIndex + 1,
          total: grid.total,
        })
      : '';

  const format = useFormat();
  const getCellContent = useCallback(
    ([col, row]: Item): GridCell => {
      const column = columns[col];
      const def = defs.find((d) => d.id === column?.id);
      return row < shown && def ? cellFor(def, rows[row], format) : skeletonCell('width' in column ? column.width : 120);
    },
    // The format too: cells redraw when the language or the user's time zone arrives or changes.
    [defs, columns, rows, shown, format],
  );

  /** Distance from the bottom of the scrolled content, measured on glide's scroller. */
  const nearBottom = useCallback(() => {
    const scroller = container.current?.querySelector<HTMLElement>('.dvn-scroller');
    if (!scroller) return false;
    return scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight <= NEAR_BOTTOM_PX;
  }, []);
  const checkBottom = useCallback(() => {
    if (nearBottom()) send({ type: 'grid.scrolledNearBottom' });
  }, [nearBottom, send]);
  // A page that arrived while the view sat at the bottom (or that did not fill the view) asks again.
  useEffect(() => {
    if (view !== 'ready') return;
    const frame = requestAnimationFrame(checkBottom);
    return () => cancelAnimationFrame(frame);
  }, [view, rows, checkBottom]);

  useGridTestHook({ editor, visible, rows, total: grid.total, rowCount, columnIds: columns.map((c) => c.id!) });

  return (
    <div
      ref={container}
      style={{ position: 'absolute', inset: 0 }}
      onKeyDownCapture={(event) => {
        setKeyboard(true);
        headerMenuFromKeyboard(event);
      }}
      onPointerDownCapture={() => setKeyboard(false)}
      onFocus={(event) => event.target instanceof HTMLCanvasElement && focusGrid()}
    >
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      <VisuallyHidden id={hintId}>{t(HEADER_MENU_HINT)}</VisuallyHidden>
      {theme && grid.settled ? (
        <DataEditor
          ref={editor}
          width="100%"
          height="100%"
          theme={theme}
          headerIcons={HEADER_ICONS}
          columns={columns}
          rows={rowCount}
          getCellContent={getCellContent}
          rowHeight={ROW_HEIGHTS[grid.density]}
          headerHeight={HEADER_HEIGHT}
          smoothScrollX
          rowMarkers="none"
          rowSelect="none"
          columnSelect="none"
          rangeSelect="none"
          drawFocusRing={keyboard}
          gridSelection={selection}
          onGridSelectionChange={(next) => setCursor(next.current)}
          getRowThemeOverride={(row) => (row === selectedIndex ? { bgCell: theme.accentLight } : undefined)}
          onHeaderClicked={(col) => {
            const def = defs.find((d) => d.id === columns[col]?.id);
            if (!def || def.sortable === false) return;
            const current = grid.sort?.columnId === def.id ? grid.sort.direction : null;
            send({ type: 'grid.sortChanged', columnId: def.id, direction: nextSortDirection(current) });
          }}
          onHeaderMenuClick={(col, bounds) => onHeaderMenu(columns[col].id!, bounds, false)}
          onColumnMoved={(from, to) =>
            send({ type: 'grid.columnMoved', from: grid.columnOrder.indexOf(columns[from].id!), to: grid.columnOrder.indexOf(columns[to].id!) })
          }
          onColumnResize={(column, width) => send({ type: 'grid.columnResized', columnId: column.id!, width })}
          onVisibleRegionChanged={(range) => {
            visible.current = range;
            checkBottom();
          }}
          onCellClicked={([, row]) => openRow(row)}
          // Clicks open rows above; activation opens them from the keyboard (Enter, Space).
          onCellActivated={([, row], event) => event.inputType === 'keyboard' && openRow(row)}
        />
      ) : null}
    </div>
  );
}
