// One clock (issue 26, decision 0038): a user whose profile zone is Europe/Stockholm sees the same
// times and the same "today" whatever zone the browser is in: UTC, Stockholm itself, and two zones
// on either side of the date line (one of them is always on another calendar day than Stockholm, so
// "today" taken from the browser would show). Checked on the map's hover card, the machine panel,
// Admin → Users, the places grid and the History week, in Swedish, against times computed here.
// Screenshots of the UTC browser go to /tmp (never committed).
import { expect, test, type APIRequestContext, type Browser, type Page } from './fixtures.ts';
import { createActiveUser, apiLogin } from './accounts.ts';
import { dataGrid, waitForRows } from './grid.ts';
import { signIn } from './helpers.ts';
import { mapReady } from './replay/placeMap.ts';
import { formatDateTime, todayIn } from '../../machines/format/clock.ts';
import { isoWeekStart } from '../../machines/weekNavigator/isoWeek.ts';
import { distanceMeters } from '../../server/src/telemetry/geo.ts';

const USER_ZONE = 'Europe/Stockholm';
const BROWSER_ZONES = ['UTC', 'Europe/Stockholm', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'];
const SWEDISH = 2;
/** No other machine this close: alone on the map at the zoom the test looks at. */
const ALONE_M = 200;

/** The text of glide's accessible table, row by row (the canvas grid's cells as a screen reader reads them). */
async function gridRows(page: Page, path: string): Promise<string[][]> {
  const grid = dataGrid(page, path);
  await waitForRows(grid);
  return grid.locator('table[role="grid"] tbody tr').evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent ?? '')));
}

interface Seen {
  tooltip: string;
  panelPosition: string;
  lastLogin: string;
  /** The API's last web login, in the user's zone. */
  lastLoginExpected: string;
  validFrom: string[];
  week: string;
  /** The day the date field's calendar marks as today. */
  calendarToday: string;
}

