// The telematics grid (POST /api/web/v1/telematics): one row per device of the caller's company,
// with the machine it is on; filters, search across device and machine texts, sorting, isolation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createWorld, type World } from './fixture.ts';

const NOW = '2026-11-20T10:00:00.000Z';

let world: World;
let owner: string;
let betaOwner: string;
const device: Record<string, number> = {};

beforeAll(async () => {
  // accounts: Alpha devices D-A1 on A-1, D-A2 on A-2, D-A3 on the shelf; Beta D-B1 on the shelf.
  world = await createWorld({}, { accounts: true });
  const { db, companies, assets } = world;
  await db.updateTable('assets').set({ pin_or_vin: 'YV2EC220E00001234' }).where('id', '=', assets.alpha[0]).execute();
  await db.updateTable('assets').set({ name: 'Åkeri grävare', brand: 'Åkerman' }).where('id', '=', assets.alpha[1]).execute();
  await db
    .updateTable('devices')
    .set({ imei: '354836100000011', battery_level: 87, gnss_quality: 2, last_communication_at: '2026-11-20T09:55:00.000Z' })
    .where('serial_number', '=', 'D-A1')
    .execute();
  await db
    .updateTable('devices')
    .set({
      status: 2,
      battery_level: 12,
      gnss_quality: 0,
      telematic_type: 'AEMP',
      integration_source: 'AEMP',
      last_communication_at: '2026-11-17T06:00:00.000Z',
    })
    .where('serial_number', '=', 'D-A2')
    .execute();
  await db.updateTable('devices').set({ status: 4, battery_level: 100, telematic_type: 'Teltonika FMC650' }).where('serial_number', '=', 'D-A3').execute();
  for (const d of await db.selectFrom('devices').select(['id', 'serial_number']).execute()) device[d.serial_number] = d.id;
  await db
    .insertInto('devices')
    .values({
      company_id: companies.beta,
      asset_id: assets.beta[0],
      serial_number: 'D-B2',
      telematic_type: 'TU600',
      integration_source: 'Siteline',
      status: 1,
      created_at: NOW,
    })
    .execute();
  owner = (await world.login('owner@alpha.test')).access_token;
  betaOwner = (await world.login('owner@beta.test')).access_token;
});
afterAll(() => world.close());

