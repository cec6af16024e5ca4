// The analytics dashboard's calls (issue 29, docs/features/analytics.md): fleet-now state counts,
// utilization, after-hours use, the benchmark and hour-meter integrity over a range. Reports rights:
// as the usage report, any web-scope user of the company (the spec names no finer report permission,
// decision 0056); support agents only while impersonating. Everything is read for the caller's
// company; another company's place or tag id is a 404 and its machines are never counted.
import type { AppContext } from '../../app.ts';
import type { TypedApp } from '../../http/types.ts';
import { badRequest, envelopeResponses, notFound, ok } from '../../http/envelope.ts';
import { daysBetween, utilizationRange, workingDaysIn } from '../../analytics/calendar.ts';
import { fleetNow } from '../../analytics/fleetNow.ts';
import { machineSelection, type SelectionRequest } from '../../analytics/selection.ts';
import { describeMachines, machineUsage, rollups, weeklyTrend, type GroupUsage, type Range } from '../../analytics/utilization.ts';
import { addUsage, figuresOf, noUsage } from '../../analytics/figures.ts';
import { largestGroupsFirst, sortMachines } from '../../analytics/machineOrder.ts';
import { addAfterHours, afterHoursFigures, afterHoursUse, noAfterHours } from '../../analytics/afterHours.ts';
import { placeCalendars } from '../../alerts/shifts.ts';
import { HOUR_METER_KINDS, hourMeterFindings, rangeInstants } from '../../analytics/hourMeter.ts';
import {
  brandsAndModels,
  groupMedians,
  groupOf,
  machineAgainstMedian,
  medianValues,
  periodChange,
  periodTotals,
  previousRange,
  selectedIds,
} from '../../analytics/benchmark.ts';
import {
  AfterHoursAnswer,
  AfterHoursBody,
  BenchmarkAnswer,
  BenchmarkBody,
  analyticsSchemas,
  FleetNowAnswer,
  FleetNowBody,
  HourMeterAnswer,
  HourMeterBody,
  UtilizationAnswer,
  UtilizationBody,
  UtilizationMachinesAnswer,
  UtilizationMachinesBody,
} from './analytics.schemas.ts';

interface RangeRequest extends SelectionRequest {
  fromDay?: string;
  toDay?: string;
  unusedDays?: number;
}

