// The machine panel against the real server and the simulator's data: open a machine from the map
// and from the fleet, go back a week, play a session's track, read the events, and check that what
// the panel shows is what the API says for the same user.
import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import { sessionToken } from './accounts.ts';
import { clickRow, dataGrid, waitForRows } from './grid.ts';
import { signIn } from './helpers.ts';
import { PILE_OVERLAP_PX, worldPx } from '../../src/features/map/pile.ts';
import { todayIn } from '../../machines/format/clock.ts';
import { addDays, isoWeekStart } from '../../machines/weekNavigator/isoWeek.ts';
import { formatHours } from '../../machines/format/numbers.ts';

const OWNER = 'owner@nordbygg.example';
const INFORMATION_EVENTS = new Set(['ArtiqGeofenceEntry', 'ArtiqGeofenceExit', 'IgnitionOnHoliday', 'IgnitionOnNonWorkingHours']);

/**
 * The week `offsetWeeks` from the current one as the panel counts it: from today in the user's
 * profile zone (decision 0038), not the browser's or the test machine's.
 */
function weekOf(offsetWeeks: number, zone: string): { from: string; to: string } {
  const from = addDays(isoWeekStart(todayIn(zone)), 7 * offsetWeeks);
  return { from, to: addDays(from, 6) };
}
const fromDisplay = (text: string) => text.trim().replaceAll('/', '-');

interface Session {
  id: number;
  distanceMeters: number;
  runningType: string;
}
interface WeekUseAnswer {
  current: { engineHours: number; daysUsed: number };
  previous: { engineHours: number; daysUsed: number };
  machines: { rows: { median: { engineHours: number } }[] };
}
interface History {
  hasActivity: boolean;
  hoursInRangeFormatted: string;
  totalMachineHoursFormatted: string | null;
  days: { dayMachineTime: string }[];
}

async function api<T>(request: APIRequestContext, token: string, path: string, body?: unknown): Promise<T> {
  const headers = { authorization: `Bearer ${token}` };
  const res = body === undefined ? await request.get(`/api${path}`, { headers }) : await request.post(`/api${path}`, { headers, data: body });
  expect(res.status(), path).toBe(200);
  return (await res.json()).data as T;
}

async function openMap(page: Page) {
  await page.goto('/');
  await signIn(page, OWNER);
  await expect(page).toHaveURL(/\/map$/);
  await expect(page.getByTestId('map')).toHaveAttribute('data-map-state', 'ready', { timeout: 60_000 });
}

interface Position {
  assetId: number;
  lat: number;
  long: number;
}

/** The zoom a machine is shown alone at before it is clicked. */
const ALONE_ZOOM = 15;

/**
 * Brings the machine's dot into view on its own: above the bubbles' last zoom every machine is drawn
 * alone; the dot sits left of the middle, clear of the summary card and of where the panel opens.
 * Answers where to click, or null when another machine's dot is within the pick radius (4 px) or
 * close enough to make a pile (PILE_OVERLAP_PX between centres, the map's own rule).
 */
async function showAlone(page: Page, m: Position): Promise<{ x: number; y: number } | null> {
  const box = (await page.getByTestId('map').boundingBox())!;
  await page.evaluate(({ m, dx, zoom }) => window.__sitelineMap!.map.easeTo({ center: [m.long, m.lat], zoom, offset: [dx, 0], duration: 0 }), {
    m,
    dx: -Math.round(box.width / 5),
    zoom: ALONE_ZOOM,
  });
  const pickAt = () =>
    page.evaluate(
      ({ m, overlap }) => {
        const { map, overlay } = window.__sitelineMap!;
        if (map.isMoving()) return 'moving';
        const { x, y } = map.project([m.long, m.lat]);
        // A dot another overlaps opens the pile instead (mapPile.spec.ts): only a dot standing alone.
        const neighbour = (window.__sitelineMachineItems ?? []).some((i) => {
          if (i.kind !== 'machine' || i.machine.assetId === m.assetId) return false;
          const d = map.project([i.machine.long, i.machine.lat]);
          return Math.hypot(d.x - x, d.y - y) <= overlap;
        });
        const alone =
          !neighbour && [0, 4].every((radius) => (overlay.pickObject({ x, y, radius })?.object as { assetId?: number } | undefined)?.assetId === m.assetId);
        return alone ? { x, y } : 'not alone';
      },
      { m, overlap: PILE_OVERLAP_PX },
    );
  // The machines layer follows the view once the move has ended.
  let answer: Awaited<ReturnType<typeof pickAt>> = 'moving';
  for (let i = 0; i < 20 && typeof answer === 'string'; i++) {
    await page.waitForTimeout(250);
    answer = await pickAt();
  }
  return typeof answer === 'string' ? null : { x: box.x + answer.x, y: box.y + answer.y };
}

