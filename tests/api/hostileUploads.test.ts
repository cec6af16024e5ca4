// The hostile corpus (tests/api/images/hostileCorpus.ts) against POST /api/common/v1/files: every
// file is refused with a 400 that says why, none is a 500, and nothing is stored (no row, no file,
// no temp file left behind). A real photo before and after shows the door is open to honest uploads.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createWorld, type World } from './fixture.ts';
import { hostileCorpus, type HostileCase } from './images/hostileCorpus.ts';
import { fileBody } from './images/multipart.ts';
import { sampleImage } from './images/samples.ts';

const world: World = await createWorld();
const corpus: HostileCase[] = await hostileCorpus();
let owner: string;

beforeAll(async () => {
  owner = (await world.login('owner@alpha.test')).access_token;
});
afterAll(() => world.close());

const post = (body: HostileCase['body']) =>
  world.app.inject({
    method: 'POST',
    url: '/api/common/v1/files?fileType=MachineImage',
    headers: { ...bearer(owner), 'content-type': body.contentType },
    payload: body.payload,
  });

/** Every file under the images folder, temp files included. */
function filesOnDisk(): string[] {
  const root = join(world.config.dataDir, 'images');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}
const rowCount = async () =>
  (
    await world.db
      .selectFrom('asset_images')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('the hostile upload corpus', () => {
  it('has at least 200 files in every group the contract names', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(200);
    const groups = new Set(corpus.map((c) => c.group));
    for (const g of ['polyglot', 'svg', 'html', 'truncated', 'corrupt', 'pixel flood', 'empty', 'too large', 'file name', 'field name'])
      expect(groups).toContain(g);
  });

  it('an honest photo is stored (the control)', async () => {
    const res = await post(fileBody(await sampleImage('jpeg')));
    expect(res.statusCode, res.body).toBe(200);
  });

  describe.each(corpus.map((c) => [`${c.group}: ${c.name}`, c] as const))('%s', (_, c) => {
    it('is refused with a clear 400 and stores nothing', async () => {
      const rowsBefore = await rowCount();
      const filesBefore = filesOnDisk().length;
      const res = await post(c.body);
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json();
      expect(body.succeeded).toBe(false);
      expect(body.error.code).toBe(100);
      expect(body.error.message.length).toBeGreaterThan(5);
      expect(body.error.message).not.toMatch(/internal/i);
      expect(await rowCount()).toBe(rowsBefore);
      expect(filesOnDisk()).toHaveLength(filesBefore);
    });
  });

  it('leaves one stored image (the control) and no temp file', async () => {
    expect(await rowCount()).toBe(1);
    expect(filesOnDisk().filter((f) => f.includes(`${join('images', 'tmp')}`))).toEqual([]);
    expect(filesOnDisk()).toHaveLength(1);
  });
});
