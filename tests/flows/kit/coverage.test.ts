// Guards the generated suites themselves: every model found on disk (flows.ts) belongs to a machine
// found on disk under the same id, and its replayed paths take every transition written in the
// machine (including `always` ones).
import { describe, expect, it } from 'vitest';
import { and, assign, createMachine, not } from 'xstate';
import { loadMachines, loadModels, machinesFrom } from './flows.ts';
import { machineModules } from './machineModules.ts';
import { buildModelGraphs, defineModel } from './model.ts';
import { guardOutcomes, machineTransitions, writtenGuards } from './transitions.ts';

const allMachines = await loadMachines();
const allModels = await loadModels();

describe('model coverage', () => {
  it('the static import of the machines (machineModules.ts) finds the machines flows.ts finds', () => {
    expect([...machinesFrom(machineModules)]).toEqual([...allMachines]);
  });

  it('every model is found under its machine', () => {
    for (const [name, model] of allModels) {
      expect(allMachines.get(name), name).toBe(model.machine);
      expect(model.machine.id).toBe(name);
    }
  });

  for (const [name, model] of allModels) {
    // The replays check tags only against a table the model writes down (kit/replay.ts).
    it(`${name}: a machine with tags has its model's table of them`, () => {
      const tagged = Object.values(model.machine.idMap as Record<string, { tags: readonly string[] }>).some((node) => node.tags.length > 0);
      expect(tagged && !model.tags, 'tags: { … } missing in the model').toBe(false);
    });

    it(`${name}: the generated paths take every transition of the machine`, () => {
      const taken = new Set(buildModelGraphs(model).flatMap((graph) => [...graph.machineTransitionsTaken]));
      const missing = machineTransitions(model.machine)
        .filter((t) => !taken.has(t.key))
        .map((t) => t.key);
      expect(missing).toEqual([]);
    });

    // A guard only ever true (or false) on the paths is a rule no test can see change: a `>` turned
    // `>=` survives. A guard a variant fixes (it reads the browser: a saved session, the last
    // reload) counts with the outcomes the variants give it.
    it(`${name}: every guard is seen both true and false on the generated paths`, () => {
      const seen = new Map<string, Set<boolean>>();
      for (const graph of buildModelGraphs(model)) {
        for (const [guard, outcomes] of guardOutcomes(graph.machine, graph.input, graph.paths)) {
          seen.set(guard, new Set([...(seen.get(guard) ?? []), ...outcomes]));
        }
      }
      const unreachable = model.unreachableGuardOutcomes ?? {};
      const oneSided = writtenGuards(model.machine)
        .filter((guard) => {
          const outcomes = seen.get(guard) ?? new Set<boolean>();
          const impossible = unreachable[guard];
          return impossible ? outcomes.has(impossible.never) || !outcomes.has(!impossible.never) : outcomes.size < 2;
        })
        .map((guard) => `${guard}: ${[...(seen.get(guard) ?? [])].join(', ') || 'never evaluated'}`);
      expect(oneSided).toEqual([]);
      // A declared impossibility names a guard the machine has.
      expect(Object.keys(unreachable).filter((guard) => !writtenGuards(model.machine).includes(guard))).toEqual([]);
    });
  }
});

