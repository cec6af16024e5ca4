// Model-based testing support shared by tests/model/*.model.test.ts and scripts/paths.ts.
//
// `createTestModel` refuses machines with `invoke` and `after`, so every model here is a
// `new TestModel(machine, …)` whose traversal offers, in each state, the fixtures of every event the
// state declares: application events, invoke results (`xstate.done.actor.<id>` /
// `xstate.error.actor.<id>`) and delays (`xstate.after.<delay>.<stateId>`). A declared event
// without a fixture is an error, so a new transition cannot silently escape the generated paths.
// Replaying a path on a live actor is in replay.ts; the machine's own transitions in transitions.ts.
import type { AnyMachineSnapshot, AnyStateMachine, EventObject, InputFrom, SnapshotFrom } from 'xstate';
import { TestModel, type TestPath } from 'xstate/graph';
import { INIT, shortType } from './eventNames.ts';
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

export interface ModelDefinition<TMachine extends AnyStateMachine = AnyStateMachine> {
  machine: TMachine;
  /** Starting points, each traversed on its own. */
  variants: Readonly<Record<string, ModelVariant<InputFrom<TMachine>>>>;
  events: Readonly<Record<string, Readonly<Record<string, EventObject>>>>;
  /**
   * The context that tells two snapshots apart as graph vertices; the state value always counts.
   * It must include everything guards and delays read, or transitions are lost. Default: the whole
   * context.
   */
  project?: (snapshot: SnapshotFrom<TMachine>) => Record<string, unknown>;
  /**
   * Building fails above this many simple paths (default 2000): the enumeration grows quickly with
   * cycles and parallel fixtures, and a model that big needs a coarser `project` instead.
   */
  maxSimplePaths?: number;
  /**
   * false: skip simple-path enumeration (it grows exponentially with cycles); the paths are then the
   * shortest paths plus one path per transition not yet taken, which still takes every transition.
   */
  simplePaths?: boolean;
}

export function defineModel<TMachine extends AnyStateMachine>(definition: ModelDefinition<TMachine>): ModelDefinition<TMachine> {
  return definition;
}

export type AnyModelDefinition = ModelDefinition<any>;
type GraphPath = TestPath<AnyMachineSnapshot, EventObject>;

export interface ModelPath {
  variant: string;
  /** Which generator produced it: shortest path to a vertex, simple path, or a transition not otherwise taken. */
  kind: 'shortest' | 'simple' | 'transition';
  description: string;
  /** Short names of the events, without the initial `xstate.init`. */
  labels: string[];
  path: GraphPath;
}

export interface ModelTransition {
  from: string;
  label: string;
  to: string;
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
  /** One shortest path per vertex (xstate/graph `getShortestPaths`, prefixes removed). */
  shortest: ModelPath[];
  /** Every simple path (xstate/graph `getSimplePaths`, prefixes removed). */
  simple: ModelPath[];
  /**
   * The paths the tests replay: every shortest path, the simple paths that take a transition no
   * earlier path takes (shortest first), and for each transition still not taken (self-loops, edges
   * back to the start) the shortest path to its source plus that event. Paths that another path
   * continues are dropped: their steps are checked there.
   */
  paths: ModelPath[];
  /** Transitions taken by `paths` (equals `transitions.length` by construction). */
  covered: number;
  /** Keys (see `machineTransitions`) of the machine's own transitions that `paths` take. */
  machineTransitionsTaken: Set<string>;
}

type Adjacency = Record<string, { state: AnyMachineSnapshot; transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }> }>;

