// The shared data grid's own texts (src/components/grid/): what it announces and shows around the rows.
import type { CatalogEntry } from './entry.ts';

export const GRID: readonly CatalogEntry[] = [
  { en: '{row} selected, row {index} of {total}', sv: '{row} markerad, rad {index} av {total}', nb: '{row} valgt, rad {index} av {total}' },
];
