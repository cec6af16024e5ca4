// The usage report: the machine list (company only, search, limit), and the xlsx opened with exceljs
// and checked against the telemetry rows it was made from, its sheet and column names in the
// downloading user's language; other-company ids and bad ranges refused.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createWorld, type World } from './fixture.ts';
import { HOURS_XLSX_FORMAT } from '../../machines/format/numbers.ts';

let world: World;
let owner: string;
let betaOwner: string;

beforeAll(async () => {
  world = await createWorld();
  owner = (await world.login('owner@alpha.test')).access_token;
  betaOwner = (await world.login('owner@beta.test')).access_token;
  const [a1, a2] = world.assets.alpha;
  const usage = (asset_id: number, day: string, engine_s: number, idle_s: number, company_id = world.companies.alpha) => ({
    asset_id,
    day,
    company_id,
    engine_s,
    idle_s,
    distance_m: 0,
  });
  await world.db
    .insertInto('asset_usage_daily')
    .values([
      usage(a1, '2026-11-02', 8 * 3600, 3600),
      usage(a1, '2026-11-03', 5400, 1800),
      usage(a2, '2026-11-03', 36_000, 0),
      // Outside the range: not reported.
      usage(a1, '2026-10-31', 7200, 0),
      usage(world.assets.beta[0], '2026-11-02', 3600, 0, world.companies.beta),
    ])
    .execute();
});
afterAll(() => world.close());

const assets = (body: object, token = owner) =>
  world.app.inject({ method: 'POST', url: '/api/web/v1/reports/usage/assets', headers: bearer(token), payload: body });
const report = (body: object, token = owner) => world.app.inject({ method: 'POST', url: '/api/web/v1/reports/usage', headers: bearer(token), payload: body });

async function workbook(body: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  return book;
}
const values = (sheet: ExcelJS.Worksheet) =>
  sheet
    .getSheetValues()
    .slice(1)
    .map((row) => (row as unknown[]).slice(1));

describe('POST /api/web/v1/reports/usage/assets', () => {
  it("lists the company's active machines by name, searches and limits", async () => {
    const res = await assets({});
    expect(res.statusCode).toBe(200);
    const { data, total } = res.json().data;
    expect(total).toBe(3);
    expect(data.map((a: { internalId: string }) => a.internalId)).toEqual(['A-1', 'A-2', 'A-3']);
    expect((await assets({ textSearch: 'a-2' })).json().data.data).toHaveLength(1);
    expect((await assets({ limit: 1 })).json().data).toMatchObject({ total: 3, data: [{ internalId: 'A-1' }] });
    expect((await assets({}, betaOwner)).json().data.data.map((a: { internalId: string }) => a.internalId)).toEqual(['B-1', 'B-2']);
    expect((await assets({ limit: 10_001 })).statusCode).toBe(400);
    expect((await assets({ textSearch: 'x'.repeat(101) })).statusCode).toBe(400);
  });
});

