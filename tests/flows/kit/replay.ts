// Replays generated paths on a live actor. Imports nothing from vitest: the caller supplies the
// clock (fake timers) and the action spies.
import { createActor, fromPromise } from 'xstate';
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate';

/** xstate's actor clock (not exported by name). */
export interface Clock {
  setTimeout(fn: (...args: any[]) => void, timeout: number): any;
  clearTimeout(id: any): void;
}
import { AFTER } from './eventNames.ts';
import { serializeVertex, specDelayMs, stateKey, type AnyModelDefinition, type ModelGraph, type ModelPath } from './model.ts';

export interface Invocation {
  src: string;
  input: unknown;
}

export interface StepInfo {
  event: EventObject;
  /** The fixture's short name as in the path description, e.g. `error:login(400)`; `xstate.init` first. */
  label: string;
  before: AnyMachineSnapshot | undefined;
  after: AnyMachineSnapshot;
  /** Every invoked actor started so far, in order. */
  invocations: Invocation[];
}

export interface ReplayOptions {
  /** Side-effect actions (spies in tests). Invoked actors are always held pending (see `startDriver`). */
  actions?: Record<string, (...args: any[]) => void>;
  /** Moves the clock (vitest fake timers, or a SimulatedClock given as `clock`). */
  advanceTime: (ms: number) => void;
  /** The actor's clock; default the global timers (which vitest fakes). */
  clock?: Clock;
  onStep?: (step: StepInfo) => void | Promise<void>;
}

export interface Driver {
  actor: AnyActorRef & { getSnapshot(): AnyMachineSnapshot };
  invocations: Invocation[];
  /** Sends an event, settles an invoked actor, or lets a delay elapse (the spec's duration). */
  perform(event: EventObject): void;
  stop(): void;
}

/**
 * Starts the graph's machine with spies for actions and with every invoked actor held pending:
 * results reach the machine only as the path's `xstate.done.actor.*` / `xstate.error.actor.*`
 * events, exactly as in the graph.
 */
export function startDriver(graph: ModelGraph, options: Pick<ReplayOptions, 'actions' | 'advanceTime' | 'clock'>): Driver {
  const invocations: Invocation[] = [];
  const actorNames = Object.keys(graph.machine.implementations.actors);
  const held = Object.fromEntries(
    actorNames.map((src) => [
      src,
      fromPromise(({ input }) => {
        invocations.push({ src, input });
        return new Promise<never>(() => {});
      }),
    ]),
  );
  const machine = graph.machine.provide({ actions: options.actions ?? {}, actors: held });
  const actor = createActor(machine, { input: graph.input, ...(options.clock ? { clock: options.clock } : {}) });
  actor.start();

  return {
    actor,
    invocations,
    perform(event) {
      if (event.type.startsWith(AFTER)) {
        // The spec's duration, not the machine's: the delay must not fire a millisecond early, and
        // the state check after the step sees whether it fired on time.
        const waiting = actor.getSnapshot();
        const ms = specDelayMs(graph.definition, event.type, waiting);
        if (ms > 0) options.advanceTime(ms - 1);
        if (actor.getSnapshot() !== waiting) throw new Error(`${event.type} fired before the spec's ${ms} ms`);
        options.advanceTime(ms > 0 ? 1 : 0);
      } else {
        actor.send(event);
      }
    },
    stop: () => actor.stop(),
  };
}

/**
 * Replays one generated path on a live actor and checks after every step that the actor is in
 * the vertex the graph predicts (state value, projected context, tags, status).
 */
export async function replayPath(graph: ModelGraph, modelPath: ModelPath, options: ReplayOptions): Promise<void> {
  const driver = startDriver(graph, options);
  try {
    let before: AnyMachineSnapshot | undefined;
    for (const [index, step] of modelPath.steps.entries()) {
      if (index > 0) driver.perform(step.event);
      const after = driver.actor.getSnapshot();
      assertSameVertex(graph.definition, step.state, after);
      if (graph.definition.tags) assertTags(graph.definition.tags, after);
      await options.onStep?.({ event: step.event, label: step.label, before, after, invocations: driver.invocations });
      before = after;
    }
  } finally {
    driver.stop();
  }
}

/** The snapshot's tags are the ones the model's own table gives its state (ModelDefinition.tags). */
export function assertTags(table: Readonly<Record<string, readonly string[]>>, actual: AnyMachineSnapshot): void {
  const key = stateKey(actual.value);
  const want = [...(table[key] ?? [])].sort().join(', ');
  const got = [...actual.tags].sort().join(', ');
  if (want !== got) throw new Error(`tags in ${key}: expected [${want}], actual [${got}]`);
}

export function assertSameVertex(definition: AnyModelDefinition, expected: AnyMachineSnapshot, actual: AnyMachineSnapshot): void {
  const view = (s: AnyMachineSnapshot) => JSON.stringify({ status: s.status, vertex: JSON.parse(serializeVertex(definition, s)), tags: [...s.tags].sort() });
  const want = view(expected);
  const got = view(actual);
  if (want !== got) throw new Error(`live actor left the model:\n  expected ${want}\n  actual   ${got}`);
}
