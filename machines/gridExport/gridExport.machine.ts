import { assign, setup } from 'xstate';
import { failureText } from '../callFailure.ts';
import { msg } from '../i18n.ts';
import { exportFile } from './gridExport.actors.ts';
import type { ExportFailureNotice, ExportFile, GridExportContext, GridExportEvent } from './gridExport.types.ts';

/** Ours: the spec has no export. The server's reason (too many rows, too many at once) follows it. */
export const EXPORT_FAILED = msg('The export failed');

/**
 * A grid's export (fleet, telematics, places, service, alerts, users): the user picks xlsx or CSV,
 * the file of every row the grid's query matches (with the columns shown) is fetched and handed to
 * `download` (src/ saves it under its name). One export at a time: a request while one is written
 * is ignored (the button shows it is busy). A failure says why and leaves the grid as it was.
 */
export const gridExportMachine = setup({
  types: {
    context: {} as GridExportContext,
    events: {} as GridExportEvent,
  },
  actors: { exportFile },
  actions: {
    /** Save the file in the browser (src/). */
    download: (_, _file: ExportFile) => {},
    /** A toast with the reason (src/). */
    notifyFailure: (_, _notice: ExportFailureNotice) => {},
  },
}).createMachine({
  id: 'gridExport',
  context: { format: 'xlsx' },
  initial: 'idle',
  states: {
    idle: {
      on: { 'export.requested': { target: 'exporting', actions: assign({ format: ({ event }) => event.format }) } },
    },
    exporting: {
      tags: ['busy'],
      invoke: {
        id: 'exportFile',
        src: 'exportFile',
        input: ({ context }) => ({ format: context.format }),
        onDone: { target: 'idle', actions: { type: 'download', params: ({ event }) => event.output } },
        onError: { target: 'idle', actions: { type: 'notifyFailure', params: ({ event }) => ({ title: EXPORT_FAILED, text: failureText(event.error) }) } },
      },
    },
  },
});
