// A dashboard section that follows the utilization range and drill-down (after-hours use, benchmark):
// one call per range and selection, a newer choice drops the answer under way, 'Try again' asks the
// same once more. No flow of its own, so a plain effect like Fleet now (decision 0058).
import { useEffect, useState } from 'react';
import type { Drill } from '../../../machines/analyticsRange/analyticsRange.types.ts';
import type { SectionRequest } from './analytics.api.ts';

export type SectionLoad<T> = { status: 'loading'; data: T | null } | { status: 'ready'; data: T } | { status: 'failed'; data: T | null };

/** The calls' selection for a drill-down: the family's, the place's or the tag's machines. */
export function sectionRequest(fromDay: string, toDay: string, drill: Drill | null): SectionRequest {
  if (!drill) return { fromDay, toDay };
  const ids = [drill.id];
  return drill.kind === 'family'
    ? { fromDay, toDay, familyIds: ids }
    : drill.kind === 'place'
      ? { fromDay, toDay, placeIds: ids }
      : { fromDay, toDay, tagIds: ids };
}

export function useSectionLoad<T, R extends SectionRequest>(load: (request: R) => Promise<T>, request: R) {
  // The last answer with the question it answers: a newer question shows 'loading' (with the last figures) until its own answer.
  const [answer, setAnswer] = useState<{ ask: string; ok: boolean; data: T | null } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(request);
  const ask = `${attempt}:${key}`;
  useEffect(() => {
    let live = true;
    load(JSON.parse(key) as R).then(
      (data) => live && setAnswer({ ask, ok: true, data }),
      () => live && setAnswer((a) => ({ ask, ok: false, data: a?.data ?? null })),
    );
    return () => {
      live = false;
    };
  }, [ask, key, load]);
  const state: SectionLoad<T> =
    answer?.ask !== ask
      ? { status: 'loading', data: answer?.data ?? null }
      : answer.ok && answer.data !== null
        ? { status: 'ready', data: answer.data }
        : { status: 'failed', data: answer.data };
  return { state, retry: () => setAttempt((n) => n + 1) };
}
