// The names of the server's fixed lists (machine families, place statuses, place event types) and the
// map's own controls, in Swedish and Norwegian (Bokmål); part of CATALOG (../catalog.ts). The browser
// lists the English names in src/graphql/dictionaryNames.ts and src/features/map/mapLocale.ts.
import type { CatalogEntry } from './entry.ts';

export const DICTIONARIES: readonly CatalogEntry[] = [
  // Machine families (server/src/domain/dictionaries.ts machineFamily).
  { en: 'Excavator', sv: 'Grävmaskin', nb: 'Gravemaskin' },
  { en: 'Mini excavator', sv: 'Minigrävare', nb: 'Minigraver' },
  { en: 'Wheeled excavator', sv: 'Hjulgrävare', nb: 'Hjulgraver' },
  { en: 'Wheel loader', sv: 'Hjullastare', nb: 'Hjullaster' },
  { en: 'Compact loader', sv: 'Kompaktlastare', nb: 'Kompaktlaster' },
  { en: 'Skid steer loader', sv: 'Sladdstyrd lastare', nb: 'Skrensestyrt laster' },
  { en: 'Backhoe loader', sv: 'Traktorgrävare', nb: 'Traktorgraver' },
  { en: 'Articulated hauler', sv: 'Ramstyrd dumper', nb: 'Rammestyrt dumper' },
  { en: 'Dumper', sv: 'Dumper', nb: 'Dumper' },
  { en: 'Dozer', sv: 'Bandschaktare', nb: 'Bulldoser' },
  { en: 'Motor grader', sv: 'Väghyvel', nb: 'Veihøvel' },
  { en: 'Roller', sv: 'Vält', nb: 'Valse' },
  { en: 'Plate compactor', sv: 'Vibratorplatta', nb: 'Vibroplate' },
  { en: 'Asphalt paver', sv: 'Asfaltläggare', nb: 'Asfaltutlegger' },
  { en: 'Telehandler', sv: 'Teleskoplastare', nb: 'Teleskoplaster' },
  { en: 'Mobile crane', sv: 'Mobilkran', nb: 'Mobilkran' },
  { en: 'Tower crane', sv: 'Tornkran', nb: 'Tårnkran' },
  { en: 'Boom lift', sv: 'Bomlift', nb: 'Bomlift' },
  { en: 'Scissor lift', sv: 'Saxlift', nb: 'Saksløfter' },
  { en: 'Forklift', sv: 'Gaffeltruck', nb: 'Gaffeltruck' },
  { en: 'Generator', sv: 'Elverk', nb: 'Aggregat' },
  { en: 'Compressor', sv: 'Kompressor', nb: 'Kompressor' },
  { en: 'Light tower', sv: 'Belysningsmast', nb: 'Lysmast' },
  { en: 'Site hut', sv: 'Byggbod', nb: 'Anleggsbrakke' },
  { en: 'Truck', sv: 'Lastbil', nb: 'Lastebil' },
  { en: 'Van', sv: 'Skåpbil', nb: 'Varebil' },
  { en: 'Trailer', sv: 'Släpvagn', nb: 'Tilhenger' },
  { en: 'Attachment', sv: 'Redskap', nb: 'Redskap' },
  // Emission classes (EU stages; US tiers read the same in every language) and fuel types, named by the
  // spec in code style; in Swedish and Norwegian they get the words a fleet manager uses.
  { en: 'Stage1', sv: 'Steg 1', nb: 'Trinn 1' },
  { en: 'Stage2', sv: 'Steg 2', nb: 'Trinn 2' },
  { en: 'Stage3A', sv: 'Steg 3A', nb: 'Trinn 3A' },
  { en: 'Stage3B', sv: 'Steg 3B', nb: 'Trinn 3B' },
  { en: 'Stage4', sv: 'Steg 4', nb: 'Trinn 4' },
  { en: 'Stage5', sv: 'Steg 5', nb: 'Trinn 5' },
  { en: 'AlkylatePetrol', sv: 'Alkylatbensin', nb: 'Alkylatbensin' },
  { en: 'AviationKerosene', sv: 'Flygfotogen', nb: 'Flyparafin' },
  { en: 'DieselFuelMk3', sv: 'Diesel MK3', nb: 'Diesel MK3' },
  { en: 'DieselFuelMk1', sv: 'Diesel MK1', nb: 'Diesel MK1' },
  { en: 'LNGLBG', sv: 'LNG/LBG', nb: 'LNG/LBG' },
  { en: 'NaturalGasEu', sv: 'Naturgas (EU)', nb: 'Naturgass (EU)' },
  { en: 'PetrolMk1', sv: 'Bensin MK1', nb: 'Bensin MK1' },
  { en: 'VehicleGas', sv: 'Fordonsgas', nb: 'Kjøretøygass' },
  // Telematics unit types (the Siteline units are product names).
  { en: 'AEMP (manufacturer portal)', sv: 'AEMP (tillverkarportal)', nb: 'AEMP (produsentportal)' },
  // Place statuses (placeStatus; Active and Archived are shared words, in admin.ts and core.ts).
  { en: 'Upcoming', sv: 'Kommande', nb: 'Kommende' },
  { en: 'Expired', sv: 'Utgången', nb: 'Utløpt' },
  // Place event types, as the event log's badge names them.
  { en: 'Place created', sv: 'Plats skapad', nb: 'Sted opprettet' },
  { en: 'Machine entered place', sv: 'Maskin kom in', nb: 'Maskin kom inn' },
  { en: 'Machine left place', sv: 'Maskin lämnade', nb: 'Maskin dro' },
  { en: 'Archiving soon', sv: 'Arkiveras snart', nb: 'Arkiveres snart' },
  { en: 'Place archived', sv: 'Plats arkiverad', nb: 'Sted arkivert' },
  // maplibre's controls (src/features/map/mapLocale.ts); Zoom in and Zoom out are in machinePanel.ts.
  { en: 'Toggle attribution', sv: 'Visa eller dölj källor', nb: 'Vis eller skjul kilder' },
  { en: 'Map feedback', sv: 'Lämna synpunkter på kartan', nb: 'Gi tilbakemelding om kartet' },
  { en: 'Map', sv: 'Karta', nb: 'Kart' },
  { en: 'Map marker', sv: 'Kartmarkör', nb: 'Kartmarkør' },
  {
    en: 'Drag to rotate map, click to reset north',
    sv: 'Dra för att vrida kartan, klicka för att återställa norr uppåt',
    nb: 'Dra for å rotere kartet, klikk for å sette nord opp igjen',
  },
  { en: 'Close popup', sv: 'Stäng rutan', nb: 'Lukk boksen' },
  // The side navigation is "Main"; an area's tabs (Settings, Analytics, Admin) are its sections.
  { en: 'Sections', sv: 'Avsnitt', nb: 'Seksjoner' },
];
