// usageReport as an actor (features spec: reports, the usage report's machine picker): what the
// picker's toggles leave selected, in order, and what a failed load or report leaves on screen.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { usageReportMachine } from '../../machines/usageReport/usageReport.machine.ts';
import type { ReportFile, ReportMachine, UsageReportRequest } from '../../machines/usageReport/usageReport.types.ts';

const settle = () => new Promise((r) => setTimeout(r, 0));

const MACHINES: ReportMachine[] = [
  { assetId: 11, name: 'Excavator 11', internalId: 'E-11', brand: 'Volvo', model: 'EC220E' },
  { assetId: 12, name: 'Loader 12', internalId: 'L-12', brand: 'CAT', model: '950M' },
  { assetId: 13, name: 'Roller 13', internalId: 'R-13', brand: 'Bomag', model: 'BW 177' },
];

function start(options: { machines?: () => Promise<ReportMachine[]>; report?: (input: UsageReportRequest) => Promise<ReportFile> } = {}) {
  const downloads: ReportFile[] = [];
  const requests: UsageReportRequest[] = [];
  const machine = usageReportMachine.provide({
    actors: {
      loadMachines: fromPromise<ReportMachine[], void>(options.machines ?? (() => Promise.resolve(MACHINES))),
      generateReport: fromPromise<ReportFile, UsageReportRequest>(({ input }) => {
        requests.push(input);
        return (options.report ?? (() => Promise.resolve({ fileName: 'usage.xlsx', blob: new Blob(['x']) })))(input);
      }),
    },
    actions: {
      download: (_, file: ReportFile) => {
        downloads.push(file);
      },
    },
  });
  const actor = createActor(machine, { input: { fromDay: '2026-11-10', toDay: '2026-11-16' } }).start();
  return { actor, downloads, requests };
}

async function picking() {
  const started = start();
  await settle();
  expect(started.actor.getSnapshot().value).toBe('picking');
  return started;
}

const selected = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().context.selected;

describe('usageReport machine', () => {
  it('starts loading with nothing listed or selected, the input range and no error', () => {
    const { actor } = start({ machines: () => new Promise(() => {}) });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context).toEqual({ machines: [], selected: [], fromDay: '2026-11-10', toDay: '2026-11-16', error: null });
  });

  it('lists the loaded machines', async () => {
    const { actor } = await picking();
    expect(actor.getSnapshot().context.machines).toEqual(MACHINES);
  });

  it('a failed list shows "The machines could not be loaded. Please try again later", and a retry loads again', async () => {
    let calls = 0;
    const { actor } = start({ machines: () => (++calls === 1 ? Promise.reject(new Error('down')) : Promise.resolve(MACHINES)) });
    await settle();
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(actor.getSnapshot().context.error).toBe('The machines could not be loaded. Please try again later');
    actor.send({ type: 'report.retried' });
    await settle();
    expect(actor.getSnapshot().value).toBe('picking');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  describe('a machine toggled', () => {
    it('is added after the ones already picked', async () => {
      const { actor } = await picking();
      actor.send({ type: 'report.toggled', assetId: 13 });
      actor.send({ type: 'report.toggled', assetId: 11 });
      expect(selected(actor)).toEqual([13, 11]);
    });

    it('again is removed, and only it', async () => {
      const { actor } = await picking();
      for (const assetId of [11, 12, 13]) actor.send({ type: 'report.toggled', assetId });
      actor.send({ type: 'report.toggled', assetId: 12 });
      expect(selected(actor)).toEqual([11, 13]);
    });
  });

  describe('select all over a (filtered) list', () => {
    it('with none of the list picked adds the whole list after what was picked', async () => {
      const { actor } = await picking();
      actor.send({ type: 'report.toggled', assetId: 13 });
      actor.send({ type: 'report.allToggled', assetIds: [11, 12] });
      expect(selected(actor)).toEqual([13, 11, 12]);
    });

    it('with some of the list picked adds the rest, each once', async () => {
      const { actor } = await picking();
      actor.send({ type: 'report.toggled', assetId: 12 });
      actor.send({ type: 'report.allToggled', assetIds: [11, 12, 13] });
      expect(selected(actor)).toEqual([12, 11, 13]);
    });

    it('with all of the list picked clears the list and keeps machines picked outside it', async () => {
      const { actor } = await picking();
      for (const assetId of [13, 11, 12]) actor.send({ type: 'report.toggled', assetId });
      actor.send({ type: 'report.allToggled', assetIds: [11, 12] });
      expect(selected(actor)).toEqual([13]);
    });
  });

  it('a changed range is kept as typed', async () => {
    const { actor } = await picking();
    actor.send({ type: 'report.rangeChanged', fromDay: '2026-10-01', toDay: '2026-10-31' });
    expect(actor.getSnapshot().context).toMatchObject({ fromDay: '2026-10-01', toDay: '2026-10-31' });
  });

  it('generates for the picked machines and range, downloads the file, and stays on the picker', async () => {
    const file = { fileName: 'Usage report 2026-11-10 - 2026-11-16.xlsx', blob: new Blob(['xlsx']) };
    const { actor, downloads, requests } = start({ report: () => Promise.resolve(file) });
    await settle();
    actor.send({ type: 'report.toggled', assetId: 12 });
    actor.send({ type: 'report.toggled', assetId: 11 });
    actor.send({ type: 'report.generateRequested' });
    expect(actor.getSnapshot().value).toBe('generating');
    await settle();
    expect(requests).toEqual([{ assetIds: [12, 11], fromDay: '2026-11-10', toDay: '2026-11-16' }]);
    expect(downloads).toEqual([file]);
    expect(actor.getSnapshot().value).toBe('picking');
    expect(actor.getSnapshot().context.selected).toEqual([12, 11]);
  });

  it('nothing picked generates nothing', async () => {
    const { actor, requests } = await picking();
    actor.send({ type: 'report.generateRequested' });
    expect(actor.getSnapshot().value).toBe('picking');
    expect(requests).toEqual([]);
  });

  it('a failed report shows the spec text, keeps the choices, and the next try clears it', async () => {
    let calls = 0;
    const { actor } = start({
      report: () => (++calls === 1 ? Promise.reject(new Error('500')) : new Promise<ReportFile>(() => {})),
    });
    await settle();
    actor.send({ type: 'report.toggled', assetId: 11 });
    actor.send({ type: 'report.generateRequested' });
    await settle();
    expect(actor.getSnapshot().value).toBe('picking');
    expect(actor.getSnapshot().context.error).toBe('Error while generating report. Please try again later');
    expect(actor.getSnapshot().context.selected).toEqual([11]);
    actor.send({ type: 'report.generateRequested' });
    expect(actor.getSnapshot().value).toBe('generating');
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
