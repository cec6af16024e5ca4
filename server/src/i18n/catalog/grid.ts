// The shared data grid's own texts (src/components/grid/): what it announces and shows around the rows.
import type { CatalogEntry } from './entry.ts';

export const GRID: readonly CatalogEntry[] = [
  { en: '{row} selected, row {index} of {total}', sv: '{row} markerad, rad {index} av {total}', nb: '{row} valgt, rad {index} av {total}' },
  // The column chooser and the export (issue 27, item 8).
  { en: 'Columns', sv: 'Kolumner', nb: 'Kolonner' },
  { en: 'Columns shown, in order', sv: 'Kolumner som visas, i ordning', nb: 'Kolonner som vises, i rekkefølge' },
  { en: 'Move {column} up', sv: 'Flytta {column} uppåt', nb: 'Flytt {column} opp' },
  { en: 'Move {column} down', sv: 'Flytta {column} nedåt', nb: 'Flytt {column} ned' },
  { en: 'At least one column stays shown', sv: 'Minst en kolumn måste visas', nb: 'Minst én kolonne må vises' },
  { en: 'Export', sv: 'Exportera', nb: 'Eksporter' },
  { en: 'Exporting…', sv: 'Exporterar…', nb: 'Eksporterer…' },
  { en: 'Excel (.xlsx)', sv: 'Excel (.xlsx)', nb: 'Excel (.xlsx)' },
  { en: 'CSV (.csv)', sv: 'CSV (.csv)', nb: 'CSV (.csv)' },
  {
    en: 'Every row of the current filter and search, with the columns shown',
    sv: 'Alla rader med aktuellt filter och sökning, med kolumnerna som visas',
    nb: 'Alle rader med gjeldende filter og søk, med kolonnene som vises',
  },
  {
    en: 'An export holds at most {count} rows: narrow the filter or search.',
    sv: 'En export rymmer högst {count} rader: begränsa filtret eller sökningen.',
    nb: 'En eksport rommer høyst {count} rader: begrens filteret eller søket.',
  },
  { en: 'The export failed', sv: 'Exporten misslyckades', nb: 'Eksporten mislyktes' },
];
