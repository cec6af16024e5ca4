// Model-based testing support shared by tests/flows/*/*.model.test.ts, the browser replay
// (tests/e2e/replay/) and scripts/paths.ts.
//
// `createTestModel` refuses machines with `invoke` and `after`, so every model here explores the
// machine through a `new TestModel(machine, …)` whose traversal offers, in each state, the fixtures
// of every event the state declares: application events, invoke results
// (`xstate.done.actor.<id>` / `xstate.error.actor.<id>`) and delays
// (`xstate.after.<delay>.<stateId>`). A declared event without a fixture is an error, so a new
// transition cannot silently escape the generated paths. The paths are a transition cover
// (cover.ts): bounded by the graph's size, never by the number of its simple paths.
import type { AnyMachineSnapshot, AnyStateMachine, EventObject, InputFrom, SnapshotFrom, StateValue } from 'xstate';
import { TestModel } from 'xstate/graph';
import { transitionCover } from './cover.ts';
import { AFTER, INIT, delayName, shortType } from './eventNames.ts';
import { transitionsTakenBy } from './transitions.ts';

/** Named fixtures for every event type of `TEvent`; a missing type does not compile. */
export type EventFixtures<TEvent extends EventObject> = {
  readonly [K in TEvent['type']]: Readonly<Record<string, Extract<TEvent, { type: K }>>>;
};

/** A delayed transition's event, `xstate.after.<delay>.<stateId>`. */
export interface AfterEvent<TType extends `xstate.after.${string}` = `xstate.after.${string}`> {
  type: TType;
}

export interface ModelVariant<TInput> {
  input: TInput;
  /** Fixed outcomes for guards that src/ implements against the outside world (storage, clock). */
  guards?: Readonly<Record<string, boolean>>;
}

/** How long a delay must last, from the spec (tests/flows/kit/specConstants.ts), given the waiting snapshot. */
export type SpecDelay<TSnapshot = AnyMachineSnapshot> = number | ((snapshot: TSnapshot) => number);

export interface ModelDefinition<TMachine extends AnyStateMachine = AnyStateMachine> {
  machine: TMachine;
  /** Starting points, each traversed on its own. */
  variants: Readonly<Record<string, ModelVariant<InputFrom<TMachine>>>>;
  events: Readonly<Record<string, Readonly<Record<string, EventObject>>>>;
  /**
   * Every delay the machine names, as the spec says it must last. Replays move the clock by these,
   * never by the machine's own values, so a changed delay fails the generated paths.
   */
  delays?: Readonly<Record<string, SpecDelay<SnapshotFrom<TMachine>>>>;
  /**
   * The context that tells two snapshots apart as graph vertices; the state value always counts.
   * It must include everything guards and delays read, or transitions are lost, and it must be
   * written from the spec, not with the machine's helpers. Default: the whole context.
   */
  project?: (snapshot: SnapshotFrom<TMachine>) => Record<string, unknown>;
  /** Building fails above this many vertices (default 2000): such a model needs a coarser `project`. */
  maxVertices?: number;
  /** Longest generated path, in events (default 24); longer walks are cut and a new one starts. */
  maxPathLength?: number;
  /**
   * Guard outcomes no path can produce, with the reason (tests/flows/kit/coverage.test.ts otherwise
   * wants every guard seen both true and false): `{ formChanged: { never: false, why: '…' } }`.
   * The check fails if a path does produce it, so the reason cannot go stale.
   */
  unreachableGuardOutcomes?: Readonly<Record<string, { never: boolean; why: string }>>;
  /**
   * The tags each state carries, keyed by `stateKey` ('editing.saving'), written down as the screens
   * read them (view:…, busy…): every replayed step is checked against it (kit/replay.ts), so a
   * tag lost or misplaced in the machine fails the paths. A state the table does not name has none.
   */
  tags?: Readonly<Record<string, readonly string[]>>;
}

/** A state value as one key: 'signedIn.refreshing'; parallel regions joined by ' & ' in their order. */
export function stateKey(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([name, child]) => (child === undefined ? name : `${name}.${stateKey(child)}`))
    .join(' & ');
}

/** Keeps the fixtures' literal names in the type, so a UI replay (replay/ui.ts) must cover each one. */
export function defineModel<TMachine extends AnyStateMachine, TEvents extends ModelDefinition<TMachine>['events']>(
  definition: ModelDefinition<TMachine> & { events: TEvents },
): ModelDefinition<TMachine> & { events: TEvents } {
  return definition;
}

