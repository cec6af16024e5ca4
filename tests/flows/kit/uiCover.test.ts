// The browser's binding cover (uiCover.ts, decision 0063): fewer paths than the transition cover,
// nothing of the machine's binding to the screen left out.
import { describe, expect, it } from 'vitest';
import { assign, createMachine } from 'xstate';
import { buildModelGraphs, defineModel, stateKey } from './model.ts';
import { transitionsTakenBy } from './transitions.ts';
import { bindingCover, screenApplies, sharedBindingCover } from './uiCover.ts';
import type { UiScreen } from './ui.ts';

// A counter that counts to three before it can be sent: the context makes four vertices of one
// state value, and short walks make the transition cover take many paths through them.
const counter = createMachine({
  types: {} as { input: { from: number } },
  id: 'counter',
  context: ({ input }) => ({ count: input.from }),
  initial: 'editing',
  states: {
    editing: {
      tags: ['view:form'],
      on: {
        add: { guard: ({ context }) => context.count < 3, actions: assign({ count: ({ context }) => context.count + 1 }) },
        send: [{ guard: ({ context }) => context.count === 3, target: 'sent' }, { target: 'refused' }],
      },
    },
    refused: { tags: ['view:form', 'error'], on: { back: 'editing' } },
    sent: { tags: ['view:done'], type: 'final' },
  },
});
const model = defineModel({
  machine: counter,
  variants: { start: { input: { from: 0 } } },
  events: { add: { pressed: { type: 'add' } }, send: { pressed: { type: 'send' } }, back: { pressed: { type: 'back' } } },
  maxPathLength: 2,
});
const noop = async () => {};
const screens: UiScreen[] = [
  { when: 'view:form', check: noop },
  { when: 'error', check: noop },
  { when: (s) => s.matches('editing') && (s.context as { count: number }).count === 3, check: noop },
  { when: { state: 'sent' }, check: noop },
];

describe('binding cover', () => {
  const [graph] = buildModelGraphs(model);
  const chosen = bindingCover(graph, screens);

  it('replays fewer paths than the transition cover, in its order', () => {
    expect(chosen.length).toBeLessThan(graph.paths.length);
    const order = chosen.map((path) => graph.paths.indexOf(path));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('takes every machine transition, state with its tags and screen the transition cover does', () => {
    expect(transitionsTakenBy(graph.machine, graph.input, chosen)).toEqual(graph.machineTransitionsTaken);
    const reached = (paths: typeof chosen) =>
      new Set(paths.flatMap((path) => path.steps.map((step) => `${stateKey(step.state.value)} ${[...step.state.tags].sort().join(',')}`)));
    expect(reached(chosen)).toEqual(reached(graph.paths));
    const checked = (paths: typeof chosen) =>
      new Set(paths.flatMap((path) => path.steps.flatMap((step) => screens.filter((s) => screenApplies(s.when, step.state)))));
    expect(checked(chosen).size).toBe(screens.length);
    expect(checked(graph.paths).size).toBe(screens.length);
  });
});

describe('one binding cover over variants whose steps are alike', () => {
  // Two starts of the same counter: most of what either walks, the other walks too.
  const graphs = buildModelGraphs({ ...model, variants: { 'from zero': { input: { from: 0 } }, 'from one': { input: { from: 1 } } } });
  const shared = sharedBindingCover(graphs, screens);
  const cost = (paths: (typeof shared)[number]) => paths.reduce((sum, path) => sum + path.labels.length + 10, 0);
  const screensIn = (paths: (typeof shared)[number]) =>
    new Set(
      paths.flatMap((path) =>
        path.steps.flatMap((step) => screens.flatMap((s, i) => (screenApplies(s.when, step.state) ? [`${i} ${stateKey(step.state.value)}`] : []))),
      ),
    );

  it('starts every variant and costs less than a cover of each', () => {
    expect(shared.map((paths) => paths.length > 0)).toEqual([true, true]);
    const separate = graphs.reduce((sum, graph) => sum + cost(bindingCover(graph, screens)), 0);
    expect(shared.reduce((sum, paths) => sum + cost(paths), 0)).toBeLessThan(separate);
  });

  it('checks every screen in every state value of every variant, and takes every transition once', () => {
    graphs.forEach((graph, i) => {
      expect(screensIn(shared[i])).toEqual(screensIn(graph.paths));
      expect(shared[i].every((path) => graph.paths.includes(path))).toBe(true);
    });
    const taken = new Set(graphs.flatMap((graph, i) => [...transitionsTakenBy(graph.machine, graph.input, shared[i])]));
    expect(taken).toEqual(new Set(graphs.flatMap((graph) => [...graph.machineTransitionsTaken])));
  });

  it('performs the steps of events that read the variant in every variant', () => {
    // From one and from three: the second's first add is refused, so one cover of both takes add once.
    const starts = buildModelGraphs({ ...model, variants: { 'from one': { input: { from: 1 } }, 'from three': { input: { from: 3 } } } });
    const adds = (paths: (typeof shared)[number]) =>
      new Set(
        paths.flatMap((path) =>
          path.steps.flatMap((step, i) =>
            i > 0 && step.event.type === 'add' ? [`${stateKey(path.steps[i - 1].state.value)} → ${stateKey(step.state.value)}`] : [],
          ),
        ),
      );
    const once = sharedBindingCover(starts, screens);
    const each = sharedBindingCover(starts, screens, ['add']);
    expect(starts.some((graph, i) => adds(once[i]).size < adds(graph.paths).size)).toBe(true);
    starts.forEach((graph, i) => expect(adds(each[i])).toEqual(adds(graph.paths)));
  });
});
