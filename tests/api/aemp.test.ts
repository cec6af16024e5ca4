// Importing an ISO 15143-3 (AEMP 2.0) fleet snapshot (POST /web/v1/integrations/{id}/aemp) from
// example documents written from the standard's schema: a manufacturer portal's fleet of 150
// machines in two pages (Fleet, Links self/first/prev/next/last, EquipmentHeader, Location,
// CumulativeOperatingHours, CumulativeIdleHours, FuelUsed, FuelRemaining), imported by following
// each page's `next` link to the end, then read back through the integration API and Siteline's own
// ISO 15143-3 feed, again by following its links, each XML page valid against fleet.xsd. Updates,
// unit conversion, a bad entry, refused files, other companies and permissions. The public portals'
// own shapes are in aemp.fixtures.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFeed } from '../../server/src/integrations/aemp/parse.ts';
import { feedSchemaErrors } from '../fixtures/aemp/xsd.ts';
import { bearer, createWorld, type World } from './fixture.ts';

const NS = 'http://standards.iso.org/iso/15143/-3';
const PORTAL = 'https://caretrack.example/api/aemp/v2/Fleet';
const TOTAL = 150;
const PAGE = 100;
const PAGES = Math.ceil(TOTAL / PAGE);
const AT = '2026-11-20T05:40:00Z';
const LATER = '2026-11-21T05:40:00Z';
const EARLIER = '2026-11-19T05:40:00Z';

interface Machine {
  i: number;
  id: string;
  brand: string;
  model: string;
  serial: string;
  pin: string;
  lat: number;
  lng: number;
  hours: number;
  idle: number;
  fuelL: number | null;
  fuelPct: number | null;
}

/** The portal's machines: Volvo excavators and wheel loaders, fuel reported by every third. */
const portalMachine = (i: number, hoursOffset = 0): Machine => ({
  i,
  id: `CT-${String(i).padStart(4, '0')}`,
  brand: 'Volvo',
  model: i % 2 === 0 ? 'EC220E' : 'L120H',
  serial: `SN${100_000 + i}`,
  pin: `VCE0${i % 2 === 0 ? 'EC220E' : 'L120H'}${String(200_000 + i)}`,
  lat: 59 + i / 1000,
  lng: 18 + i / 1000,
  hours: 1000 + i + hoursOffset,
  idle: 200 + i / 10,
  fuelL: i % 3 === 0 ? 5000 + i : null,
  fuelPct: i % 3 === 0 ? 40 + (i % 50) : null,
});

const pageUrl = (n: number) => `${PORTAL}/${n}`;
function links(n: number): [string, string][] {
  return [
    ['self', pageUrl(n)],
    ['first', pageUrl(1)],
    ...(n > 1 ? [['prev', pageUrl(n - 1)] as [string, string]] : []),
    ...(n < PAGES ? [['next', pageUrl(n + 1)] as [string, string]] : []),
    ['last', pageUrl(PAGES)],
  ];
}

/** Page n of the portal's snapshot, XML as the standard's schema has it (datetime attributes). */
function xmlPage(n: number, at = AT, hoursOffset = 0): string {
  const machines = Array.from({ length: Math.min(PAGE, TOTAL - (n - 1) * PAGE) }, (_, k) => portalMachine((n - 1) * PAGE + k + 1, hoursOffset));
  const equipment = machines.map(
    (m) => `  <Equipment>
    <EquipmentHeader>
      <OEMName>${m.brand}</OEMName>
      <Model>${m.model}</Model>
      <EquipmentID>${m.id}</EquipmentID>
      <SerialNumber>${m.serial}</SerialNumber>
      <PIN>${m.pin}</PIN>
    </EquipmentHeader>
    <Location datetime="${at}">
      <Latitude>${m.lat}</Latitude>
      <Longitude>${m.lng}</Longitude>
      <Altitude>31</Altitude>
      <AltitudeUnits>metre</AltitudeUnits>
    </Location>
    <CumulativeIdleHours datetime="${at}"><Hour>${m.idle}</Hour></CumulativeIdleHours>
    <CumulativeOperatingHours datetime="${at}"><Hour>${m.hours}</Hour></CumulativeOperatingHours>${
      m.fuelL === null
        ? ''
        : `
    <FuelUsed datetime="${at}"><FuelUnits>litre</FuelUnits><FuelConsumed>${m.fuelL}</FuelConsumed></FuelUsed>
    <FuelRemaining datetime="${at}"><Percent>${m.fuelPct}</Percent></FuelRemaining>`
    }
  </Equipment>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<Fleet xmlns="${NS}" version="1" snapshotTime="${at}">
${links(n)
  .map(([rel, href]) => `  <Links><rel>${rel}</rel><href>${href}</href></Links>`)
  .join('\n')}
${equipment.join('\n')}
</Fleet>
`;
}

let world: World;
let admin: string;
let user: string;
let betaOwner: string;
let integrationId: number;
let clientToken: string;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  world.app.inject({ method, url, headers: bearer(token), payload });
const importFile = (content: string, token = admin, id = integrationId, fileName = 'fleet.xml') =>
  call('POST', `/api/web/v1/integrations/${id}/aemp`, token, { fileName, content, defaultCategory: 1 });
const integrationApi = (path: string, accept?: string) =>
  world.app.inject({ method: 'GET', url: `/api/integration/v1${path}`, headers: { ...bearer(clientToken), ...(accept ? { accept } : {}) } });

async function addIntegration(token: string, providerId = 'volvo-caretrack', name = 'CareTrack') {
  const res = await call('PUT', '/api/web/v1/integrations', token, { integrations: [{ providerId, name }] });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { id: number; name: string }[]).find((i) => i.name === name)!.id;
}

