// Real-world reference data for the demo fleet: Nordic cities (real coordinates and IANA time
// zones), the manufacturers' codes and portals of the machine brands (the brands and models per
// family are the domain's machine families, domain/machineFamilies.ts), and the rules that tie
// emission class and fuel type to a machine's production year. Names of people, customers and
// projects are made up (customer e-mail domains use .example).
import { emissionClass, idOf, vehicleFuelType } from '../domain/dictionaries.ts';
import type { Family, Power } from '../domain/machineFamilies.ts';
import { PROVIDERS } from '../integrations/aemp/providers.ts';
import type { Rng } from './random.ts';

export type Country = 'SE' | 'NO' | 'FI' | 'DK';

export const emissionClassId = (name: string) => idOf(emissionClass, name);
export const fuelTypeId = (name: string) => idOf(vehicleFuelType, name);

// ---------------------------------------------------------------------------------------------
// Cities

export interface City {
  name: string;
  country: Country;
  lat: number;
  lng: number;
  timeZone: string;
  /** Leading digits of the city's postal codes; the rest is drawn. */
  zipPrefix: string;
}

const city = (name: string, country: Country, lat: number, lng: number, zipPrefix: string): City => ({
  name,
  country,
  lat,
  lng,
  zipPrefix,
  timeZone: { SE: 'Europe/Stockholm', NO: 'Europe/Oslo', FI: 'Europe/Helsinki', DK: 'Europe/Copenhagen' }[country],
});

export const cities: readonly City[] = [
  city('Stockholm', 'SE', 59.3293, 18.0686, '11'),
  city('Göteborg', 'SE', 57.7089, 11.9746, '41'),
  city('Malmö', 'SE', 55.605, 13.0038, '21'),
  city('Uppsala', 'SE', 59.8586, 17.6389, '75'),
  city('Västerås', 'SE', 59.6099, 16.5448, '72'),
  city('Örebro', 'SE', 59.2753, 15.2134, '70'),
  city('Linköping', 'SE', 58.4108, 15.6214, '58'),
  city('Umeå', 'SE', 63.8258, 20.263, '90'),
  city('Luleå', 'SE', 65.5848, 22.1547, '97'),
  city('Sundsvall', 'SE', 62.3908, 17.3069, '85'),
  city('Jönköping', 'SE', 57.7826, 14.1618, '55'),
  city('Norrköping', 'SE', 58.5877, 16.1924, '60'),
  city('Gävle', 'SE', 60.6749, 17.1413, '80'),
  city('Helsingborg', 'SE', 56.0465, 12.6945, '25'),
  city('Oslo', 'NO', 59.9139, 10.7522, '0'),
  city('Bergen', 'NO', 60.3913, 5.3221, '50'),
  city('Trondheim', 'NO', 63.4305, 10.3951, '70'),
  city('Stavanger', 'NO', 58.97, 5.7331, '40'),
  city('Kristiansand', 'NO', 58.1599, 8.0182, '46'),
  city('Tromsø', 'NO', 69.6492, 18.9553, '90'),
  city('Drammen', 'NO', 59.744, 10.2045, '30'),
  city('Fredrikstad', 'NO', 59.2181, 10.9298, '16'),
  city('Helsinki', 'FI', 60.1699, 24.9384, '00'),
  city('Tampere', 'FI', 61.4978, 23.761, '33'),
  city('Turku', 'FI', 60.4518, 22.2666, '20'),
  city('København', 'DK', 55.6761, 12.5683, '2'),
  city('Aarhus', 'DK', 56.1629, 10.2039, '8'),
];

export function cityByName(name: string): City {
  const c = cities.find((x) => x.name === name);
  if (!c) throw new Error(`Unknown city ${name}`);
  return c;
}

export function zipCode(rng: Rng, c: City): string {
  const length = c.country === 'SE' || c.country === 'FI' ? 5 : 4;
  let digits = c.zipPrefix + rng.digits(length - c.zipPrefix.length);
  if (/^0+$/.test(digits)) digits = digits.slice(0, -1) + '1';
  return c.country === 'SE' ? `${digits.slice(0, 3)} ${digits.slice(3)}` : digits;
}

export const countryName: Record<Country, string> = { SE: 'Sverige', NO: 'Norge', FI: 'Suomi', DK: 'Danmark' };

// ---------------------------------------------------------------------------------------------
// People, streets, customers, projects

