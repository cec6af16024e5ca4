// Which of a flow's generated paths the browser replays (decision 0063). The model tests replay the
// whole transition cover (cover.ts) against the machine, in milliseconds a path; in Chromium each
// path costs seconds of CPU, and most of the cover's paths differ from one another only in context
// the machine's own tests already check (a field valid or not, the page of a list). The browser
// tests the binding of the machine to the screen, so it replays the fewest paths (a greedy set
// cover over the full cover's own paths) that together still
// - take every transition written in the machine (source, event, guard branch) the full cover takes,
// - perform every fixture from every state value it is performed in, to every state value it leads to,
// - reach every state value with every set of tags the full cover reaches it with, and
// - check every declared screen in every state value it is checked in.
// A flow whose steps are performed alike in every variant (the variant only sets how a path starts
// and what its screens show: `stepsAlikeInEveryVariant`) gets one cover over all its variants: each
// variant started, every screen checked in every state value in every variant, the steps of events
// declared as reading the variant performed in each, and the transitions, states and other steps
// above taken once across them (decision 0069).
// REPLAY_COVER=transitions replays the full cover instead (every graph transition, every vertex).
import type { AnyMachineSnapshot } from 'xstate';
import { stateKey, type ModelGraph, type ModelPath } from './model.ts';
import { transitionsTakenBy } from './transitions.ts';
import type { UiScreen } from './ui.ts';

/** The browser's path set: `binding` (default) or the full `transitions` cover. */
export type ReplayCover = 'binding' | 'transitions';

export function replayCover(): ReplayCover {
  const cover = process.env.REPLAY_COVER ?? 'binding';
  if (cover !== 'binding' && cover !== 'transitions') throw new Error(`REPLAY_COVER=${cover}: binding or transitions`);
  return cover;
}

/**
 * A path's fixed cost in the browser, in steps: a new context, the app loaded, signed in, the
 * screen opened cost about what ten steps do (decision 0031), so a longer path that covers a little
 * more can beat two short ones.
 */
const PATH_COST_IN_STEPS = 10;

/** Whether a declared screen applies to a snapshot (the driver checks each one that does). */
export function screenApplies(when: UiScreen['when'], expected: AnyMachineSnapshot): boolean {
  if (typeof when === 'string') return expected.hasTag(when);
  if (typeof when === 'function') return when(expected);
  return expected.matches(when.state);
}

/**
 * What replaying one path in the browser checks of the binding (see the top of this file). With
 * `variant`, the screens are its own and the path starts it: items of a cover over several variants.
 */
function bindingOf(graph: ModelGraph, path: ModelPath, screens: readonly UiScreen[], variant?: string, variantEvents: readonly string[] = []): Set<string> {
  const items = new Set<string>([...transitionsTakenBy(graph.machine, graph.input, [path])].map((key) => `transition ${key}`));
  const own = variant === undefined ? '' : ` [${variant}]`;
  if (variant !== undefined) items.add(`start${own}`);
  path.steps.forEach((step, i) => {
    const at = stateKey(step.state.value);
    items.add(`state ${at} [${[...step.state.tags].sort().join(',')}]`);
    screens.forEach((screen, index) => {
      if (screenApplies(screen.when, step.state)) items.add(`screen ${index} in ${at}${own}`);
    });
    if (i > 0) items.add(`step ${stateKey(path.steps[i - 1].state.value)} --${step.label}--> ${at}${variantEvents.includes(step.event.type) ? own : ''}`);
  });
  return items;
}

interface Candidate {
  path: ModelPath;
  /** The path's place in its graph's cover. */
  order: number;
  items: Set<string>;
}

/**
 * The fewest-cost candidates that check every item any of them checks. Greedy: each round takes the
 * path with the most unchecked items per step of cost; deterministic for given candidates.
 */
function cheapestCover<C extends Candidate>(candidates: readonly C[]): C[] {
  const unchecked = new Set(candidates.flatMap((c) => [...c.items]));
  const chosen: C[] = [];
  while (unchecked.size > 0) {
    let best: C | undefined;
    let bestScore = 0;
    for (const candidate of candidates) {
      let gain = 0;
      for (const item of candidate.items) if (unchecked.has(item)) gain++;
      const score = gain / (candidate.path.labels.length + PATH_COST_IN_STEPS);
      if (score > bestScore) [best, bestScore] = [candidate, score];
    }
    // Every item came from some candidate, so one always gains while any is unchecked.
    for (const item of best!.items) unchecked.delete(item);
    chosen.push(best!);
  }
  return chosen.sort((a, b) => a.order - b.order);
}

/**
 * The fewest-cost paths of `graph` that check everything its full cover checks, in the cover's own
 * order (so titles and order stay those of the full run).
 */
export function bindingCover(graph: ModelGraph, screens: readonly UiScreen[]): ModelPath[] {
  return cheapestCover(graph.paths.map((path, order) => ({ path, order, items: bindingOf(graph, path, screens) }))).map((c) => c.path);
}

/**
 * One cover over the variants of a flow whose steps are alike in each: for each graph, in its order,
 * the paths of the fewest-cost set that starts every variant, checks every screen in every state value
 * of every variant, takes the steps of `variantEvents` in every variant they are taken in, and every
 * other transition, state and step the variants' full covers take once.
 */
export function sharedBindingCover(graphs: readonly ModelGraph[], screens: readonly UiScreen[], variantEvents: readonly string[] = []): ModelPath[][] {
  const candidates = graphs.flatMap((graph, index) =>
    graph.paths.map((path, order) => ({ path, order, graph: index, items: bindingOf(graph, path, screens, graph.variant, variantEvents) })),
  );
  const chosen = cheapestCover(candidates);
  return graphs.map((_, index) => chosen.filter((c) => c.graph === index).map((c) => c.path));
}
