// Replays one generated path of a machine in Chromium against the real server: `start` brings the
// page to the machine's initial state, each step is performed as its UI declaration says (a user
// action, a held request released or failed, the clock moved by the spec's delay), and after every
// step the screens declared for the snapshot must show. The snapshot is the machine's own, run
// alongside in this process with the same events (its invoked actors held, its clock simulated):
// the graph's vertex fixes only the projected context, the live actor also knows, say, the exact
// error message the path's history left on screen.
import type { Page } from '@playwright/test';
import { SimulatedClock, type AnyMachineSnapshot } from 'xstate';
import { fixtureNames, specDelayMs, type FixtureName, type ModelGraph, type ModelPath, type PathStep } from '../../flows/kit/model.ts';
import { assertSameVertex, startDriver } from '../../flows/kit/replay.ts';
import type { MachineUi, UiContext, UiScreen, UiStep } from '../../flows/kit/ui.ts';
import { screenApplies } from '../../flows/kit/uiCover.ts';
import { CallGate, operationName } from './calls.ts';

export async function replayInBrowser(page: Page, { model, ui }: MachineUi, graph: ModelGraph, path: ModelPath): Promise<void> {
  const gate = new CallGate(page, ui.calls ?? {});
  const context: UiContext = {
    page,
    variant: graph.variant,
    data: {},
    labels: path.labels,
    settle: (actor, outcome) => gate.settle(actor, outcome, context),
    requests: gate.log,
    pending: (actor) => gate.pending(actor),
  };
  const names = fixtureNames(model);
  const clock = new SimulatedClock();
  const live = startDriver(graph, { advanceTime: (ms) => clock.increment(ms), clock });
  /** The live actor's snapshot after a step, checked against the graph's vertex. */
  const expected = (step: PathStep) => {
    const snapshot = live.actor.getSnapshot();
    assertSameVertex(model, step.state, snapshot);
    return { ...step, state: snapshot };
  };
  await gate.install();
  if (process.env.REPLAY_DEBUG) logTraffic(page);
  const isDelay = (i: number) => path.steps[i]?.label.startsWith('after:') ?? false;
  // For a machine with delays the clock stands still from the path's first snapshot and moves only
  // by the spec's durations: a pending delay must neither fire while the replay is slow (a path that
  // never lets it elapse) nor a millisecond early, whatever the real time spent. It runs while
  // `start` opens the screen: React reveals a resolved Suspense boundary (the lazy app shell) on a
  // timer, so a clock paused from the first load never shows the page.
  const timed = Object.keys(model.events).some((type) => type.startsWith('xstate.after.'));
  if (timed) await page.clock.install();

  try {
    const begun = Date.now();
    await ui.start(context);
    if (timed) await pauseSoon(page);
    let before = expected(path.steps[0]);
    await checkScreens(ui.screens, context, before, 0);
    if (process.env.REPLAY_DEBUG) console.log(`  0 start: ${Date.now() - begun} ms`);
    for (let i = 1; i < path.steps.length; i++) {
      const step = path.steps[i];
      const started = Date.now();
      const action = stepOf(ui.events, names.get(step.event), step);
      context.before = before.state;
      if (isDelay(i)) {
        const ms = specDelayMs(model, step.event.type, before.state);
        // The call settled just before is answered, but the page may not have handled the answer
        // yet: its machine arms this delay only then, and time moved before that never reaches it
        // (the updateCheck replay waited for a check that was never due). A beat of real time, in
        // which the paused clock does not move.
        await page.waitForTimeout(250);
        if (ms > 0) await page.clock.runFor(ms - 1);
        await checkScreens(ui.screens, context, before, i - 1, `still, ${ms - 1} ms into the ${ms} ms of ${step.label}`);
        await page.clock.runFor(ms > 0 ? 1 : 0);
      } else {
        await perform(action, step, gate, context);
      }
      live.perform(step.event);
      before = expected(step);
      await checkScreens(ui.screens, context, before, i);
      const name = names.get(step.event);
      const effect = name && (ui.effects as Record<string, EffectCheck | undefined> | undefined)?.[name.type];
      if (effect) await effect(context, before.state, name.fixture);
      if (process.env.REPLAY_DEBUG) console.log(`  ${i} ${step.label}: ${Date.now() - started} ms, held so far: ${gate.log.map((r) => r.actor).join(' ')}`);
    }
  } finally {
    live.stop();
    await gate.release();
  }
}