const panel = (page: Page) => page.getByTestId('machine-panel');

test('from the map: last week’s hours and sessions, a track played back, weeks switched, the events read', async ({ page, request }) => {
  test.setTimeout(420_000);
  await openMap(page);
  const token = await sessionToken(page);
  const { timezoneId: zone } = await api<{ timezoneId: string }>(request, token, '/common/v1/profile');
  const lastWeek = weekOf(-1, zone);

  const workedLastWeek = async (id: number) => {
    const history = await api<History>(request, token, `/web/v1/assets/${id}/history?StartDateMachineTime=${lastWeek.from}&EndDateMachineTime=${lastWeek.to}`);
    if (!history.days.length) return null;
    const { items } = await api<{ items: Session[] }>(
      request,
      token,
      `/web/v1/assets/${id}/sessions?fromMachineTime=${lastWeek.from}&toMachineTime=${lastWeek.to}`,
    );
    return items.some((s) => s.distanceMeters > 0) ? { history, sessions: items } : null;
  };

  // Click a machine that moved last week on the map (the simulator gives most machines working
  // days). Machines parked on the same spot share a dot: such a machine is skipped.
  const positions = await api<Position[]>(request, token, '/web/v1/assets/positions');
  // Only dots that stand alone at the zoom showAlone uses (the map's pile rule, in world pixels):
  // trying a piled one costs seconds of map moves for nothing.
  const at15 = positions.map((p) => ({ p, px: worldPx(p, ALONE_ZOOM) }));
  const standAlone = at15
    .filter(({ p, px }) => at15.every((o) => o.p === p || Math.hypot(o.px.x - px.x, o.px.y - px.y) > PILE_OVERLAP_PX + 2))
    .map(({ p }) => p);
  let chosen: { assetId: number; history: History; sessions: Session[] } | undefined;
  for (const candidate of standAlone.slice(0, 80)) {
    const worked = await workedLastWeek(candidate.assetId);
    if (!worked) continue;
    const at = await showAlone(page, candidate);
    if (!at) continue;
    await page.mouse.click(at.x, at.y);
    await expect(page).toHaveURL(new RegExp(`/map\\?assetId=${candidate.assetId}$`));
    chosen = { assetId: candidate.assetId, ...worked };
    break;
  }
  expect(chosen, 'a machine on the map that moved last week').toBeDefined();
  const { assetId, history, sessions } = chosen!;
  await expect(panel(page)).toBeVisible();
  await expect(panel(page)).toHaveAttribute('data-asset-id', String(assetId));

  // The map's default is Details, the first tab; the tabs keep the spec's order (Service: the owner has access:service).
  expect(
    await panel(page)
      .getByRole('tab')
      .evaluateAll((tabs) => tabs.map((t) => t.getAttribute('data-tab'))),
  ).toEqual(['details', 'service', 'history', 'telematics', 'inputs', 'events']);
  await expect(panel(page).getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
  await panel(page).getByRole('tab', { name: 'History' }).click();
  await expect(panel(page).getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');

  // The current week: next and current-week are off.
  const navigator = panel(page).getByTestId('week-navigator');
  await expect(navigator).toHaveAttribute('data-week', weekOf(0, zone).from);
  await expect(navigator.getByRole('button', { name: 'Next week' })).toBeDisabled();
  await expect(navigator.getByRole('button', { name: 'Current week' })).toBeDisabled();

  // Last week: the hours and the sessions the API reports.
  await navigator.getByRole('button', { name: 'Previous week' }).click();
  await expect(navigator).toHaveAttribute('data-week', lastWeek.from);
  await expect(navigator.getByRole('button', { name: 'Next week' })).toBeEnabled();
  const tab = panel(page).getByTestId('history-tab');
  await expect(tab).toHaveAttribute('data-view', 'ready');
  await expect(panel(page).getByTestId('hours-in-range')).toHaveText(history.hoursInRangeFormatted);
  // The total is the machine's hours now: the simulator keeps the machine running while the test
  // reads, so the screen may be a tick past the API's answer (at most a few tenths of an hour).
  if (history.totalMachineHoursFormatted) {
    // The screen groups thousands ('13,360.3 h', decision 0037); the API's English text does not.
    const shown = parseFloat(((await panel(page).getByTestId('total-machine-hours').textContent()) ?? '').replaceAll(',', ''));
    const read = parseFloat(history.totalMachineHoursFormatted);
    expect(shown).toBeGreaterThanOrEqual(read);
    expect(shown - read).toBeLessThan(0.5);
  }
  await expect(panel(page).getByTestId('history-day')).toHaveCount(history.days.length);
  const cardIds = new Set(
    await panel(page)
      .getByTestId('session-card')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-session-id'))),
  );
  expect([...cardIds].sort()).toEqual(sessions.map((s) => String(s.id)).sort());

  // The week's use: the dashboard's benchmark for this machine and week (the same call, the same figures).
  const use = await api<WeekUseAnswer>(request, token, '/web/v1/analytics/benchmark', { fromDay: lastWeek.from, toDay: lastWeek.to, assetIds: [assetId] });
  const useTable = panel(page).getByRole('region', { name: 'Use this week' }).getByRole('table');
  const useRow = (figure: string) =>
    useTable
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: figure, exact: true }) })
      .getByRole('cell');
  await expect(useRow('Engine hours')).toHaveText([
    formatHours(use.current.engineHours, 'en'),
    formatHours(use.machines.rows[0].median.engineHours, 'en'),
    formatHours(use.previous.engineHours, 'en'),
  ]);
  await expect(useRow('Days used')).toHaveText([String(use.current.daysUsed), '–', String(use.previous.daysUsed)]);
  expect(use.current.engineHours, 'the week the tab shows had engine time').toBeGreaterThan(0);

  // Days ordered To day (last first) by default; From day turns them around.
  const dayOrder = () =>
    panel(page)
      .getByTestId('history-day')
      .evaluateAll((days) => days.map((d) => d.getAttribute('data-day')));
  const apiDays = history.days.map((d) => d.dayMachineTime);
  expect(await dayOrder()).toEqual([...apiDays].reverse());
  await panel(page).getByRole('radio', { name: 'From day' }).click();
  expect(await dayOrder()).toEqual(apiDays);

  // A session that moved: its card toggles the selection and the track shows it.
  const moved = sessions.find((s) => s.distanceMeters > 0)!;
  const card = panel(page).locator(`[data-testid="session-card"][data-session-id="${moved.id}"]`).first();
  await card.click();
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  await expect(panel(page).getByTestId('track-section')).toHaveAttribute('data-view', 'track', { timeout: 60_000 });
  await expect(panel(page).getByTestId('track-section').getByRole('heading')).toHaveText(/^Session /);
  const trackMap = panel(page).getByTestId('track-map');
  await expect(trackMap).toHaveAttribute('data-map-state', 'ready', { timeout: 120_000 });
  const points = Number(await trackMap.getAttribute('data-point-count'));
  expect(points).toBeGreaterThan(1);
  await expect(trackMap).toHaveAttribute('data-layers', 'track-heatmap track-path track-ends track-playback');

  // Playback: one position per second; the slider pauses; steps move by one. Skipping parked time
  // (on by default) is turned off first: a step would jump a parked stretch of whichever session the
  // demo fleet's day gives.
  const playback = panel(page).getByTestId('playback');
  await expect(playback).toHaveAttribute('data-count', String(points));
  const skipParked = playback.getByTestId('skip-parked');
  if (await skipParked.isEnabled()) {
    await skipParked.click();
    await expect(skipParked).toHaveAttribute('aria-checked', 'false');
  }
  await playback.getByRole('button', { name: 'Play' }).click();
  await expect(playback).toHaveAttribute('data-playing', 'true');
  await expect.poll(async () => Number(await playback.getAttribute('data-index')), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  await playback.getByRole('slider').press('ArrowRight');
  await expect(playback).toHaveAttribute('data-playing', 'false');
  const at = Number(await playback.getAttribute('data-index'));
  await playback.getByRole('button', { name: 'Step forward' }).click();
  await expect(playback).toHaveAttribute('data-index', String(at + 1));
  await playback.getByRole('button', { name: 'Step back' }).click();
  await playback.getByRole('button', { name: 'Step back' }).click();
  await expect(playback).toHaveAttribute('data-index', String(at - 1));
  await playback.getByRole('button', { name: 'Reset' }).click();
  await expect(playback).toHaveAttribute('data-index', '0');

  // The card toggles back: the whole week's track.
  await card.click();
  await expect(card).toHaveAttribute('aria-pressed', 'false');
  await expect(panel(page).getByTestId('track-section').getByRole('heading')).toHaveText('Track of the week');

  // Back to the current week with the button.
  await navigator.getByRole('button', { name: 'Current week' }).click();
  await expect(navigator).toHaveAttribute('data-week', weekOf(0, zone).from);

  // Events: the default range is the 7 days back to today; the cards are the API's, with their icons.
  await panel(page).getByRole('tab', { name: 'Events' }).click();
  const events = panel(page).getByTestId('events-tab');
  await expect(events).toHaveAttribute('data-view', /list|empty/);
  const from = fromDisplay(await events.getByLabel('From date').inputValue());
  const to = fromDisplay(await events.getByLabel('To date').inputValue());
  const today = todayIn(zone);
  expect(to).toBe(today);
  expect(from).toBe(addDays(today, -7));
  const page0 = await api<{ items: { eventName: string; header: string }[]; total: number }>(request, token, `/web/v1/assets/${assetId}/events`, {
    fromUserTime: from,
    toUserTime: to,
    offset: 0,
    limit: 100,
  });
  if (page0.items.length === 0) {
    await expect(events.getByText('No event log data available')).toBeVisible();
  } else {
    const cards = events.getByTestId('event-card');
    await expect(cards).toHaveCount(page0.items.length);
    await expect(cards.first()).toContainText(page0.items[0].header);
    const shown = await cards.evaluateAll((els) => els.map((e) => [e.getAttribute('data-event-name'), e.getAttribute('data-icon')]));
    for (const [name, icon] of shown) expect(icon, name!).toBe(INFORMATION_EVENTS.has(name!) ? 'information' : 'alert');
  }
  // An empty bound loads nothing.
  await events.getByLabel('From date').fill('');
  await expect(events).toHaveAttribute('data-view', 'noRange');
  await expect(events.getByTestId('event-card')).toHaveCount(0);

  // The map remembers Events; closing removes assetId.
  await page.reload();
  await expect(panel(page)).toHaveAttribute('data-active-tab', 'events');
  await panel(page).getByRole('button', { name: 'Close machine panel' }).click();
  await expect(page).toHaveURL(/\/map$/);
  await expect(panel(page)).toHaveCount(0);
});

