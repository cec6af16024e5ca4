// The machine panel's loads (telematics, machine data, history) replayed in the browser as
// Nordbygg's owner, on /fleet with a real machine's panel open on the variant's tab (Telematics,
// Inputs, History). Each load is held: its data is the real server's; "nothing" is that answer
// without data (the history call always has some, a missing one is an error); the failures are the
// server's 500 and its "no data" (code 106). The model's other week is Previous week pressed (the
// Telematics tab has no week); a load that was still held is then let go (no one reads it).
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { askedBy, firstLoadHeld, reloadBy } from '../../e2e/replay/kit.ts';
import { openPanel } from '../../e2e/replay/panel.ts';
import { defineUi, meshError, offered, pass, shape } from '../kit/ui.ts';
import { detailLoadModel } from './detailLoad.model.ts';

const panel = (page: Page) => page.getByTestId('machine-panel');
const kindOf = (s: AnyMachineSnapshot | undefined) => (s?.context as { kind: string } | undefined)?.kind ?? '';
const TAB: Record<string, string> = { telematics: 'Telematics', machineData: 'Inputs', history: 'History' };
const LOADING: Record<string, string> = { telematics: 'Loading telematics', machineData: 'Loading machine data', history: 'Loading history' };
const EMPTY: Record<string, string> = {
  telematics: 'No telematics data available',
  machineData: 'No battery data available for the selected time period',
  history: 'No activity for this machine',
};
const KIND: Record<string, string> = { telematics: 'telematics', 'machine data': 'machineData', history: 'history' };

export default defineUi(detailLoadModel, {
  // The variant is read only where a path starts and by the screens (uiCover.ts, decision 0069).
  stepsAlikeInEveryVariant: true,
  start: async (ui) => {
    await openPanel(ui.page, '/fleet', TAB[KIND[ui.variant]]);
    await firstLoadHeld(ui, 'load');
  },
  calls: { load: { graphql: ['PanelTelematics', 'PanelInputs', 'PanelHistory'] } },
  events: {
    'load.paramsChanged': {
      lastWeek: offered(
        (s) => kindOf(s) !== 'telematics',
        'the Telematics tab has no week to change',
        (ui) => reloadBy(ui, 'load', () => panel(ui.page).getByRole('button', { name: 'Previous week', exact: true }).click(), !!ui.before?.matches('loading')),
      ),
    },
    'load.retry': {
      pressed: offered(
        (s) => s.matches('failed'),
        'Retry now shows only after a failed load',
        (ui) => askedBy(ui, 'load', () => panel(ui.page).getByRole('button', { name: 'Retry now' }).click()),
      ),
    },
    'xstate.done.actor.load': {
      data: pass(),
      nothing: offered(
        (s) => kindOf(s) !== 'history',
        'the history call answers a week or fails: an answer without data is an error there',
        shape((json) => {
          const field = Object.keys(json.data)[0];
          return { data: { [field]: { ...json.data[field], data: null } } };
        }),
      ),
    },
    'xstate.error.actor.load': { failed: meshError(500, 500, 'Internal server error'), noData: meshError(404, 106, 'No data') },
  },
  screens: [
    { when: 'view:loading', check: ({ page }, s) => expect(panel(page).getByText(LOADING[kindOf(s)])).toBeVisible() },
    {
      when: 'view:ready',
      check: async ({ page }, s) => {
        const kind = kindOf(s);
        if (kind === 'telematics') await expect(panel(page).getByTestId('telematics-tab')).toBeVisible();
        else await expect(panel(page).getByTestId(kind === 'history' ? 'history-tab' : 'inputs-tab')).toHaveAttribute('data-view', 'ready');
        await expect(panel(page).getByRole('alert')).toHaveCount(0);
      },
    },
    { when: 'view:empty', check: ({ page }, s) => expect(panel(page).getByTestId('panel-empty')).toHaveText(EMPTY[kindOf(s)]) },
    {
      when: 'view:error',
      check: async ({ page }, s) => {
        await expect(panel(page).getByRole('alert')).toContainText('Internal server error');
        await expect(panel(page).getByRole('button', { name: 'Retry now' })).toBeVisible();
        // A failed telematics or machine-data load forgets the remembered tab; a failed history load does not.
        const remembered = await page.evaluate(() => localStorage.getItem('siteline.detailTab.fleet'));
        expect(remembered).toBe(kindOf(s) === 'history' ? 'history' : null);
      },
    },
  ],
});
