// The grids' exports (issue 27, item 8): the rows the grid's page route answers, all of them, in its
// sort, with the columns asked for; CSV read back as text, xlsx opened with exceljs; the reader's
// language (sheet name, dictionary words, Yes/No, the CSV separators); each grid's own permission;
// bad bodies refused with field messages; text a spreadsheet would run as a formula defused.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createWorld, type World } from './fixture.ts';
import { LANGUAGE_CODES } from '../../server/src/i18n/languages.ts';

let world: World;
let owner: string;
let betaOwner: string;
let plainUser: string;

beforeAll(async () => {
  world = await createWorld();
  owner = (await world.login('owner@alpha.test')).access_token;
  betaOwner = (await world.login('owner@beta.test')).access_token;
  plainUser = (await world.login('user@alpha.test')).access_token;
  const [a1, a2] = world.assets.alpha;
  await world.db.updateTable('assets').set({ name: '=HYPERLINK("http://evil.example","x")', engine_hours: 1234.5 }).where('id', '=', a1).execute();
  await world.db.updateTable('assets').set({ name: 'Grävare; "stor"', engine_hours: 10.29 }).where('id', '=', a2).execute();
});
afterAll(() => world.close());

const post = (url: string, payload: object, token = owner) => world.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const FLEET_COLUMNS = [
  { fieldName: 'internalId', title: 'Internal ID' },
  { fieldName: 'name', title: 'Name' },
  { fieldName: 'categoryFormatted', title: 'Category' },
  { fieldName: 'engineHours', title: 'Engine hours', unit: 'hours' },
  { fieldName: 'archived', title: 'Archived' },
];
const exportFleet = (body: object, token = owner) =>
  post('/api/web/v1/assets/assets/export', { columns: FLEET_COLUMNS, format: 'csv', request: {}, ...body }, token);
const csvRows = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(0, -1);

async function workbook(body: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  return book;
}

