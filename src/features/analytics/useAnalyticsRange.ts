// Runs the analyticsRange machine with the real call, the user's today fixed when the page opens.
import { useState } from 'react';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { analyticsRangeMachine } from '../../../machines/analyticsRange/analyticsRange.machine.ts';
import { inspect } from '../../app/inspector.ts';
import { currentFormat } from '../../format/format.ts';
import { loadUtilizationCall } from './analytics.api.ts';

const machine = analyticsRangeMachine.provide({ actors: { loadUtilization: fromPromise(({ input }) => loadUtilizationCall(input)) } });

export function useAnalyticsRange() {
  // "Today" in the user's zone (decision 0038), read once: a lazy initial state, not a render-time read.
  const [input] = useState(() => ({ today: currentFormat().today() }));
  return useActorRef(machine, { inspect, input });
}
