import { fromPromise } from 'xstate';
import type { ExportFile, ExportFormat } from './gridExport.types.ts';

// Placeholder: src/components/grid/ provides the real call (the grid's query and shown columns at
// that moment), tests provide fakes.

/** POST <grid path>/export: the file and its name. */
export const exportFile = fromPromise<ExportFile, { format: ExportFormat }>(async () => {
  throw new Error('gridExport: actor "exportFile" not provided');
});
