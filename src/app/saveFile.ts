// Files the server made (the usage report, grid exports) saved in the browser under their names.

export interface SavedFile {
  fileName: string;
  blob: Blob;
}

export function saveFile({ fileName, blob }: SavedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The file name Content-Disposition gives, else `fallback`. */
export function fileNameOf(header: string | null, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header ?? '');
  if (!match) return fallback;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    // A plain name with a '%' of its own.
    return match[1];
  }
}