export const firstNames: Record<Country, readonly string[]> = {
  SE: [
    'Anna',
    'Erik',
    'Maria',
    'Lars',
    'Karin',
    'Anders',
    'Eva',
    'Johan',
    'Sofia',
    'Per',
    'Emma',
    'Magnus',
    'Linnea',
    'Mikael',
    'Elin',
    'Fredrik',
    'Ida',
    'Henrik',
    'Sara',
    'Oskar',
    'Malin',
    'Jonas',
    'Helena',
    'Björn',
  ],
  NO: [
    'Ole',
    'Kari',
    'Lars',
    'Ingrid',
    'Per',
    'Anne',
    'Jon',
    'Marit',
    'Knut',
    'Silje',
    'Bjørn',
    'Hilde',
    'Erik',
    'Ida',
    'Magnus',
    'Nora',
    'Anders',
    'Ragnhild',
    'Sindre',
    'Tone',
  ],
  FI: ['Mikko', 'Anna', 'Juha', 'Laura', 'Timo', 'Sanna', 'Jari', 'Heidi', 'Antti', 'Päivi'],
  DK: ['Mads', 'Mette', 'Søren', 'Camilla', 'Jens', 'Louise', 'Rasmus', 'Pernille', 'Henrik', 'Line'],
};

export const lastNames: Record<Country, readonly string[]> = {
  SE: [
    'Andersson',
    'Johansson',
    'Karlsson',
    'Nilsson',
    'Eriksson',
    'Larsson',
    'Olsson',
    'Persson',
    'Svensson',
    'Gustafsson',
    'Pettersson',
    'Jonsson',
    'Lindberg',
    'Lindqvist',
    'Bergström',
    'Holm',
    'Sandberg',
    'Lundgren',
    'Forsberg',
    'Axelsson',
    'Sjöberg',
    'Engström',
  ],
  NO: [
    'Hansen',
    'Johansen',
    'Olsen',
    'Larsen',
    'Andersen',
    'Pedersen',
    'Nilsen',
    'Kristiansen',
    'Jensen',
    'Karlsen',
    'Haugen',
    'Berg',
    'Hagen',
    'Johnsen',
    'Bakken',
    'Solberg',
    'Dahl',
    'Lie',
    'Strand',
    'Moen',
  ],
  FI: ['Virtanen', 'Korhonen', 'Nieminen', 'Mäkinen', 'Hämäläinen', 'Laine', 'Heikkinen', 'Koskinen'],
  DK: ['Nielsen', 'Jensen', 'Hansen', 'Pedersen', 'Andersen', 'Christensen', 'Larsen', 'Sørensen'],
};

/** Streets in industrial areas, where depots are. */
export const industrialStreets: Record<Country, readonly string[]> = {
  SE: [
    'Industrivägen',
    'Verkstadsgatan',
    'Hantverkarvägen',
    'Förrådsvägen',
    'Transportvägen',
    'Smedjegatan',
    'Lagervägen',
    'Montörgatan',
    'Maskinvägen',
    'Truckvägen',
  ],
  NO: ['Industriveien', 'Verkstedveien', 'Næringsveien', 'Lagerveien', 'Håndverkerveien', 'Smiehagen', 'Transportveien', 'Maskinveien'],
  FI: ['Teollisuuskatu', 'Konepajankuja', 'Varastotie', 'Valimotie'],
  DK: ['Industrivej', 'Værkstedsvej', 'Lagervej', 'Håndværkervej'],
};

export const streets: Record<Country, readonly string[]> = {
  SE: [
    'Storgatan',
    'Kungsgatan',
    'Drottninggatan',
    'Vasagatan',
    'Järnvägsgatan',
    'Skolgatan',
    'Parkvägen',
    'Ringvägen',
    'Skogsvägen',
    'Kyrkogatan',
    'Strandvägen',
    'Ängsvägen',
    'Björkvägen',
    'Tallstigen',
  ],
  NO: [
    'Storgata',
    'Kongens gate',
    'Dronningens gate',
    'Jernbanegata',
    'Skoleveien',
    'Parkveien',
    'Ringveien',
    'Skogveien',
    'Kirkegata',
    'Strandveien',
    'Engveien',
    'Bjørkeveien',
  ],
  FI: ['Mannerheimintie', 'Hämeentie', 'Satamakatu', 'Koulukatu', 'Puistotie'],
  DK: ['Vestergade', 'Nørregade', 'Havnegade', 'Søndergade', 'Skolevej', 'Parkvej'],
};

