// The machine panel's last position replayed in the browser as Nordbygg's owner, on /fleet with a
// real machine's panel open. Every read of the position (PanelLatestPosition) is held and answered at
// the browser boundary with the model's positions, its "no data" (code 106) or, for "offline", the
// server's 500 (a network failure would bring the maintenance overlay). The page's clock stands
// still and moves by the spec's 30 s between reads.
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { openPanel } from '../../e2e/replay/panel.ts';
import { defineUi, elapse, meshError, notInBrowser, respond } from '../kit/ui.ts';
import { AT_DEPOT, ON_SITE, positionRefreshModel } from './positionRefresh.model.ts';
import type { LatestPosition } from '../../../machines/positionRefresh/positionRefresh.types.ts';

const position = (page: Page) => page.getByTestId('machine-panel').getByTestId('machine-panel-position');
const answer = (p: LatestPosition) => respond(200, { data: { assetLatestPosition: { data: p } } });

/** What the header says for the snapshot (the spec's texts). */
function textOf(s: AnyMachineSnapshot): string {
  const { position: p, settled, error } = s.context as { position: LatestPosition | null; settled: boolean; error: unknown };
  if (p) return `${p.locationName ?? 'Unknown position'} · last position ${p.userTimeFormatted}`;
  if (!settled) return 'Locating…';
  return error ? 'Position could not be loaded' : 'No position received yet';
}

export default defineUi(positionRefreshModel, {
  start: async ({ page }) => {
    await openPanel(page, '/fleet', null);
  },
  calls: { loadLatestPosition: { graphql: 'PanelLatestPosition' } },
  events: {
    'position.refreshNow': { pressed: notInBrowser('the panel has no refresh button: it reads the position every 30 s') },
    'xstate.done.actor.loadLatestPosition': { depot: answer(AT_DEPOT), site: answer(ON_SITE) },
    'xstate.error.actor.loadLatestPosition': { offline: meshError(500, 500, ''), noData: meshError(404, 106, 'No position for this machine') },
    'xstate.after.refreshInterval.positionRefresh.waiting': { elapsed: elapse() },
  },
  screens: [{ when: () => true, check: ({ page }, s) => expect(position(page)).toHaveText(textOf(s)) }],
});