describe('guard outcomes', () => {
  // `open` is refused while locked; `unlock` has a guard no fixture can make false.
  const door = createMachine({
    id: 'door',
    context: { locked: true },
    initial: 'shut',
    states: {
      shut: {
        always: [{ guard: 'alarmed', target: 'alarm' }],
        on: {
          open: { guard: 'unlocked', target: 'open' },
          unlock: { guard: 'hasKey', actions: assign({ locked: false }) },
        },
      },
      open: {},
      alarm: {},
    },
  }).provide({ guards: { unlocked: ({ context }) => !context.locked, hasKey: () => true, alarmed: () => false } });
  const model = defineModel({
    machine: door,
    variants: { start: { input: undefined } },
    events: { open: { pressed: { type: 'open' } }, unlock: { key: { type: 'unlock' } } },
  });

  it('reports each named guard with the outcomes the paths saw, eventless ones included', () => {
    const [graph] = buildModelGraphs(model);
    const seen = guardOutcomes(graph.machine, graph.input, graph.paths);
    expect([...(seen.get('unlocked') ?? [])].sort()).toEqual([false, true]);
    expect([...(seen.get('hasKey') ?? [])]).toEqual([true]);
    expect([...(seen.get('alarmed') ?? [])]).toEqual([false]);
    expect(writtenGuards(door).sort()).toEqual(['alarmed', 'hasKey', 'unlocked']);
  });

  // `and` short-circuits: `armed` is evaluated only when `ready` passes; `not` still reports its operand.
  it('evaluates the operands of and / not as XState does, and lists them as written guards', () => {
    const launcher = createMachine({
      id: 'launcher',
      context: { ready: false, armed: false },
      initial: 'idle',
      states: {
        idle: {
          on: {
            fire: [
              { guard: and(['ready', 'armed']), target: 'fired' },
              { guard: not('ready'), actions: assign({ ready: true }) },
            ],
            arm: { actions: assign({ armed: true }) },
          },
        },
        fired: {},
      },
    }).provide({ guards: { ready: ({ context }) => context.ready, armed: ({ context }) => context.armed } });
    const [graph] = buildModelGraphs(
      defineModel({
        machine: launcher,
        variants: { start: { input: undefined } },
        events: { fire: { pressed: { type: 'fire' } }, arm: { pressed: { type: 'arm' } } },
      }),
    );
    const seen = guardOutcomes(graph.machine, graph.input, graph.paths);
    expect([...(seen.get('ready') ?? [])].sort()).toEqual([false, true]);
    expect([...(seen.get('armed') ?? [])].sort()).toEqual([false, true]);
    expect(writtenGuards(launcher).sort()).toEqual(['armed', 'ready']);
  });
});

describe('the traversal stays bounded', () => {
  // 8 states, each with an event to every state: about 8! simple paths from the start, 64 transitions.
  const names = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
  const clique = createMachine({
    id: 'clique',
    initial: 'a',
    states: Object.fromEntries(names.map((n) => [n, { on: Object.fromEntries(names.map((m) => [`go.${m}`, m])) }])),
  });
  const events = Object.fromEntries(names.map((m) => [`go.${m}`, { once: { type: `go.${m}` } }]));

  it('a fully connected machine builds at once and its paths take every transition exactly as the cover promises', () => {
    const started = performance.now();
    const [graph] = buildModelGraphs(defineModel({ machine: clique, variants: { start: { input: undefined } }, events }));
    // Loose on purpose: CI runs this beside the scale test and three servers starting on two cores;
    // what it guards against takes far longer, and speed itself is measured in bench/.
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(graph.vertices).toHaveLength(8);
    expect(graph.transitions).toHaveLength(64);
    expect(graph.covered).toBe(64);
    const taken = new Set(graph.paths.flatMap((p) => p.steps.slice(1).map((s, i) => `${String(p.steps[i].state.value)}>${s.label}`)));
    expect(taken.size).toBe(64);
    expect(graph.paths.every((p) => p.labels.length <= 24 + 8)).toBe(true);
  });

  it('a projection that lets the graph run away fails fast with a clear message', () => {
    const counter = createMachine({ id: 'counter', context: { n: 0 }, on: { inc: { actions: assign({ n: ({ context }) => context.n + 1 }) } } });
    const model = defineModel({ machine: counter, variants: { start: { input: undefined } }, events: { inc: { one: { type: 'inc' } } }, maxVertices: 50 });
    expect(() => buildModelGraphs(model)).toThrow(/counter \[start\]: .*narrow the model's projection/);
  });
});
