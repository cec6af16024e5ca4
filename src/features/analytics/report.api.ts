// The usage report's two calls, as REST with the session's bearer: the workbook is binary (Mesh
// speaks JSON only), and the machine list belongs to the same page. One refresh and one retry on a
// 401, as the urql client does.
import type { ReportFile, ReportMachine, UsageReportRequest } from '../../../machines/usageReport/usageReport.types.ts';
import { fallbackFileName } from '../../../machines/usageReport/usageReport.range.ts';
import { authorizedPost } from '../../session/authorizedFetch.ts';
import { fileNameOf as fileNameFrom } from '../../app/saveFile.ts';

export async function loadReportMachinesCall(): Promise<ReportMachine[]> {
  const res = await authorizedPost('/api/web/v1/reports/usage/assets', { limit: 10_000 });
  return ((await res.json()) as { data: { data: ReportMachine[] } }).data.data;
}

/** The file name from Content-Disposition, else from the report type and range (spec). */
export function fileNameOf(header: string | null, fromDay: string, toDay: string): string {
  return fileNameFrom(header, fallbackFileName(fromDay, toDay));
}

/** The workbook; `onProgress` gets the bytes received so far (the size is not known in advance). */
export async function generateReportCall(input: UsageReportRequest, onProgress: (bytes: number) => void): Promise<ReportFile> {
  const res = await authorizedPost('/api/web/v1/reports/usage', input);
  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = res.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress(received);
    }
  }
  const blob = reader ? new Blob(chunks as BlobPart[], { type: res.headers.get('content-type') ?? '' }) : await res.blob();
  return { fileName: fileNameOf(res.headers.get('content-disposition'), input.fromDay, input.toDay), blob };
}
