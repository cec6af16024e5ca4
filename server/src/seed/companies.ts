// The three demo companies: Siteline itself (internal, for support staff) and the two customers,
// Nordbygg AB in Sweden and Fjord Maskin AS in Norway, described by the plans the fleet is built from.
import { DAY, iso } from './time.ts';
import type { HomeCountry, Row } from './types.ts';

export const SITELINE_COMPANY_ID = 1;
const SITELINE_CREATED_DAYS_AGO = 2400;

/** What a customer company's fleet looks like. */
export interface CompanyPlan {
  id: number;
  /** Prefix of the machines' internal ids, and the name of the company's random streams. */
  code: 'NB' | 'FM';
  name: string;
  country: HomeCountry;
  timeZone: string;
  /** Share of the requested machines. */
  share: number;
  createdDaysAgo: number;
  hq: string;
  depotPool: string[];
  /** Cities abroad where the company occasionally has a work site. */
  abroad: string[];
  /** Region name and the city it is centred on; the first is the head office's region. */
  regions: [string, string][];
  /** Electric machines are more common in Norway (zero-emission sites in Oslo and Bergen). */
  electricBoost: number;
}

export const companyPlans: CompanyPlan[] = [
  {
    id: 2,
    code: 'NB',
    name: 'Nordbygg AB',
    country: 'SE',
    timeZone: 'Europe/Stockholm',
    share: 2 / 3,
    createdDaysAgo: 1460,
    hq: 'Stockholm',
    depotPool: [
      'Göteborg',
      'Malmö',
      'Uppsala',
      'Västerås',
      'Örebro',
      'Linköping',
      'Umeå',
      'Luleå',
      'Sundsvall',
      'Jönköping',
      'Norrköping',
      'Gävle',
      'Helsingborg',
    ],
    abroad: ['København', 'Helsinki', 'Turku'],
    regions: [
      ['Region Stockholm–Mälardalen', 'Stockholm'],
      ['Region Väst', 'Göteborg'],
      ['Region Syd', 'Malmö'],
      ['Region Öresund', 'København'],
      ['Region Finland', 'Helsinki'],
      ['Region Norr', 'Umeå'],
    ],
    electricBoost: 1,
  },
  {
    id: 3,
    code: 'FM',
    name: 'Fjord Maskin AS',
    country: 'NO',
    timeZone: 'Europe/Oslo',
    share: 1 / 3,
    createdDaysAgo: 900,
    hq: 'Oslo',
    depotPool: ['Bergen', 'Trondheim', 'Stavanger', 'Kristiansand', 'Tromsø', 'Drammen', 'Fredrikstad'],
    abroad: ['Göteborg', 'Aarhus'],
    regions: [
      ['Region Østlandet', 'Oslo'],
      ['Region Vestlandet', 'Bergen'],
      ['Region Midt-Norge', 'Trondheim'],
      ['Region Sørlandet', 'Kristiansand'],
      ['Region Nord-Norge', 'Tromsø'],
    ],
    electricBoost: 3,
  },
];

/** When the company was registered, `nowMs` being the reference time. */
export function companyCreatedMs(companyId: number, nowMs: number): number {
  if (companyId === SITELINE_COMPANY_ID) return nowMs - SITELINE_CREATED_DAYS_AGO * DAY;
  const plan = companyPlans.find((p) => p.id === companyId);
  if (!plan) throw new Error(`No demo company ${companyId}`);
  return nowMs - plan.createdDaysAgo * DAY;
}

/** How many of `total` machines each plan gets (the first plan's share, rounded; the rest to the other). */
export function machineCounts(total: number): number[] {
  const first = Math.round(total * companyPlans[0].share);
  return [first, total - first];
}

export function generateCompanies(nowMs: number): Row<'companies'>[] {
  return [
    { id: SITELINE_COMPANY_ID, name: 'Siteline', country: 'SE', is_internal: 1, created_at: iso(companyCreatedMs(SITELINE_COMPANY_ID, nowMs)) },
    ...companyPlans.map((plan) => ({ id: plan.id, name: plan.name, country: plan.country, is_internal: 0, created_at: iso(companyCreatedMs(plan.id, nowMs)) })),
  ];
}
