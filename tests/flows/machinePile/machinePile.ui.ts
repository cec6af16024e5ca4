// The pile of machines at one point, replayed on the map as Nordbygg's owner. The positions answer is
// shaped at the browser boundary (the fixtures' piles are the data): real machines moved to four
// points in the empty north of Sweden, 20, 21 and 110 of them, named as the model names them, so
// every screen compares what the map shows with the model's pile. A pile opens by a click on its
// point at the embedded map's deepest zoom (12), as a user clicks a depot's yard.
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { poll, signInByApi } from '../../e2e/replay/kit.ts';
import { operationName } from '../../e2e/replay/calls.ts';
import { defineUi, offered, type UiContext } from '../kit/ui.ts';
import { machinePileModel, PILES } from './machinePile.model.ts';
import type { PileMember } from '../../../machines/machinePile/machinePile.types.ts';

type PileName = keyof typeof PILES;
/** Far from every demo machine and from each other (about 55 km apart). */
const POINTS: Record<PileName, { lat: number; long: number }> = {
  twenty: { lat: 64.5, long: 16.0 },
  twentyOne: { lat: 65.0, long: 16.0 },
  yard: { lat: 65.5, long: 16.0 },
};

const card = (page: Page) => page.getByTestId('pile-card');
const markers = (page: Page) => page.getByTestId('pile-spread').getByRole('button');
const rows = (page: Page) => card(page).getByRole('list', { name: 'Machines at this point' }).getByRole('button');

interface Shaped {
  id: number;
  name: string;
  internalId: string;
  lat: number;
  long: number;
}

/** The real positions with the first 151 machines (by id) moved into the fixtures' piles, a metre or two apart. */
function shapePositions(positions: Shaped[]): Shaped[] {
  const sorted = [...positions].sort((a, b) => a.id - b.id);
  let next = 0;
  for (const [pile, members] of Object.entries(PILES) as [PileName, readonly PileMember[]][]) {
    members.forEach((member, i) => {
      const p = sorted[next++];
      Object.assign(p, {
        name: member.name,
        internalId: member.internalId,
        lat: POINTS[pile].lat + (i % 5) * 1e-5,
        long: POINTS[pile].long + Math.floor(i / 5) * 2e-5,
      });
    });
  }
  return positions;
}

async function openPile(page: Page, pile: PileName): Promise<void> {
  // One page read per try: jump (same zoom unless a zoom folded a spread), then the click's point once
  // the layer has every machine on its own dot and deck.gl picks a machine there: deck draws on demand
  // (decision 0053), and a click before its frame with the new view picked nothing (a clean clone at
  // load average 15 waited 15 s for a card that never opened).
  const ready = () =>
    page.evaluate((at) => {
      const { map, overlay } = window.__sitelineMap!;
      map.jumpTo({ center: [at.long, at.lat], zoom: map.getMaxZoom() });
      const alone = !map.isMoving() && (window.__sitelineMachineItems ?? []).every((i) => i.kind === 'machine');
      if (!alone) return null;
      const point = map.project([at.long, at.lat]);
      return overlay.pickObject({ x: point.x, y: point.y, radius: 0 })?.object ? point : null;
    }, POINTS[pile]);
  await poll(ready).not.toBeNull();
  const point = (await ready())!;
  const box = (await page.getByTestId('map').boundingBox())!;
  await page.mouse.click(box.x + point.x, box.y + point.y);
}

const OPEN_FROM_CLOSED = 'piles are opened from the closed map in the browser';
const context = (s: AnyMachineSnapshot | undefined) => s?.context as { members: readonly PileMember[]; query: string; shown: number } | undefined;
const needle = (s: AnyMachineSnapshot) => context(s)!.query.trim().toLowerCase();
const matching = (s: AnyMachineSnapshot) =>
  context(s)!.members.filter((m) => !needle(s) || m.name.toLowerCase().includes(needle(s)) || m.internalId.toLowerCase().includes(needle(s)));
const isOpen = (s: AnyMachineSnapshot) => !s.matches('closed');

/** Typing into the list's search; the same text again changes nothing on screen and sends nothing. */
const typed = (query: string) =>
  offered(
    (s) => s.matches('list') && context(s)!.query !== query,
    'only the list has a search, and the field must hold another text',
    ({ page }: UiContext) => card(page).getByRole('textbox').fill(query),
  );

async function choose(ui: UiContext): Promise<void> {
  const target = ui.before?.matches('spread') ? markers(ui.page).first() : rows(ui.page).first();
  ui.data.chosen = await target.getAttribute('data-asset-id');
  await target.click();
}