const telematics = (body: object, token = owner) => world.app.inject({ method: 'POST', url: '/api/web/v1/telematics', headers: bearer(token), payload: body });
async function serials(body: object, token = owner): Promise<string[]> {
  const res = await telematics(body, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.data.map((r: { deviceSerialNumber: string }) => r.deviceSerialNumber);
}
const filter = (fieldName: string, filterFunction: string, value: unknown) => ({ filterExpressions: [{ fieldName, filterFunction, value }] });

describe('POST /api/web/v1/telematics', () => {
  it("lists every device of the caller's company, identified by deviceId, with its machine", async () => {
    const res = await telematics({});
    expect(res.statusCode).toBe(200);
    const { data, summary, textSearchColumns } = res.json().data;
    expect(summary).toEqual({ total: 3 });
    expect(textSearchColumns).toEqual(['deviceSerialNumber', 'deviceImei', 'telematicType', 'assetName', 'internalId', 'vin']);
    expect(data[0]).toEqual({
      deviceId: device['D-A1'],
      assetId: world.assets.alpha[0],
      assetName: 'A machine 1',
      internalId: 'A-1',
      deviceSerialNumber: 'D-A1',
      deviceImei: '354836100000011',
      telematicType: 'TU600',
      telematicTypeFormatted: 'Siteline TU600',
      integrationSource: 'Siteline',
      status: 1,
      statusFormatted: 'Active',
      batteryLevel: 87,
      gnssQuality: 2,
      gnssQualityFormatted: 'Good',
      latestCommunicationUtcTime: '2026-11-20T09:55:00.000Z',
      latestCommunicationUserTimeFormatted: '2026/11/20 10:55',
      clockFaults: 0,
      brand: 'Volvo',
      model: 'EC220E',
      vin: 'YV2EC220E00001234',
    });
    expect(data[0]).not.toHaveProperty('id');
    expect(data[2]).toMatchObject({
      deviceSerialNumber: 'D-A3',
      assetId: null,
      assetName: null,
      brand: null,
      statusFormatted: 'Not installed',
      telematicTypeFormatted: 'Teltonika FMC650',
      gnssQualityFormatted: null,
    });
  });

  it('filters by status, GNSS quality, battery, communication time and machine', async () => {
    expect(await serials(filter('status', 'enum', [2, 4]))).toEqual(['D-A2', 'D-A3']);
    expect(await serials(filter('statusFormatted', 'enum', 'active'))).toEqual(['D-A1']);
    expect(await serials(filter('gnssQualityFormatted', 'enum', ['Weak']))).toEqual(['D-A2']);
    expect(await serials(filter('batteryLevel', 'gte', 50))).toEqual(['D-A1', 'D-A3']);
    expect(await serials(filter('latestCommunicationUtcTime', 'gte', '2026-11-18T00:00:00'))).toEqual(['D-A1']);
    expect(await serials(filter('latestCommunicationUserTimeFormatted', 'gte', '2026-11-20T10:55:00'))).toEqual(['D-A1']);
    expect(await serials(filter('assetId', 'eq', world.assets.alpha[1]))).toEqual(['D-A2']);
    expect(await serials(filter('assetId', 'eq', null))).toEqual(['D-A3']);
    expect(await serials(filter('integrationSource', 'eq', 'AEMP'))).toEqual(['D-A2']);
    expect(await serials(filter('brand', 'contains', 'åker'))).toEqual(['D-A2']);
  });

  it('searches device and machine texts together', async () => {
    expect(await serials({ textSearch: 'd-a' })).toEqual(['D-A1', 'D-A2', 'D-A3']);
    expect(await serials({ textSearch: '3548361' })).toEqual(['D-A1']);
    expect(await serials({ textSearch: 'ÅKERI' })).toEqual(['D-A2']);
    expect(await serials({ textSearch: 'yv2ec' })).toEqual(['D-A1']);
    expect(await serials({ textSearch: 'teltonika' })).toEqual(['D-A3']);
    expect(await serials({ textSearch: 'a-1 d-a1' })).toEqual(['D-A1']);
    expect(await serials({ textSearch: 'a-1 d-a2' })).toEqual([]);
  });

  it('sorts both ways with nulls together and the device id as tie-break', async () => {
    expect(await serials({ sortExpressions: [{ fieldName: 'batteryLevel', sortOrder: 1 }] })).toEqual(['D-A3', 'D-A1', 'D-A2']);
    expect(await serials({ sortExpressions: [{ fieldName: 'latestCommunicationUtcTime', sortOrder: 0 }] })).toEqual(['D-A3', 'D-A2', 'D-A1']);
    expect(await serials({ sortExpressions: [{ fieldName: 'assetName', sortOrder: 0 }] })).toEqual(['D-A3', 'D-A1', 'D-A2']);
    expect(await serials({ sortExpressions: [{ fieldName: 'integrationSource', sortOrder: 1 }] })).toEqual(['D-A3', 'D-A1', 'D-A2']);
  });

  it('answers 400 naming the field for bad filters', async () => {
    const res = await telematics({
      filterExpressions: [
        { fieldName: 'gnssQuality', filterFunction: 'enum', value: 'excellent' },
        { fieldName: 'id', filterFunction: 'eq', value: 1 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(['filterExpressions.0.value', 'filterExpressions.1.fieldName']);
  });

  it("shows another company only its own devices, even searching for this company's texts", async () => {
    expect(await serials({}, betaOwner)).toEqual(['D-B1', 'D-B2']);
    expect(await serials({ textSearch: 'd-a1' }, betaOwner)).toEqual([]);
    expect(await serials({ textSearch: 'a-1' }, betaOwner)).toEqual([]);
    expect(await serials({ textSearch: 'machine' }, betaOwner)).toEqual(['D-B2']);
    expect(await serials(filter('assetId', 'eq', world.assets.alpha[0]), betaOwner)).toEqual([]);
  });
});
