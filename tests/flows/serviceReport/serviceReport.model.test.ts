import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { serviceReportMachine } from '../../../machines/serviceReport/serviceReport.machine.ts';
import { ASSET_ID, COMMENT, HOURS_THEN, IN_FUTURE, PERFORMED_AT, serviceReportModel, TYPED_HOURS } from './serviceReport.model.ts';
import { canSubmit, submitLabel } from '../../../machines/serviceReport/serviceReport.rules.ts';
import type { CalibrationRequest, EngineTimeAt, EngineTimeRequest, ReportRequest } from '../../../machines/serviceReport/serviceReport.types.ts';
import { buildModelGraphs } from '../kit/model.ts';
import { replayPath, type StepInfo } from '../kit/replay.ts';

// The features spec's texts (§4, §5), written out so a changed text fails here.
const REPORT = 'Report service';
const CALIBRATE_AND_REPORT = 'Calibrate and report service';
const HOURS_UNKNOWN = 'The machine hours at that time could not be read. Enter them from the hour meter.';
const REPORT_FAILED = 'The service could not be reported. Please try again later';

type Snapshot = SnapshotFrom<typeof serviceReportMachine>;

/** The dialog as the spec describes it, kept independently of the machine. */
interface Expected {
  state: string;
  time: string | null;
  /** The meter reading the server gave for the time (null: unknown). */
  then: number | null;
  hours: string;
  comment: string;
  error: string | null;
}

const tenth = (n: number) => Math.round(n * 10) / 10;
const typed = (e: Expected) => (e.hours.trim() === '' ? null : Number(e.hours));
const ready = (e: Expected) => e.time !== null && typed(e) !== null && e.comment.trim() !== '';
const changed = (e: Expected) => typed(e) !== null && (e.then === null || tenth(typed(e)!) !== tenth(e.then));
const anythingTyped = (e: Expected) => e.time !== null || e.hours !== '' || e.comment.trim() !== '';

function next(label: string, e: Expected | undefined): Expected {
  if (label === 'xstate.init') return { state: 'form', time: null, then: null, hours: '', comment: '', error: null };
  const s = e!;
  switch (label) {
    case 'report.timeChosen(chosen)':
      return {
        ...s,
        state: 'loadingHours',
        time: PERFORMED_AT,
        then: s.state === 'form' ? null : s.then,
        hours: s.state === 'form' ? '' : s.hours,
        error: s.state === 'form' ? null : s.error,
      };
    case 'report.timeChosen(cleared)':
      return { ...s, state: 'form', time: null, then: null, hours: '' };
    case 'report.hoursChanged':
      return { ...s, hours: TYPED_HOURS };
    case 'report.commentChanged':
      return { ...s, comment: COMMENT };
    case 'report.submitted':
      if (!ready(s)) return s;
      return { ...s, state: changed(s) ? 'calibrating' : 'reporting', error: null };
    case 'report.cancelled':
      return { ...s, state: s.state === 'loadingHours' || anythingTyped(s) ? 'confirmCancel' : 'cancelled' };
    case 'report.discardConfirmed':
      return { ...s, state: 'cancelled' };
    case 'report.keepEditing':
      return { ...s, state: 'form' };
    case 'done:loadEngineTime':
      return { ...s, state: 'form', then: HOURS_THEN, hours: String(tenth(HOURS_THEN)) };
    case 'error:loadEngineTime':
      return { ...s, state: 'form', then: null, error: HOURS_UNKNOWN };
    case 'done:calibrate':
      return { ...s, state: 'reporting', then: typed(s) };
    case 'error:calibrate':
      return { ...s, state: 'form', error: IN_FUTURE.message! };
    case 'done:reportService':
      return { ...s, state: 'reported' };
    case 'error:reportService':
      return { ...s, state: 'form', error: REPORT_FAILED };
  }
  throw new Error(`no expectation for ${label}`);
}

