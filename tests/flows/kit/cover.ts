// A bounded traversal for model-based tests: paths from the start vertex that together take every
// edge of an explored graph (a transition cover), built greedily in time linear in the edges times
// the search for the next untaken one. Enumerating simple paths instead grows exponentially with
// cycles (the login model reached 23,194 paths after one changed target); this never does.

export interface CoverEdge {
  from: string;
  to: string;
}

/**
 * Walks from `start`, always preferring an untaken edge (one that leads on to more untaken edges
 * first), and when the walk's vertex has none left, goes the shortest way to the nearest vertex
 * that has. A walk ends at `maxLength` edges (a failing long path is hard to read) or when nothing
 * untaken is reachable from where it stands; the next walk starts from `start` again. Each walk
 * takes at least one untaken edge, so there are at most `edges.length` walks.
 *
 * Every edge is taken provided every vertex is reachable from `start` (true of an explored graph).
 */
export function transitionCover<E extends CoverEdge>(start: string, edges: readonly E[], maxLength: number): E[][] {
  const out = new Map<string, E[]>();
  for (const edge of edges) out.set(edge.from, [...(out.get(edge.from) ?? []), edge]);
  const untaken = new Set<E>(edges);
  const hasUntaken = (vertex: string) => (out.get(vertex) ?? []).some((e) => untaken.has(e));
  const walks: E[][] = [];

  while (untaken.size > 0) {
    const walk: E[] = [];
    let fresh = 0;
    let at = start;
    for (;;) {
      const next = pickUntaken(out.get(at) ?? [], untaken, hasUntaken);
      if (next) {
        if (fresh > 0 && walk.length >= maxLength) break;
        walk.push(next);
        untaken.delete(next);
        fresh++;
        at = next.to;
        continue;
      }
      const route = shortestRoute(at, out, hasUntaken);
      // The first untaken edge of a walk is always reached, however long the way there.
      if (!route || (fresh > 0 && walk.length + route.length >= maxLength)) break;
      walk.push(...route);
      at = route[route.length - 1].to;
    }
    if (fresh === 0) throw new Error(`transition cover: ${untaken.size} edge(s) not reachable from the start`);
    walks.push(walk);
  }
  return walks;
}

/** Untaken edges that lead on to more untaken edges come first, then any untaken one, in order. */
function pickUntaken<E extends CoverEdge>(candidates: E[], untaken: Set<E>, hasUntaken: (v: string) => boolean): E | undefined {
  const open = candidates.filter((e) => untaken.has(e));
  return open.find((e) => e.to !== e.from && hasUntaken(e.to)) ?? open.find((e) => e.to !== e.from) ?? open[0];
}

/** The fewest edges from `from` to a vertex with an untaken edge (breadth first), or undefined. */
function shortestRoute<E extends CoverEdge>(from: string, out: Map<string, E[]>, hasUntaken: (v: string) => boolean): E[] | undefined {
  const via = new Map<string, E | null>([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const vertex = queue.shift()!;
    if (hasUntaken(vertex)) {
      const route: E[] = [];
      for (let step = via.get(vertex); step; step = via.get(step.from)) route.unshift(step);
      return route;
    }
    for (const edge of out.get(vertex) ?? []) {
      if (via.has(edge.to)) continue;
      via.set(edge.to, edge);
      queue.push(edge.to);
    }
  }
  return undefined;
}
