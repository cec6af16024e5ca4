// The machine panel's frame replayed in the browser as Nordbygg's owner, on /service with a real
// machine's panel open (a fresh browser: no tab remembered). This build ships all six tabs (Details
// and Service landed after the model's four-tab variants were written), so the panel opens on the
// service page's default, and only the model's "every tab" variant is the browser's. A chosen tab
// is remembered for the area in local storage (checked with the screen); closing removes assetId.
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { openPanel } from '../../e2e/replay/panel.ts';
import { defineUi, notInBrowser, offered, type UiContext } from '../kit/ui.ts';
import { machinePanelModel } from './machinePanel.model.ts';

const panel = (page: Page) => page.getByTestId('machine-panel');
const LABEL: Record<string, string> = {
  details: 'Details',
  service: 'Service',
  history: 'History',
  telematics: 'Telematics',
  inputs: 'Inputs',
  events: 'Events',
};
const FOUR_TABS = 'this build ships all six tabs (Details and Service landed after this variant), so the panel never offers only the four';
const active = (s: AnyMachineSnapshot | undefined) => (s?.context as { active: string | null } | undefined)?.active;

const choose = (tab: string) =>
  offered(
    (s) => s.matches('open') && active(s) !== tab,
    'choosing the tab already shown sends nothing',
    async ({ page }: UiContext) => panel(page).getByRole('tab', { name: LABEL[tab], exact: true }).click(),
  );

export default defineUi(machinePanelModel, {
  start: async ({ page }) => {
    await openPanel(page, '/service', null);
  },
  skipVariants: {
    'map, nothing remembered': FOUR_TABS,
    'fleet, events remembered': FOUR_TABS,
    'telematics page': FOUR_TABS,
    'fleet, a tab of a later build remembered': FOUR_TABS,
  },
  events: {
    'panel.tabSelected': {
      history: choose('history'),
      events: choose('events'),
      details: choose('details'),
      bogus: notInBrowser('the panel has no "settings" tab to choose'),
    },
    'panel.closed': { pressed: ({ page }) => panel(page).getByRole('button', { name: 'Close machine panel' }).click() },
  },
  screens: [
    {
      when: { state: 'open' },
      check: async ({ page, before }, expected) => {
        const tab = active(expected)!;
        await expect(panel(page)).toHaveAttribute('data-active-tab', tab);
        await expect(panel(page).getByRole('tab', { name: LABEL[tab], exact: true })).toHaveAttribute('aria-selected', 'true');
        // Remembered for the service page once chosen (nothing before the first choice).
        const remembered = await page.evaluate(() => localStorage.getItem('siteline.detailTab.service'));
        expect(remembered).toBe(before ? tab : null);
        if (!before) expect(new URL(page.url()).searchParams.get('assetId')).not.toBeNull();
      },
    },
    {
      when: { state: 'closed' },
      check: async ({ page }) => {
        await expect(panel(page)).toHaveCount(0);
        expect(new URL(page.url()).searchParams.get('assetId')).toBeNull();
      },
    },
  ],
});
