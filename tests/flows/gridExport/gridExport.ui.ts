// A grid's export replayed on /fleet as Nordbygg's owner: the Export menu's two formats, the real
// server's file saved under its name (the fleet of the demo server), and the two failures answered
// at the browser boundary (the server's 400 for too many rows, and no answer at all) told in a toast.
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { expectToast, signInByApi } from '../../e2e/replay/kit.ts';
import { abort, defineUi, offered, pass, respond } from '../kit/ui.ts';
import { gridExportModel, TOO_MANY } from './gridExport.model.ts';

const exportButton = (page: Page) => page.getByTestId('grid-export');
const idle = (s: AnyMachineSnapshot) => s.matches('idle');
const requested =
  (format: 'xlsx' | 'csv', item: string) =>
  async ({ page, data }: { page: Page; data: Record<string, unknown> }) => {
    // The file the step leads to is caught when the page saves it (a done step comes later).
    data.download = page.waitForEvent('download', { timeout: 60_000 }).catch(() => null);
    data.format = format;
    await exportButton(page).click();
    await page.getByRole('menuitem', { name: item }).click();
  };

export default defineUi(gridExportModel, {
  start: async ({ page }) => {
    await signInByApi(page, 'owner@nordbygg.example');
    await page.goto('/fleet');
    await expect(page.locator('[data-testid="data-grid"][data-path="/fleet"]')).toHaveAttribute('data-state', 'ready');
  },
  calls: { exportFile: { url: /\/api\/web\/v1\/assets\/assets\/export$/ } },
  events: {
    'export.requested': {
      xlsx: offered(idle, 'the Export button is disabled while a file is written', requested('xlsx', 'Excel (.xlsx)')),
      csv: offered(idle, 'the Export button is disabled while a file is written', requested('csv', 'CSV (.csv)')),
    },
    'xstate.done.actor.exportFile': { ok: pass() },
    'xstate.error.actor.exportFile': {
      tooMany: respond(400, { data: null, succeeded: false, error: { code: 100, message: TOO_MANY } }),
      offline: abort(),
    },
  },
  screens: [
    {
      when: { state: 'idle' },
      check: async ({ page }) => {
        await expect(exportButton(page)).toHaveText('Export');
        await expect(exportButton(page)).toBeEnabled();
      },
    },
    { when: { state: 'exporting' }, check: ({ page }) => expect(exportButton(page)).toHaveText('Exporting…') },
  ],
  effects: {
    // The real file, saved under the server's name, with the grid's columns as its header.
    'xstate.done.actor.exportFile': async ({ data }) => {
      const file = await (data.download as Promise<import('@playwright/test').Download | null>);
      expect(file, 'the page saved a file').not.toBeNull();
      expect(file!.suggestedFilename()).toMatch(new RegExp(`^fleet-\\d{4}-\\d{2}-\\d{2}\\.${String(data.format)}$`));
      if (data.format === 'csv') {
        const { readFile } = await import('node:fs/promises');
        const text = await readFile(await file!.path(), 'utf8');
        expect(text.split('\r\n')[0]).toBe(
          '\uFEFFInternal ID,Name,Brand,Model,Category,Registration,Serial number,PIN/VIN,Depot,Location,Last position,Engine hours,Tags,Telematics',
        );
        expect(text.split('\r\n').length).toBeGreaterThan(30);
      }
    },
    'xstate.error.actor.exportFile': async ({ page }, _expected: AnyMachineSnapshot, fixture) =>
      expectToast(page, 'The export failed', fixture === 'tooMany' ? TOO_MANY : undefined),
  },
});
