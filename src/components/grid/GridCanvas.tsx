// The glide grid itself: rows (and skeleton rows) from the loader, headers that sort on click and
// open the filter menu, drag to reorder, resize, row click, and the near-bottom measurement.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { DataEditor, type DataEditorRef, type GridCell, type Item, type Rectangle, type Theme } from '@glideapps/glide-data-grid';
import '@glideapps/glide-data-grid/dist/index.css';
import { nextSortDirection } from '../../../machines/grid/grid.sort.ts';
import type { GridRow } from '../../../machines/grid/grid.types.ts';
import { HEADER_HEIGHT, ROW_HEIGHTS, SKELETON_FIRST_PAGE, SKELETON_MORE, cellFor, glideColumns, skeletonCell } from './cells.ts';
import { radixGridTheme } from './gridTheme.ts';
import { HEADER_ICONS } from './headerIcons.ts';
import { rowId } from './rowId.ts';
import { useGridTestHook } from './testHook.ts';
import type { GridHandle } from './useGrid.ts';

/** Spec, section 9: more rows load when the view is this close to the bottom. */
export const NEAR_BOTTOM_PX = 50;

interface Props {
  grid: GridHandle;
  onRowClick?: (row: GridRow) => void;
  onHeaderMenu: (columnId: string, bounds: Rectangle) => void;
}

export function GridCanvas({ grid, onRowClick, onHeaderMenu }: Props) {
  const { send, rows, view, columns: defs } = grid;
  const container = useRef<HTMLDivElement>(null);
  const editor = useRef<DataEditorRef>(null);
  const visible = useRef<Rectangle>({ x: 0, y: 0, width: 0, height: 0 });
  const [theme, setTheme] = useState<Partial<Theme> | null>(null);
  useLayoutEffect(() => setTheme(radixGridTheme(container.current!)), []);

  const filtered = useMemo(() => new Set(Object.keys(grid.filters)), [grid.filters]);
  const columns = useMemo(
    () => glideColumns(defs, grid.columnOrder, grid.columnWidths, grid.sort, filtered),
    [defs, grid.columnOrder, grid.columnWidths, grid.sort, filtered],
  );
  const shown = view === 'loading' ? 0 : view === 'ready' || view === 'loadingMore' ? rows.length : 0;
  const rowCount = view === 'loading' ? SKELETON_FIRST_PAGE : shown + (grid.moreAvailable && !grid.loadMoreFailed ? SKELETON_MORE : 0);
  const selectedIndex = useMemo(() => (grid.selection === null ? -1 : rows.findIndex((r) => rowId(r) === grid.selection)), [rows, grid.selection]);

  const getCellContent = useCallback(
    ([col, row]: Item): GridCell => {
      const column = columns[col];
      const def = defs.find((d) => d.id === column?.id);
      return row < shown && def ? cellFor(def, rows[row]) : skeletonCell('width' in column ? column.width : 120);
    },
    [defs, columns, rows, shown],
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
    <div ref={container} style={{ position: 'absolute', inset: 0 }}>
      {theme ? (
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
          drawFocusRing={false}
          getRowThemeOverride={(row) => (row === selectedIndex ? { bgCell: theme.accentLight } : undefined)}
          onHeaderClicked={(col) => {
            const def = defs.find((d) => d.id === columns[col]?.id);
            if (!def || def.sortable === false) return;
            const current = grid.sort?.columnId === def.id ? grid.sort.direction : null;
            send({ type: 'grid.sortChanged', columnId: def.id, direction: nextSortDirection(current) });
          }}
          onHeaderMenuClick={(col, bounds) => onHeaderMenu(columns[col].id!, bounds)}
          onColumnMoved={(from, to) => send({ type: 'grid.columnMoved', from, to })}
          onColumnResize={(column, width) => send({ type: 'grid.columnResized', columnId: column.id!, width })}
          onVisibleRegionChanged={(range) => {
            visible.current = range;
            checkBottom();
          }}
          onCellClicked={([, row]) => {
            if (row >= shown) return;
            send({ type: 'grid.rowSelected', rowId: rowId(rows[row]) });
            onRowClick?.(rows[row]);
          }}
        />
      ) : null}
    </div>
  );
}
