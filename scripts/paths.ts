// Path coverage for QA: for every machine (machines/<flow>/*.machine.ts, found by
// tests/flows/kit/flows.ts), its states, its transitions, the test paths generated from its model
// (the same paths tests/flows/<flow>/*.model.test.ts replay) and, for a machine that drives a screen
// (tests/flows/<flow>/<flow>.ui.ts), the paths replayed in Chromium by tests/e2e/replay.spec.ts,
// named as the Playwright tests are.
//
//   npx tsx scripts/paths.ts                 all machines
//   npx tsx scripts/paths.ts login session   some machines
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { shortType } from '../tests/flows/kit/eventNames.ts';
import { buildModelGraphs, type ModelGraph } from '../tests/flows/kit/model.ts';
import { guardOutcomes, machineTransitions, writtenGuards, type MachineTransition } from '../tests/flows/kit/transitions.ts';
import { uiGraphs, type MachineUi, type UiStep } from '../tests/flows/kit/ui.ts';
import { loadMachines, loadModels, loadUis } from '../tests/flows/kit/flows.ts';

const allMachines = Object.fromEntries(await loadMachines());
const allModels = Object.fromEntries(await loadModels());

const args = process.argv.slice(2);
const only = args.filter((a) => !a.startsWith('--'));
const unknown = only.filter((name) => !(name in allMachines));
if (unknown.length) {
  console.error(`Unknown machine(s): ${unknown.join(', ')}. Known: ${Object.keys(allMachines).join(', ')}`);
  process.exit(2);
}

interface Summary {
  machine: string;
  states: number;
  transitions: number | string;
  paths: number | string;
  coverage: string;
  guards?: string;
  ui: string;
}
const summary: Summary[] = [];
let failed = false;
const uis = await loadUis();

for (const [name, machine] of Object.entries(allMachines)) {
  if (only.length && !only.includes(name)) continue;
  const nodes = stateNodes(machine);
  const transitions = machineTransitions(machine);

  console.log(`\n=== ${name} (id "${machine.id}") ===`);
  console.log(`states (${nodes.length}):`);
  for (const node of nodes) console.log(`  ${describeState(node)}`);

  const model = allModels[name];
  let graphs: ModelGraph[] = [];
  let problem: string | null = model ? null : 'no model in tests/flows/<flow>/<name>.model.ts';
  if (model) {
    try {
      graphs = buildModelGraphs(model);
    } catch (error) {
      failed = true;
      problem = `FAILED to build the model: ${(error as Error).message}`;
    }
  }
  const taken = new Set(graphs.flatMap((g) => [...g.machineTransitionsTaken]));
  const machineUi = uis.get(machine.id);
  let uiPaths: ModelGraph[] = [];
  if (machineUi && !problem) {
    try {
      uiPaths = uiGraphs(machineUi);
    } catch (error) {
      failed = true;
      problem = `FAILED to build the browser's graph: ${(error as Error).message}`;
    }
  }
  const inUi = new Set(uiPaths.flatMap((g) => [...g.machineTransitionsTaken]));
  const mark = (t: MachineTransition) => (problem ? '   ' : `${taken.has(t.key) ? '✓' : '✗'} ${machineUi ? (inUi.has(t.key) ? '✓' : '·') : ' '}`);
  const legend = machineUi ? ', first mark: model tests, second: replayed in Chromium' : '';
  console.log(
    `transitions (${transitions.length}${problem ? '' : `, ${taken.size} taken by test paths${machineUi ? `, ${inUi.size} in the browser` : ''}`}${legend}):`,
  );
  for (const t of transitions) console.log(`  ${mark(t)} ${describeTransition(t)}`);

  if (problem) {
    console.log(`test paths: ${problem}`);
    summary.push({ machine: name, states: nodes.length, transitions: transitions.length, paths: '-', coverage: problem, ui: '-' });
    continue;
  }

  let paths = 0;
  let covered = 0;
  let total = 0;
  for (const graph of graphs) {
    console.log(`\nvariant "${graph.variant}" (input ${JSON.stringify(graph.input, shorten)}):`);
    console.log(`  graph: ${graph.vertices.length} vertices, ${graph.transitions.length} transitions`);
    console.log(`  test paths (${graph.paths.length}), transitions covered ${graph.covered}/${graph.transitions.length}:`);
    for (const p of graph.paths) console.log(`    ${p.description}`);
    paths += graph.paths.length;
    covered += graph.covered;
    total += graph.transitions.length;
  }
  // The same rule as tests/flows/kit/coverage.test.ts: each guard seen true and false on the paths,
  // but for outcomes the model declares impossible (with the reason).
  const seen = new Map<string, Set<boolean>>();
  for (const graph of graphs) {
    for (const [guard, outcomes] of guardOutcomes(graph.machine, graph.input, graph.paths)) seen.set(guard, new Set([...(seen.get(guard) ?? []), ...outcomes]));
  }
  const guards = writtenGuards(machine);
  const unreachable = model.unreachableGuardOutcomes ?? {};
  const oneSided: string[] = [];
  if (guards.length) console.log(`\nguards (${guards.length}), outcomes seen on the test paths:`);
  for (const guard of guards) {
    const outcomes = seen.get(guard) ?? new Set<boolean>();
    const impossible = unreachable[guard];
    const ok = impossible ? !outcomes.has(impossible.never) && outcomes.has(!impossible.never) : outcomes.size === 2;
    if (!ok) oneSided.push(guard);
    const shown = [...outcomes].sort().join(' and ') || 'never evaluated';
    console.log(`  ${ok ? '✓' : '✗'} ${guard}: ${shown}${impossible ? ` (never ${impossible.never}: ${impossible.why})` : ''}`);
  }
  if (oneSided.length) failed = true;
  if (machineUi) printUi(machine.id, machineUi, uiPaths);
  else console.log('\nUI replay: none (no tests/flows/<flow>/<flow>.ui.ts; the machine tests above are its only paths)');
  summary.push({
    machine: name,
    states: nodes.length,
    transitions: `${taken.size}/${transitions.length} taken`,
    paths,
    coverage: `${covered}/${total} graph transitions, ${graphs.length} variant(s)`,
    guards: oneSided.length ? `one-sided: ${oneSided.join(', ')}` : `${guards.length} ok`,
    ui: machineUi ? `${inUi.size}/${transitions.length} in Chromium, ${uiPaths.reduce((n, g) => n + g.paths.length, 0)} paths` : 'no UI replay',
  });
}