export const siteKinds: Record<Country, readonly string[]> = {
  SE: [
    'Bostäder',
    'Förskola',
    'Skola',
    'Logistikcenter',
    'Vägombyggnad',
    'Ledningsomläggning',
    'Brobygge',
    'Handelsområde',
    'Reningsverk',
    'Idrottshall',
    'Kontorshus',
    'Vårdcentral',
    'Detaljplan',
    'Cirkulationsplats',
  ],
  NO: [
    'Boligfelt',
    'Barnehage',
    'Skole',
    'Logistikksenter',
    'Veiutbygging',
    'VA-anlegg',
    'Brubygging',
    'Kaianlegg',
    'Idrettshall',
    'Kontorbygg',
    'Sykehjem',
    'Rundkjøring',
  ],
  FI: ['Asuinalue', 'Koulu', 'Logistiikkakeskus', 'Tieurakka'],
  DK: ['Boligbyggeri', 'Skole', 'Logistikcenter', 'Vejudvidelse'],
};

export const siteNames: Record<Country, readonly string[]> = {
  SE: [
    'Ekbacken',
    'Solhagen',
    'Björkdalen',
    'Granlunda',
    'Stenhagen',
    'Lindängen',
    'Sjöviken',
    'Tallbacka',
    'Rosendal',
    'Hagalund',
    'Fyrklövern',
    'Gruvbacken',
    'Kvarnbäcken',
    'Östra hamnen',
  ],
  NO: [
    'Fjellhaug',
    'Bjørkelia',
    'Solbakken',
    'Granli',
    'Steinskogen',
    'Lindeberg',
    'Sjøsiden',
    'Furuheim',
    'Haugen',
    'Åsen',
    'Nordre Kaien',
    'Elvebakken',
    'Møllebekken',
  ],
  FI: ['Koivumäki', 'Kuusikko', 'Mäntylä', 'Rantakallio'],
  DK: ['Egebakken', 'Søhaven', 'Birkelund', 'Engparken'],
};

/** Real infrastructure projects, used for a work site when the seed happens to place one in that city. */
export const megaProjects: Record<string, readonly string[]> = {
  Stockholm: ['Förbifart Stockholm – Lovö', 'Tunnelbana Nacka', 'Norra länken – Värtan'],
  Göteborg: ['Västlänken – Haga', 'Hisingsbron'],
  Linköping: ['Ostlänken – Linköping'],
  Norrköping: ['Ostlänken – Norrköping'],
  Uppsala: ['E4 Uppsala–Mehedeby', 'Uppsala spårväg'],
  Oslo: ['Follobanen', 'Fornebubanen'],
  Stavanger: ['E39 Rogfast'],
  Trondheim: ['E6 Ranheim–Værnes'],
  Bergen: ['Bybanen – Fyllingsdalen'],
};

export const customers: Record<Country, readonly { name: string; domain: string }[]> = {
  SE: [
    { name: 'Bergström Bygg AB', domain: 'bergstrombygg.example' },
    { name: 'Mälardalens Entreprenad AB', domain: 'malarentreprenad.example' },
    { name: 'Västanvik Mark & Anläggning AB', domain: 'vastanvik.example' },
    { name: 'Norrlands Väg AB', domain: 'norrlandsvag.example' },
    { name: 'Skåne Schakt AB', domain: 'skaneschakt.example' },
    { name: 'Stadsbyggarna i Sverige AB', domain: 'stadsbyggarna.example' },
  ],
  NO: [
    { name: 'Vestland Anlegg AS', domain: 'vestlandanlegg.example' },
    { name: 'Nordfjell Entreprenør AS', domain: 'nordfjell.example' },
    { name: 'Østfold Graving AS', domain: 'ostfoldgraving.example' },
    { name: 'Byggmester Haugen AS', domain: 'haugenbygg.example' },
    { name: 'Trøndelag Vei AS', domain: 'trondelagvei.example' },
  ],
  FI: [{ name: 'Uusimaa Rakennus Oy', domain: 'uusimaarakennus.example' }],
  DK: [{ name: 'Øresund Entreprise A/S', domain: 'oresundentreprise.example' }],
};

export function phoneNumber(rng: Rng, country: Country): string {
  switch (country) {
    case 'SE':
      return `+46 7${rng.pick(['0', '2', '3', '6'])} ${rng.digits(3)} ${rng.digits(2)} ${rng.digits(2)}`;
    case 'NO':
      return `+47 ${rng.pick(['4', '9'])}${rng.digits(2)} ${rng.digits(2)} ${rng.digits(3)}`;
    case 'FI':
      return `+358 ${rng.pick(['40', '44', '50'])} ${rng.digits(3)} ${rng.digits(4)}`;
    case 'DK':
      return `+45 ${rng.int(20, 31)} ${rng.digits(2)} ${rng.digits(2)} ${rng.digits(2)}`;
  }
}

/** Lower-case ASCII for e-mail local parts. */
export function asciiSlug(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('æ', 'ae')
    .replaceAll('ø', 'o')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');
}