/** REPLAY_DEBUG: the page's calls (GraphQL by operation) with their status, and its console. */
function logTraffic(page: Page): void {
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'fetch' && request.resourceType() !== 'document') return;
    const name = request.url().endsWith('/graphql') ? operationName(request) : new URL(request.url()).pathname;
    console.log(`    [page] ${request.method()} ${name} ${response.status()}`);
  });
  page.on('console', (message) => console.log(`    [console] ${message.type()}: ${message.text().slice(0, 200)}`));
}

/** Stops the page's clock a moment after its own now (read from the page: it may run ahead of ours). */
async function pauseSoon(page: Page): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      return await page.clock.pauseAt(now + 1000);
    } catch (error) {
      if (attempt >= 2 || !String(error).includes('to the past')) throw error;
    }
  }
}

type EffectCheck = (ui: UiContext, expected: AnyMachineSnapshot, fixture: string) => Promise<void>;

function stepOf(events: MachineUi['ui']['events'], name: FixtureName | undefined, step: PathStep): UiStep {
  const action = name && (events as Record<string, Record<string, UiStep>>)[name.type]?.[name.fixture];
  if (!action) throw new Error(`no UI step for ${step.label}`);
  return action;
}

async function perform(action: UiStep, step: PathStep, gate: CallGate, context: UiContext): Promise<void> {
  if (typeof action === 'function') return void (await action(context));
  if ('offered' in action) return perform(action.step, step, gate, context);
  if ('call' in action) {
    const actor = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(step.event.type)?.[1];
    if (!actor) throw new Error(`${step.label}: a call outcome is only for invoke results`);
    return gate.settle(actor, action.call, context);
  }
  if ('notInBrowser' in action) throw new Error(`${step.label} cannot be performed in the browser: ${action.notInBrowser}`);
  throw new Error(`${step.label}: a delay is performed by the clock`);
}

async function checkScreens(screens: readonly UiScreen[], context: UiContext, step: PathStep, index: number, note = ''): Promise<void> {
  const matching = screens.filter((s) => screenApplies(s.when, step.state));
  const where = `step ${index} (${step.label}) → ${describe(step.state)}${note ? `, ${note}` : ''}`;
  if (matching.length === 0) throw new Error(`no screen is declared for ${where}`);
  for (const screen of matching) {
    try {
      await screen.check(context, step.state);
    } catch (error) {
      // CI keeps only the output: the page's address says where the app went (a sign-in page, say),
      // the calls held so far and what the page showed say which step went astray.
      (error as Error).message = `screen for ${where} (page at ${context.page.url()}):\n${(error as Error).message}\n${await pageState(context)}`;
      throw error;
    }
  }
}

/** The held calls in order and the page's accessibility tree, cut short: enough to tell a reload or another user's screen. */
async function pageState(context: UiContext): Promise<string> {
  const calls = context.requests.map((r) => `${r.actor} ${new URL(r.url).pathname}${new URL(r.url).search}`).join(', ') || 'none';
  const tree = await context.page
    .locator('body')
    .ariaSnapshot({ timeout: 2_000 })
    .catch((e: unknown) => `(no snapshot: ${String(e).split('\n')[0]})`);
  return `Calls held so far: ${calls}\nThe page showed:\n${tree.slice(0, 2_000)}`;
}

function describe(snapshot: AnyMachineSnapshot): string {
  return `${JSON.stringify(snapshot.value)}${snapshot.status === 'done' ? ' (done)' : ''}`;
}