export type AnyModelDefinition = ModelDefinition<any>;

export interface PathStep {
  event: EventObject;
  /** The fixture's short name, e.g. `error:login(400)`; `xstate.init` for the first step. */
  label: string;
  /** The snapshot the graph predicts after the event. */
  state: AnyMachineSnapshot;
}

export interface ModelPath {
  variant: string;
  /** `[variant] Reaches <end vertex>: a → b → c`: the test title in every suite that replays it. */
  description: string;
  /** Short names of the events, without the initial `xstate.init`. */
  labels: string[];
  /** The initial step (`xstate.init`) first. */
  steps: PathStep[];
}

export interface ModelTransition {
  from: string;
  label: string;
  to: string;
}

export interface GraphOptions {
  /** Fixtures left out of the traversal, e.g. those a browser cannot perform (kit/ui.ts). */
  skip?: (type: string, fixture: string, snapshot: AnyMachineSnapshot) => boolean;
  /** Only these variants (default all); descriptions still name the variant when the model has several. */
  variants?: readonly string[];
  /** Overrides the model's `maxPathLength` (the browser replays take longer walks, kit/ui.ts). */
  maxPathLength?: number;
}

export interface ModelGraph {
  definition: AnyModelDefinition;
  variant: string;
  /** The machine with the variant's guard outcomes provided. */
  machine: AnyStateMachine;
  input: unknown;
  /** Vertices of the explored graph (state value plus projected context), described. */
  vertices: string[];
  /** Every (vertex, event fixture) pair the traversal tried, self-loops included. */
  transitions: ModelTransition[];
  /** The transition cover: together they take every graph transition and reach every vertex. */
  paths: ModelPath[];
  /** Graph transitions the paths take (equals `transitions.length` by construction). */
  covered: number;
  /** Keys (see `machineTransitions`) of the machine's own transitions that `paths` take. */
  machineTransitionsTaken: Set<string>;
}

type Adjacency = Record<string, { state: AnyMachineSnapshot; transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }> }>;

/** Builds the graph of every variant of a model and generates its paths. */
export function buildModelGraphs(definition: AnyModelDefinition, options: GraphOptions = {}): ModelGraph[] {
  checkSpecDelays(definition);
  const multiple = Object.keys(definition.variants).length > 1;
  const names = fixtureNames(definition);
  const label = (event: EventObject) => names.get(event)?.label ?? shortType(event.type);
  const maxVertices = definition.maxVertices ?? 2000;

  const chosen = Object.entries(definition.variants).filter(([name]) => !options.variants || options.variants.includes(name));
  return chosen.map(([variant, { input, guards }]) => {
    const machine = withGuards(definition.machine, guards);
    const serialize = (snapshot: AnyMachineSnapshot) => serializeVertex(definition, snapshot);
    const model = new TestModel(machine, {
      input,
      serializeState: serialize,
      events: (snapshot: AnyMachineSnapshot) =>
        traversalEvents(definition, snapshot).filter((event) => {
          const name = names.get(event);
          return !(name && options.skip?.(event.type, name.fixture, snapshot));
        }),
      // Each explored edge is one iteration: a projection that lets the graph run away fails fast.
      limit: maxVertices * 50,
    } as never) as unknown as TestModel<AnyMachineSnapshot, EventObject, unknown>;

    let adjacency: Adjacency;
    try {
      adjacency = model.getAdjacencyMap() as unknown as Adjacency;
    } catch (error) {
      throw new Error(`${machine.id} [${variant}]: ${(error as Error).message}; narrow the model's projection or fixtures`);
    }
    const vertexCount = Object.keys(adjacency).length;
    if (vertexCount > maxVertices) {
      throw new Error(`${machine.id} [${variant}]: ${vertexCount} vertices (limit ${maxVertices}); narrow the model's projection or fixtures`);
    }

    const edges = Object.entries(adjacency).flatMap(([from, { transitions }]) =>
      Object.values(transitions).map(({ event, state: next }) => ({ from, to: serialize(next), event, next })),
    );
    // The traversal is breadth first from the initial snapshot: it is the first vertex.
    const initial = Object.values(adjacency)[0].state;
    const start = serialize(initial);
    const walks = transitionCover(start, edges, options.maxPathLength ?? definition.maxPathLength ?? 24);

    const paths = walks.map((walk): ModelPath => {
      const steps: PathStep[] = [
        { event: { type: INIT }, label: INIT, state: initial },
        ...walk.map((e) => ({ event: e.event, label: label(e.event), state: e.next })),
      ];
      const labels = steps.slice(1).map((s) => s.label);
      const where = describeVertex(definition, steps[steps.length - 1].state);
      return { variant, labels, steps, description: `${multiple ? `[${variant}] ` : ''}Reaches ${where}: ${labels.join(' → ')}` };
    });
    const reached = new Set([start, ...edges.map((e) => e.to)]);
    if (reached.size !== vertexCount) throw new Error(`${machine.id} [${variant}]: the paths miss ${vertexCount - reached.size} vertices`);

    return {
      definition,
      variant,
      machine,
      input,
      vertices: Object.values(adjacency).map(({ state }) => describeVertex(definition, state)),
      transitions: edges.map((e) => ({
        from: describeVertex(definition, adjacency[e.from].state),
        label: label(e.event),
        to: describeVertex(definition, e.next),
      })),
      paths,
      covered: new Set(walks.flat()).size,
      machineTransitionsTaken: transitionsTakenBy(machine, input, paths),
    };
  });
}

