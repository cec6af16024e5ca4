// The transitions written in a machine definition, and which of them a set of paths takes, so
// QA (scripts/paths.ts) and tests/model/coverage.test.ts can see what the generated paths miss.
import { getInitialMicrosteps, getMicrosteps } from 'xstate';
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, AnyTransitionDefinition, EventObject } from 'xstate';
import { INIT } from './eventNames.ts';
import type { ModelPath } from './model.ts';

export interface MachineTransition {
  /** Stable across `.provide()`: source state id, event descriptor and position. */
  key: string;
  source: AnyStateNode;
  event: string;
  definition: AnyTransitionDefinition;
}

/** Every transition of the definition, eventless (`always`) ones included, in document order. */
export function machineTransitions(machine: AnyStateMachine): MachineTransition[] {
  const nodes = (node: AnyStateNode): AnyStateNode[] => [node, ...Object.values(node.states).flatMap(nodes)];
  return nodes(machine.root).flatMap((node) => [
    ...[...node.transitions].flatMap(([event, list]) => list.map((definition, i) => ({ key: `${node.id}|${event}|${i}`, source: node, event, definition }))),
    ...(node.always ?? []).map((definition, i) => ({ key: `${node.id}|(always)|${i}`, source: node, event: '(always)', definition })),
  ]);
}

export function transitionsTakenBy(machine: AnyStateMachine, input: unknown, paths: ModelPath[]): Set<string> {
  const keyOf = new Map(machineTransitions(machine).map((t) => [t.definition, t.key] as const));
  const taken = new Set<string>();
  const add = (definitions: AnyTransitionDefinition[]) => definitions.forEach((d) => keyOf.has(d) && taken.add(keyOf.get(d)!));
  for (const { steps } of paths) {
    steps.forEach((step, i) => {
      if (i === 0) {
        const micro = getInitialMicrosteps(machine, input as never).map(([snapshot]) => snapshot);
        add(eventlessTaken(machine, micro, { type: INIT }));
        return;
      }
      const from = steps[i - 1].state;
      add(machine.getTransitionData(from, step.event));
      const micro = getMicrosteps(machine, from, step.event as never).map(([snapshot]) => snapshot as AnyMachineSnapshot);
      add(eventlessTaken(machine, micro, step.event));
    });
  }
  return taken;
}

/** The `always` transition each microstep snapshot (but the last) left through. */
function eventlessTaken(machine: AnyStateMachine, microsteps: AnyMachineSnapshot[], event: EventObject): AnyTransitionDefinition[] {
  return microsteps
    .slice(0, -1)
    .flatMap((snapshot) =>
      snapshot._nodes
        .filter((node) => node.type === 'atomic' && node.always?.length)
        .flatMap((node) => node.always!.find((t) => guardPasses(machine, t.guard, snapshot, event)) ?? []),
    );
}

/** Evaluates named guards (string or `{ type, params }`) and inline functions; combinators count as passing. */
function guardPasses(machine: AnyStateMachine, guard: unknown, snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  if (guard === undefined) return true;
  const args = { context: snapshot.context, event };
  const named = typeof guard === 'string' ? { type: guard, params: undefined } : (guard as { type?: unknown; params?: unknown });
  if (typeof named.type === 'string' && named.type in machine.implementations.guards) {
    const impl = (machine.implementations.guards as Record<string, (a: unknown, p: unknown) => boolean>)[named.type];
    return impl(args, typeof named.params === 'function' ? named.params(args) : named.params);
  }
  if (typeof guard === 'function' && !('check' in guard)) return Boolean((guard as (a: unknown, p: unknown) => boolean)(args, undefined));
  return true;
}

/** A guard's name as written (`'canLoadMore'` or `{ type: 'canLoadMore', params }`); inline guards have none. */
export function guardName(guard: unknown): string | null {
  if (typeof guard === 'string') return guard;
  if (guard && typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') return guard.type;
  return null;
}

/** Whether a transition list written under `descriptor` answers `type` (exact, `*` or `prefix.*`). */
function descriptorMatches(descriptor: string, type: string): boolean {
  if (descriptor === type || descriptor === '*') return true;
  return descriptor.endsWith('.*') && type.startsWith(descriptor.slice(0, -1));
}

/**
 * The outcomes of the named guards the paths evaluated, by guard name: for each step's event, from
 * each active atomic state up to the root, the candidate transitions in document order until one
 * is enabled, as XState chooses; and for every snapshot a step passes through (microsteps), the
 * `always` candidates of its atomic states the same way.
 */
export function guardOutcomes(machine: AnyStateMachine, input: unknown, paths: ModelPath[]): Map<string, Set<boolean>> {
  const seen = new Map<string, Set<boolean>>();
  const record = (name: string, outcome: boolean) => seen.set(name, (seen.get(name) ?? new Set<boolean>()).add(outcome));
  const eventless = (microsteps: AnyMachineSnapshot[], event: EventObject) => {
    for (const snapshot of microsteps) {
      for (const node of snapshot._nodes.filter((n) => n.type === 'atomic' && n.always?.length)) {
        for (const definition of node.always!) {
          const passes = guardPasses(machine, definition.guard, snapshot, event);
          const name = guardName(definition.guard);
          if (name) record(name, passes);
          if (passes) break;
        }
      }
    }
  };
  for (const { steps } of paths) {
    steps.forEach((step, i) => {
      if (i === 0) {
        eventless(
          getInitialMicrosteps(machine, input as never).map(([snapshot]) => snapshot as AnyMachineSnapshot),
          { type: INIT },
        );
        return;
      }
      const from = steps[i - 1].state;
      eventless(
        getMicrosteps(machine, from, step.event as never).map(([snapshot]) => snapshot as AnyMachineSnapshot),
        step.event,
      );
      for (const leaf of from._nodes.filter((node) => node.type === 'atomic')) {
        let enabled = false;
        for (let node: AnyStateNode | undefined = leaf; node && !enabled; node = node.parent) {
          for (const [descriptor, list] of node.transitions) {
            if (!descriptorMatches(descriptor, step.event.type)) continue;
            for (const definition of list) {
              const passes = guardPasses(machine, definition.guard, from, step.event);
              const name = guardName(definition.guard);
              if (name) record(name, passes);
              if (passes) {
                enabled = true;
                break;
              }
            }
            if (enabled) break;
          }
        }
      }
    });
  }
  return seen;
}

/** The named guards written on the transitions of a machine, `always` ones included. */
export function writtenGuards(machine: AnyStateMachine): string[] {
  const names = machineTransitions(machine)
    .map((t) => guardName(t.definition.guard))
    .filter((name): name is string => name !== null);
  return [...new Set(names)];
}