test('from the fleet: a row opens the panel, the fleet remembers its own tab, and on a phone it is a full-screen sheet', async ({ page, request }) => {
  test.setTimeout(180_000);
  await page.goto('/?returnUrl=%2Ffleet');
  await signIn(page, OWNER);
  await expect(page).toHaveURL(/\/fleet$/);
  const grid = dataGrid(page, '/fleet');
  await waitForRows(grid);
  await clickRow(page, grid, 0);
  await expect(page).toHaveURL(/\/fleet\?assetId=\d+$/);
  const assetId = Number(new URL(page.url()).searchParams.get('assetId'));
  await expect(panel(page)).toHaveAttribute('data-asset-id', String(assetId));
  await expect(panel(page)).toHaveAttribute('data-active-tab', 'details');

  // The header names the machine the row is.
  const token = await sessionToken(page);
  const fleet = await api<{ data: { name: string; internalId: string }[] }>(request, token, '/web/v1/assets/assets', {
    start: 0,
    limit: 1,
    filterExpressions: [{ fieldName: 'id', value: assetId, filterFunction: 'eq' }],
  });
  await expect(panel(page).getByTestId('machine-panel-title')).toHaveText(fleet.data[0].name);

  // Telematics: the unit's fields, battery as a bar; or the spec's empty text.
  await panel(page).getByRole('tab', { name: 'Telematics' }).click();
  const unit = await api<{ batteryLevel: number | null; deviceSerialNumber: string } | null>(request, token, `/web/v1/assets/${assetId}/telematics`);
  if (unit) {
    await expect(panel(page).getByTestId('telematics-tab')).toContainText(unit.deviceSerialNumber);
    if (unit.batteryLevel !== null) await expect(panel(page).getByTestId('battery-level')).toHaveText(`${Math.round(unit.batteryLevel)} %`);
  } else {
    await expect(panel(page).getByText('No telematics data available')).toBeVisible();
  }

  // Inputs: the five states and last week's battery chart.
  await panel(page).getByRole('tab', { name: 'Inputs' }).click();
  await panel(page).getByTestId('week-navigator').getByRole('button', { name: 'Previous week' }).click();
  await expect(panel(page).getByTestId('inputs-tab')).toHaveAttribute('data-view', /ready|empty/);
  await expect(panel(page).getByTestId('input-state')).toHaveCount(5);

  // The fleet remembers Inputs; the map keeps its own choice.
  await page.reload();
  await expect(panel(page)).toHaveAttribute('data-active-tab', 'inputs');
  await page.goto(`/telematics?assetId=${assetId}`);
  await expect(panel(page)).toHaveAttribute('data-active-tab', 'telematics');

  // A phone: the panel covers the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/fleet?assetId=${assetId}`);
  const box = (await panel(page).boundingBox())!;
  expect(box).toEqual({ x: 0, y: 0, width: 390, height: 844 });
  await panel(page).getByRole('button', { name: 'Close machine panel' }).click();
  await expect(page).toHaveURL(/\/fleet$/);
});