export async function analyticsRoutes(app: TypedApp, { db }: AppContext) {
  for (const schema of analyticsSchemas) app.addSchema(schema);

  /** The request's range: its days, or by default the last 4 full weeks in the user's zone. */
  const rangeOf = (request: { auth: { user: { timezone_id: string } }; body: RangeRequest }): Range =>
    utilizationRange(request.body, request.auth.user.timezone_id);

  /** The range, N checked against it, and the selected machines' sums. */
  async function selectedUsage(request: { auth: { companyId: number; user: { timezone_id: string } }; body: RangeRequest }) {
    const range = rangeOf(request);
    const unusedDays = request.body.unusedDays ?? 7;
    const days = daysBetween(range.fromDay, range.toDay);
    if (unusedDays > days) throw badRequest(`unusedDays: at most the range's ${days} days;`, { unusedDays: [`at most the range's ${days} days`] });
    const selection = await machineSelection(db, request.auth.companyId, request.body);
    const machines = await machineUsage(db, request.auth.companyId, selection, range, unusedDays);
    return { range, unusedDays, selection, machines, workingDays: workingDaysIn(range.fromDay, range.toDay) };
  }

  app.post(
    '/web/v1/analytics/fleet-now',
    {
      schema: {
        operationId: 'analyticsFleetNow',
        tags: ['Analytics'],
        summary: "Machines working, idling, off, silent and untracked now: overall and per family, current place and tag, each with the fleet grid's filter",
        body: FleetNowBody,
        response: envelopeResponses(FleetNowAnswer),
      },
    },
    async (request) => ok(await fleetNow(db, request.auth.companyId, request.body.groupLimit ?? 100)),
  );

  app.post(
    '/web/v1/analytics/utilization',
    {
      schema: {
        operationId: 'analyticsUtilization',
        tags: ['Analytics'],
        summary: 'Utilization over a range of days: totals, ISO-week trend, per family, place and tag, top idlers and machines unused for N days',
        body: UtilizationBody,
        response: envelopeResponses(UtilizationAnswer),
      },
    },
    async (request) => {
      const { range, unusedDays, selection, machines, workingDays } = await selectedUsage(request);
      const groupLimit = request.body.groupLimit ?? 100;
      const groups = await rollups(db, request.auth.companyId, machines, range);
      const totals = machines.reduce((sums, m) => addUsage(sums, m.sums), noUsage());
      const list = (items: GroupUsage[]) => ({ total: items.length, groups: largestGroupsFirst(items).slice(0, groupLimit) });
      const topIdlers = sortMachines(
        machines.filter((m) => m.sums.idleS > 0),
        'idleHours',
        1,
      ).slice(0, request.body.topIdlers ?? 10);
      const unused = sortMachines(
        machines.filter((m) => m.unused),
        'name',
        0,
      );
      return ok({
        ...range,
        workingDays,
        unusedDays,
        totals: { machines: machines.length, ...figuresOf(totals, workingDays, machines.length) },
        weeks: await weeklyTrend(db, request.auth.companyId, selection, range, machines.length),
        byFamily: list(groups.byFamily),
        byPlace: list(groups.byPlace),
        byTag: list(groups.byTag),
        topIdlers: await describeMachines(db, topIdlers, range),
        unused: { total: unused.length, machines: await describeMachines(db, unused.slice(0, request.body.unusedLimit ?? 20), range) },
      });
    },
  );

  app.post(
    '/web/v1/analytics/utilization/machines',
    {
      schema: {
        operationId: 'analyticsUtilizationMachines',
        tags: ['Analytics'],
        summary: 'Utilization per machine over a range of days, sorted and paged (unusedOnly: the machines unused for the last N days)',
        body: UtilizationMachinesBody,
        response: envelopeResponses(UtilizationMachinesAnswer),
      },
    },
    async (request) => {
      const { range, machines, workingDays } = await selectedUsage(request);
      const { unusedOnly = false, sortBy = 'engineHours', sortOrder = 1, start = 0, limit = 100 } = request.body;
      const sorted = sortMachines(
        machines.filter((m) => !unusedOnly || m.unused),
        sortBy,
        sortOrder,
      );
      return ok({ ...range, workingDays, total: sorted.length, data: await describeMachines(db, sorted.slice(start, start + limit), range) });
    },
  );

  app.post(
    '/web/v1/analytics/after-hours',
    {
      schema: {
        operationId: 'analyticsAfterHours',
        tags: ['Analytics'],
        summary: "Engine hours inside each place's non-working hours (its place alerts' work shifts) and on its holidays, per place and per machine and place",
        body: AfterHoursBody,
        response: envelopeResponses(AfterHoursAnswer),
      },
    },
    async (request) => {
      const companyId = request.auth.companyId;
      const range = rangeOf(request);
      const { placeIds, start = 0, limit = 100 } = request.body;
      if (placeIds?.length) {
        const found = await db.selectFrom('places').select('id').where('company_id', '=', companyId).where('id', 'in', placeIds).execute();
        if (found.length !== placeIds.length) throw notFound('Place');
      }
      const selection = await machineSelection(db, companyId, {
        assetIds: request.body.assetIds,
        familyIds: request.body.familyIds,
        tagIds: request.body.tagIds,
      });
      const allCalendars = await placeCalendars(db, { companyIds: [companyId], enabledOnly: false });
      const calendars = placeIds?.length ? new Map([...allCalendars].filter(([id]) => placeIds.includes(id))) : allCalendars;
      const rows = await afterHoursUse(db, companyId, selection, range, calendars);
      const assetIds = [...new Set(rows.map((r) => r.assetId))];
      const assets = new Map<number, { name: string; internal_id: string; category: number }>();
      for (let i = 0; i < assetIds.length; i += 500) {
        const found = await db
          .selectFrom('assets')
          .select(['id', 'name', 'internal_id', 'category'])
          .where('company_id', '=', companyId)
          .where('id', 'in', assetIds.slice(i, i + 500))
          .execute();
        for (const a of found) assets.set(a.id, a);
      }
      const afterS = (r: { sums: { outsideShiftS: number; holidayS: number } }) => r.sums.outsideShiftS + r.sums.holidayS;
      const machineRows = rows
        .map((r) => ({ ...r, asset: assets.get(r.assetId)!, place: calendars.get(r.placeId)! }))
        .sort((a, b) => afterS(b) - afterS(a) || a.asset.name.localeCompare(b.asset.name) || a.assetId - b.assetId || a.place.name.localeCompare(b.place.name));
      const totals = rows.reduce((sums, r) => addAfterHours(sums, r.sums), noAfterHours());
      const places = [...calendars.values()]
        .map((c) => {
          const here = rows.filter((r) => r.placeId === c.placeId);
          const sums = here.reduce((acc, r) => addAfterHours(acc, r.sums), noAfterHours());
          return { placeId: c.placeId, name: c.name, timeZone: c.timeZone, machines: here.length, sums };
        })
        .sort((a, b) => afterS(b) - afterS(a) || b.sums.engineS - a.sums.engineS || a.name.localeCompare(b.name) || a.placeId - b.placeId)
        .slice(0, 500)
        .map(({ sums, ...p }) => ({ ...p, ...afterHoursFigures(sums) }));
      return ok({
        ...range,
        placesWithShifts: allCalendars.size,
        totals: { machines: assetIds.length, ...afterHoursFigures(totals) },
        places,
        machines: {
          total: machineRows.length,
          rows: machineRows.slice(start, start + limit).map((r) => ({
            assetId: r.assetId,
            name: r.asset.name,
            internalId: r.asset.internal_id,
            familyId: r.asset.category,
            placeId: r.placeId,
            placeName: r.place.name,
            ...afterHoursFigures(r.sums),
          })),
        },
      });
    },
  );

  app.post(
    '/web/v1/analytics/hour-meter',
    {
      schema: {
        operationId: 'analyticsHourMeter',
        tags: ['Analytics'],
        summary:
          'Hour-meter integrity over a range: the meter back higher after the unit was silent, AEMP readings that disagree with the unit, and calibrations, newest first, with counts per kind',
        body: HourMeterBody,
        response: envelopeResponses(HourMeterAnswer),
      },
    },
    async (request) => {
      const companyId = request.auth.companyId;
      const range = rangeOf(request);
      const { kinds = HOUR_METER_KINDS, start = 0, limit = 100 } = request.body;
      const selection = await machineSelection(db, companyId, request.body);
      const span = rangeInstants(range, request.auth.user.timezone_id);
      const { totals, total, rows } = await hourMeterFindings(db, companyId, selection, span, kinds, { start, limit });
      return ok({ ...range, totals, findings: { total, rows } });
    },
  );

  app.post(
    '/web/v1/analytics/benchmark',
    {
      schema: {
        operationId: 'analyticsBenchmark',
        tags: ['Analytics'],
        summary:
          "Each selected machine against the median of its family (or brand and model) among the company's machines over the same range, and the selection's totals against the previous period of the same length",
        body: BenchmarkBody,
        response: envelopeResponses(BenchmarkAnswer),
      },
    },
    async (request) => {
      const companyId = request.auth.companyId;
      const range = rangeOf(request);
      const { groupBy = 'family', start = 0, limit = 100 } = request.body;
      const selection = await machineSelection(db, companyId, request.body);
      const whole = selection.narrowed ? await machineSelection(db, companyId, {}) : selection;
      const workingDays = workingDaysIn(range.fromDay, range.toDay);
      const models = await brandsAndModels(db, companyId);
      const withModel = (list: Awaited<ReturnType<typeof machineUsage>>) => list.map((m) => ({ ...m, brand: '', model: '', ...models.get(m.assetId) }));
      const all = withModel(await machineUsage(db, companyId, whole, range, 1));
      const ids = selection.narrowed ? await selectedIds(db, selection) : null;
      const selected = ids ? all.filter((m) => ids.has(m.assetId)) : all;
      const medians = groupMedians(all, groupBy, workingDays);
      const sorted = sortMachines(selected, 'engineHours', 1);
      const shownGroups = new Set(selected.map((m) => groupOf(groupBy, m).key));
      const current = periodTotals(selected, range);
      const previousDays = previousRange(range);
      const previousMachines = await machineUsage(db, companyId, selection, previousDays, 1);
      const previous = periodTotals(previousMachines, previousDays);
      const period = ({ sums: _sums, ...p }: ReturnType<typeof periodTotals>) => p;
      return ok({
        ...range,
        groupBy,
        workingDays,
        groups: [...medians.values()]
          .filter((g) => shownGroups.has(g.key))
          .sort((a, b) => b.machines - a.machines || a.name.localeCompare(b.name))
          .slice(0, 500)
          .map((g) => ({ group: g.name, machines: g.machines, median: medianValues(g) })),
        machines: {
          total: sorted.length,
          rows: sorted.slice(start, start + limit).map((m) => machineAgainstMedian(m, medians.get(groupOf(groupBy, m).key)!, workingDays)),
        },
        current: period(current),
        previous: period(previous),
        change: periodChange(current, previous),
      });
    },
  );
}