/** Builds the graph of every variant of a model and generates its paths. */
export function buildModelGraphs(definition: AnyModelDefinition): ModelGraph[] {
  const multiple = Object.keys(definition.variants).length > 1;
  return Object.entries(definition.variants).map(([variant, { input, guards }]) => {
    const machine = withGuards(definition.machine, guards);
    const serialize = (snapshot: AnyMachineSnapshot) => serializeVertex(definition, snapshot);
    const model = new TestModel(machine, {
      input,
      serializeState: serialize,
      events: (snapshot: AnyMachineSnapshot) => traversalEvents(definition, snapshot),
    } as never) as unknown as TestModel<AnyMachineSnapshot, EventObject, unknown>;

    const label = eventLabeller(definition);
    const toModelPath =
      (kind: ModelPath['kind']) =>
      (path: GraphPath): ModelPath => {
        const labels = path.steps.filter((s) => s.event.type !== INIT).map((s) => label(s.event));
        const where = describeVertex(definition, path.state);
        const via = labels.length ? labels.join(' → ') : '(start)';
        return { variant, kind, labels, path, description: `${multiple ? `[${variant}] ` : ''}Reaches ${where}: ${via}` };
      };

    const shortest = model.getShortestPaths().map(toModelPath('shortest'));
    const simple = definition.simplePaths === false ? [] : model.getSimplePaths().map(toModelPath('simple'));
    const limit = definition.maxSimplePaths ?? 2000;
    if (simple.length > limit) {
      throw new Error(`${machine.id} [${variant}]: ${simple.length} simple paths (limit ${limit}); narrow the model's projection or fixtures`);
    }

    const adjacency = model.getAdjacencyMap() as unknown as Adjacency;
    const edges = Object.entries(adjacency).flatMap(([from, { state, transitions }]) =>
      Object.values(transitions).map(({ event, state: next }) => ({ from, state, event, next, key: `${from}\u0000${label(event)}` })),
    );
    const edgeKeys = (p: ModelPath) => p.path.steps.slice(1).map((step, i) => `${serialize(p.path.steps[i].state)}\u0000${p.labels[i]}`);
    const covered = new Set<string>();
    const takesNew = (p: ModelPath) => {
      const keys = edgeKeys(p);
      const fresh = keys.some((k) => !covered.has(k));
      keys.forEach((k) => covered.add(k));
      return fresh;
    };

    const chosen: ModelPath[] = [...shortest];
    shortest.forEach(takesNew);
    for (const p of [...simple].sort((a, b) => a.labels.length - b.labels.length)) if (takesNew(p)) chosen.push(p);
    const shortestTo = new Map(model.getShortestPaths({ allowDuplicatePaths: true }).map((p) => [serialize(p.state), p]));
    for (const edge of edges) {
      if (covered.has(edge.key)) continue;
      const head = shortestTo.get(edge.from);
      if (!head) throw new Error(`${machine.id} [${variant}]: no path to ${edge.from}`);
      const statePath = { state: edge.next, steps: [...head.steps, { state: edge.next, event: edge.event }], weight: head.weight + 1 };
      const p = toModelPath('transition')({ ...statePath, description: '', test: (params) => model.testPath(statePath, params) });
      takesNew(p);
      chosen.push(p);
    }

    const paths = dedupe(chosen);
    return {
      definition,
      variant,
      machine,
      input,
      vertices: Object.values(adjacency).map(({ state }) => describeVertex(definition, state)),
      transitions: edges.map((e) => ({ from: describeVertex(definition, e.state), label: label(e.event), to: describeVertex(definition, e.next) })),
      shortest,
      simple,
      paths,
      covered: edges.filter((e) => covered.has(e.key)).length,
      machineTransitionsTaken: transitionsTakenBy(machine, input, paths),
    };
  });
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

function stateStrings(value: unknown, prefix = ''): string[] {
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

/** `session.signedIn(valid)`, `done:login(ok)`, `error:login(400)`, `after:refreshLead`. */
function eventLabeller(definition: AnyModelDefinition): (event: EventObject) => string {
  const names = new Map<EventObject, string>();
  for (const [type, fixtures] of Object.entries(definition.events)) {
    const entries = Object.entries(fixtures);
    for (const [name, event] of entries) names.set(event, entries.length > 1 ? `${shortType(type)}(${name})` : shortType(type));
  }
  return (event) => names.get(event) ?? shortType(event.type);
}

/** Drops repeated event sequences and sequences that another path continues (its steps are checked there). */
function dedupe(paths: ModelPath[]): ModelPath[] {
  const seen = new Set<string>();
  const unique = paths.filter((p) => {
    const key = p.labels.join('\u0000');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const extends_ = (longer: ModelPath, shorter: ModelPath) =>
    longer.labels.length > shorter.labels.length && shorter.labels.every((label, i) => longer.labels[i] === label);
  return unique.filter((p) => !unique.some((other) => extends_(other, p)));
}
