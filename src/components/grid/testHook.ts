// Glide renders into a canvas, so browser tests cannot read rows from the DOM. While a grid is
// mounted, `window.__sitelineGrid` scrolls it and tells which rows are in view.
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { DataEditorRef, Rectangle } from '@glideapps/glide-data-grid';
import type { GridRow, RowKey } from '../../../machines/grid/grid.types.ts';
import { rowId } from './rowId.ts';

export interface GridTestHook {
  /** Scrolls row n (0-based) to the top, or to the last row there is; tells what is loaded. */
  scrollToRow(n: number): { loaded: number; total: number };
  /** Ids of the loaded rows in the visible region, top to bottom. */
  visibleRowIds(): RowKey[];
  /** Where a column's header is drawn on screen (canvas pixels in the page), if it is shown. */
  headerBounds(columnId: string): Rectangle | undefined;
}

declare global {
  interface Window {
    __sitelineGrid?: GridTestHook;
  }
}

interface State {
  editor: RefObject<DataEditorRef | null>;
  visible: RefObject<Rectangle>;
  rows: GridRow[];
  total: number;
  rowCount: number;
  /** Column ids in display order. */
  columnIds: readonly string[];
}

export function useGridTestHook(state: State): void {
  const latest = useRef(state);
  useLayoutEffect(() => {
    latest.current = state;
  });
  useEffect(() => {
    const hook: GridTestHook = {
      scrollToRow(n) {
        const { editor, rows, total, rowCount } = latest.current;
        editor.current?.scrollTo(0, Math.max(0, Math.min(n, rowCount - 1)), 'vertical', 0, 0, { vAlign: 'start' });
        return { loaded: rows.length, total };
      },
      visibleRowIds() {
        const { visible, rows } = latest.current;
        const { y, height } = visible.current;
        return rows.slice(y, y + height).flatMap((row) => rowId(row) ?? []);
      },
      headerBounds(columnId) {
        const { editor, columnIds } = latest.current;
        const index = columnIds.indexOf(columnId);
        return index < 0 ? undefined : editor.current?.getBounds(index, -1);
      },
    };
    window.__sitelineGrid = hook;
    return () => {
      if (window.__sitelineGrid === hook) delete window.__sitelineGrid;
    };
  }, []);
}
