// The machine panel's Events tab replayed in the browser as Nordbygg's owner, on /fleet with a real
// machine's panel open on Events and the page's clock fixed on the model's Wednesday (2026-11-25),
// so the default range is 2026-11-18 … 2026-11-25. Every page (PanelEvents) is held and answered at
// the browser boundary: the model's page sizes (ids numbered from the request's offset, so the list
// keeps distinct cards), its 500 and its "no data" (code 106). A range is typed into the two date
// fields, From first: each typed field is a range of its own for the tab, so the loads asked for
// on the way are let go (no one reads them), and only the last range's load is the path's.
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { askedBy, firstLoadHeld, heldCount } from '../../e2e/replay/kit.ts';
import { openPanel } from '../../e2e/replay/panel.ts';
import { defineUi, meshError, offered, type UiContext, type UiStep } from '../kit/ui.ts';
import { eventItems, eventLogEvents, eventLogModel, TODAY } from './eventLog.model.ts';
import type { DateRange } from '../../../machines/eventLog/eventLog.types.ts';

const tab = (page: Page) => page.getByTestId('events-tab');
const field = (page: Page, bound: 'From' | 'To') => tab(page).getByRole('textbox', { name: `${bound} date`, exact: true });
const slashes = (day: string) => day.replaceAll('-', '/');
/** Both bounds are dates and the start is not after the end (the spec's rule, written out). */
const complete = (r: DateRange) => /^\d{4}-\d{2}-\d{2}$/.test(r.from) && /^\d{4}-\d{2}-\d{2}$/.test(r.to) && r.from <= r.to;
const ctx = (s: AnyMachineSnapshot) => s.context as { range: DateRange; items: unknown[]; exhausted: boolean; error: unknown };

/** The model's page of `size` items, numbered from the request's offset. */
const answer = (size: number): UiStep => ({
  call: { kind: 'shape', shape: (_json, _ui, body) => ({ data: { assetEvents: { data: { items: eventItems(size, body.variables.input.offset) } } } }) },
});

const typeRange =
  (fixture: keyof (typeof eventLogEvents)['events.rangeChanged']) =>
  async (ui: UiContext): Promise<void> => {
    const target = eventLogEvents['events.rangeChanged'][fixture].range;
    let range = { ...ctx(ui.before!).range };
    let stale = ui.before!.hasTag('view:loading') || ui.before!.hasTag('busy') ? 1 : 0;
    let asked = 0;
    const start = heldCount(ui, 'loadEvents');
    for (const [bound, key] of [
      ['From', 'from'],
      ['To', 'to'],
    ] as const) {
      if (range[key] === target[key]) continue;
      range = { ...range, [key]: target[key] };
      const fill = () => field(ui.page, bound).fill(target[key] ? slashes(target[key]) : '');
      // A complete range asks at once; its request is held before the other field is typed.
      if (complete(range)) {
        await askedBy(ui, 'loadEvents', fill);
        asked++;
      } else await fill();
    }
    expect(heldCount(ui, 'loadEvents')).toBe(start + asked);
    stale += complete(range) ? asked - 1 : asked;
    for (let i = 0; i < stale; i++) await ui.settle('loadEvents', { kind: 'abort' }).catch(() => {});
  };
/** The browser sends nothing for a range the fields already hold. */
const otherRange = (fixture: keyof (typeof eventLogEvents)['events.rangeChanged']) => (s: AnyMachineSnapshot) => {
  const target = eventLogEvents['events.rangeChanged'][fixture].range;
  return ctx(s).range.from !== target.from || ctx(s).range.to !== target.to;
};
const SAME = 'the fields already hold that range: typing it again sends nothing (the reload is the model’s alone)';

export default defineUi(eventLogModel, {
  start: async (ui) => {
    await ui.page.clock.setFixedTime(new Date(`${TODAY}T12:00:00Z`));
    await openPanel(ui.page, '/fleet', 'Events');
    await expect(tab(ui.page)).toBeVisible();
    await firstLoadHeld(ui, 'loadEvents');
  },
  calls: { loadEvents: { graphql: 'PanelEvents' } },
  events: {
    'events.rangeChanged': {
      lastMonth: offered(otherRange('lastMonth'), SAME, typeRange('lastMonth')),
      noStart: offered(otherRange('noStart'), SAME, typeRange('noStart')),
      reversed: offered(otherRange('reversed'), SAME, typeRange('reversed')),
    },
    'events.loadMore': {
      // The list asks for its next page when its end scrolls into view.
      scrolled: offered(
        (s) => s.matches('ready') && !ctx(s).exhausted && ctx(s).items.length % 100 === 0,
        'the list asks for more only after whole pages (its end then shows Load more events)',
        (ui) => askedBy(ui, 'loadEvents', () => tab(ui.page).getByRole('button', { name: 'Load more events' }).scrollIntoViewIfNeeded()),
      ),
    },
    'events.retry': {
      pressed: offered(
        (s) => s.matches('failed') || s.matches('moreFailed'),
        'Retry now shows only under a failed load',
        (ui) => askedBy(ui, 'loadEvents', () => tab(ui.page).getByRole('button', { name: 'Retry now' }).click()),
      ),
    },
    'xstate.done.actor.loadEvents': { full: answer(100), short: answer(3), none: answer(0) },
    'xstate.error.actor.loadEvents': { failed: meshError(500, 500, 'Internal server error'), noData: meshError(404, 106, 'No data') },
  },
  screens: [
    {
      when: () => true,
      check: async ({ page }, expected) => {
        const { range } = ctx(expected);
        await expect(field(page, 'From')).toHaveValue(range.from ? slashes(range.from) : '');
        await expect(field(page, 'To')).toHaveValue(range.to ? slashes(range.to) : '');
      },
    },
    { when: 'view:loading', check: ({ page }) => expect(tab(page).getByText('Loading events')).toBeVisible() },
    {
      when: 'view:noRange',
      check: async ({ page }, expected) => {
        const { range } = ctx(expected);
        const text =
          range.from && range.to ? 'The start date is after the end date.' : 'Choose a start and an end date (the end date is included) to see the event log.';
        await expect(tab(page).getByTestId('panel-empty')).toHaveText(text);
      },
    },
    { when: 'view:empty', check: ({ page }) => expect(tab(page).getByTestId('panel-empty')).toHaveText('No event log data available') },
    {
      when: 'view:error',
      check: async ({ page }) => {
        await expect(tab(page).getByRole('alert')).toContainText('Internal server error');
        await expect(tab(page).getByRole('button', { name: 'Retry now' })).toBeVisible();
      },
    },
    {
      when: 'view:list',
      check: async ({ page }, expected) => {
        const { items, exhausted } = ctx(expected);
        await expect(tab(page).getByTestId('event-card')).toHaveCount(items.length);
        const failed = expected.matches('moreFailed');
        await expect(tab(page).getByRole('alert')).toHaveCount(failed ? 1 : 0);
        if (failed) await expect(tab(page).getByRole('button', { name: 'Retry now' })).toBeVisible();
        const more = expected.matches('ready') && !exhausted && items.length % 100 === 0;
        await expect(tab(page).getByRole('button', { name: 'Load more events' })).toHaveCount(more ? 1 : 0);
      },
    },
  ],
});