export const nicknames: Record<'SE' | 'NO', readonly string[]> = {
  SE: [
    'Bamse',
    'Stora Gula',
    'Myran',
    'Lilla My',
    'Tjuren',
    'Älgen',
    'Gamle Gösta',
    'Bjässen',
    'Trollet',
    'Humlan',
    'Gula Faran',
    'Mammuten',
    'Grävlingen',
    'Snigeln',
    'Vildsvinet',
  ],
  NO: ['Brumm', 'Trollet', 'Gamle Erik', 'Bamsen', 'Maura', 'Elgen', 'Kjempen', 'Jærbuen', 'Grevlingen', 'Gule Fare', 'Mammuten', 'Tassen'],
};

export const installers: Record<'SE' | 'NO', readonly string[]> = {
  SE: ['Siteline Installation', 'Norrtelematik AB', 'Maskinel i Mälardalen AB', 'Fordonsel Väst AB', 'Skånes Bilel AB'],
  NO: ['Siteline Installation', 'Bilelektro Vest AS', 'Maskinelektro Øst AS', 'Nord-Norsk Elektro AS'],
};

/**
 * Brands whose own telematics portal publishes an AEMP 2.0 (ISO 15143-3) feed, and that portal's name:
 * the integration providers' (integrations/aemp/providers.ts), so a demo machine's AEMP unit names
 * the portal its integration does, as an import would write it.
 */
export const aempPortals: Record<string, string> = Object.fromEntries(PROVIDERS.flatMap((p) => p.brands.map((brand) => [brand, p.name])));

/** World manufacturer identifiers (first three PIN/VIN characters). Made up where no real one is public. */
const wmiByBrand: Record<string, string> = {
  Volvo: 'VCE',
  Caterpillar: 'CAT',
  Komatsu: 'KMT',
  Hitachi: 'HCM',
  Liebherr: 'LHB',
  JCB: 'JCB',
  'Wacker Neuson': 'WNC',
  Kubota: 'KBC',
  Hamm: 'HAM',
  Bomag: 'BMG',
  Manitou: 'MNT',
  Genie: 'GEN',
  JLG: 'JLG',
  'Atlas Copco': 'ACP',
  Doosan: 'DHK',
  Develon: 'DHK',
  Takeuchi: 'TKC',
  Dynapac: 'DYN',
  Husqvarna: 'HUS',
  Bobcat: 'B3B',
  Avant: 'AVT',
  Merlo: 'ZF1',
  Grove: 'GRV',
  Tadano: 'TDN',
  Vögele: 'VGL',
  Haulotte: 'HLT',
  Skyjack: 'SKJ',
  Ammann: 'AMN',
  Linde: 'LND',
  Toyota: 'JTD',
  Bell: 'BEL',
  Mecalac: 'MCL',
  Thwaites: 'SFT',
  'John Deere': '1DW',
  Case: 'JJG',
  Yanmar: 'YMR',
  Giant: 'GNT',
  Ausa: 'VSA',
  Scania: 'YS2',
  'Mercedes-Benz': 'WDB',
  MAN: 'WMA',
  Volkswagen: 'WV1',
  Ford: 'WF0',
  Istrail: 'YS9',
  Närko: 'YK9',
  Nooteboom: 'XL9',
  Fliegl: 'W09',
  Tyllis: 'YT9',
};

/** Characters allowed in a PIN/VIN: digits and letters except I, O and Q. */
export const PIN_ALPHABET = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ';

/** Model-year character (VIN position 10 convention): 2008 '8', 2010 'A' ... 2026 'T'. */
export function yearCode(year: number): string {
  const codes = 'ABCDEFGHJKLMNPRSTVWXY123456789';
  return codes[(((year - 2010) % 30) + 30) % 30];
}

/** 17 characters: WMI (3) + model code (5) + model year (1) + serial (8). */
export function pinOrVin(brand: string, family: Family, model: string, year: number, serial8: string): string {
  const wmi = family.name === 'Truck' && brand === 'Volvo' ? 'YV2' : (wmiByBrand[brand] ?? 'XXX');
  const code = model
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .replaceAll('I', '1')
    .replaceAll('O', '0')
    .replaceAll('Q', '0')
    .replace(/[ÅÄÖ]/g, 'A')
    .padEnd(5, 'X')
    .slice(0, 5);
  return `${wmi}${code}${yearCode(year)}${serial8}`;
}

// ---------------------------------------------------------------------------------------------
// Emission class and fuel rules

