// The integration API: what an API client of a company reads (machines, last positions, hours and
// usage, events) and the one thing it writes (an hour-meter reading, e.g. taken when a rented
// machine comes back). Authenticated by the client's bearer token (plugins/auth.ts → integrations/
// gate.ts, rate-limited per client); every query takes the client's company, so another company's
// machine id is a 404.
import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../app.ts';
import type { TypedApp } from '../../http/types.ts';
import { badRequest, envelopeResponses, notFound, ok } from '../../http/envelope.ts';
import { FieldErrors } from '../../domain/passwordRules.ts';
import { machineById, machinePage, positionPage, tagNames, toIntegrationMachine, usageByMachine } from '../../integrations/fleetReads.ts';
import { calibrateHours } from '../../telemetry/hours.ts';
import { machineEventText, parseDetails } from '../../telemetry/events.ts';
import {
  DEFAULT_PAGE,
  EventPage,
  EventsQuery,
  FleetUsageQuery,
  HourMeterAnswer,
  HourMeterReading,
  IntegrationMachine,
  MachineIdParams,
  MachinePage,
  MachinesQuery,
  MachineUsage,
  PositionPage,
  UsagePage,
  UsageQuery,
} from './integrationApi.schemas.ts';

const TAG = 'Integration API';
const DAY_MS = 86_400_000;
const MAX_DAYS = 367;
const MAX_BACKDATE_DAYS = 400;

/** fromDay/toDay with their defaults (the last 7 days up to today, UTC), checked. */
export function dayRange(query: { fromDay?: string; toDay?: string }, now = Date.now()) {
  const toDay = query.toDay ?? new Date(now).toISOString().slice(0, 10);
  const to = Date.parse(`${toDay}T00:00:00Z`);
  const fromDay = query.fromDay ?? new Date(to - 6 * DAY_MS).toISOString().slice(0, 10);
  const from = Date.parse(`${fromDay}T00:00:00Z`);
  const errors = new FieldErrors()
    .add('fromDay', Number.isNaN(from) || new Date(from).toISOString().slice(0, 10) !== fromDay ? 'Not a valid day' : null)
    .add('toDay', Number.isNaN(to) || new Date(to).toISOString().slice(0, 10) !== toDay ? 'Not a valid day' : null);
  errors.throwIfAny();
  if (from > to) throw badRequest('fromDay: must not be after toDay;', { fromDay: ['must not be after toDay'] });
  if ((to - from) / DAY_MS + 1 > MAX_DAYS) throw badRequest(`toDay: at most ${MAX_DAYS} days;`, { toDay: [`at most ${MAX_DAYS} days`] });
  return { fromDay, toDay };
}

function instant(value: string | undefined, field: string, fallback: number): number {
  if (value === undefined) return fallback;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw badRequest(`${field}: not a date-time;`, { [field]: ['not a date-time'] });
  return ms;
}

