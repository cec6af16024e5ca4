// Machine images over the REST API: upload → key → PUT imageKeys → thumbnails and originals;
// metadata stripped, company scoping, permissions, limits, caching and clean-up of removed keys.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createWorld, type World } from './fixture.ts';
import { fileBody } from './images/multipart.ts';
import { exifHasGps, jpegWithGps, sampleImage } from './images/samples.ts';

let world: World;
let owner: string;
let user: string;
let betaOwner: string;
let alpha: number;
let beta: number;

beforeAll(async () => {
  world = await createWorld();
  owner = (await world.login('owner@alpha.test')).access_token;
  user = (await world.login('user@alpha.test')).access_token;
  betaOwner = (await world.login('owner@beta.test')).access_token;
  alpha = world.assets.alpha[0];
  beta = world.assets.beta[0];
});
afterAll(() => world.close());

async function upload(data: Buffer, token = owner, filename = 'photo.jpg') {
  const { payload, contentType } = fileBody(data, filename);
  return world.app.inject({
    method: 'POST',
    url: '/api/common/v1/files?fileType=MachineImage',
    headers: { ...bearer(token), 'content-type': contentType },
    payload,
  });
}
async function uploadKey(data: Buffer, token = owner): Promise<string> {
  const res = await upload(data, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.key;
}
const putKeys = (assetId: number, imageKeys: string[], token = owner) =>
  world.app.inject({ method: 'PUT', url: `/api/web/v1/images/assets/${assetId}/imageKeys`, headers: bearer(token), payload: { imageKeys } });
const getKeys = (assetId: number, token = owner) =>
  world.app.inject({ method: 'GET', url: `/api/web/v1/images/assets/${assetId}/imageKeys`, headers: bearer(token) });
const getImage = (assetId: number, kind: 'thumbnails' | 'originals', key: string, query = '', token = owner, headers: Record<string, string> = {}) =>
  world.app.inject({ method: 'GET', url: `/api/web/v1/images/assets/${assetId}/${kind}/${key}${query}`, headers: { ...bearer(token), ...headers } });
const storedFiles = () => {
  const dir = join(world.config.dataDir, 'images', String(world.companies.alpha));
  return existsSync(dir) ? readdirSync(dir).filter((f) => !f.startsWith('variants')) : [];
};

describe('POST /api/common/v1/files', () => {
  it.each(['png', 'jpeg', 'webp'] as const)('stores a %s and answers a server-made key', async (format) => {
    const res = await upload(await sampleImage(format, 320, 200), owner, `machine.${format}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ fileType: 'MachineImage', format, width: 320, height: 200 });
    expect(data.key).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });

  it('decides the type by the bytes: a PNG named .jpg with a JPEG header is stored as PNG', async () => {
    const { payload, contentType } = fileBody(await sampleImage('png'), 'looks-like.jpg', 'image/jpeg');
    const res = await world.app.inject({
      method: 'POST',
      url: '/api/common/v1/files?fileType=MachineImage',
      headers: { ...bearer(owner), 'content-type': contentType },
      payload,
    });
    expect(res.json().data.format).toBe('png');
  });

  it('drops EXIF (the GPS position included) by re-encoding', async () => {
    const original = await jpegWithGps();
    expect(exifHasGps((await sharp(original).metadata()).exif)).toBe(true);
    const key = await uploadKey(original);
    expect((await putKeys(alpha, [key])).statusCode).toBe(200);
    const res = await getImage(alpha, 'originals', key, '?imageWidth=10000');
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(res.rawPayload.includes('secret yard')).toBe(false);
    expect(meta.width).toBe(400);
  });

  it('needs manage:asset (a User gets 403) and a token (401)', async () => {
    expect((await upload(await sampleImage('png'), user)).statusCode).toBe(403);
    const { payload, contentType } = fileBody(await sampleImage('png'));
    const res = await world.app.inject({
      method: 'POST',
      url: '/api/common/v1/files?fileType=MachineImage',
      headers: { 'content-type': contentType },
      payload,
    });
    expect(res.statusCode).toBe(401);
  });

  it('wants fileType=MachineImage', async () => {
    const { payload, contentType } = fileBody(await sampleImage('png'));
    for (const query of ['', '?fileType=Avatar']) {
      const res = await world.app.inject({
        method: 'POST',
        url: `/api/common/v1/files${query}`,
        headers: { ...bearer(owner), 'content-type': contentType },
        payload,
      });
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('PUT and GET /api/web/v1/images/assets/{id}/imageKeys', () => {
  it('keeps the order (first is primary), reorders, and deletes the files of keys left out', async () => {
    const asset = world.assets.alpha[1];
    const [a, b, c] = [await uploadKey(await sampleImage('jpeg')), await uploadKey(await sampleImage('png')), await uploadKey(await sampleImage('webp'))];
    expect((await putKeys(asset, [a, b, c])).json().data).toEqual([a, b, c]);
    expect((await getKeys(asset)).json()).toEqual({ data: [a, b, c], succeeded: true, error: null });
    expect((await getImage(asset, 'thumbnails', b, '?imageWidth=256')).statusCode).toBe(200);

    expect((await putKeys(asset, [c, a])).statusCode).toBe(200);
    expect((await getKeys(asset)).json().data).toEqual([c, a]);
    expect(storedFiles().some((f) => f.startsWith(b))).toBe(false);
    expect(existsSync(join(world.config.dataDir, 'images', String(world.companies.alpha), 'variants', b))).toBe(false);
    expect((await getImage(asset, 'thumbnails', b)).statusCode).toBe(404);

    expect((await putKeys(asset, [])).statusCode).toBe(200);
    expect((await getKeys(asset)).json().data).toEqual([]);
    expect(storedFiles().some((f) => f.startsWith(a) || f.startsWith(c))).toBe(false);
  });

  it('refuses more than 12, duplicates, and keys of another machine, another company or made up', async () => {
    const asset = world.assets.alpha[2];
    const keys = [];
    for (let i = 0; i < 13; i++) keys.push(await uploadKey(await sampleImage('png', 16, 16)));
    const tooMany = await putKeys(asset, keys);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields.imageKeys).toEqual(['must NOT have more than 12 items']);
    expect((await putKeys(asset, keys.slice(0, 12))).statusCode).toBe(200);
    expect((await putKeys(asset, [keys[0], keys[0]])).statusCode).toBe(400);

    // keys[0] is on asset alpha[2]: another machine of the same company cannot take it.
    expect((await putKeys(world.assets.alpha[3], [keys[0]])).statusCode).toBe(404);
    const betaKey = await uploadKey(await sampleImage('png'), betaOwner);
    expect((await putKeys(asset, [betaKey])).statusCode).toBe(404);
    expect((await putKeys(asset, ['AAAAAAAAAAAAAAAAAAAAAAAA'])).statusCode).toBe(404);
    expect((await putKeys(asset, ['../../../etc/passwd'])).statusCode).toBe(404);
    // Nothing changed by the refused calls.
    expect((await getKeys(asset)).json().data).toEqual(keys.slice(0, 12));
    await putKeys(asset, []);
  });

  it("answers 404 for another company's machine and 403 to a User's PUT", async () => {
    expect((await getKeys(beta)).statusCode).toBe(404);
    expect((await putKeys(beta, [])).statusCode).toBe(404);
    expect((await putKeys(alpha, [], user)).statusCode).toBe(403);
    expect((await getKeys(alpha, user)).statusCode).toBe(200);
  });
});

describe('GET thumbnails and originals', () => {
  let key: string;
  beforeAll(async () => {
    key = await uploadKey(await sampleImage('jpeg', 2000, 1000));
    expect((await putKeys(world.assets.alpha[0], [key])).statusCode).toBe(200);
  });

  it('thumbnails are WEBP at most imageWidth wide; originals keep their format; default width 1200', async () => {
    const thumb = await getImage(alpha, 'thumbnails', key, '?imageWidth=256');
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 256, height: 128 });
    const original = await getImage(alpha, 'originals', key);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(original.rawPayload).metadata()).width).toBe(1200);
    const full = await getImage(alpha, 'originals', key, '?imageWidth=10000&download=true');
    expect((await sharp(full.rawPayload).metadata()).width).toBe(2000);
    expect(full.headers['content-disposition']).toMatch(/^attachment; filename="A-1-1\.jpg"$/);
    // An unusual width is rendered for the request and not kept.
    const odd = await getImage(alpha, 'thumbnails', key, '?imageWidth=333');
    expect((await sharp(odd.rawPayload).metadata()).width).toBe(333);
    await new Promise((r) => setTimeout(r, 50));
    const variants = readdirSync(join(world.config.dataDir, 'images', String(world.companies.alpha), 'variants', key));
    expect(variants.sort()).toEqual(['original-1200.jpg', 'thumbnail-256.webp']);
  });

  it('is cacheable: an ETag, immutable for a year, 304 on If-None-Match; never sniffed or run', async () => {
    const first = await getImage(alpha, 'thumbnails', key, '?imageWidth=256');
    expect(first.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['content-security-policy']).toContain("default-src 'none'");
    const again = await getImage(alpha, 'thumbnails', key, '?imageWidth=256', owner, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it("is 404 for another company's key, a key of another machine, a made-up key and a path", async () => {
    const betaKey = await uploadKey(await sampleImage('png'), betaOwner);
    expect((await putKeys(beta, [betaKey], betaOwner)).statusCode).toBe(200);
    expect((await getImage(alpha, 'thumbnails', betaKey)).statusCode).toBe(404);
    expect((await getImage(beta, 'thumbnails', betaKey)).statusCode).toBe(404);
    expect((await getImage(beta, 'thumbnails', betaKey, '', betaOwner)).statusCode).toBe(200);
    expect((await getImage(world.assets.alpha[1], 'originals', key)).statusCode).toBe(404);
    expect((await getImage(alpha, 'originals', 'AAAAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    for (const path of ['..%2F..%2Fjwt-secret', '..%2F..%2F..%2Fetc%2Fpasswd', `${key}.jpg`, '%2e%2e']) {
      const res = await getImage(alpha, 'originals', path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type']).toMatch(/json/);
    }
    expect((await getImage(alpha, 'thumbnails', key, '', user)).statusCode).toBe(200);
  });

  it('bounds imageWidth (400 outside 16-10000)', async () => {
    for (const w of ['0', '-5', '99999', 'wide']) expect((await getImage(alpha, 'thumbnails', key, `?imageWidth=${w}`)).statusCode, w).toBe(400);
  });
});