beforeAll(async () => {
  world = await createWorld({}, { accounts: true });
  admin = (await world.login('admin@alpha.test')).access_token;
  user = (await world.login('user@alpha.test')).access_token;
  betaOwner = (await world.login('owner@beta.test')).access_token;
  integrationId = await addIntegration(admin);
  const client = (await call('POST', '/api/web/v1/integrations/clients', admin, { name: 'Feed reader' })).json().data;
  const token = await world.app.inject({
    method: 'POST',
    url: '/api/auth/v1/token',
    payload: { grant_type: 'client_credentials', client_id: client.clientId, client_secret: client.clientSecret },
  });
  clientToken = token.json().access_token;
});
afterAll(() => world.close());

describe('importing a portal’s paged fleet snapshot', () => {
  it('imports every page by following the next links, creating one AEMP machine per entry', async () => {
    const portal = new Map(Array.from({ length: PAGES }, (_, k) => [pageUrl(k + 1), xmlPage(k + 1)]));
    const visited: string[] = [];
    let href: string | undefined = pageUrl(1);
    while (href) {
      visited.push(href);
      const content = portal.get(href);
      expect(content, `the portal has ${href}`).toBeDefined();
      const res = await importFile(content!);
      expect(res.statusCode, res.body).toBe(200);
      const summary = res.json().data;
      const onPage = Math.min(PAGE, TOTAL - (visited.length - 1) * PAGE);
      expect(summary).toMatchObject({ total: onPage, created: onPage, updated: 0, skipped: [] });
      // The page's own links, as the standard pages: self, first, prev (not on page 1), next (not on the last), last.
      const pageLinks = Object.fromEntries(parseFeed(content!).fleet.links.map((l) => [l.rel, l.href]));
      expect(pageLinks.self).toBe(href);
      expect(pageLinks.first).toBe(pageUrl(1));
      expect(pageLinks.last).toBe(pageUrl(PAGES));
      expect(pageLinks.prev).toBe(visited.length > 1 ? visited.at(-2) : undefined);
      href = pageLinks.next;
    }
    expect(visited).toEqual([pageUrl(1), pageUrl(2)]);

    const detail = (await call('GET', `/api/web/v1/integrations/${integrationId}`, admin)).json().data;
    expect(detail.lastImport).toMatchObject({ total: TOTAL - PAGE, created: TOTAL - PAGE });
  });

  it('keeps the header, position, hours and fuel of each machine, the identity fields read-only', async () => {
    const all: Record<string, unknown>[] = [];
    let after = 0;
    for (;;) {
      const page = (await integrationApi(`/machines?limit=100&after=${after}`)).json().data;
      all.push(...page.items);
      if (page.nextAfter === null) break;
      after = page.nextAfter;
    }
    const imported = all.filter((m) => m.integrationSource === 'AEMP');
    expect(imported).toHaveLength(TOTAL);
    const m7 = portalMachine(7);
    const seven = imported.find((m) => m.internalId === m7.id)!;
    expect(seven).toMatchObject({ name: m7.id, brand: 'Volvo', model: 'L120H', serialNumber: m7.serial, pinOrVin: m7.pin, engineHours: m7.hours });
    expect([...(seven.readonlyFieldNames as string[])].sort()).toEqual(['Brand', 'Model', 'Name', 'PinOrVin', 'SerialNumber']);

    const positions: { machineId: number; lat: number; long: number; utcTime: string }[] = [];
    after = 0;
    for (;;) {
      const page = (await integrationApi(`/positions/latest?limit=100&after=${after}`)).json().data;
      positions.push(...page.items);
      if (page.nextAfter === null) break;
      after = page.nextAfter;
    }
    const at7 = positions.find((p) => p.machineId === seven.id)!;
    expect(at7).toMatchObject({ lat: m7.lat, long: m7.lng, utcTime: '2026-11-20T05:40:00.000Z' });

    const device = await world.db
      .selectFrom('devices')
      .selectAll()
      .where('asset_id', '=', seven.id as number)
      .executeTakeFirstOrThrow();
    expect(device).toMatchObject({ telematic_type: 'AEMP', hardware_unit: 'Volvo ActiveCare / CareTrack', last_position_at: '2026-11-20T05:40:00.000Z' });
  });

  it('serves the same machines in Siteline’s own ISO 15143-3 feed, its pages walked by their next links', async () => {
    const active = (await integrationApi('/machines?limit=1000')).json().data.items.length as number;
    expect(active).toBe(TOTAL + 3);
    const seen = new Map<string, Record<string, Record<string, unknown>>>();
    const visited: string[] = [];
    let path: string | undefined = '/iso15143-3/Fleet/1';
    while (path) {
      const res = await integrationApi(path, 'application/json');
      expect(res.statusCode).toBe(200);
      const page = res.json();
      const rels = Object.fromEntries((page.Links as { rel: string; href: string }[]).map((l) => [l.rel, new URL(l.href).pathname]));
      visited.push(rels.self);
      expect(rels.first).toBe('/api/integration/v1/iso15143-3/Fleet/1');
      expect(rels.last).toBe(`/api/integration/v1/iso15143-3/Fleet/${Math.ceil(active / 100)}`);
      expect(rels.prev).toBe(visited.length > 1 ? visited.at(-2) : undefined);
      // The XML form of every page is valid against the schema written from the standard's element list.
      expect(await feedSchemaErrors((await integrationApi(path)).body)).toEqual([]);
      for (const e of page.Equipment) {
        const key = e.EquipmentHeader.EquipmentID as string;
        expect(seen.has(key), `${key} on one page only`).toBe(false);
        seen.set(key, e);
      }
      path = rels.next?.replace('/api/integration/v1', '');
    }
    expect(visited).toEqual(['/api/integration/v1/iso15143-3/Fleet/1', '/api/integration/v1/iso15143-3/Fleet/2']);
    expect(seen.size).toBe(active);

    const m9 = portalMachine(9);
    const nine = seen.get(m9.id)!;
    expect(nine.EquipmentHeader).toMatchObject({ OEMName: 'Volvo', Model: 'L120H', SerialNumber: m9.serial, PIN: m9.pin });
    expect(nine.Location).toMatchObject({ Latitude: m9.lat, Longitude: m9.lng });
    // Each reading with the portal's own datetime, in whole seconds, never the snapshot's time.
    expect(nine.CumulativeOperatingHours).toEqual({ datetime: AT, Hour: m9.hours });
    expect(nine.CumulativeIdleHours).toMatchObject({ Hour: m9.idle });
    expect(nine.FuelUsed).toMatchObject({ FuelUnits: 'litre', FuelConsumed: m9.fuelL });
    expect(nine.FuelRemaining).toMatchObject({ Percent: m9.fuelPct });
    expect(seen.get(portalMachine(10).id)!.FuelUsed).toBeUndefined();

    // The XML form of the same page is in the standard's namespace and lists the same machines.
    const xml = await integrationApi('/iso15143-3/Fleet/2');
    expect(xml.headers['content-type']).toContain('application/xml');
    const reread = parseFeed(xml.body).fleet;
    expect(reread.equipment).toHaveLength(active - 100);
    expect(reread.links.find((l) => l.rel === 'next')).toBeUndefined();
  });

  it('a later snapshot updates the machines it finds; an older position does not move them', async () => {
    const later = await importFile(xmlPage(1, LATER, 25));
    expect(later.json().data).toMatchObject({ total: PAGE, created: 0, updated: PAGE });
    const m5 = portalMachine(5, 25);
    const five = (await integrationApi('/machines?limit=1000')).json().data.items.find((m: { internalId: string }) => m.internalId === m5.id);
    expect(five.engineHours).toBe(m5.hours);

    const older = xmlPage(1, EARLIER).replace(`<Latitude>${m5.lat}</Latitude>`, '<Latitude>61.5</Latitude>');
    expect((await importFile(older)).json().data.updated).toBe(PAGE);
    const position = await world.db.selectFrom('asset_positions').select(['lat', 'asset_time']).where('asset_id', '=', five.id).executeTakeFirstOrThrow();
    expect(position).toEqual({ lat: m5.lat, asset_time: '2026-11-21T05:40:00.000Z' });
    // The hour meter shows the newest reading, not the older one just imported.
    expect((await integrationApi(`/machines/${five.id}`)).json().data.engineHours).toBe(m5.hours);
  });

  it('reads the JSON form too, with US gallons turned into litres; a bad entry is skipped and named', async () => {
    const other = await addIntegration(admin, 'aemp-other', 'Rental partner');
    const doc = {
      version: '1',
      snapshotTime: AT,
      Links: [{ rel: 'self', href: 'https://rental.example/Fleet/1' }],
      Equipment: [
        {
          EquipmentHeader: { OEMName: 'Caterpillar', Model: '320', SerialNumber: 'CAT0320X1', PIN: 'CAT0320XLAB00001' },
          Location: { datetime: AT, Latitude: 63.43, Longitude: 10.39 },
          CumulativeOperatingHours: { datetime: AT, Hour: '812.5' },
          FuelUsed: { datetime: AT, FuelUnits: 'gallon', FuelConsumed: 100 },
        },
        { EquipmentHeader: { EquipmentID: 'BROKEN-1' }, Location: { datetime: AT, Latitude: 200, Longitude: 10 } },
        { EquipmentHeader: { Model: 'nothing to name it by' } },
      ],
    };
    const res = await importFile(JSON.stringify(doc), admin, other, 'fleet.json');
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json().data;
    expect(summary).toMatchObject({ total: 3, created: 1, updated: 0 });
    expect(summary.skipped.map((s: { index: number }) => s.index)).toEqual([2, 3]);
    expect(summary.skipped[0].reason).toContain("Latitude '200'");
    expect(summary.skipped[1].reason).toContain('EquipmentHeader names no machine');
    const cat = await world.db.selectFrom('assets').select(['id', 'engine_hours']).where('pin_or_vin', '=', 'CAT0320XLAB00001').executeTakeFirstOrThrow();
    expect(cat.engine_hours).toBe(812.5);
    const fuel = await world.db.selectFrom('aemp_equipment').select('fuel_used_l').where('asset_id', '=', cat.id).executeTakeFirstOrThrow();
    expect(fuel.fuel_used_l).toBeCloseTo(378.541, 3);
  });
});

