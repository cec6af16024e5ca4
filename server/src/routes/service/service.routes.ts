// Service planning (features spec §7 "Services"): the service list and its summary, a machine's
// setup (read, save, delete the engine-hour or calendar part), reported services, the machine's
// hours at a moment and calibration. All need access:service (the spec's manage-service) and work
// on the caller's company's machines only (another company's id: 404).
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app.ts';
import type { TypedApp } from '../../http/types.ts';
import { envelopeResponses, ok } from '../../http/envelope.ts';
import type { FleetGridRequestValue } from '../../services/grid.ts';
import { gridContext } from '../../services/gridFormat.ts';
import { calibrate, engineTimeAt, reportService, serviceHistory } from '../../servicePlan/reports.ts';
import { deleteSetupPart, readSetup, saveSetup, type Caller } from '../../servicePlan/setup.ts';
import { SERVICES, servicePage, serviceSummary } from './service.grid.ts';
import { gridExportRoute } from '../common/gridExport.ts';
import { EngineTimeParams, ServiceAssetParams, ServiceGrid, ServiceIdParams, serviceSchemas } from './service.schemas.ts';

const tags = ['Services'];
const config = { permission: 'access:service' };

const callerOf = (request: FastifyRequest): Caller => ({
  companyId: request.auth.companyId,
  userId: request.auth.userId,
  timeZone: request.auth.user.timezone_id,
});

export async function serviceRoutes(app: TypedApp, { db, heavy }: AppContext, now: () => number = Date.now) {
  for (const schema of serviceSchemas) app.addSchema(schema);

  app.post(
    '/web/v1/services',
    {
      config,
      schema: {
        operationId: 'serviceGrid',
        tags,
        summary: "The service list: every machine of the caller's company with its service status (archived ones with showArchivedAssets), one page",
        body: Type.Ref('FleetGridRequest'),
        response: envelopeResponses(ServiceGrid),
      },
    },
    async (request) => ok(await servicePage(db, gridContext(request.auth), request.body as FleetGridRequestValue)),
  );

  gridExportRoute(
    app,
    { heavy },
    {
      url: '/web/v1/services',
      operationId: 'exportServiceGrid',
      what: 'The service list',
      config,
      requestSchema: 'FleetGridRequest',
      grid: SERVICES,
      stem: 'service',
      sheet: 'Service',
      page: (ctx, body: FleetGridRequestValue) => servicePage(db, ctx, body),
    },
  );

  app.get(
    '/web/v1/services/summary',
    {
      config,
      schema: {
        operationId: 'serviceSummary',
        tags,
        summary: "The service screen's cards: services done this week, and machines overdue, soon to service, without service (archived machines left out)",
        response: envelopeResponses(Type.Ref('ServiceSummary')),
      },
    },
    async (request) => ok(await serviceSummary(db, gridContext(request.auth), now())),
  );

  app.get(
    '/web/v1/services/:assetId/setup',
    {
      config,
      schema: {
        operationId: 'serviceSetup',
        tags,
        summary: "A machine's service setup with its status and predicted due date",
        params: ServiceAssetParams,
        response: envelopeResponses(Type.Ref('ServiceSetup')),
      },
    },
    async (request) => ok(await readSetup(db, callerOf(request), request.params.assetId, now())),
  );

  app.post(
    '/web/v1/services/setup',
    {
      config,
      schema: {
        operationId: 'saveServiceSetup',
        tags,
        summary: "Saves a machine's engine-hour and calendar service; whichever comes first makes it due",
        body: Type.Ref('ServiceSetupRequest'),
        response: envelopeResponses(Type.Ref('ServiceSetup')),
      },
    },
    async (request) => ok(await saveSetup(db, callerOf(request), request.body as Parameters<typeof saveSetup>[2], now())),
  );

  for (const part of ['engineTime', 'calendar'] as const) {
    app.delete(
      `/web/v1/services/:id/${part}`,
      {
        config,
        schema: {
          operationId: part === 'engineTime' ? 'deleteEngineHoursService' : 'deleteCalendarService',
          tags,
          summary: part === 'engineTime' ? "Removes the machine's engine-hour service" : "Removes the machine's calendar service",
          params: ServiceIdParams,
          response: envelopeResponses(Type.Ref('ServiceSetup')),
        },
      },
      async (request) => ok(await deleteSetupPart(db, callerOf(request), request.params.id, part, now())),
    );
  }

  app.post(
    '/web/v1/services/report',
    {
      config,
      schema: {
        operationId: 'reportService',
        tags,
        summary: 'Reports a performed service: adds it to the history and moves the next services forward',
        body: Type.Ref('ServiceReportRequest'),
        response: envelopeResponses(Type.Ref('ServiceSetup')),
      },
    },
    async (request) => ok(await reportService(db, callerOf(request), request.body as Parameters<typeof reportService>[2], now())),
  );

  app.get(
    '/web/v1/services/:id/history',
    {
      config,
      schema: {
        operationId: 'serviceHistory',
        tags,
        summary: "The machine's reported services, newest first",
        params: ServiceIdParams,
        response: envelopeResponses(Type.Ref('ServiceHistory')),
      },
    },
    async (request) => ok(await serviceHistory(db, callerOf(request), request.params.id)),
  );

  app.get(
    '/web/v1/services/:id/engineTime/:userTime',
    {
      config,
      schema: {
        operationId: 'engineTimeAt',
        tags,
        summary: "The machine's hours at a past moment, from its hour readings",
        params: EngineTimeParams,
        response: envelopeResponses(Type.Ref('EngineTimeAt')),
      },
    },
    async (request) => ok(await engineTimeAt(db, callerOf(request), request.params.id, request.params.userTime, now())),
  );

  app.post(
    '/web/v1/services/calibrate',
    {
      config,
      schema: {
        operationId: 'calibrateEngineTime',
        tags,
        summary: "Sets the machine's hours at a moment (provenance: calibration); later hours continue from it",
        body: Type.Ref('EngineTimeCalibrationRequest'),
        response: envelopeResponses(Type.Ref('EngineTimeCalibration')),
      },
    },
    async (request) => ok(await calibrate(db, callerOf(request), request.body as Parameters<typeof calibrate>[2], now())),
  );
}