console.log('\n=== summary ===');
console.table(summary);
if (failed) process.exit(1);

/** The browser's replay of a machine: what it leaves out and why, and the Playwright test of each path. */
function printUi(id: string, { ui }: MachineUi, graphs: ModelGraph[]): void {
  const spec = 'replay.spec.ts';
  console.log(`\nUI replay (tests/e2e/${spec}, describe "replay ${id}"):`);
  for (const [variant, why] of Object.entries(ui.skipVariants ?? {})) console.log(`  variant "${variant}" not started in the browser: ${why}`);
  for (const [type, fixtures] of Object.entries(ui.events as Record<string, Record<string, UiStep>>)) {
    for (const [fixture, step] of Object.entries(fixtures)) {
      if (typeof step !== 'object') continue;
      if ('notInBrowser' in step) console.log(`  ${shortType(type)}(${fixture}) left to the model tests: ${step.notInBrowser}`);
      else if ('offered' in step) console.log(`  ${shortType(type)}(${fixture}) only where the screen offers it: ${step.why}`);
    }
  }
  for (const graph of graphs) {
    console.log(`  variant "${graph.variant}": ${graph.paths.length} paths, ${graph.covered}/${graph.transitions.length} graph transitions:`);
    for (const p of graph.paths) console.log(`    ${spec} › replay ${id} › ${p.description}`);
  }
}

/** Long opaque strings (tokens) are cut so the input stays readable. */
function shorten(_key: string, value: unknown): unknown {
  return typeof value === 'string' && value.length > 40 ? `${value.slice(0, 16)}…(${value.length} chars)` : value;
}

function stateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const walk = (node: AnyStateNode): AnyStateNode[] => Object.values(node.states).flatMap((child) => [child, ...walk(child)]);
  return walk(machine.root);
}

function stateName(node: AnyStateNode): string {
  return node.path.length ? node.path.join('.') : '(root)';
}

function describeState(node: AnyStateNode): string {
  const notes: string[] = [];
  if (node.type !== 'atomic') notes.push(node.type);
  if (node.always?.length && !Object.keys(node.states).length) notes.push('transient');
  if (node.tags.length) notes.push(`tags: ${node.tags.join(', ')}`);
  for (const invoke of node.invoke) notes.push(`invokes ${typeof invoke.src === 'string' ? invoke.src : invoke.id} as "${invoke.id}"`);
  return `${stateName(node)}${notes.length ? `  (${notes.join('; ')})` : ''}`;
}

function describeTransition({ source, event, definition }: MachineTransition): string {
  const guard = definition.guard ? ` [${guardLabel(definition.guard)}]` : '';
  const target = definition.target?.length ? definition.target.map(stateName).join(', ') : '(stays)';
  const actions = definition.actions.map(nameOf).filter((a) => a !== 'assign');
  return `${stateName(source)} --${shortType(event)}${guard}--> ${target}${actions.length ? `  / ${actions.join(', ')}` : ''}`;
}

/** A written guard: its name, or a combinator with its operands (`and(ready, needsCalibration)`). */
function guardLabel(guard: unknown): string {
  if (typeof guard === 'function' && 'check' in guard) {
    const operands = (guard as { guards?: unknown[] }).guards;
    return operands ? `${guard.name}(${operands.map(guardLabel).join(', ')})` : guard.name || 'inline';
  }
  return typeof guard === 'function' ? 'inline' : nameOf(guard);
}

function nameOf(implementation: unknown): string {
  if (typeof implementation === 'string') return implementation;
  if (typeof implementation === 'function') {
    const type = (implementation as { type?: string }).type;
    return type === 'xstate.assign' || !type ? 'assign' : type;
  }
  if (implementation && typeof implementation === 'object' && 'type' in implementation) return String(implementation.type);
  return 'inline';
}
