// A grid's export call (POST <grid path>/export): the grid's query as it stands and the columns on
// screen in their order, with the words the screen gives each list's values; the file and its name.
import type { GridColumnDef, GridQuery } from '../../../machines/grid/grid.types.ts';
import { MAX_EXPORT_LABELS, type ExportColumn, type ExportFile, type ExportFormat } from '../../../machines/gridExport/gridExport.types.ts';
import { authorizedPost } from '../../session/authorizedFetch.ts';
import { fileNameOf } from '../../app/saveFile.ts';

/** The columns shown (translated definitions, in screen order) as the export names them. */
export function exportColumns(shown: readonly GridColumnDef[]): ExportColumn[] {
  return shown.map((c) => ({
    fieldName: c.id,
    title: c.title.slice(0, 100),
    ...(c.kind === 'enum' && c.options?.length
      ? { labels: c.options.slice(0, MAX_EXPORT_LABELS).map((o) => ({ value: String(o.value), label: o.label.slice(0, 100) })) }
      : {}),
    ...(c.fixedNames ? { translate: true } : {}),
    ...(c.unit === 'hours' ? { unit: 'hours' as const } : {}),
  }));
}

export async function exportGridCall(url: string, request: GridQuery, columns: ExportColumn[], format: ExportFormat, stem: string): Promise<ExportFile> {
  const res = await authorizedPost(url, { request, columns, format });
  return { fileName: fileNameOf(res.headers.get('content-disposition'), `${stem}.${format}`), blob: await res.blob() };
}