/** EU non-road stages by production year. */
export function emissionStageFor(rng: Rng, year: number): string {
  if (year < 2006) return rng.chance(0.5) ? 'Stage2' : 'Stage3A';
  if (year <= 2010) return rng.chance(0.9) ? 'Stage3A' : 'Stage3B';
  if (year <= 2013) return rng.chance(0.75) ? 'Stage3B' : 'Stage3A';
  if (year <= 2018) return 'Stage4';
  return 'Stage5';
}

/**
 * Diesel: Swedish contractors mostly run on environmental class 1 diesel (MK1); Norway uses the
 * EN 590 grade (MK3). Small petrol engines on Swedish and Norwegian sites mostly run on alkylate.
 */
export function fuelFor(rng: Rng, power: Power, country: 'SE' | 'NO', familyName: string): string | null {
  switch (power) {
    case 'diesel':
      return country === 'SE' ? (rng.chance(0.82) ? 'DieselFuelMk1' : 'DieselFuelMk3') : rng.chance(0.85) ? 'DieselFuelMk3' : 'DieselFuelMk1';
    case 'petrol':
      return rng.chance(0.7) ? 'AlkylatePetrol' : 'PetrolMk1';
    case 'gas':
      return familyName === 'Truck' ? 'LNGLBG' : 'VehicleGas';
    case 'electric':
      return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Registration numbers

const SE_PLATE_LETTERS = 'ABCDEFGHJKLMNOPRSTUWXYZ'; // no I, Q, V, Å, Ä, Ö
const NO_PLATE_LETTERS = 'ABCDEFHJKLNPRSTUVWXYZ'; // no G, I, M, O, Q, Æ, Ø, Å

/** Swedish 'ABC 123', Norwegian 'AB 12345' (electric vehicles 'EL 12345'/'EK 12345'). */
export function registrationNumber(rng: Rng, country: 'SE' | 'NO', electric: boolean): string {
  if (country === 'SE') return `${rng.chars(3, SE_PLATE_LETTERS)} ${rng.digits(3)}`;
  const letters = electric ? rng.pick(['EL', 'EK', 'EV']) : rng.chars(2, NO_PLATE_LETTERS);
  return `${letters} ${rng.int(1, 9)}${rng.digits(4)}`;
}

// ---------------------------------------------------------------------------------------------
// Telematics

/** Appends the Luhn check digit (IMEI's 15th digit) to a string of digits. */
export function withLuhn(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits + String((10 - (sum % 10)) % 10);
}

export function luhnValid(number: string): boolean {
  return /^\d+$/.test(number) && withLuhn(number.slice(0, -1)) === number;
}

export interface TelematicUnit {
  type: string;
  /** 8-digit type allocation code, the IMEI's first digits. */
  tac: string;
  serialPrefix: string;
  serialDigits: number;
  hardware: readonly string[];
}

export const telematicUnits = {
  TU600: { type: 'TU600', tac: '35483610', serialPrefix: 'TU6', serialDigits: 7, hardware: ['TU600-R3', 'TU600-R4'] },
  TU501: { type: 'TU501', tac: '35345609', serialPrefix: 'TU5', serialDigits: 7, hardware: ['TU501-R1', 'TU501-R2'] },
  FMC650: { type: 'Teltonika FMC650', tac: '35209311', serialPrefix: '', serialDigits: 10, hardware: ['FMC650 HW 1.1', 'FMC650 HW 1.2'] },
} satisfies Record<string, TelematicUnit>;

// ---------------------------------------------------------------------------------------------
// Tags

export const tagColors = ['#0b7285', '#c92a2a', '#2b8a3e', '#e67700', '#5f3dc4', '#1864ab', '#a61e4d', '#495057', '#087f5b', '#d9480f'];

export const assetTagNames: Record<'SE' | 'NO', readonly (readonly [string, number])[]> = {
  SE: [
    ['Rental', 5],
    ['Owned', 5],
    ['Leased', 3],
    ['Needs repair', 2],
    ['Winter tyres', 3],
    ['GPS tracker', 2],
    ['Project Norra länken', 2],
    ['Service booked', 2],
  ],
  NO: [
    ['Rental', 5],
    ['Owned', 5],
    ['Leased', 3],
    ['Needs repair', 2],
    ['Studded tyres', 3],
    ['Zero-emission site', 2],
    ['Project E39 Rogfast', 2],
    ['Service booked', 2],
  ],
};

export const placeTagNames: Record<'SE' | 'NO', readonly string[]> = {
  SE: ['Priority customer', 'Night work', 'Noise restricted', 'Framework agreement'],
  NO: ['Priority customer', 'Night work', 'Zero-emission requirement', 'Framework agreement'],
};