/** The spec's duration of a delay event (`xstate.after.<delay>.<state>`) for the waiting snapshot. */
export function specDelayMs(definition: AnyModelDefinition, afterType: string, waiting: AnyMachineSnapshot): number {
  const name = delayName(afterType);
  if (/^\d+$/.test(name)) throw new Error(`${definition.machine.id}: inline delay ${name} ms; name it so the model can state the spec's value`);
  const spec = definition.delays?.[name];
  if (spec === undefined) throw new Error(`${definition.machine.id}: the model gives no spec value for delay "${name}"`);
  return typeof spec === 'function' ? spec(waiting as never) : spec;
}

/** Every delay fixture must have its spec value in the model. */
function checkSpecDelays(definition: AnyModelDefinition): void {
  for (const type of Object.keys(definition.events)) {
    if (!type.startsWith(AFTER)) continue;
    const name = delayName(type);
    if (definition.delays?.[name] === undefined) throw new Error(`${definition.machine.id}: the model gives no spec value for delay "${name}"`);
  }
}

function withGuards(machine: AnyStateMachine, guards: ModelVariant<unknown>['guards']): AnyStateMachine {
  if (!guards) return machine;
  const provided = Object.fromEntries(Object.entries(guards).map(([name, outcome]) => [name, () => outcome]));
  return machine.provide({ guards: provided });
}

function projection(definition: AnyModelDefinition, snapshot: AnyMachineSnapshot): Record<string, unknown> {
  return definition.project ? definition.project(snapshot) : { context: snapshot.context };
}

export function serializeVertex(definition: AnyModelDefinition, snapshot: AnyMachineSnapshot): string {
  return JSON.stringify({ value: snapshot.value, ...projection(definition, snapshot) });
}

/** `"signedIn.active" {"user":"…"}`: the state as a dot path, then the projected context. */
export function describeVertex(definition: AnyModelDefinition, snapshot: AnyMachineSnapshot): string {
  const states = stateStrings(snapshot.value)
    .map((s) => `"${s}"`)
    .join(', ');
  const context = projection(definition, snapshot);
  return Object.keys(context).length ? `${states} ${JSON.stringify(context)}` : states;
}

export function stateStrings(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => stateStrings(child, `${prefix}${key}.`));
}

/** Every event the snapshot's active states declare, as its fixtures. */
function traversalEvents(definition: AnyModelDefinition, snapshot: AnyMachineSnapshot): EventObject[] {
  const declared = [...new Set(snapshot._nodes.flatMap((node) => node.ownEvents as string[]))];
  return declared.flatMap((type) => {
    const fixtures = definition.events[type];
    if (!fixtures || Object.keys(fixtures).length === 0) {
      throw new Error(`${definition.machine.id}: no model fixture for event "${type}"`);
    }
    return Object.values(fixtures);
  });
}

export interface FixtureName {
  type: string;
  fixture: string;
  /** `session.signedIn(valid)`, `done:login`, `error:login(400)`, `after:refreshLead`. */
  label: string;
}

/** The name of every fixture object of the model. */
export function fixtureNames(definition: AnyModelDefinition): Map<EventObject, FixtureName> {
  const names = new Map<EventObject, FixtureName>();
  for (const [type, fixtures] of Object.entries(definition.events)) {
    const entries = Object.entries(fixtures);
    for (const [fixture, event] of entries) {
      names.set(event, { type, fixture, label: entries.length > 1 ? `${shortType(type)}(${fixture})` : shortType(type) });
    }
  }
  return names;
}
