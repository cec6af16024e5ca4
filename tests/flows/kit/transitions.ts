// The transitions written in a machine definition, and which of them a set of paths takes, so
// QA (scripts/paths.ts) and tests/flows/kit/coverage.test.ts can see what the generated paths miss.
import { and, getInitialMicrosteps, getMicrosteps, not, or, stateIn } from 'xstate';
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

type Record_ = (name: string, outcome: boolean) => void;
interface Combinator {
  check: unknown;
  guards?: unknown[];
  stateValue?: unknown;
}
// XState's combinators are functions carrying `check` (and their operands in `guards`); they are
// told apart by their check function, which every `and(…)` (or `or`, `not`, `stateIn`) shares.
const checkOf = (combinator: unknown) => (combinator as Combinator).check;
const CHECK = { and: checkOf(and([])), or: checkOf(or([])), not: checkOf(not(() => true)), stateIn: checkOf(stateIn('x')) };

/**
 * Evaluates a guard as XState does: named guards (string or `{ type, params }`), inline functions,
 * and the combinators `and`, `or` (both short-circuit), `not` and `stateIn`. Every named guard
 * evaluated on the way, operands of a combinator included, is reported to `record`.
 */
function guardPasses(machine: AnyStateMachine, guard: unknown, snapshot: AnyMachineSnapshot, event: EventObject, record?: Record_): boolean {
  if (guard === undefined) return true;
  const args = { context: snapshot.context, event };
  const named = typeof guard === 'string' ? { type: guard, params: undefined } : (guard as { type?: unknown; params?: unknown });
  if (typeof named.type === 'string' && named.type in machine.implementations.guards) {
    const impl = (machine.implementations.guards as Record<string, (a: unknown, p: unknown) => boolean>)[named.type];
    const passes = impl(args, typeof named.params === 'function' ? named.params(args) : named.params);
    record?.(named.type, passes);
    return passes;
  }
  if (typeof guard === 'function' && 'check' in guard) {
    const { check, guards = [], stateValue } = guard as Combinator;
    const operand = (g: unknown) => guardPasses(machine, g, snapshot, event, record);
    if (check === CHECK.and) return guards.every(operand);
    if (check === CHECK.or) return guards.some(operand);
    if (check === CHECK.not) return !operand(guards[0]);
    if (check === CHECK.stateIn) return snapshot.matches(stateValue);
    throw new Error(`an unknown guard combinator (${(guard as { name?: string }).name ?? 'anonymous'})`);
  }
  if (typeof guard === 'function') return Boolean((guard as (a: unknown, p: unknown) => boolean)(args, undefined));
  return true;
}

/** The named guards a written guard holds: itself, or a combinator's operands (inline guards have none). */
export function guardNames(guard: unknown): string[] {
  if (typeof guard === 'string') return [guard];
  if (guard && typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') return [guard.type];
  if (typeof guard === 'function' && 'check' in guard) return ((guard as Combinator).guards ?? []).flatMap(guardNames);
  return [];
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
          if (guardPasses(machine, definition.guard, snapshot, event, record)) break;
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
              if (guardPasses(machine, definition.guard, from, step.event, record)) {
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
  const names = machineTransitions(machine).flatMap((t) => guardNames(t.definition.guard));
  return [...new Set(names)];
}