export default defineUi(machinePileModel, {
  // A step opens a pile on the map (a jump and a click, the map redrawn in software WebGL): walks of
  // 32 keep each replay well inside its budget on a busy machine.
  maxPathLength: 32,
  start: async ({ page }) => {
    await page.route('**/graphql', async (route, request) => {
      if (operationName(request) !== 'MachinePositions') return route.fallback();
      const response = await route.fetch();
      const json = await response.json();
      // The answer names assetId; the shaping works on a copy with `id`.
      const data = json.data.assetPositions.data as (Omit<Shaped, 'id'> & { assetId: number })[];
      const shaped = shapePositions(data.map((p) => ({ ...p, id: p.assetId })));
      json.data.assetPositions.data = shaped.map(({ id, ...p }) => ({ ...p, assetId: id }));
      return route.fulfill({ response, json });
    });
    await signInByApi(page, 'owner@nordbygg.example');
    await page.route('https://tiles.openfreemap.org/**', (route) => route.abort('internetdisconnected'));
    await page.goto('/map');
    await expect(page.getByTestId('map')).toHaveAttribute('data-map-state', 'ready', { timeout: 60_000 });
  },
  events: {
    // Another pile opened over an open one is the model tests' (a click like any other): the browser
    // opens piles from the closed map, which keeps its walks short.
    'pile.open': {
      twenty: offered(
        (s) => s.matches('closed'),
        OPEN_FROM_CLOSED,
        ({ page }) => openPile(page, 'twenty'),
      ),
      twentyOne: offered(
        (s) => s.matches('closed'),
        OPEN_FROM_CLOSED,
        ({ page }) => openPile(page, 'twentyOne'),
      ),
      yard: offered(
        (s) => s.matches('closed'),
        OPEN_FROM_CLOSED,
        ({ page }) => openPile(page, 'yard'),
      ),
    },
    'pile.list': {
      pressed: offered(
        (s) => s.matches('spread'),
        'only the spread offers the list',
        ({ page }) => card(page).getByRole('button', { name: 'Show as a list' }).click(),
      ),
    },
    'pile.spread': {
      pressed: offered(
        (s) => s.matches('list') && context(s)!.members.length <= 20,
        'only a listed pile that fits offers the spread',
        ({ page }) => card(page).getByRole('button', { name: 'Spread on the map' }).click(),
      ),
    },
    'pile.search': {
      volvo: typed('volvo'),
      nothing: typed('zzz'),
      cleared: typed(''),
    },
    'pile.more': {
      pressed: offered(
        (s) => s.matches('list') && matching(s).length > context(s)!.shown,
        '"Show more" shows while more match than are shown',
        ({ page }) => card(page).getByRole('button', { name: 'Show more' }).click(),
      ),
    },
    'pile.choose': {
      first: offered((s) => s.matches('spread') || (s.matches('list') && matching(s).length > 0), 'a marker or a row to choose', choose),
    },
    'pile.close': {
      closed: offered(isOpen, 'only an open pile closes', async ({ page, data }) => {
        // Escape and the close button take turns, so a walk closes both ways.
        data.closes = Number(data.closes ?? 0) + 1;
        if (Number(data.closes) % 2 === 1) await page.keyboard.press('Escape');
        else await card(page).getByRole('button', { name: 'Close' }).click();
      }),
    },
    'pile.zoomed': {
      // The wheel over the map's free left side: the zoom buttons may be under an open machine panel.
      zoomedOut: offered(
        (s) => s.matches('spread'),
        'the map stays at its deepest zoom but where a zoom folds a spread',
        async ({ page }) => {
          const box = (await page.getByTestId('map').boundingBox())!;
          await page.mouse.move(box.x + 420, box.y + box.height / 2);
          await page.mouse.wheel(0, 400);
        },
      ),
    },
  },
  effects: {
    'pile.choose': async ({ page, data }) => {
      await expect(page).toHaveURL(new RegExp(`assetId=${String(data.chosen)}$`));
      await expect(page.getByTestId('machine-panel')).toHaveAttribute('data-asset-id', String(data.chosen));
    },
  },
  screens: [
    {
      when: 'view:closed',
      check: async ({ page }) => {
        await expect(card(page)).toHaveCount(0);
        await expect(page.getByTestId('pile-spread')).toHaveCount(0);
      },
    },
    {
      when: 'view:spread',
      check: async ({ page }, expected) => {
        const { members } = context(expected)!;
        await expect(card(page)).toHaveAttribute('data-view', 'spread');
        await expect(card(page).getByRole('heading')).toHaveText(`${members.length} machines at this point`);
        await expect(markers(page)).toHaveCount(members.length);
        const labels = await markers(page).evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
        expect(labels).toEqual(members.map((m) => `${m.name} (${m.internalId})`));
      },
    },
    {
      when: 'view:list',
      check: async ({ page }, expected) => {
        const { members, query, shown } = context(expected)!;
        const wanted = matching(expected).slice(0, shown);
        await expect(card(page)).toHaveAttribute('data-view', 'list');
        await expect(page.getByTestId('pile-spread')).toHaveCount(0);
        await expect(card(page).getByRole('heading')).toHaveText(`${members.length} machines at this point`);
        await expect(card(page).getByRole('textbox')).toHaveValue(query);
        await expect(rows(page)).toHaveCount(wanted.length);
        const names = await rows(page).evaluateAll((els) => els.map((el) => el.querySelector('span + div > span')?.textContent ?? ''));
        expect(names).toEqual(wanted.map((m) => m.name));
        await expect(card(page).getByRole('status')).toHaveText(
          wanted.length === 0 ? 'No machine matches' : `${wanted.length} of ${matching(expected).length} shown`,
        );
      },
    },
  ],
});