export async function integrationApiRoutes(app: TypedApp, { db }: AppContext) {
  app.addSchema(IntegrationMachine);

  app.get(
    '/integration/v1/machines',
    {
      schema: {
        operationId: 'integrationMachines',
        tags: [TAG],
        summary: 'The company’s machines, by id, in pages',
        querystring: MachinesQuery,
        response: envelopeResponses(MachinePage, [429]),
      },
    },
    async (request) => {
      const { companyId } = request.integration;
      const { rows, nextAfter } = await machinePage(db, companyId, {
        after: request.query.after ?? 0,
        limit: request.query.limit ?? DEFAULT_PAGE,
        includeArchived: request.query.includeArchived ?? false,
      });
      const tags = await tagNames(
        db,
        companyId,
        rows.map((r) => r.id),
      );
      return ok({ items: rows.map((r) => toIntegrationMachine(r, tags.get(r.id) ?? [])), nextAfter });
    },
  );

  app.get(
    '/integration/v1/machines/:id',
    {
      schema: {
        operationId: 'integrationMachine',
        tags: [TAG],
        summary: 'One machine',
        params: MachineIdParams,
        response: envelopeResponses(Type.Ref('IntegrationMachine'), [429]),
      },
    },
    async (request) => {
      const { companyId } = request.integration;
      const row = await machineById(db, companyId, request.params.id);
      if (!row) throw notFound('Machine');
      const tags = await tagNames(db, companyId, [row.id]);
      return ok(toIntegrationMachine(row, tags.get(row.id) ?? []));
    },
  );

  app.get(
    '/integration/v1/positions/latest',
    {
      schema: {
        operationId: 'integrationLastPositions',
        tags: [TAG],
        summary: 'The last known position of every machine (archived ones left out), by machine id, in pages',
        querystring: Type.Object({ ...MachinesQuery.properties, includeArchived: Type.Optional(Type.Literal(false)) }, { additionalProperties: false }),
        response: envelopeResponses(PositionPage, [429]),
      },
    },
    async (request) =>
      ok(await positionPage(db, request.integration.companyId, { after: request.query.after ?? 0, limit: request.query.limit ?? DEFAULT_PAGE })),
  );

  app.get(
    '/integration/v1/machines/:id/hours',
    {
      schema: {
        operationId: 'integrationMachineHours',
        tags: [TAG],
        summary: 'A machine’s hours now and its engine, idle and production hours per day',
        params: MachineIdParams,
        querystring: UsageQuery,
        response: envelopeResponses(MachineUsage, [429]),
      },
    },
    async (request) => {
      const { companyId } = request.integration;
      const row = await machineById(db, companyId, request.params.id);
      if (!row) throw notFound('Machine');
      const { fromDay, toDay } = dayRange(request.query);
      const usage = await usageByMachine(db, companyId, [row.id], fromDay, toDay);
      return ok({ machineId: row.id, engineHours: row.engine_hours, fromDay, toDay, days: usage.get(row.id) ?? [] });
    },
  );

  app.get(
    '/integration/v1/usage',
    {
      schema: {
        operationId: 'integrationFleetUsage',
        tags: [TAG],
        summary: 'Engine, idle and production hours per machine and day for the whole fleet (archived machines left out), in pages of machines',
        querystring: FleetUsageQuery,
        response: envelopeResponses(UsagePage, [429]),
      },
    },
    async (request) => {
      const { companyId } = request.integration;
      const { fromDay, toDay } = dayRange(request.query);
      const { rows, nextAfter } = await machinePage(db, companyId, {
        after: request.query.after ?? 0,
        limit: request.query.limit ?? DEFAULT_PAGE,
        includeArchived: false,
      });
      const usage = await usageByMachine(
        db,
        companyId,
        rows.map((r) => r.id),
        fromDay,
        toDay,
      );
      return ok({
        items: rows.map((r) => ({ machineId: r.id, engineHours: r.engine_hours, fromDay, toDay, days: usage.get(r.id) ?? [] })),
        nextAfter,
      });
    },
  );

  app.post(
    '/integration/v1/machines/:id/hours',
    {
      schema: {
        operationId: 'integrationHourMeterReading',
        tags: [TAG],
        summary: 'Record an hour-meter reading (e.g. at a rental return): the machine’s hours continue from it',
        params: MachineIdParams,
        body: HourMeterReading,
        response: envelopeResponses(HourMeterAnswer, [429]),
      },
    },
    async (request) => {
      const { companyId } = request.integration;
      const row = await machineById(db, companyId, request.params.id);
      if (!row) throw notFound('Machine');
      const now = Date.now();
      const ts = instant(request.body.utcTime, 'utcTime', now);
      new FieldErrors()
        .add(
          'utcTime',
          ts > now + 5 * 60_000 ? 'must not be in the future' : ts < now - MAX_BACKDATE_DAYS * DAY_MS ? `at most ${MAX_BACKDATE_DAYS} days back` : null,
        )
        .throwIfAny();
      await calibrateHours(db, { assetId: row.id, companyId, ts, hours: request.body.hours, userId: null });
      const after = await machineById(db, companyId, row.id);
      return ok({ machineId: row.id, engineHours: after!.engine_hours });
    },
  );

  app.get(
    '/integration/v1/events',
    {
      schema: {
        operationId: 'integrationEvents',
        tags: [TAG],
        summary: 'Machine events in a time range, in the order they were recorded (page with nextAfter to follow new ones)',
        querystring: EventsQuery,
        response: envelopeResponses(EventPage, [429]),
      },
    },
    async (request) => {
      const { companyId } = request.integration;
      const now = Date.now();
      const to = instant(request.query.toUtcTime, 'toUtcTime', now);
      const from = instant(request.query.fromUtcTime, 'fromUtcTime', to - 7 * DAY_MS);
      if (from > to) throw badRequest('fromUtcTime: must not be after toUtcTime;', { fromUtcTime: ['must not be after toUtcTime'] });
      if (to - from > MAX_DAYS * DAY_MS) throw badRequest(`toUtcTime: at most ${MAX_DAYS} days;`, { toUtcTime: [`at most ${MAX_DAYS} days`] });
      const limit = request.query.limit ?? DEFAULT_PAGE;
      const rows = await db
        .selectFrom('machine_events')
        .select(['id', 'asset_id', 'ts', 'event_name', 'place_id', 'details'])
        .where('company_id', '=', companyId)
        .where('ts', '>=', from)
        .where('ts', '<=', to)
        .where('id', '>', request.query.after ?? 0)
        .orderBy('id')
        .limit(limit + 1)
        .execute();
      const page = rows.slice(0, limit);
      return ok({
        items: page.map((r) => ({
          id: r.id,
          machineId: r.asset_id,
          eventName: r.event_name,
          ...machineEventText(r.event_name, parseDetails(r.details)),
          utcTime: new Date(Number(r.ts)).toISOString(),
          placeId: r.place_id === 0 ? null : r.place_id,
        })),
        nextAfter: rows.length > limit ? page[page.length - 1].id : null,
      });
    },
  );
}
