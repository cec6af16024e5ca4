// Issue 27 item 7: the demo fleet's AEMP machines came in through their manufacturers' portals, so
// Admin → Integrations lists one integration per portal with exactly those machines, and the records
// are the ones an import writes: re-importing a portal's feed entry updates the seeded machine
// instead of creating a second one or refusing it as another integration's.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app.ts';
import { loadConfig } from '../../server/src/config.ts';
import { DEMO_PASSWORD, seed } from '../../server/src/seed/generate.ts';
import { createTestDatabase, type TestDatabase } from './testDatabase.ts';

const NOW = new Date('2026-11-20T10:00:00.000Z');
/** The portal of each brand, as the providers' list names them (written here, not read from the code). */
const PORTAL: Record<string, string> = {
  Volvo: 'Volvo ActiveCare / CareTrack',
  Caterpillar: 'Cat Product Link',
  Komatsu: 'Komtrax',
  Hitachi: 'Hitachi ConSite',
  Liebherr: 'LiDAT',
  JCB: 'JCB LiveLink',
  Develon: 'DEVELON CONNECT',
  Doosan: 'DEVELON CONNECT',
  Takeuchi: 'Takeuchi Fleet Management',
};

interface Summary {
  id: number;
  providerId: string;
  name: string;
  machineCount: number;
  lastImportUtcTime: string | null;
}
interface Provider {
  id: string;
  name: string;
  integrations: Summary[];
}

let database: TestDatabase;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seed(database.db, { now: NOW });
  const config = loadConfig({ dataDir: mkdtempSync(join(tmpdir(), 'siteline-demo-integrations-')), jwtSecret: 'test-secret-0123456789' });
  app = await buildApp({ db: database.db, config });
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

async function tokenOf(login: string) {
  const res = await app.inject({ method: 'POST', url: '/api/auth/v1/login', payload: { login, password: DEMO_PASSWORD, apiType: 0 } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.access_token as string;
}

const get = async (url: string, token: string) => {
  const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

/** The company's AEMP machines by the portal that feeds them, from the assets table. */
async function aempMachinesByPortal(companyId: number) {
  const rows = await database.db
    .selectFrom('assets')
    .select(['id', 'brand'])
    .where('company_id', '=', companyId)
    .where('integration_source', '=', 'AEMP')
    .execute();
  const byPortal = new Map<string, number[]>();
  for (const r of rows)
    byPortal.set(
      PORTAL[r.brand],
      [...(byPortal.get(PORTAL[r.brand]) ?? []), r.id].sort((a, b) => a - b),
    );
  return byPortal;
}

describe.each([
  ['owner@nordbygg.example', 2],
  ['owner@fjordmaskin.example', 3],
])('the demo integrations of %s', (login, companyId) => {
  it('lists one integration per portal its AEMP machines come from, each with those machines', async () => {
    const token = await tokenOf(login);
    const providers = (await get('/api/web/v1/integrations/providers', token)) as Provider[];
    const expected = await aempMachinesByPortal(companyId);
    expect(expected.size).toBeGreaterThan(0);
    const listed = new Map(providers.filter((p) => p.integrations.length > 0).map((p) => [p.name, p.integrations]));
    expect([...listed.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [portal, integrations] of listed) {
      expect(integrations).toHaveLength(1);
      const [integration] = integrations;
      expect(integration.name).toBe(portal);
      expect(integration.machineCount).toBe(expected.get(portal)!.length);
      expect(integration.lastImportUtcTime! <= NOW.toISOString()).toBe(true);
      // The links are the machines themselves, each with its AEMP unit.
      const links = await database.db
        .selectFrom('aemp_equipment as x')
        .innerJoin('devices as d', 'd.id', 'x.device_id')
        .select(['x.asset_id', 'x.company_id', 'd.asset_id as unit_asset', 'd.telematic_type', 'd.hardware_unit'])
        .where('x.integration_id', '=', integration.id)
        .orderBy('x.asset_id')
        .execute();
      expect(links.map((l) => l.asset_id)).toEqual(expected.get(portal));
      for (const l of links) expect(l).toMatchObject({ company_id: companyId, unit_asset: l.asset_id, telematic_type: 'AEMP', hardware_unit: portal });
      const detail = await get(`/api/web/v1/integrations/${integration.id}`, token);
      expect(detail.lastImport).toMatchObject({ created: 0, skipped: [] });
      expect(detail.lastImport.updated).toBe(detail.lastImport.total);
    }
  });
});

it('the demo has 21 AEMP machines, every one linked to exactly one integration of its own company', async () => {
  const machines = await database.db.selectFrom('assets').select(['id', 'company_id']).where('integration_source', '=', 'AEMP').execute();
  expect(machines).toHaveLength(21);
  const links = await database.db
    .selectFrom('aemp_equipment as x')
    .innerJoin('integrations as i', 'i.id', 'x.integration_id')
    .select(['x.asset_id', 'i.company_id'])
    .execute();
  expect(links.map((l) => l.asset_id).sort((a, b) => a - b)).toEqual(machines.map((m) => m.id).sort((a, b) => a - b));
  for (const l of links) expect(l.company_id).toBe(machines.find((m) => m.id === l.asset_id)!.company_id);
});

it("re-importing a portal's feed entry for a demo machine updates that machine, as an import of the same integration does", async () => {
  const token = await tokenOf('owner@nordbygg.example');
  const machine = await database.db
    .selectFrom('assets as a')
    .innerJoin('aemp_equipment as x', 'x.asset_id', 'a.id')
    .select(['a.id', 'a.name', 'a.brand', 'a.model', 'a.serial_number', 'a.pin_or_vin', 'x.integration_id'])
    .where('a.company_id', '=', 2)
    .where('a.archived_at', 'is', null)
    .orderBy('a.id')
    .executeTakeFirstOrThrow();
  const before = await database.db
    .selectFrom('assets')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const at = NOW.toISOString().replace('.000', '');
  const content = JSON.stringify({
    version: '1',
    snapshotTime: at,
    Links: [{ rel: 'self', href: 'https://portal.example/Fleet/1' }],
    Equipment: [
      {
        EquipmentHeader: {
          OEMName: machine.brand,
          Model: machine.model,
          EquipmentID: machine.name,
          SerialNumber: machine.serial_number,
          PIN: machine.pin_or_vin,
        },
        CumulativeOperatingHours: { datetime: at, Hour: 4321.5 },
      },
    ],
  });
  const res = await app.inject({
    method: 'POST',
    url: `/api/web/v1/integrations/${machine.integration_id}/aemp`,
    headers: { authorization: `Bearer ${token}` },
    payload: { fileName: 'fleet.json', content, defaultCategory: 1 },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().data).toMatchObject({ total: 1, created: 0, updated: 1, skipped: [] });
  const after = await database.db
    .selectFrom('assets')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  expect(Number(after.n)).toBe(Number(before.n));
  const links = await database.db.selectFrom('aemp_equipment').select('integration_id').where('asset_id', '=', machine.id).execute();
  expect(links).toEqual([{ integration_id: machine.integration_id }]);
});
