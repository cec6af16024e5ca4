// Real-world reference data for the demo fleet: Nordic cities (real coordinates and IANA time
// zones), real construction machine brands and models per machine family, and the rules that tie
// emission class and fuel type to a machine's production year. Names of people, customers and
// projects are made up (customer e-mail domains use .example).
import { emissionClass, machineFamily, vehicleFuelType, type DictionaryItem } from '../domain/dictionaries.ts';
import type { Rng } from './random.ts';

export type Country = 'SE' | 'NO' | 'FI' | 'DK';

function idOf(items: DictionaryItem[], name: string): number {
  const item = items.find((i) => i.name === name);
  if (!item || typeof item.id !== 'number') throw new Error(`Dictionary has no '${name}'`);
  return item.id;
}

export const familyId = (name: string) => idOf(machineFamily, name);
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

// ---------------------------------------------------------------------------------------------
// Machine catalogue

export type Power = 'diesel' | 'petrol' | 'electric' | 'gas';

export interface MachineModel {
  brand: string;
  model: string;
  /** First and last production year of this model (inclusive); the seeder clamps to 2008-2026. */
  from: number;
  to: number;
  power: Power;
  weight: number;
}

export interface Family {
  id: number;
  name: string;
  /** Relative share of a typical Nordic contractor's fleet. */
  weight: number;
  /** Typical engine/operating hours per year at normal utilisation (0: no engine). */
  annualHours: number;
  volts: 12 | 24;
  /** Registered for road traffic (trucks, vans, trailers, and machines driven on roads). */
  road: boolean;
  /** Has a 17-character ISO 10261 PIN / VIN. */
  pin: boolean;
  /** Machines of this family are moved between sites on their own wheels (seen in transit more often). */
  mobile: boolean;
  /** On-road vehicles follow Euro standards, which the emission class dictionary does not list. */
  onRoad: boolean;
  models: MachineModel[];
}

interface ModelOptions {
  from?: number;
  to?: number;
  power?: Power;
  weight?: number;
}

const m = (brand: string, model: string, o: ModelOptions = {}): MachineModel => ({
  brand,
  model,
  from: o.from ?? 2000,
  to: o.to ?? 2100,
  power: o.power ?? 'diesel',
  weight: o.weight ?? 1,
});

interface FamilyOptions {
  weight: number;
  hours: number;
  volts: 12 | 24;
  road?: boolean;
  pin?: boolean;
  mobile?: boolean;
  onRoad?: boolean;
}

const family = (name: string, o: FamilyOptions, models: MachineModel[]): Family => ({
  id: familyId(name),
  name,
  weight: o.weight,
  annualHours: o.hours,
  volts: o.volts,
  road: o.road ?? false,
  pin: o.pin ?? true,
  mobile: o.mobile ?? false,
  onRoad: o.onRoad ?? false,
  models,
});

