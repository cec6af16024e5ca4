// Types for scripts/pageWeight.mjs (imported by tests/unit/pageWeight.test.ts).
export interface PageDef {
  name: string;
  path: string;
  /** Manifest keys, or patterns for modules loaded with import() as the page starts (see pageFiles). */
  chunks: (string | RegExp)[];
  budget?: number;
  /** The budget on the wire: bodies plus every answer's headers (tests/e2e/pageWeight.spec.ts). */
  wireBudget?: number;
  /** At most this many answers (each costs its headers). */
  maxFiles?: number;
}
export const PAGES: PageDef[];
export function readManifest(dist?: string): Record<string, { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[] }>;
export function pageFiles(manifest: Record<string, unknown>, chunks: PageDef['chunks']): string[];
export function weigh(files: string[], dist?: string): { raw: number; gzip: number; brotli: number; files: number };
