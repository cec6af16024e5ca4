// The machine panel's telemetry calls (docs/features/machine-panel.md): history, sessions, positions,
// latest position, inputs, events and telematics of one machine of the caller's company. Another
// company's id answers 404 like a missing one. Shapes: telemetry.schemas.ts.
import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../app.ts';
import type { TypedApp } from '../../http/types.ts';
import { envelopeResponses, ok } from '../../http/envelope.ts';
import { assetOf, events, history, inputs, latestPosition, positions, sessions, telematics, trackRange } from '../../telemetry/read.ts';
import { HEAVY_TRACK_DAYS, isHeavyTrack, rangeDays } from '../../services/readCost.ts';
import { HEAVY_PER_COMPANY, HEAVY_PER_USER } from '../../services/heavyCalls.ts';
import {
  AssetIdParams,
  EventsBody,
  HistoryQuery,
  InputsQuery,
  LatestPositionQuery,
  PositionsQuery,
  RangeMachineQuery,
  telemetrySchemas,
  type EventsBodyValue,
} from './telemetry.schemas.ts';

const tags = ['Assets'];

export async function telemetryRoutes(app: TypedApp, { db, heavy }: AppContext, now: () => number = Date.now) {
  for (const schema of telemetrySchemas) app.addSchema(schema);
  app.addSchema(EventsBody);

  app.get(
    '/web/v1/assets/:id/history',
    {
      schema: {
        operationId: 'assetHistory',
        tags,
        summary: 'Machine hours, and Production / EngineTime / Idle per machine-local day and in total, for a range of days',
        params: AssetIdParams,
        querystring: HistoryQuery,
        response: envelopeResponses(Type.Ref('AssetHistory')),
      },
    },
    async (request) => ok(await history(db, await assetOf(db, request.auth.companyId, request.params.id), request.query, now())),
  );

  app.get(
    '/web/v1/assets/:id/sessions',
    {
      // A year of a busy machine's sessions is about 2,000 items (1.7 MB). The schema's serializer
      // (fast-json-stringify, which resolves every nullable field's anyOf per value) took 3 to 4 times
      // as long as V8's JSON.stringify over the same answer; sessionsFromRows builds exactly the
      // schema's fields, so nothing undeclared can leak and the schema still documents the answer.
      serializerCompiler: () => (answer) => JSON.stringify(answer),
      schema: {
        operationId: 'assetSessions',
        tags,
        summary: 'Engine sessions (ignition on to off) overlapping a range, with their KPIs',
        params: AssetIdParams,
        querystring: RangeMachineQuery,
        response: envelopeResponses(Type.Ref('AssetSessions')),
      },
    },
    async (request) => ok(await sessions(db, await assetOf(db, request.auth.companyId, request.params.id), request.query, now())),
  );

  app.get(
    '/web/v1/assets/:id/positions',
    {
      schema: {
        operationId: 'assetTrack',
        tags,
        summary: 'The track in a range, oldest first: simplified to maxPoints, paged with isTruncated when the range is very dense',
        params: AssetIdParams,
        description: `The track in a range, oldest first: simplified to maxPoints, paged with isTruncated when the range is very dense. A range over ${HEAVY_TRACK_DAYS} days is a heavy call: at most ${HEAVY_PER_USER} at once per user and ${HEAVY_PER_COMPANY} per company (429 with Retry-After beyond).`,
        querystring: PositionsQuery,
        response: envelopeResponses(Type.Ref('AssetPositions'), [429]),
      },
    },
    async (request, reply) => {
      const asset = await assetOf(db, request.auth.companyId, request.params.id);
      const at = now();
      const range = trackRange(asset, request.query, at);
      if (isHeavyTrack(rangeDays(range.from, range.to))) heavy.hold(request, reply);
      return ok(await positions(db, asset, request.query, at));
    },
  );

  app.get(
    '/web/v1/assets/:id/positions/latest',
    {
      schema: {
        operationId: 'assetLatestPosition',
        tags,
        summary: 'The last known position at or before beforeUtcTime (default now); null when none',
        params: AssetIdParams,
        querystring: LatestPositionQuery,
        response: envelopeResponses(Type.Union([Type.Ref('LatestPosition'), Type.Null()])),
      },
    },
    async (request) =>
      ok(
        await latestPosition(
          db,
          await assetOf(db, request.auth.companyId, request.params.id),
          request.query.beforeUtcTime,
          request.auth.user.timezone_id,
          now(),
        ),
      ),
  );

  app.get(
    '/web/v1/assets/:id/inputs',
    {
      schema: {
        operationId: 'assetInputs',
        tags,
        summary: 'Power supply, battery main switch and DIN1-3 as of the range end, and the battery voltage in the range',
        params: AssetIdParams,
        querystring: InputsQuery,
        response: envelopeResponses(Type.Ref('AssetInputs')),
      },
    },
    async (request) => ok(await inputs(db, await assetOf(db, request.auth.companyId, request.params.id), request.query, request.auth.user.timezone_id, now())),
  );

  app.post(
    '/web/v1/assets/:id/events',
    {
      schema: {
        operationId: 'assetEvents',
        tags,
        summary: "The machine's event log in a range, newest first, pages of 100",
        params: AssetIdParams,
        body: Type.Ref('AssetEventsRequest'),
        response: envelopeResponses(Type.Ref('AssetEventPage')),
      },
    },
    async (request) =>
      ok(
        await events(
          db,
          await assetOf(db, request.auth.companyId, request.params.id),
          (request.body ?? {}) as EventsBodyValue,
          request.auth.user.timezone_id,
          now(),
        ),
      ),
  );

  app.get(
    '/web/v1/assets/:id/telematics',
    {
      schema: {
        operationId: 'assetTelematics',
        tags,
        summary: "The machine's telematics unit; null when it has none ('No telematics data available')",
        params: AssetIdParams,
        response: envelopeResponses(Type.Union([Type.Ref('AssetTelematics'), Type.Null()])),
      },
    },
    async (request) => {
      const asset = await assetOf(db, request.auth.companyId, request.params.id);
      return ok(await telematics(db, asset, request.auth.user.timezone_id));
    },
  );
}