export const families: readonly Family[] = [
  family('Excavator', { weight: 10, hours: 1200, volts: 24 }, [
    m('Volvo', 'EC220D', { from: 2011, to: 2015 }),
    m('Volvo', 'EC220E', { from: 2015, weight: 3 }),
    m('Volvo', 'EC250E', { from: 2015 }),
    m('Volvo', 'EC300E', { from: 2015 }),
    m('Volvo', 'EC230 Electric', { from: 2023, power: 'electric', weight: 0.4 }),
    m('Caterpillar', '320D', { from: 2006, to: 2011 }),
    m('Caterpillar', '320D2', { from: 2012, to: 2017 }),
    m('Caterpillar', '320', { from: 2018, weight: 3 }),
    m('Caterpillar', '330', { from: 2018 }),
    m('Caterpillar', '336', { from: 2018, weight: 0.6 }),
    m('Komatsu', 'PC210LC-10', { from: 2013, to: 2016 }),
    m('Komatsu', 'PC210LC-11', { from: 2016, weight: 2 }),
    m('Komatsu', 'PC290LC-11', { from: 2016, weight: 0.6 }),
    m('Hitachi', 'ZX135US-5', { from: 2008, to: 2013 }),
    m('Hitachi', 'ZX135US-6', { from: 2014, weight: 2 }),
    m('Hitachi', 'ZX210LC-6', { from: 2014, to: 2020 }),
    m('Hitachi', 'ZX210LC-7', { from: 2021 }),
    m('Liebherr', 'R 920', { from: 2014, weight: 1.5 }),
    m('Liebherr', 'R 926', { from: 2012 }),
    m('Doosan', 'DX225LC-5', { from: 2014, to: 2022 }),
    m('Develon', 'DX225LC-7', { from: 2023 }),
  ]),
  family('Mini excavator', { weight: 14, hours: 600, volts: 12 }, [
    m('Kubota', 'KX057-4', { from: 2012, to: 2018, weight: 2 }),
    m('Kubota', 'KX057-5', { from: 2019, weight: 3 }),
    m('Kubota', 'U27-4', { from: 2012, weight: 2 }),
    m('Kubota', 'KX019-4', { from: 2014 }),
    m('Takeuchi', 'TB290', { from: 2014, weight: 2 }),
    m('Takeuchi', 'TB216', { from: 2011 }),
    m('Takeuchi', 'TB260', { from: 2014 }),
    m('Wacker Neuson', 'ET90', { from: 2014, weight: 2 }),
    m('Wacker Neuson', 'EZ17', { from: 2013 }),
    m('Wacker Neuson', 'EZ17e', { from: 2020, power: 'electric', weight: 0.6 }),
    m('Volvo', 'ECR88D', { from: 2014 }),
    m('Volvo', 'EC18E', { from: 2016 }),
    m('Volvo', 'ECR25 Electric', { from: 2020, power: 'electric', weight: 0.8 }),
    m('JCB', '19C-1', { from: 2014 }),
    m('JCB', '19C-1E', { from: 2019, power: 'electric', weight: 0.5 }),
    m('JCB', '86C-2', { from: 2018 }),
    m('Yanmar', 'ViO57-6', { from: 2015 }),
    m('Bobcat', 'E27z', { from: 2016 }),
    m('Caterpillar', '301.7 CR', { from: 2019 }),
  ]),
  family('Wheeled excavator', { weight: 7, hours: 1100, volts: 24, road: true, mobile: true }, [
    m('Volvo', 'EWR150E', { from: 2015, weight: 2 }),
    m('Volvo', 'EW160E', { from: 2015 }),
    m('Volvo', 'EW160C', { from: 2008, to: 2014 }),
    m('Doosan', 'DX140W-3', { from: 2008, to: 2013 }),
    m('Doosan', 'DX140W-5', { from: 2014, to: 2022, weight: 2 }),
    m('Develon', 'DX140W-7', { from: 2023, weight: 2 }),
    m('Liebherr', 'A 918 Compact', { from: 2014, weight: 1.5 }),
    m('Caterpillar', 'M318F', { from: 2015, to: 2020 }),
    m('Caterpillar', 'M318', { from: 2021 }),
    m('Komatsu', 'PW148-11', { from: 2016 }),
    m('Hitachi', 'ZX145W-6', { from: 2015 }),
    m('Wacker Neuson', 'EW100', { from: 2014, weight: 0.6 }),
  ]),
  family('Wheel loader', { weight: 9, hours: 1300, volts: 24, road: true, mobile: true }, [
    m('Volvo', 'L120G', { from: 2008, to: 2015 }),
    m('Volvo', 'L120H', { from: 2016, weight: 3 }),
    m('Volvo', 'L60H', { from: 2016 }),
    m('Volvo', 'L90H', { from: 2016 }),
    m('Volvo', 'L150H', { from: 2016, weight: 0.6 }),
    m('Caterpillar', '950K', { from: 2011, to: 2014 }),
    m('Caterpillar', '950M', { from: 2014, weight: 2 }),
    m('Caterpillar', '938M', { from: 2014 }),
    m('Komatsu', 'WA320-8', { from: 2018 }),
    m('Liebherr', 'L 550 XPower', { from: 2015 }),
    m('Liebherr', 'L 566 XPower', { from: 2015, weight: 0.6 }),
    m('JCB', '437', { from: 2013 }),
    m('Hitachi', 'ZW180-6', { from: 2016, weight: 0.6 }),
  ]),
  family('Compact loader', { weight: 4, hours: 500, volts: 12 }, [
    m('Avant', '635', { from: 2011 }),
    m('Avant', '760i', { from: 2016 }),
    m('Avant', 'e6', { from: 2020, power: 'electric', weight: 0.5 }),
    m('Wacker Neuson', 'WL28', { from: 2013 }),
    m('Wacker Neuson', 'WL38', { from: 2013 }),
    m('Volvo', 'L20H', { from: 2016 }),
    m('Volvo', 'L25 Electric', { from: 2022, power: 'electric', weight: 0.5 }),
    m('Giant', 'G2700 HD', { from: 2012, weight: 0.6 }),
  ]),
  family('Skid steer loader', { weight: 3, hours: 500, volts: 12 }, [
    m('Bobcat', 'S650', { from: 2011, weight: 2 }),
    m('Bobcat', 'T770', { from: 2011 }),
    m('Caterpillar', '262D3', { from: 2019 }),
    m('Caterpillar', '259D', { from: 2013, to: 2019 }),
    m('Takeuchi', 'TL8', { from: 2014 }),
    m('Takeuchi', 'TL10V2', { from: 2016 }),
  ]),
  family('Backhoe loader', { weight: 3, hours: 800, volts: 12, road: true, mobile: true }, [
    m('JCB', '3CX', { weight: 4 }),
    m('JCB', '4CX', { weight: 2 }),
    m('Caterpillar', '432F2', { from: 2015 }),
    m('Caterpillar', '428F2', { from: 2015 }),
    m('Volvo', 'BL71B', { to: 2017 }),
    m('Komatsu', 'WB93R-5', { from: 2010 }),
    m('Case', '580ST', { from: 2011, weight: 0.6 }),
  ]),
  family('Articulated hauler', { weight: 4, hours: 1600, volts: 24, mobile: true }, [
    m('Volvo', 'A30E', { from: 2008, to: 2011 }),
    m('Volvo', 'A30F', { from: 2012, to: 2016 }),
    m('Volvo', 'A30G', { from: 2016, weight: 3 }),
    m('Volvo', 'A25G', { from: 2016 }),
    m('Volvo', 'A40G', { from: 2016 }),
    m('Caterpillar', '730', { from: 2011 }),
    m('Caterpillar', '745', { from: 2015, weight: 0.6 }),
    m('Komatsu', 'HM300-5', { from: 2016 }),
    m('Bell', 'B30E', { from: 2009 }),
  ]),
  family('Dumper', { weight: 5, hours: 400, volts: 12 }, [
    m('Wacker Neuson', 'DW60', { from: 2012, weight: 3 }),
    m('Wacker Neuson', 'DV60', { from: 2012 }),
    m('Wacker Neuson', 'DW90', { from: 2012 }),
    m('Thwaites', '9 Tonne Power Swivel', { weight: 1 }),
    m('JCB', '9T-1', { from: 2016 }),
    m('Mecalac', 'TA9', { from: 2017 }),
    m('Ausa', 'D601AHG', { from: 2014, weight: 0.6 }),
  ]),
  family('Dozer', { weight: 2, hours: 1200, volts: 24 }, [
    m('Caterpillar', 'D6T', { from: 2008, to: 2019 }),
    m('Caterpillar', 'D6', { from: 2019, weight: 2 }),
    m('Caterpillar', 'D6K2', { from: 2014 }),
    m('Komatsu', 'D61PXi-24', { from: 2014 }),
    m('Komatsu', 'D65EX-18', { from: 2014 }),
    m('Liebherr', 'PR 736', { from: 2014, weight: 0.6 }),
  ]),
  family('Motor grader', { weight: 1, hours: 1000, volts: 24, road: true, mobile: true }, [
    m('Volvo', 'G940B', { from: 2012, to: 2016 }),
    m('Volvo', 'G946B', { from: 2012, to: 2021 }),
    m('Caterpillar', '140M', { from: 2008, to: 2019 }),
    m('Caterpillar', '140', { from: 2020 }),
    m('Caterpillar', '12M', { from: 2008 }),
    m('Komatsu', 'GD655-7', { from: 2018 }),
    m('John Deere', '672G', { from: 2013 }),
  ]),
  family('Roller', { weight: 6, hours: 500, volts: 12 }, [
    m('Hamm', 'HD 12 VV', { weight: 3 }),
    m('Hamm', 'H 13i', { from: 2015 }),
    m('Bomag', 'BW 120 AD-5', { from: 2012, weight: 3 }),
    m('Bomag', 'BW 213 D-5', { from: 2012 }),
    m('Bomag', 'BW 177 D-5', { from: 2012 }),
    m('Dynapac', 'CC1200', { from: 2010, weight: 2 }),
    m('Dynapac', 'CA2500D', { from: 2010 }),
    m('Ammann', 'ARS 130', { from: 2016 }),
    m('Volvo', 'SD115', { from: 2014, to: 2021, weight: 0.6 }),
  ]),
  family('Plate compactor', { weight: 6, hours: 150, volts: 12, pin: false }, [
    m('Wacker Neuson', 'BPU 3050A', { weight: 2 }),
    m('Wacker Neuson', 'DPU 6555He', { from: 2010 }),
    m('Wacker Neuson', 'VP1550', { power: 'petrol', weight: 2 }),
    m('Wacker Neuson', 'BS60-4As', { from: 2011, power: 'petrol' }),
    m('Husqvarna', 'LF 100', { power: 'petrol', weight: 2 }),
    m('Husqvarna', 'LG 204', { power: 'petrol' }),
    m('Husqvarna', 'LG 400', { from: 2014 }),
    m('Ammann', 'APR 3020', { from: 2012 }),
    m('Bomag', 'BPR 35/60 D', { from: 2010 }),
  ]),
  family('Asphalt paver', { weight: 1, hours: 700, volts: 24 }, [
    m('Vögele', 'SUPER 1800-3i', { from: 2012, weight: 2 }),
    m('Vögele', 'SUPER 1900-3i', { from: 2012 }),
    m('Dynapac', 'SD2550C', { from: 2012 }),
    m('Volvo', 'P6820D', { from: 2014, to: 2020 }),
    m('Caterpillar', 'AP555F', { from: 2014 }),
  ]),
  family('Telehandler', { weight: 5, hours: 700, volts: 12, road: true, mobile: true }, [
    m('Manitou', 'MT 1840', { from: 2012, weight: 3 }),
    m('Manitou', 'MT 625', { from: 2014 }),
    m('Manitou', 'MRT 2470', { from: 2012, weight: 0.6 }),
    m('JCB', '540-170', { weight: 2 }),
    m('JCB', '535-95', { from: 2010 }),
    m('Merlo', 'P40.17', { from: 2010 }),
    m('Genie', 'GTH-4018', { from: 2014, weight: 0.6 }),
  ]),
  family('Mobile crane', { weight: 2, hours: 1300, volts: 24, road: true, mobile: true }, [
    m('Liebherr', 'LTM 1090-4.2', { from: 2014, weight: 2 }),
    m('Liebherr', 'LTM 1060-3.1', { from: 2013 }),
    m('Liebherr', 'LTC 1050-3.1', { from: 2015 }),
    m('Grove', 'GMK4100L-1', { from: 2015 }),
    m('Tadano', 'ATF 90G-4', { from: 2008 }),
  ]),
  family('Tower crane', { weight: 1, hours: 1800, volts: 24, pin: false }, [
    m('Liebherr', '172 EC-B 8 Litronic', { from: 2012, power: 'electric', weight: 2 }),
    m('Liebherr', '125 K', { from: 2015, power: 'electric' }),
    m('Potain', 'MDT 219', { from: 2014, power: 'electric' }),
    m('Potain', 'Igo T 85A', { from: 2016, power: 'electric' }),
  ]),
  family('Boom lift', { weight: 4, hours: 300, volts: 12 }, [
    m('Genie', 'S-65', { weight: 2 }),
    m('Genie', 'S-45 XC', { from: 2017 }),
    m('Genie', 'Z-45/25J DC', { power: 'electric' }),
    m('JLG', '450AJ', { weight: 2 }),
    m('JLG', '600S'),
    m('JLG', 'E450AJ', { power: 'electric' }),
    m('Haulotte', 'HA16 RTJ PRO', { from: 2014 }),
  ]),
  family('Scissor lift', { weight: 4, hours: 200, volts: 24 }, [
    m('Genie', 'GS-1932', { power: 'electric', weight: 3 }),
    m('Genie', 'GS-2632', { power: 'electric' }),
    m('Genie', 'GS-4069 RT', { weight: 0.6 }),
    m('JLG', '1930ES', { power: 'electric', weight: 2 }),
    m('Skyjack', 'SJIII 3219', { power: 'electric' }),
    m('Haulotte', 'Compact 12', { power: 'electric' }),
  ]),
  family('Forklift', { weight: 1, hours: 900, volts: 12 }, [
    m('Linde', 'H30D', { from: 2014 }),
    m('Toyota', '8FD25', { from: 2008 }),
    m('Linde', 'E20', { from: 2014, power: 'electric' }),
  ]),
  family('Generator', { weight: 4, hours: 1500, volts: 12, pin: false }, [
    m('Atlas Copco', 'QAS 60', { weight: 2 }),
    m('Atlas Copco', 'QAS 30', {}),
    m('Pramac', 'GSW65', {}),
    m('SDMO', 'R110', {}),
    m('Honda', 'EU22i', { power: 'petrol' }),
  ]),
  family('Compressor', { weight: 3, hours: 500, volts: 12, pin: false }, [
    m('Atlas Copco', 'XAS 185', { weight: 3 }),
    m('Atlas Copco', 'XAS 88 KD', {}),
    m('Kaeser', 'M50', {}),
    m('Kaeser', 'M64', {}),
    m('Doosan', '7/71', { from: 2014 }),
  ]),
  family('Light tower', { weight: 3, hours: 1000, volts: 12, pin: false }, [
    m('Atlas Copco', 'HiLight V5+', { from: 2014, weight: 2 }),
    m('Atlas Copco', 'HiLight H6+', { from: 2016 }),
    m('Generac', 'VT-Evo', { from: 2017 }),
    m('Trime', 'X-ECO', { from: 2016 }),
  ]),
  family('Site hut', { weight: 3, hours: 0, volts: 12, pin: false }, [
    m('Flexator', 'Manskapsbod 9 m', { weight: 2 }),
    m('Flexator', 'Kontorsbod 8 m', {}),
    m('Adapteo', 'Bodvagn 10 m', {}),
    m('Adapteo', 'Toalettbod', {}),
  ]),
  family('Truck', { weight: 5, hours: 2500, volts: 24, road: true, mobile: true, onRoad: true }, [
    m('Scania', 'R 500', { weight: 2 }),
    m('Scania', 'G 450 XT', { from: 2017, weight: 2 }),
    m('Scania', 'P 280', {}),
    m('Scania', 'G 410 LNG', { from: 2018, power: 'gas', weight: 0.5 }),
    m('Volvo', 'FH 540', { weight: 2 }),
    m('Volvo', 'FMX 460', { weight: 2 }),
    m('Volvo', 'FM 420', {}),
    m('Volvo', 'FH Electric', { from: 2022, power: 'electric', weight: 0.4 }),
    m('Mercedes-Benz', 'Arocs 3345', { from: 2013 }),
    m('MAN', 'TGS 35.480', {}),
  ]),
  family('Van', { weight: 4, hours: 800, volts: 12, road: true, mobile: true, onRoad: true }, [
    m('Volkswagen', 'Crafter', { weight: 2 }),
    m('Ford', 'Transit', { weight: 2 }),
    m('Mercedes-Benz', 'Sprinter', { weight: 2 }),
    m('Toyota', 'Hilux', { weight: 2 }),
    m('Volkswagen', 'Amarok', { from: 2010 }),
    m('Ford', 'E-Transit', { from: 2022, power: 'electric', weight: 0.5 }),
    m('Volkswagen', 'Caddy', { power: 'gas', weight: 0.3 }),
  ]),
  family('Trailer', { weight: 3, hours: 0, volts: 24, road: true, mobile: true, onRoad: true }, [
    m('Istrail', 'Maskintrailer 3-axl', { weight: 2 }),
    m('Närko', 'D3SF70H6', {}),
    m('Nooteboom', 'OSDS-48-03', {}),
    m('Fliegl', 'SDS 350', {}),
    m('Tyllis', 'PV 1800', {}),
  ]),
  family('Attachment', { weight: 3, hours: 0, volts: 12, pin: false }, [
    m('Engcon', 'EC214', { from: 2016, weight: 2 }),
    m('Engcon', 'EC226', { from: 2016 }),
    m('Rototilt', 'R6', { from: 2011, weight: 2 }),
    m('Steelwrist', 'X18', { from: 2016 }),
    m('Steelwrist', 'X26', { from: 2016 }),
    m('Atlas Copco', 'HB 2500', { to: 2017 }),
    m('Epiroc', 'HB 2500', { from: 2018 }),
  ]),
];

/** Brands whose own telematics portal publishes an AEMP 2.0 (ISO 15143-3) feed, and that portal's name. */
export const aempPortals: Record<string, string> = {
  Volvo: 'Volvo ActiveCare / CareTrack',
  Caterpillar: 'Cat Product Link',
  Komatsu: 'Komtrax',
  Hitachi: 'Hitachi ConSite',
  Liebherr: 'LiDAT',
  JCB: 'JCB LiveLink',
  Doosan: 'DoosanCONNECT',
  Develon: 'DEVELON CONNECT',
  Takeuchi: 'Takeuchi Fleet Management',
};

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