describe('POST /api/web/v1/assets/assets/export', () => {
  it("writes the company's machines as the grid lists them (CSV, English): every row, its sort, quoted and defused", async () => {
    const res = await exportFleet({});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="fleet-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    // The archived A-4 is hidden, as in the grid; beta's machines never appear.
    expect(csvRows(res.body)).toEqual([
      'Internal ID,Name,Category,Engine hours,Archived',
      `A-1,"'=HYPERLINK(""http://evil.example"",""x"")",Excavator,1234.5,No`,
      `A-2,"Grävare; ""stor""",Excavator,10.2,No`,
      'A-3,A machine 3,Excavator,0,No',
    ]);
  });

  it('follows the request: search, filter, sort, archived shown', async () => {
    const search = await exportFleet({ request: { textSearch: 'machine 3' } });
    expect(csvRows(search.body).slice(1)).toEqual(['A-3,A machine 3,Excavator,0,No']);
    // The page route's order, ties included.
    const request = { sortExpressions: [{ fieldName: 'engineHours', sortOrder: 1 }], showArchivedAssets: true };
    const sorted = await exportFleet({ request });
    const page = (await post('/api/web/v1/assets/assets', request)).json().data.data as { internalId: string }[];
    expect(csvRows(sorted.body).map((line) => line.split(',')[0])).toEqual(['Internal ID', ...page.map((r) => r.internalId)]);
    expect(page.map((r) => r.internalId).slice(0, 2)).toEqual(['A-1', 'A-2']);
    expect(csvRows(sorted.body)).toContain('A-4,A machine 4,Excavator,0,Yes');
    const filtered = await exportFleet({ request: { filterExpressions: [{ fieldName: 'engineHours', filterFunction: 'gte', value: 100 }] } });
    expect(
      csvRows(filtered.body)
        .slice(1)
        .map((line) => line.split(',')[0]),
    ).toEqual(['A-1']);
    const beta = await exportFleet({}, betaOwner);
    expect(
      csvRows(beta.body)
        .slice(1)
        .map((line) => line.split(',')[0]),
    ).toEqual(['B-1', 'B-2']);
  });

  it("writes in the reader's language: the sheet, the dictionary words, Yes/No, and CSV's ';' and decimal comma", async () => {
    await world.db.updateTable('users').set({ language_id: LANGUAGE_CODES.sv }).where('email', '=', 'owner@alpha.test').execute();
    try {
      const csv = await exportFleet({ request: { showArchivedAssets: true } });
      expect(csvRows(csv.body)[0]).toBe('Internal ID;Name;Category;Engine hours;Archived');
      expect(csvRows(csv.body)[1]).toBe(`A-1;"'=HYPERLINK(""http://evil.example"",""x"")";Grävmaskin;1234,5;Nej`);
      expect(csvRows(csv.body)[2]).toBe('A-2;"Grävare; ""stor""";Grävmaskin;10,2;Nej');
      expect(csvRows(csv.body)[4]).toBe('A-4;A machine 4;Grävmaskin;0;Ja');

      const xlsx = await exportFleet({ format: 'xlsx', request: { showArchivedAssets: true } });
      expect(xlsx.statusCode).toBe(200);
      expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      const book = await workbook(xlsx.rawPayload);
      const sheet = book.worksheets[0];
      expect(sheet.name).toBe('Maskinpark');
      const rows = sheet
        .getSheetValues()
        .slice(1)
        .map((row) => (row as unknown[]).slice(1));
      expect(rows[0]).toEqual(['Internal ID', 'Name', 'Category', 'Engine hours', 'Archived']);
      // Numbers stay numbers; a formula-like text is text.
      expect(rows[1]).toEqual(['A-1', `'=HYPERLINK("http://evil.example","x")`, 'Grävmaskin', 1234.5, 'Nej']);
      expect(rows).toHaveLength(5);
    } finally {
      await world.db.updateTable('users').set({ language_id: LANGUAGE_CODES.en }).where('email', '=', 'owner@alpha.test').execute();
    }
  });

  it("writes a list's values with the words the screen gives them", async () => {
    const res = await exportFleet({
      columns: [
        { fieldName: 'internalId', title: 'ID' },
        { fieldName: 'categoryFormatted', title: 'Kind', labels: [{ value: 'Excavator', label: 'Digger' }] },
      ],
    });
    expect(csvRows(res.body).slice(0, 2)).toEqual(['ID,Kind', 'A-1,Digger']);
  });

  it('refuses what it cannot write, naming the field', async () => {
    const unknown = await exportFleet({ columns: [{ fieldName: 'password_hash', title: 'x' }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ 'columns.0.fieldName': ["unknown column 'password_hash'"] });
    expect((await exportFleet({ columns: [] })).statusCode).toBe(400);
    expect((await exportFleet({ columns: Array.from({ length: 61 }, () => FLEET_COLUMNS[0]) })).statusCode).toBe(400);
    expect((await exportFleet({ columns: [{ fieldName: 'name', title: 'x'.repeat(101) }] })).statusCode).toBe(400);
    expect((await exportFleet({ format: 'pdf' })).statusCode).toBe(400);
    expect((await exportFleet({ request: { textSearch: 'x'.repeat(201) } })).statusCode).toBe(400);
    expect((await exportFleet({ request: { sortExpressions: [{ fieldName: 'nope', sortOrder: 0 }] } })).statusCode).toBe(400);
    expect(
      (await world.app.inject({ method: 'POST', url: '/api/web/v1/assets/assets/export', payload: { columns: FLEET_COLUMNS, format: 'csv', request: {} } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('every grid exports what its page answers, under its own permission', () => {
  const grids = [
    {
      page: '/api/web/v1/telematics',
      columns: [
        { fieldName: 'deviceSerialNumber', title: 'Serial number' },
        { fieldName: 'statusFormatted', title: 'Status' },
      ],
    },
    {
      page: '/api/web/v1/places/gridPlaces',
      columns: [
        { fieldName: 'name', title: 'Name' },
        { fieldName: 'placeTypeFormatted', title: 'Type' },
      ],
    },
    {
      page: '/api/web/v1/services',
      columns: [
        { fieldName: 'name', title: 'Name' },
        { fieldName: 'engineHours', title: 'Engine hours' },
      ],
    },
    {
      page: '/api/web/v1/notifications/alerts',
      columns: [
        { fieldName: 'name', title: 'Name' },
        { fieldName: 'enabled', title: 'On' },
      ],
    },
    {
      page: '/api/web/v1/users/users',
      columns: [
        { fieldName: 'email', title: 'E-mail' },
        { fieldName: 'firstName', title: 'First name' },
      ],
    },
  ];
  for (const { page, columns } of grids) {
    it(`${page}/export`, async () => {
      const listed = await post(page, { limit: 100 });
      expect(listed.statusCode, listed.body).toBe(200);
      const { total } = listed.json().data.summary;
      const res = await post(`${page}/export`, { columns, format: 'csv', request: {} });
      expect(res.statusCode, res.body).toBe(200);
      const rows = csvRows(res.body);
      expect(rows[0]).toBe(columns.map((c) => c.title).join(','));
      expect(rows).toHaveLength(total + 1);
      // The first row is the page's first row.
      const first = listed.json().data.data[0];
      if (first) expect(rows[1].split(',')[0]).toBe(String(first[columns[0].fieldName]));
      // The page route's own permission holds at the export: a plain user is refused both or neither.
      const plainPage = await post(page, {}, plainUser);
      const plainExport = await post(`${page}/export`, { columns, format: 'csv', request: {} }, plainUser);
      expect(plainExport.statusCode).toBe(plainPage.statusCode === 200 ? 200 : plainPage.statusCode);
    });
  }
});