describe('refused imports', () => {
  it('answers a file that is not a fleet snapshot with 400 and a message on content', async () => {
    for (const [content, message] of [
      ['<!DOCTYPE Fleet [<!ENTITY x "y">]><Fleet/>', 'DOCTYPE'],
      ['just text', 'neither XML nor JSON'],
      ['<Fleet><Equipment>', 'not well-formed XML'],
      [`<Machines xmlns="${NS}"/>`, 'root element is not Fleet'],
      ['{"Fleet": ', 'not valid JSON'],
    ]) {
      const res = await importFile(content);
      expect(res.statusCode, content).toBe(400);
      expect(res.json().error.fields.content[0]).toContain(message);
    }
    const category = await call('POST', `/api/web/v1/integrations/${integrationId}/aemp`, admin, {
      fileName: 'f.xml',
      content: xmlPage(2),
      defaultCategory: 999,
    });
    expect(category.statusCode).toBe(400);
    expect(category.json().error.fields.defaultCategory).toEqual(['Choose a machine family from the list']);
  });

  it("answers 404 for another company's integration and 403 without manage:integration; nothing is imported", async () => {
    const before = await world.db
      .selectFrom('assets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect((await importFile(xmlPage(2), betaOwner)).statusCode).toBe(404);
    expect((await importFile(xmlPage(2), user)).statusCode).toBe(403);
    const betaIntegration = await addIntegration(betaOwner, 'volvo-caretrack', 'Beta CareTrack');
    expect((await importFile(xmlPage(2), admin, betaIntegration)).statusCode).toBe(404);
    const after = await world.db
      .selectFrom('assets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
