// vitest side of model-based testing: fake clock, action spies and per-step side-effect deltas.
// Path generation and replay live in tests/flows/kit/model.ts (shared with scripts/paths.ts).
import { afterEach, beforeEach, it, vi, type Mock } from 'vitest';
import { buildModelGraphs, type AnyModelDefinition, type ModelGraph } from './model.ts';

/** Fake timers (setTimeout and Date) starting at `start` for every test of the enclosing suite. */
export function useFakeClock(start: number): void {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(start);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

export function advanceTime(ms: number): void {
  vi.advanceTimersByTime(ms);
}

export type Spies<N extends string> = Record<N, Mock>;

export function createSpies<const N extends string>(names: readonly N[]): Spies<N> {
  return Object.fromEntries(names.map((name) => [name, vi.fn()])) as Spies<N>;
}

/**
 * Tells which spies were called since the previous `next()`, as `{ name: times }` with only the
 * called ones, so a step can be compared with exactly the side effects it should have.
 */
export function effectTracker<N extends string>(spies: Spies<N>): { next(): Partial<Record<N, number>> } {
  const names = Object.keys(spies) as N[];
  let seen = Object.fromEntries(names.map((n) => [n, 0])) as Record<N, number>;
  return {
    next() {
      const now = Object.fromEntries(names.map((n) => [n, spies[n].mock.calls.length])) as Record<N, number>;
      const delta: Partial<Record<N, number>> = {};
      for (const n of names) if (now[n] > seen[n]) delta[n] = now[n] - seen[n];
      seen = now;
      return delta;
    },
  };
}

/** `{ a: 1, b: 1 }` for the names given: what `effectTracker` reports when each ran once. */
export function once<N extends string>(...names: N[]): Partial<Record<N, number>> {
  return Object.fromEntries(names.map((n) => [n, 1])) as Partial<Record<N, number>>;
}

/**
 * The model's graphs for a suite of generated-path tests. A model that cannot be built (a machine
 * changed so that an event lost its fixture, a delay its spec value) becomes a failing test rather
 * than an error while collecting, which some runners (Stryker's) would not count as a failure.
 */
export function graphsOf(definition: AnyModelDefinition): ModelGraph[] {
  try {
    return buildModelGraphs(definition);
  } catch (error) {
    it(`builds the model of ${definition.machine.id}`, () => {
      throw error;
    });
    return [];
  }
}
