// How a machine's generated paths are replayed in the browser (tests/e2e/replay.spec.ts). Each
// machine that drives a screen has a `<flow>.ui.ts` next to its `<flow>.model.ts`:
//
//   export default defineUi(loginModel, {
//     start: ({ page }) => page.goto('/?returnUrl=%2Ffleet'),
//     calls: { login: { graphql: 'Login' } },                   // the request each invoked actor makes
//     events: {                                                 // every fixture of the model, typed
//       'login.next': { pressed: ({ page }) => page.getByRole('button', { name: 'Next' }).click() },
//       'xstate.done.actor.login': { ok: pass() },              // the real server answers
//       'xstate.error.actor.login': { 400: meshError(400, 101, 'Incorrect password and/or username.') },
//       …
//     },
//     screens: [{ when: 'view:enterEmail', check: ({ page }) => expect(…).toBeVisible() }, …],
//   });
//
// Test code only (like the models): the app never imports it. Types only from Playwright here;
// the runtime that interprets these declarations is tests/e2e/replay/.
import type { Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { buildModelGraphs, type AnyModelDefinition, type ModelGraph } from './model.ts';
import { transitionsTakenBy } from './transitions.ts';
import { bindingCover, replayCover, sharedBindingCover, type ReplayCover } from './uiCover.ts';

export interface UiContext {
  page: Page;
  variant: string;
  /** What `start` found or created for the steps (a user's e-mail, a mailed key, …). */
  data: Record<string, unknown>;
  /** Ends the next held request of an invoked actor (for fixtures whose actor makes several calls). */
  settle(actor: string, outcome: CallOutcome): Promise<void>;
  /** The machine's snapshot before the step being performed (the live actor's, see the driver). */
  before?: AnyMachineSnapshot;
  /** The path being replayed (its events' short names), for a `start` that depends on where it goes. */
  labels: readonly string[];
  /** The held requests so far, oldest first. */
  requests: ReadonlyArray<{ actor: string; url: string; body: any }>;
  /** How many requests of an actor are held and not yet ended. */
  pending(actor: string): number;
}

/** A user's action in the browser. */
export type UiAction = (ui: UiContext) => Promise<unknown>;

/** How an invoked actor's request ends: the real server, or a fault injected at the browser boundary. */
export type CallOutcome =
  /** The real server answers; `rewrite` may change the JSON body on the way (say why where used). */
  | { kind: 'pass'; rewrite?: (body: any) => unknown }
  | { kind: 'fulfill'; status: number; json?: unknown; body?: string; contentType?: string }
  /**
   * The server's real answer, changed before the app sees it: a partial page, a token the app cannot
   * read, or the data a fixture fixes (the model's answer is a constant; the server's depends on
   * the request). Say why where used.
   */
  | { kind: 'shape'; shape: (json: any, ui: UiContext, requestBody: any) => unknown; rewrite?: (body: any) => unknown }
  /** Network failure (no answer at all). */
  | { kind: 'abort' }
  /** A GraphQL error as Mesh sends it for a failed REST call (status, envelope code and message). */
  | { kind: 'meshError'; status: number; code: number | null; message: string; fields?: Record<string, string[]> };

export type UiStep =
  | UiAction
  | { call: CallOutcome }
  /** A delayed transition: the replay moves the browser's clock by the spec's duration. */
  | { elapse: true }
  /** The browser cannot produce this fixture; paths that need it are replayed by the model tests only. */
  | { notInBrowser: string }
  /**
   * The screen offers the event only in some states (a button that shows only then, a value the
   * field already holds): the browser's graph leaves the fixture out elsewhere.
   */
  | { offered: (snapshot: AnyMachineSnapshot) => boolean; why: string; step: UiStep };

export type ScreenWhen = string | { state: unknown } | ((expected: AnyMachineSnapshot) => boolean);

export interface UiScreen {
  /** A tag of the expected snapshot, `{ state }` (snapshot.matches), or a predicate on it. */
  when: ScreenWhen;
  /** What the screen must show for such a snapshot (Playwright's `expect` retries until it does). */
  check: (ui: UiContext, expected: AnyMachineSnapshot) => Promise<void>;
}

/** The request of an invoked actor: a GraphQL operation through /graphql, or a URL. */
export interface CallMatcher {
  /** Operation name(s); an actor that makes several calls has its requests held in order. */
  graphql?: string | readonly string[];
  url?: RegExp;
}

type Steps<TEvents> = { [T in keyof TEvents]: { [N in keyof TEvents[T]]: UiStep } };

export interface UiDeclaration<TEvents = Record<string, Record<string, unknown>>> {
  /** Brings the browser to the machine's initial state for the variant (sign in, storage, open the page). */
  start: (ui: UiContext) => Promise<unknown>;
  /** Variants the browser cannot start, with the reason (paths.ts prints it). */
  skipVariants?: Readonly<Record<string, string>>;
  /** By invoke id (the `<id>` of `xstate.done.actor.<id>`): requests held until the path says how they end. */
  calls?: Readonly<Record<string, CallMatcher>>;
  /** How each fixture of the model is performed; a fixture without an entry does not compile. */
  events: Steps<TEvents>;
  /** Every snapshot a path reaches must match at least one screen, or the replay fails. */
  screens: readonly UiScreen[];
  /**
   * What an event leaves on screen besides its state, checked after the step's screens: the toast
   * a failure action shows, say. Keyed by event type; `fixture` names the fixture performed.
   */
  effects?: { [T in keyof TEvents]?: (ui: UiContext, expected: AnyMachineSnapshot, fixture: string) => Promise<void> };
  /**
   * The longest walk of this flow's replays, where the default's long walks do not fit: fixtures a
   * walk uses up, or a screen that grows with every step (default BROWSER_MAX_PATH_LENGTH).
   */
  maxPathLength?: number;
  /**
   * The variants differ only in how a path starts, what its screens show and, with `except`, in the
   * steps of those event types (their step or effect reads the variant: a create form's 'Create'
   * against an edit form's 'Save'). The browser then performs every other step in one variant, those
   * in each, and checks every screen in every variant (uiCover.ts, decision 0069), instead of
   * covering each variant on its own.
   */
  stepsAlikeInEveryVariant?: true | { except: readonly (keyof TEvents & string)[] };
  /** Browser context options, e.g. a locale for the Swedish variants. */
  contextOptions?: (variant: string) => { locale?: string };
}

export interface MachineUi {
  model: AnyModelDefinition;
  ui: UiDeclaration;
}

export function defineUi<D extends AnyModelDefinition>(model: D, ui: UiDeclaration<D['events']>): MachineUi {
  return { model, ui };
}

export const pass = (rewrite?: (body: any) => unknown): UiStep => ({ call: { kind: 'pass', rewrite } });
export const abort = (): UiStep => ({ call: { kind: 'abort' } });
export const respond = (status: number, json?: unknown): UiStep => ({ call: { kind: 'fulfill', status, json } });
export const shape = (fn: (json: any, ui: UiContext, requestBody: any) => unknown, rewrite?: (body: any) => unknown): UiStep => ({
  call: { kind: 'shape', shape: fn, rewrite },
});
export const meshError = (status: number, code: number | null, message: string, fields?: Record<string, string[]>): UiStep => ({
  call: { kind: 'meshError', status, code, message, fields },
});
export const elapse = (): UiStep => ({ elapse: true });
export const notInBrowser = (reason: string): UiStep => ({ notInBrowser: reason });
export const offered = (when: (snapshot: AnyMachineSnapshot) => boolean, why: string, step: UiStep): UiStep => ({ offered: when, why, step });

/** Whether the browser's graph leaves a fixture out in a snapshot (not performable, or not offered there). */
export function skippedFixtures(ui: UiDeclaration): (type: string, fixture: string, snapshot: AnyMachineSnapshot) => boolean {
  return (type, fixture, snapshot) => {
    const step = (ui.events as Record<string, Record<string, UiStep>>)[type]?.[fixture];
    if (typeof step !== 'object' || step === null) return false;
    if ('notInBrowser' in step) return true;
    return 'offered' in step && !step.offered(snapshot);
  };
}

/**
 * The longest walk of a browser replay. A replay's fixed cost (a browser context, the app loaded,
 * signed in, the screen opened) is several seconds of CPU, about what ten steps cost, so the browser
 * takes walks four times the model tests' 24 steps: the same cover of every graph transition in 499
 * paths and 10,827 steps instead of 721 and 13,326, three flows keeping 24 (decision 0031). Most
 * walks still end sooner, where nothing untaken is reachable (a dialog closed, a flow done).
 */
export const BROWSER_MAX_PATH_LENGTH = 96;

/**
 * The graphs the browser replays: the model's, without the fixtures it cannot perform and without
 * the variants it cannot start. Same traversal, so the same guarantee on what is left; of its paths
 * the browser replays the binding cover (uiCover.ts, decision 0063) unless `cover` says all.
 */
export function uiGraphs({ model, ui }: MachineUi, cover: ReplayCover = replayCover()): ModelGraph[] {
  const variants = Object.keys(model.variants).filter((name) => !(name in (ui.skipVariants ?? {})));
  if (!variants.length) return [];
  const graphs = buildModelGraphs(model, { skip: skippedFixtures(ui), variants, maxPathLength: ui.maxPathLength ?? BROWSER_MAX_PATH_LENGTH });
  if (cover === 'transitions') return graphs;
  const alike = ui.stepsAlikeInEveryVariant;
  const covers = alike ? sharedBindingCover(graphs, ui.screens, alike === true ? [] : alike.except) : graphs.map((graph) => bindingCover(graph, ui.screens));
  return graphs.map((graph, index) => {
    const paths = covers[index];
    return { ...graph, paths, machineTransitionsTaken: transitionsTakenBy(graph.machine, graph.input, paths) };
  });
}