describe('POST /api/web/v1/reports/usage', () => {
  it('answers an xlsx with engine, idle and production hours per machine and day, named by type and range', async () => {
    const [a1, a2] = world.assets.alpha;
    const res = await report({ assetIds: [a2, a1], fromDay: '2026-11-01', toDay: '2026-11-03' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toBe('attachment; filename="usage-report_2026-11-01_2026-11-03.xlsx"');
    const book = await workbook(res.rawPayload);

    const perDay = values(book.getWorksheet('Usage per day')!);
    expect(perDay[0]).toEqual(['Machine', 'Internal ID', 'Brand', 'Model', 'Day', 'Engine hours', 'Idle hours', 'Production hours']);
    expect(perDay.slice(1)).toEqual([
      ['A machine 1', 'A-1', 'Volvo', 'EC220E', '2026/11/01', 0, 0, 0],
      ['A machine 1', 'A-1', 'Volvo', 'EC220E', '2026/11/02', 8, 1, 7],
      ['A machine 1', 'A-1', 'Volvo', 'EC220E', '2026/11/03', 1.5, 0.5, 1],
      ['A machine 2', 'A-2', 'Volvo', 'EC220E', '2026/11/01', 0, 0, 0],
      ['A machine 2', 'A-2', 'Volvo', 'EC220E', '2026/11/02', 0, 0, 0],
      ['A machine 2', 'A-2', 'Volvo', 'EC220E', '2026/11/03', 10, 0, 10],
    ]);
    // Hours keep one decimal's number format, as every screen writes them (decision 0037).
    expect(book.getWorksheet('Usage per day')!.getRow(3).getCell(6).numFmt).toBe(HOURS_XLSX_FORMAT);
    const summary = values(book.getWorksheet('Summary')!);
    expect(summary.slice(1)).toEqual([
      ['A machine 1', 'A-1', '2026/11/01', '2026/11/03', 2, 9.5, 1.5, 8],
      ['A machine 2', 'A-2', '2026/11/01', '2026/11/03', 1, 10, 0, 10],
    ]);
  });

  it("names its sheets and columns in the downloading user's language (Settings → Language), English for the others", async () => {
    const names = {
      1: {
        sheets: ['Usage per day', 'Summary'],
        perDay: ['Machine', 'Internal ID', 'Brand', 'Model', 'Day', 'Engine hours', 'Idle hours', 'Production hours'],
        summary: ['Machine', 'Internal ID', 'From', 'To', 'Days used', 'Engine hours', 'Idle hours', 'Production hours'],
      },
      2: {
        sheets: ['Användning per dag', 'Sammanfattning'],
        perDay: ['Maskin', 'Internt ID', 'Märke', 'Modell', 'Dag', 'Motortimmar', 'Tomgångstimmar', 'Produktionstimmar'],
        summary: ['Maskin', 'Internt ID', 'Från', 'Till', 'Dagar i drift', 'Motortimmar', 'Tomgångstimmar', 'Produktionstimmar'],
      },
      3: {
        sheets: ['Bruk per dag', 'Sammendrag'],
        perDay: ['Maskin', 'Intern ID', 'Merke', 'Modell', 'Dag', 'Motortimer', 'Tomgangstimer', 'Produksjonstimer'],
        summary: ['Maskin', 'Intern ID', 'Fra', 'Til', 'Dager i drift', 'Motortimer', 'Tomgangstimer', 'Produksjonstimer'],
      },
    } as const;
    const ownerId = world.users['owner@alpha.test'].id;
    try {
      // Finnish (4) has no catalogue: the app and the report read English.
      for (const languageId of [2, 3, 4, 1] as const) {
        await world.db.updateTable('users').set({ language_id: languageId }).where('id', '=', ownerId).execute();
        const res = await report({ assetIds: [world.assets.alpha[0]], fromDay: '2026-11-02', toDay: '2026-11-03' });
        expect(res.statusCode).toBe(200);
        const book = await workbook(res.rawPayload);
        const want = names[languageId === 4 ? 1 : languageId];
        expect(book.worksheets.map((w) => w.name)).toEqual(want.sheets);
        const [perDay, summary] = book.worksheets.map(values);
        expect(perDay).toEqual([
          want.perDay,
          ['A machine 1', 'A-1', 'Volvo', 'EC220E', '2026/11/02', 8, 1, 7],
          ['A machine 1', 'A-1', 'Volvo', 'EC220E', '2026/11/03', 1.5, 0.5, 1],
        ]);
        expect(summary).toEqual([want.summary, ['A machine 1', 'A-1', '2026/11/02', '2026/11/03', 2, 9.5, 1.5, 8]]);
      }
    } finally {
      await world.db.updateTable('users').set({ language_id: 1 }).where('id', '=', ownerId).execute();
    }
  });

  it("refuses another company's machines and bad values with 400", async () => {
    const res = await report({ assetIds: [world.assets.alpha[0], world.assets.beta[0]], fromDay: '2026-11-01', toDay: '2026-11-03' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.assetIds[0]).toContain(String(world.assets.beta[0]));
    expect(res.body).not.toContain('B machine');
    const one = [world.assets.alpha[0]];
    expect((await report({ assetIds: [], fromDay: '2026-11-01', toDay: '2026-11-03' })).statusCode).toBe(400);
    expect((await report({ assetIds: one, fromDay: '2026-11-01', toDay: '2026-12-02' })).statusCode).toBe(400);
    expect((await report({ assetIds: one, fromDay: '2026-11-05', toDay: '2026-11-01' })).statusCode).toBe(400);
    expect((await report({ assetIds: one, fromDay: '2026-02-30', toDay: '2026-03-01' })).statusCode).toBe(400);
    expect((await report({ assetIds: [1, 1], fromDay: '2026-11-01', toDay: '2026-11-01' })).statusCode).toBe(400);
    expect((await report({ assetIds: one, fromDay: '2026-11-01' })).statusCode).toBe(400);
    expect(
      (await world.app.inject({ method: 'POST', url: '/api/web/v1/reports/usage', payload: { assetIds: one, fromDay: '2026-11-01', toDay: '2026-11-01' } }))
        .statusCode,
    ).toBe(401);
  });
});
