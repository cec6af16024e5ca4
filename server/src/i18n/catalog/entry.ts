/** One interface string: its English text (the key is the uppercase MD5 of `en`) and its translations. */
export interface CatalogEntry {
  en: string;
  sv: string;
  nb: string;
}
