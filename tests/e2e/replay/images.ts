// Shared set-up for the Details tab replays (tests/flows/assetDetails, imageGallery, imageViewer): the
// Details tab of a real machine's panel, with the image bytes answered at the browser.
import { mkdirSync, writeFileSync, existsSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { signInByApi } from './kit.ts';
import { openPanel } from './panel.ts';

const USER = 'user@nordbygg.example';
/** A 1×1 PNG: every thumbnail and original of the replays. */
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** Every thumbnail and original (and a download) answered with the small PNG: the model's keys are not the server's. */
export async function answerImageBytes(page: Page): Promise<void> {
  await page.route(/\/api\/web\/v1\/images\/assets\/\d+\/(thumbnails|originals)\//, (route) =>
    route.fulfill({ status: 200, body: PIXEL, headers: { 'content-type': 'image/png', 'content-disposition': 'attachment; filename="machine-image.png"' } }),
  );
}

/** Signs in (the owner, or the company's User) and opens the Details tab of the fleet's first machine; its id. */
export async function openDetails(page: Page, owner: boolean): Promise<number> {
  if (owner) return openPanel(page, '/fleet', 'Details');
  const token = await signInByApi(page, USER);
  const positions = await page.request.get('/api/web/v1/assets/positions', { headers: { Authorization: `Bearer ${token}` } });
  const assetId = ((await positions.json()).data as { assetId: number }[])[0].assetId;
  await page.goto(`/fleet?assetId=${assetId}`);
  await expect(page.getByTestId('machine-panel')).toBeVisible();
  await page.getByTestId('machine-panel').getByRole('tab', { name: 'Details', exact: true }).click();
  return assetId;
}

const MAGIC: Record<string, number[]> = {
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  webp: [...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBP')],
  none: [...Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
};

/**
 * A file on disk with the model's name and size whose first bytes say its kind (what the page reads
 * of it: the gallery sniffs the type and checks the size; the uploads are answered at the browser).
 * Written once per run, in a folder of its own per kind and size.
 */
export function fileLike(name: string, size: number, kind: string | null): string {
  const dir = join(tmpdir(), 'siteline-replay-files', `${kind ?? 'none'}-${size}`);
  const path = join(dir, name);
  if (existsSync(path) && statSync(path).size === size) return path;
  mkdirSync(dir, { recursive: true });
  const bytes = Buffer.alloc(size);
  Buffer.from(MAGIC[kind ?? 'none']).copy(bytes);
  writeFileSync(path, bytes);
  return path;
}
