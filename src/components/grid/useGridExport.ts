// Runs a grid's export machine (machines/gridExport/): the file is read with the grid's query and
// shown columns at the moment the user asks, saved under its name, a failure told in a toast.
import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { gridExportMachine } from '../../../machines/gridExport/gridExport.machine.ts';
import type { ExportFile, ExportFormat, GridExportEvent } from '../../../machines/gridExport/gridExport.types.ts';
import { visibleColumnIds } from '../../../machines/grid/grid.layout.ts';
import { gridQuery } from '../../../machines/grid/grid.query.ts';
import { inspect } from '../../app/inspector.ts';
import { useLatest } from '../../app/useLatest.ts';
import { saveFile } from '../../app/saveFile.ts';
import { showNotice } from '../../app/toast/showNotice.ts';
import { exportColumns, exportGridCall } from './gridExport.api.ts';
import type { GridHandle } from './useGrid.ts';

export interface GridExportTarget {
  /** The grid's page path on the server; the export is `${url}/export`. */
  url: string;
  /** The file name's stem when the server names none. */
  stem: string;
}

export function useGridExport(grid: GridHandle, target: GridExportTarget) {
  const latest = useLatest({ grid, target });
  const machine = useMemo(
    () =>
      gridExportMachine.provide({
        actors: {
          exportFile: fromPromise<ExportFile, { format: ExportFormat }>(({ input }) => {
            const { grid: g, target: t } = latest();
            const context = g.actor.getSnapshot().context;
            const byId = new Map(g.columns.map((c) => [c.id, c]));
            const shown = visibleColumnIds(context.columnOrder, context.hiddenColumns).flatMap((id) => byId.get(id) ?? []);
            return exportGridCall(`/api${t.url}/export`, gridQuery(context), exportColumns(shown), input.format, t.stem);
          }),
        },
        actions: {
          download: (_, file) => saveFile(file),
          notifyFailure: (_, notice) => void showNotice({ ...notice, tone: 'error' }),
        },
      }),
    [latest],
  );
  const actor = useActorRef(machine, { inspect });
  return {
    send: (event: GridExportEvent) => actor.send(event),
    busy: useSelector(actor, (s) => s.hasTag('busy')),
    format: useSelector(actor, (s) => s.context.format),
  };
}