function checker() {
  let e: Expected | undefined;
  return ({ label, before, after, invocations }: StepInfo) => {
    const snap = after as Snapshot;
    e = next(label, e);
    const entered = (name: string) => snap.value === name && (before?.value !== name || label.startsWith('report.timeChosen'));
    expect(snap.value, `state after ${label}`).toBe(e.state);
    expect(snap.context.performedAt, 'the time (the calibration section shows with it)').toBe(e.time);
    expect(snap.context.machineHours).toBe(e.hours);
    expect(snap.context.error, `error after ${label}`).toBe(e.error);
    if (e.state === 'form') {
      expect(canSubmit(snap.context), 'the button is enabled').toBe(ready(e));
      expect(submitLabel(snap.context)).toBe(changed(e) ? CALIBRATE_AND_REPORT : REPORT);
    }
    expect(snap.hasTag('busy')).toBe(e.state === 'calibrating' || e.state === 'reporting');
    if (entered('loadingHours')) expect(invocations.at(-1)).toEqual({ src: 'loadEngineTime', input: { assetId: ASSET_ID, userTime: PERFORMED_AT } });
    if (entered('calibrating'))
      expect(invocations.at(-1)).toEqual({
        src: 'calibrate',
        input: { assetId: ASSET_ID, engineTimeAtUserTime: PERFORMED_AT, engineTime: Number(TYPED_HOURS) },
      });
    if (entered('reporting'))
      expect(invocations.at(-1)).toEqual({
        src: 'reportService',
        input: { assetId: ASSET_ID, engineTimeAtService: typed(e), servicePerformedUserTime: PERFORMED_AT, comment: COMMENT.trim() },
      });
    if (snap.status === 'done') expect(snap.output).toEqual({ reported: e.state === 'reported' });
  };
}

describe('serviceReport: generated paths', () => {
  for (const graph of buildModelGraphs(serviceReportModel)) {
    for (const modelPath of graph.paths) {
      it(modelPath.description, async () => {
        await replayPath(graph, modelPath, { advanceTime: () => {}, onStep: checker() });
      });
    }
  }
});

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

/** A machine whose hours were 4321.46 at any moment; records the calls. */
function startDialog() {
  const calls: { src: string; input: unknown }[] = [];
  const machine = serviceReportMachine.provide({
    actors: {
      loadEngineTime: fromPromise<EngineTimeAt, EngineTimeRequest>(async ({ input }) => {
        calls.push({ src: 'loadEngineTime', input });
        return { engineTime: HOURS_THEN };
      }),
      calibrate: fromPromise<unknown, CalibrationRequest>(async ({ input }) => void calls.push({ src: 'calibrate', input })),
      reportService: fromPromise<unknown, ReportRequest>(async ({ input }) => void calls.push({ src: 'reportService', input })),
    },
  });
  return { actor: createActor(machine, { input: { assetId: ASSET_ID } }).start(), calls };
}

describe('serviceReport: journeys', () => {
  it('unchanged hours report without calibrating; the hours are read for the chosen time', async () => {
    const { actor, calls } = startDialog();
    actor.send({ type: 'report.commentChanged', value: 'Oil' });
    actor.send({ type: 'report.submitted' });
    expect(actor.getSnapshot().value, 'no time yet: disabled').toBe('form');
    actor.send({ type: 'report.timeChosen', value: '2026-11-20T08:30' });
    await flush();
    expect(actor.getSnapshot().context.machineHours).toBe('4321.5');
    expect(submitLabel(actor.getSnapshot().context)).toBe(REPORT);
    actor.send({ type: 'report.submitted' });
    await flush();
    expect(actor.getSnapshot().output).toEqual({ reported: true });
    expect(calls.map((c) => c.src)).toEqual(['loadEngineTime', 'reportService']);
    expect(calls[1].input).toEqual({ assetId: ASSET_ID, engineTimeAtService: 4321.5, servicePerformedUserTime: '2026-11-20T08:30', comment: 'Oil' });
  });

  it('changed hours calibrate first, then report with the typed hours; a bad time text is not a time', async () => {
    const { actor, calls } = startDialog();
    actor.send({ type: 'report.timeChosen', value: '2026-13-45T99:00' });
    expect(actor.getSnapshot().context.performedAt).toBeNull();
    actor.send({ type: 'report.timeChosen', value: '2026-11-20T08:30' });
    await flush();
    actor.send({ type: 'report.hoursChanged', value: '4400,5' });
    actor.send({ type: 'report.commentChanged', value: 'Hour meter replaced' });
    expect(submitLabel(actor.getSnapshot().context)).toBe(CALIBRATE_AND_REPORT);
    actor.send({ type: 'report.submitted' });
    await flush();
    expect(calls.map((c) => c.src)).toEqual(['loadEngineTime', 'calibrate', 'reportService']);
    expect(calls[1].input).toEqual({ assetId: ASSET_ID, engineTimeAtUserTime: '2026-11-20T08:30', engineTime: 4400.5 });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('cancel with nothing typed closes at once; with a comment it asks, and keep editing keeps it', () => {
    const first = startDialog().actor;
    first.send({ type: 'report.cancelled' });
    expect(first.getSnapshot().output).toEqual({ reported: false });
    const { actor } = startDialog();
    actor.send({ type: 'report.commentChanged', value: 'x' });
    actor.send({ type: 'report.cancelled' });
    expect(actor.getSnapshot().hasTag('view:confirmCancel')).toBe(true);
    actor.send({ type: 'report.keepEditing' });
    expect(actor.getSnapshot().context.comment).toBe('x');
  });
});