async function look(
  browser: Browser,
  timezoneId: string,
  user: { email: string; password: string },
  headers: Record<string, string>,
  machine: { assetId: number; lat: number; long: number },
): Promise<Seen> {
  const context = await browser.newContext({ timezoneId, viewport: { width: 1400, height: 860 }, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  try {
    await page.goto('/');
    await signIn(page, user.email, user.password);
    await mapReady(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    // The hover card of the machine, close enough that it is a dot of its own.
    await page.evaluate(([lng, lat]) => window.__sitelineMap!.map.jumpTo({ center: [lng, lat], zoom: 18 }), [machine.long, machine.lat]);
    await expect
      .poll(() => page.evaluate((id) => window.__sitelineMachineItems?.some((i) => i.kind === 'machine' && i.machine.assetId === id), machine.assetId))
      .toBe(true);
    const box = (await page.getByTestId('map').boundingBox())!;
    const dot = await page.evaluate(([lng, lat]) => window.__sitelineMap!.map.project([lng, lat]), [machine.long, machine.lat]);
    await page.mouse.move(box.x + dot.x, box.y + dot.y);
    const tooltip = (await page.getByTestId('machine-tooltip').textContent()) ?? '';
    if (timezoneId === 'UTC') await page.screenshot({ path: '/tmp/clock-map-desktop.png' });

    // The machine panel's last position and the week History opens on: a click on the dot opens it
    // on the same map (a new page would load the map, and its WebGL programs, again).
    await page.mouse.click(box.x + dot.x, box.y + dot.y);
    await expect(page).toHaveURL(new RegExp(`[?&]assetId=${machine.assetId}(&|$)`));
    const position = page.getByTestId('machine-panel-position');
    await expect(position).toHaveText(/\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/);
    const panelPosition = (await position.textContent()) ?? '';
    await page.getByTestId('machine-panel').getByRole('tab', { name: 'Historik' }).click();
    const navigator = page.getByTestId('week-navigator');
    await expect(navigator).toHaveAttribute('data-week', /\d{4}-\d{2}-\d{2}/);
    const week = (await navigator.getAttribute('data-week')) ?? '';
    // The calendar of a date field marks the user's today, not the browser's.
    await page.getByTestId('machine-panel').getByRole('tab', { name: 'Händelser' }).click();
    await page.getByTestId('machine-panel').getByRole('button', { name: 'Öppna kalendern' }).first().click();
    const calendarToday = (await page.locator('.siteline-calendar [data-today="true"]').getAttribute('data-day')) ?? '';
    await page.keyboard.press('Escape');

    await page.goto('/admin/users');
    let lastLogin = '';
    await expect
      .poll(async () => {
        const mine = (await gridRows(page, '/admin/users')).find((cells) => cells.some((c) => c === user.email)) ?? [];
        lastLogin = mine.find((c) => /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/.test(c)) ?? '';
        return lastLogin;
      })
      .not.toBe('');
    const listed = (await (await page.request.post('/api/web/v1/users/users', { headers, data: { limit: 100, textSearch: user.email } })).json()).data.data as {
      email: string;
      lastWebLogin: string | null;
    }[];
    const lastLoginExpected = formatDateTime(listed.find((u) => u.email === user.email)?.lastWebLogin, USER_ZONE);
    if (timezoneId === 'UTC') await page.screenshot({ path: '/tmp/clock-users-desktop.png' });

    await page.goto('/places');
    // glide fills its accessible table a frame or two after the rows are ready.
    let validFrom: string[] = [];
    await expect
      .poll(async () => {
        validFrom = (await gridRows(page, '/places')).flatMap((cells) => cells.filter((c) => /^\d{4}\/\d{2}\/\d{2}/.test(c)));
        return validFrom.length;
      })
      .toBeGreaterThan(0);
    if (timezoneId === 'UTC') {
      await page.screenshot({ path: '/tmp/clock-places-desktop.png' });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: '/tmp/clock-places-phone.png' });
    }
    return { tooltip, panelPosition, lastLogin, lastLoginExpected, validFrom, week, calendarToday };
  } finally {
    await context.close();
  }
}

/** A new Admin whose profile reads Swedish in Stockholm's zone, and a machine whose last position is a while ago. */
async function stockholmAdmin(request: APIRequestContext) {
  const user = await createActiveUser(request, 'clock', { firstName: 'Klara', lastName: 'Klocksson' }, undefined, 1);
  const headers = { authorization: `Bearer ${await apiLogin(request, user.email, user.password)}` };
  const profile = (await (await request.get('/api/common/v1/profile', { headers })).json()).data;
  const saved = await request.put('/api/common/v1/profile', {
    headers,
    data: { firstName: profile.firstName, lastName: profile.lastName, jobTitle: profile.jobTitle, languageId: SWEDISH, timezoneId: USER_ZONE },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const positions = (await (await request.get('/api/web/v1/assets/positions', { headers })).json()).data as {
    assetId: number;
    name: string;
    lat: number;
    long: number;
    assetTime: string;
  }[];
  // A click on machines that share a spot opens the pile (a list) instead of the panel: the machine
  // looked at is one whose nearest neighbour is farthest off, last seen a while ago where one is.
  const nearest = new Map(positions.map((p) => [p, Math.min(...positions.filter((o) => o !== p).map((o) => distanceMeters(p.lat, p.long, o.lat, o.long)))]));
  const byIsolation = [...positions].sort((a, b) => nearest.get(b)! - nearest.get(a)!);
  const machine = byIsolation.find((p) => nearest.get(p)! > ALONE_M && Date.now() - Date.parse(p.assetTime) > 3_600_000) ?? byIsolation[0];
  return { user, headers, machine, positions };
}

// One test a browser zone, each against the times computed here in the user's zone: so every browser
// sees what the Stockholm browser sees.
for (const zone of BROWSER_ZONES) {
  test(`a Stockholm user in a browser in ${zone} sees Stockholm's times and today`, async ({ browser, request }) => {
    test.setTimeout(240_000);
    const { user, headers, machine, positions } = await stockholmAdmin(request);
    const s = await look(browser, zone, user, headers, machine);
    // The demo machines report live (every 15 minutes): a time shown is the one read before the look
    // or a newer one read after it.
    const later = (await (await request.get('/api/web/v1/assets/positions', { headers })).json()).data as typeof positions;
    const timesOf = (assetId: number) =>
      [positions, later].flatMap((list) => list.filter((p) => p.assetId === assetId).map((p) => formatDateTime(p.assetTime, USER_ZONE)));
    const shownTime = (text: string) => /\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/.exec(text)?.[0];
    // Machines side by side may share the pointer's spot: the card names the one it shows.
    const hovered = positions.filter((p) => s.tooltip.startsWith(p.name)).sort((a, b) => b.name.length - a.name.length)[0];
    expect(hovered, s.tooltip).toBeDefined();
    expect(timesOf(hovered.assetId), s.tooltip).toContain(shownTime(s.tooltip));
    expect(timesOf(machine.assetId), s.panelPosition).toContain(shownTime(s.panelPosition));
    expect(s.week).toBe(isoWeekStart(todayIn(USER_ZONE)));
    expect(s.calendarToday).toBe(todayIn(USER_ZONE));
    expect(s.lastLogin).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/);
    expect(s.lastLogin).toBe(s.lastLoginExpected);
    // Contract days, without a time of day.
    expect(s.validFrom.length).toBeGreaterThan(0);
    for (const day of s.validFrom) expect(day).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
  });
}

/** The latest Sunday 22:00 in Stockholm before now: Monday 11:00 in Kiritimati (UTC+14). */
function lastSundayEvening(): number {
  const hour = 3_600_000;
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: USER_ZONE, weekday: 'short', hour: '2-digit', hourCycle: 'h23' });
  for (let t = Math.floor(Date.now() / hour) * hour - hour; ; t -= hour) {
    const p = parts.formatToParts(t);
    if (p.find((x) => x.type === 'weekday')?.value === 'Sun' && p.find((x) => x.type === 'hour')?.value === '22') return t;
  }
}

