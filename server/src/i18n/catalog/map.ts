// The map's legend and machine finder (place drawing and place texts are in places.ts).
import type { CatalogEntry } from './entry.ts';

export const MAP: readonly CatalogEntry[] = [
  { en: '1 machine on the map', sv: '1 maskin på kartan', nb: '1 maskin på kartet' },
  { en: 'Earthworks & paving', sv: 'Markarbete och beläggning', nb: 'Grunnarbeid og asfaltering' },
  { en: 'Excavators', sv: 'Grävmaskiner', nb: 'Gravemaskiner' },
  { en: 'Find a machine', sv: 'Hitta en maskin', nb: 'Finn en maskin' },
  { en: 'Haulers & vehicles', sv: 'Dumprar och fordon', nb: 'Dumpere og kjøretøy' },
  { en: 'Legend', sv: 'Teckenförklaring', nb: 'Tegnforklaring' },
  { en: 'Lifting', sv: 'Lyft', nb: 'Løft' },
  { en: 'Loaders', sv: 'Lastare', nb: 'Lastere' },
  { en: 'Machine positions could not be loaded', sv: 'Maskinernas positioner kunde inte läsas in', nb: 'Maskinenes posisjoner kunne ikke lastes inn' },
  { en: 'Name or internal id', sv: 'Namn eller internt ID', nb: 'Navn eller intern ID' },
  { en: 'No machine matches', sv: 'Ingen maskin matchar', nb: 'Ingen maskin passer' },
  { en: 'No report in 24 h', sv: 'Ingen rapport på 24 h', nb: 'Ingen rapport på 24 t' },
  { en: 'Other', sv: 'Övrigt', nb: 'Annet' },
  { en: 'Power & site', sv: 'Kraft och arbetsplats', nb: 'Kraft og anlegg' },
  {
    en: 'Several machines close together: zoom in or click to split',
    sv: 'Flera maskiner nära varandra: zooma in eller klicka för att dela upp',
    nb: 'Flere maskiner nær hverandre: zoom inn eller klikk for å dele opp',
  },
  {
    en: 'Unexpected error - no Google Maps settings. Please try again later',
    sv: 'Oväntat fel – inga inställningar för Google Maps. Försök igen senare',
    nb: 'Uventet feil – ingen innstillinger for Google Maps. Prøv igjen senere',
  },
  { en: '{count} machines on the map', sv: '{count} maskiner på kartan', nb: '{count} maskiner på kartet' },
  { en: '{count} more: refine the search', sv: '{count} till: förfina sökningen', nb: '{count} til: avgrens søket' },
  {
    en: "{count} of the fleet's {total} not shown: no position reported yet",
    sv: '{count} av maskinparkens {total} visas inte: ingen position rapporterad än',
    nb: '{count} av maskinparkens {total} vises ikke: ingen posisjon rapportert ennå',
  },
  { en: '{count} of {total} machines on the map', sv: '{count} av {total} maskiner på kartan', nb: '{count} av {total} maskiner på kartet' },
  { en: '{count} reported in the last 24 h', sv: '{count} har rapporterat det senaste dygnet', nb: '{count} har rapportert siste døgn' },
  { en: '{count} shown', sv: '{count} visas', nb: '{count} vises' },
  // A pile of machines at one point (MachinePile, PileCard).
  { en: 'Machines at this point', sv: 'Maskiner på den här platsen', nb: 'Maskiner på dette stedet' },
  { en: 'Search the machines at this point', sv: 'Sök bland maskinerna på den här platsen', nb: 'Søk blant maskinene på dette stedet' },
  { en: 'Show as a list', sv: 'Visa som lista', nb: 'Vis som liste' },
  { en: 'Show more', sv: 'Visa fler', nb: 'Vis flere' },
  { en: 'Spread on the map', sv: 'Sprid ut på kartan', nb: 'Spre ut på kartet' },
  {
    en: 'Spread out around their point: choose one to open it',
    sv: 'Utspridda runt sin plats: välj en för att öppna den',
    nb: 'Spredt rundt stedet sitt: velg én for å åpne den',
  },
  { en: '{count} machines at this point', sv: '{count} maskiner på den här platsen', nb: '{count} maskiner på dette stedet' },
  { en: '{shown} of {count} shown', sv: '{shown} av {count} visas', nb: '{shown} av {count} vises' },
];
