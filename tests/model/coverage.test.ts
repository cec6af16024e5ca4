// Guards the generated suites themselves: every registered model belongs to a registered machine,
// and its replayed paths take every transition written in the machine (including `always` ones).
import { describe, expect, it } from 'vitest';
import { assign, createMachine } from 'xstate';
import { allMachines } from '../../machines/index.ts';
import { buildModelGraphs, defineModel } from '../../machines/testing/model.ts';
import { machineTransitions } from '../../machines/testing/transitions.ts';
import { allModels } from '../../machines/testing/models.ts';

describe('model coverage', () => {
  it('every model is registered under its machine', () => {
    for (const [name, model] of Object.entries(allModels)) {
      expect(allMachines[name], name).toBe(model.machine);
      expect(model.machine.id).toBe(name);
    }
  });

  for (const [name, model] of Object.entries(allModels)) {
    it(`${name}: the generated paths take every transition of the machine`, () => {
      const taken = new Set(buildModelGraphs(model).flatMap((graph) => [...graph.machineTransitionsTaken]));
      const missing = machineTransitions(model.machine)
        .filter((t) => !taken.has(t.key))
        .map((t) => t.key);
      expect(missing).toEqual([]);
    });
  }
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
    expect(performance.now() - started).toBeLessThan(2000);
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
