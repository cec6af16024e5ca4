// A machine's written structure as text, one line per state and per transition: its states and their
// kind, initial state, tags, entry and exit actions and invoked actors; each transition's event,
// guard, targets and actions (with their parameters); the named delays and their values.
//
// tests/flows/kit/structure.test.ts compares it with the reviewed copy in its snapshot file. The
// generated paths cannot see a transition that is gone or retargeted, since they are generated from
// the machine as it is (a removed transition is simply not offered); the reviewed table is the list of
// events each state must accept, so such a change fails until the table is deliberately updated
// (`npx vitest run tests/flows/kit/structure.test.ts -u`, and the diff reviewed with the change).
import type { AnyStateMachine, AnyStateNode } from 'xstate';

/** Parameters worth printing: plain values (a function of context/event is only named "fn"). */
function paramsText(params: unknown): string {
  if (params === undefined) return '';
  if (typeof params === 'function') return '(fn)';
  return `(${JSON.stringify(params)})`;
}

function actionText(action: unknown): string {
  if (typeof action === 'string') return action;
  if (typeof action === 'function') {
    // Built-in action creators (assign, raise, sendTo, …) carry their type; a bare function is inline.
    const type = (action as { type?: unknown }).type;
    return typeof type === 'string' ? type : 'inline';
  }
  if (action && typeof action === 'object' && 'type' in action) {
    const { type, params } = action as { type: unknown; params?: unknown };
    return `${String(type)}${paramsText(params)}`;
  }
  return JSON.stringify(action);
}

function guardText(guard: unknown): string {
  if (guard === undefined) return '';
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    // The combinators (and, or, not, stateIn) keep their operands on the function.
    const g = guard as { guards?: unknown[]; stateValue?: unknown; name: string };
    if (g.guards) return `${g.name}(${g.guards.map(guardText).join(', ')})`;
    if (g.stateValue !== undefined) return `${g.name}(${JSON.stringify(g.stateValue)})`;
    return 'inline';
  }
  if (guard && typeof guard === 'object' && 'type' in guard) {
    const { type, params } = guard as { type: unknown; params?: unknown };
    return `${String(type)}${paramsText(params)}`;
  }
  return JSON.stringify(guard);
}

const actionsText = (actions: readonly unknown[] | undefined) => (actions?.length ? ` / ${actions.map(actionText).join(', ')}` : '');

function nodeLines(node: AnyStateNode): string[] {
  const parts = [`${node.id}: ${node.type}`];
  if (node.type === 'history') parts.push(String(node.history));
  if (node.initial?.target?.length) parts.push(`initial ${node.initial.target.map((t) => t.id).join(', ')}`);
  if (node.tags.length) parts.push(`tags ${[...node.tags].sort().join(' ')}`);
  if (node.entry.length) parts.push(`entry ${node.entry.map(actionText).join(', ')}`);
  if (node.exit.length) parts.push(`exit ${node.exit.map(actionText).join(', ')}`);
  for (const invoke of node.invoke) parts.push(`invoke ${typeof invoke.src === 'string' ? invoke.src : 'inline'} as ${invoke.id}`);
  const lines = [parts.join(' | ')];
  const transitions = [...node.transitions.entries()].flatMap(([event, list]) => list.map((t) => [event, t] as const));
  for (const [event, t] of [...transitions, ...(node.always ?? []).map((t) => ['(always)', t] as const)]) {
    const guard = guardText(t.guard);
    const target = t.target?.length ? t.target.map((n) => n.id).join(', ') : '(stays)';
    lines.push(`  ${event}${guard ? ` [${guard}]` : ''} → ${target}${t.reenter ? ' (reenter)' : ''}${actionsText(t.actions)}`);
  }
  return [...lines, ...Object.values(node.states).flatMap((child) => nodeLines(child as AnyStateNode))];
}

/** The machine's structure, as the reviewed snapshot holds it. */
export function machineStructure(machine: AnyStateMachine): string {
  const delays = Object.entries(machine.implementations.delays ?? {}).map(
    ([name, value]) => `delay ${name} = ${typeof value === 'number' ? `${value} ms` : 'computed'}`,
  );
  return [...nodeLines(machine.root), ...delays].join('\n');
}
