// The gridExport machine's test model (gridExport.model.test.ts, scripts/paths.ts).
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { defineModel, type EventFixtures } from '../kit/model.ts';
import { gridExportMachine } from '../../../machines/gridExport/gridExport.machine.ts';
import type { ExportFile, GridExportEvent } from '../../../machines/gridExport/gridExport.types.ts';

export const FILE: ExportFile = { fileName: 'fleet-2026-11-30.xlsx', blob: new Blob(['xlsx']) };
/** The server's 400 for a grid past the export's limit (server/src/routes/common/gridExport.ts). */
export const TOO_MANY = 'request: matches 250000 rows; an export holds at most 200000: narrow the filters or search;';

export type GridExportModelEvent = GridExportEvent | DoneActorEvent<ExportFile, 'exportFile'> | ErrorActorEvent<unknown, 'exportFile'>;

export const gridExportEvents = {
  'export.requested': { xlsx: { type: 'export.requested', format: 'xlsx' }, csv: { type: 'export.requested', format: 'csv' } },
  'xstate.done.actor.exportFile': { ok: { type: 'xstate.done.actor.exportFile', actorId: 'exportFile', output: FILE } },
  'xstate.error.actor.exportFile': {
    tooMany: { type: 'xstate.error.actor.exportFile', actorId: 'exportFile', error: { status: 400, code: 100, message: TOO_MANY } },
    offline: { type: 'xstate.error.actor.exportFile', actorId: 'exportFile', error: { status: 0 } },
  },
} satisfies EventFixtures<GridExportModelEvent>;

export const gridExportModel = defineModel({
  machine: gridExportMachine,
  tags: { exporting: ['busy'] },
  variants: { fleet: { input: undefined } },
  events: gridExportEvents,
  project: ({ context }) => ({ format: context.format }),
});
