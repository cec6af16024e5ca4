// The one data grid of Siteline: a glide grid driven by the grid machine (machines/grid/), with a
// toolbar, header sort and filter menus, infinite scroll, the spec's empty states and errors, and
// the layout saved per path in local storage.
import { useMemo, useRef, useState } from 'react';
import type { Rectangle } from '@glideapps/glide-data-grid';
import { dateDisplayFormat } from '../../../machines/grid/grid.filters.ts';
import type { GridRow } from '../../../machines/grid/grid.types.ts';
import { HEADER_HEIGHT, ROW_HEIGHTS } from './cells.ts';
import { FilterPopover } from './FilterPopover.tsx';
import { GridCanvas } from './GridCanvas.tsx';
import { GridStatus, LoadMoreFailed } from './GridStatus.tsx';
import { GridToolbar } from './GridToolbar.tsx';
import { useGrid, type GridView, type UseGridOptions } from './useGrid.ts';
import type { GridExportTarget } from './useGridExport.ts';

const STATUS_VIEWS: readonly GridView[] = ['emptyFiltered', 'emptySearch', 'empty', 'error'];

export interface DataGridProps extends UseGridOptions {
  /** A click on a loaded row (after it is selected). */
  onRowClick?: (row: GridRow) => void;
  /** The grid's export (xlsx, CSV) through its server route; none without it. */
  exportTo?: GridExportTarget;
}

/** A new path, quick filter or address filter is a new grid: the machine reads its input (and the saved layout) once. */
export function DataGrid(props: DataGridProps) {
  return <GridRoot key={`${props.path}?${props.quickFilter ?? ''}&${JSON.stringify(props.addressFilters ?? [])}`} {...props} />;
}

function GridRoot({ onRowClick, exportTo, ...options }: DataGridProps) {
  const grid = useGrid(options);
  const [menu, setMenu] = useState<{ columnId: string; bounds: Rectangle; fromKeyboard: boolean } | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const closeMenu = () => {
    // A menu opened from the keyboard hands the focus back to the grid (its trigger is a drawn header).
    if (menu?.fromKeyboard) setTimeout(() => root.current?.querySelector<HTMLElement>('canvas[data-testid="data-grid-canvas"]')?.focus());
    setMenu(null);
  };
  const menuColumn = menu ? grid.columns.find((c) => c.id === menu.columnId) : undefined;
  // The date filter follows the format of the grid's user-time cells (spec).
  const dateFormat = useMemo(() => dateDisplayFormat(userTimeSamples(grid.rows, grid.columns)), [grid.rows, grid.columns]);

  return (
    <div
      ref={root}
      data-testid="data-grid"
      data-path={options.path}
      data-row-count={grid.rows.length}
      data-total={grid.total}
      data-state={grid.view}
      data-applying={grid.applying}
      data-row-height={ROW_HEIGHTS[grid.density]}
      style={{
        display: 'flex',
        flexDirection: 'column',
        flex: 1,
        width: '100%',
        minWidth: 0,
        height: '100%',
        minHeight: 0,
        background: 'var(--color-panel-solid)',
      }}
    >
      <GridToolbar grid={grid} exportTo={exportTo} />
      <div style={{ position: 'relative', flex: 1, minHeight: 240 }}>
        <GridCanvas grid={grid} onRowClick={onRowClick} onHeaderMenu={(columnId, bounds, fromKeyboard) => setMenu({ columnId, bounds, fromKeyboard })} />
        {STATUS_VIEWS.includes(grid.view) ? (
          // Empty and error states sit under the headers, so a filter can still be changed from there.
          <div style={{ position: 'absolute', inset: `${HEADER_HEIGHT}px 0 0 0`, display: 'flex', overflow: 'auto', background: 'var(--color-panel-solid)' }}>
            <GridStatus grid={grid} />
          </div>
        ) : null}
        <LoadMoreFailed grid={grid} />
      </div>
      {menu && menuColumn ? <FilterPopover grid={grid} column={menuColumn} anchor={menu.bounds} dateFormat={dateFormat} onClose={closeMenu} /> : null}
    </div>
  );
}

function userTimeSamples(rows: GridRow[], columns: UseGridOptions['columns']): unknown[] {
  const ids = columns.filter((c) => c.kind === 'date' || /UserTime/i.test(c.id)).map((c) => c.id);
  return rows.slice(0, 20).flatMap((row) => ids.map((id) => row[id]));
}
