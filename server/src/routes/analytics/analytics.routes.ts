// The analytics dashboard's calls (issue 29, docs/features/analytics.md): fleet-now state counts
// and utilization over a range. Reports rights: as the usage report, any web-scope user of the
// company (the spec names no finer report permission, decision 0056); support agents only while
// impersonating. Everything is read for the caller's company; another company's place or tag id is
// a 404 and its machines are never counted.
import type { AppContext } from '../../app.ts';
import type { TypedApp } from '../../http/types.ts';
import { badRequest, envelopeResponses, ok } from '../../http/envelope.ts';
import { daysBetween, utilizationRange, workingDaysIn } from '../../analytics/calendar.ts';
import { fleetNow } from '../../analytics/fleetNow.ts';
import { machineSelection, type SelectionRequest } from '../../analytics/selection.ts';
import { describeMachines, machineUsage, rollups, weeklyTrend, type GroupUsage, type Range } from '../../analytics/utilization.ts';
import { addUsage, figuresOf, noUsage } from '../../analytics/figures.ts';
import { largestGroupsFirst, sortMachines } from '../../analytics/machineOrder.ts';
import {
  analyticsSchemas,
  FleetNowAnswer,
  FleetNowBody,
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

  /** The range (default: last 4 full weeks in the user's zone), N checked against it, and the selected machines' sums. */
  async function selectedUsage(request: { auth: { companyId: number; user: { timezone_id: string } }; body: RangeRequest }) {
    const range: Range = utilizationRange(request.body, request.auth.user.timezone_id);
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
}