// History's days are machine time (the spec's EndDateMachineTime): a machine whose zone is already in
// Monday while its Stockholm user is still in Sunday opens History on its own, new week; Inputs, read
// in the user's zone, stays on the user's week.
test('History opens on the machine’s current week, Inputs on the user’s', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const MACHINE_ZONE = 'Pacific/Kiritimati';
  const owner = { authorization: `Bearer ${await apiLogin(request, 'owner@nordbygg.example')}` };
  const { user, positions } = await stockholmAdmin(request);
  let details: ({ id: number; readonlyFieldNames: string[] } & Record<string, unknown>) | undefined;
  for (const { assetId } of positions.slice(0, 20)) {
    const d = (await (await request.get(`/api/web/v1/assets/${assetId}`, { headers: owner })).json()).data;
    if (d.readonlyFieldNames.length === 0) {
      details = d;
      break;
    }
  }
  expect(details, 'a machine whose details are not held by an integration').toBeDefined();
  const put = (body: object) => request.put(`/api/web/v1/assets/${details!.id}`, { headers: owner, data: body });
  const moved = await put({ ...details, timezone: MACHINE_ZONE, automaticTimeZoneEnabled: false });
  expect(moved.status(), await moved.text()).toBe(200);
  const sunday = lastSundayEvening();
  const machineWeek = isoWeekStart(todayIn(MACHINE_ZONE, sunday));
  const userWeek = isoWeekStart(todayIn(USER_ZONE, sunday));
  expect(machineWeek).not.toBe(userWeek);
  const context = await browser.newContext({ timezoneId: USER_ZONE, viewport: { width: 1400, height: 860 }, baseURL: test.info().project.use.baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await signIn(page, user.email, user.password);
    await expect(page).toHaveURL(/\/map/);
    // Signed in now; the page opened next lives on that Sunday evening.
    await page.clock.setFixedTime(sunday);
    await page.goto(`/map?assetId=${details!.id}`);
    const panel = page.getByTestId('machine-panel');
    await panel.getByRole('tab', { name: 'Historik' }).click();
    // The tab learns the machine's zone from its first answer and starts again on that week: under CI's
    // load that answer alone has taken most of the default 15 s.
    await expect(panel.getByTestId('week-navigator')).toHaveAttribute('data-week', machineWeek, { timeout: 30_000 });
    await panel.getByRole('tab', { name: 'Ingångar' }).click();
    await expect(panel.getByTestId('week-navigator')).toHaveAttribute('data-week', userWeek);
  } finally {
    await context.close();
    expect((await put(details!)).status()).toBe(200);
  }
});
