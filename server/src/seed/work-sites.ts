// A company's work sites: mostly around its depots, a few elsewhere in the country or abroad, each
// with a customer, a contract period (running, over or to come) and order and delivery contacts.
import { irregularPolygon, randomOffset } from './geo.ts';
import type { CompanyPlan } from './companies.ts';
import type { AddPlace } from './places.ts';
import {
  asciiSlug,
  cities,
  cityByName,
  customers,
  firstNames,
  lastNames,
  megaProjects,
  phoneNumber,
  siteKinds,
  siteNames,
  streets,
  zipCode,
  type City,
  type Country,
} from './nordic.ts';
import { unique, type Rng } from './random.ts';
import { DAY, HOUR, iso, startOfDay } from './time.ts';
import { type HomeCountry, type WorkSiteStatus } from './types.ts';
import { PlaceKind } from '../domain/dictionaries.ts';

const kindsOfWork: Record<HomeCountry, readonly string[]> = {
  SE: ['Markarbeten och grundläggning', 'Schakt och ledningsdragning', 'Asfaltering och återställning', 'Rivning och sanering', 'Stomresning och logistik'],
  NO: ['Grunnarbeid og fundamentering', 'Graving og VA-arbeid', 'Asfaltering og istandsetting', 'Riving og sanering', 'Råbygg og logistikk'],
};

const customerLabel: Record<HomeCountry, string> = { SE: 'Beställare', NO: 'Oppdragsgiver' };

/** A made-up contact person at a customer. */
function person(rng: Rng, country: Country, domain: string) {
  const first = rng.pick(firstNames[country]);
  const last = rng.pick(lastNames[country]);
  return { name: `${first} ${last}`, email: `${asciiSlug(first)}.${asciiSlug(last)}@${domain}`, phone: phoneNumber(rng, country) };
}

/** Mostly active sites, but always at least one active, one expired and one upcoming. */
function siteStatuses(rng: Rng, count: number): WorkSiteStatus[] {
  const statuses = Array.from({ length: count }, () =>
    rng.weighted<WorkSiteStatus>([
      ['active', 70],
      ['expired', 15],
      ['upcoming', 15],
    ]),
  );
  for (const required of ['active', 'expired', 'upcoming'] as const) {
    if (statuses.includes(required)) continue;
    // Replace the last status that another site also has, so no status disappears.
    const j = statuses.findLastIndex((st) => statuses.filter((x) => x === st).length > 1);
    statuses[j] = required;
  }
  return statuses;
}

/** The contract period, in whole days around today, that matches the site's status. */
function contractPeriod(rng: Rng, status: WorkSiteStatus, today: number): { fromMs: number; toMs: number } {
  if (status === 'active') {
    const fromMs = today - rng.int(10, 400) * DAY;
    return { fromMs, toMs: today + rng.int(14, 500) * DAY };
  }
  if (status === 'expired') {
    const toMs = today - rng.int(3, 240) * DAY;
    return { fromMs: toMs - rng.int(60, 700) * DAY, toMs };
  }
  const fromMs = today + rng.int(3, 120) * DAY;
  return { fromMs, toMs: fromMs + rng.int(60, 700) * DAY };
}

export function generateWorkSites(rng: Rng, plan: CompanyPlan, depotCities: City[], nowMs: number, companyCreatedMs: number, add: AddPlace) {
  const today = startOfDay(nowMs);
  const otherCities = cities.filter((c) => c.country === plan.country && !depotCities.includes(c));
  const usedSiteNames = new Set<string>();
  const statuses = siteStatuses(rng, rng.int(8, 15));
  for (const status of statuses) {
    const where = rng.weighted<'depot' | 'country' | 'abroad'>([
      ['depot', 80],
      ['country', 12],
      ['abroad', 8],
    ]);
    const c = where === 'depot' ? rng.pick(depotCities) : where === 'country' ? rng.pick(otherCities) : cityByName(rng.pick(plan.abroad));
    const lang = c.country;
    const mega = (megaProjects[c.name] ?? []).filter((n) => !usedSiteNames.has(n));
    const name = unique(usedSiteNames, () =>
      mega.length > 0 && rng.chance(0.35) ? rng.pick(mega) : `${rng.pick(siteKinds[lang])} ${rng.pick(siteNames[lang])}`,
    );
    const center = randomOffset(rng, c.lat, c.lng, 500, 9000);
    const ring = irregularPolygon(rng, center.lat, center.lng, rng.float(250, 750), 6, 12);
    const { fromMs, toMs } = contractPeriod(rng, status, today);
    const customer = rng.pick(customers[c.country]);
    const order = person(rng, c.country, customer.domain);
    const delivery = person(rng, c.country, customer.domain);
    const work = rng.pick(kindsOfWork[plan.country]);
    add({
      type: PlaceKind.WorkSite,
      city: c,
      center,
      ring,
      status,
      name,
      address: `${rng.pick(streets[c.country])} ${rng.int(1, 120)}`,
      zip: zipCode(rng, c),
      description: `${customerLabel[plan.country]}: ${customer.name}. ${work}.`,
      validFrom: iso(fromMs),
      validTo: iso(toMs),
      contract: JSON.stringify({
        deliveryContact: delivery.name,
        deliveryContactEmail: delivery.email,
        deliveryContactPhone: delivery.phone,
        orderContact: order.name,
        orderContactEmail: order.email,
        orderContactPhone: order.phone,
      }),
      // Registered a few weeks before the contract starts (but not before the company, nor in the last hour).
      createdAt: iso(Math.min(nowMs - HOUR, Math.max(companyCreatedMs, fromMs - rng.int(5, 60) * DAY))),
    });
  }
}
