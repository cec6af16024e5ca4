// Places (features spec §7 "Places"): the map's geofences, the grid, the dropdown list, one place,
// and create / edit / delete (delete carries the id in the body). Reads: any Web user of the company;
// writes: manage:asset (places are company set-up, like machines). Another company's id is a 404.
// Inventory, insights and the event log: placeDetails.routes.ts.
import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../app.ts';
import type { TypedApp } from '../../http/types.ts';
import { envelopeResponses, ok } from '../../http/envelope.ts';
import type { FleetGridRequestValue } from '../../services/grid.ts';
import { gridResponseSchema } from '../../services/grid.ts';
import { gridContext } from '../../services/gridFormat.ts';
import { mapPlaces, placeList, placesGrid, placesPage } from '../../places/lists.ts';
import { gridExportRoute } from '../common/gridExport.ts';
import { placeJobsFor } from '../../places/registry.ts';
import { placeAnswer } from '../../places/rows.ts';
import { createPlace, deletePlace, updatePlace, type Actor } from '../../places/write.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import {
  CreatePlaceBody,
  DeletedPlace,
  DeletePlaceBody,
  PlaceIdParams,
  PlaceListQuery,
  placeSchemas,
  UpdatePlaceBody,
  type PlaceBodyValue,
} from './places.schemas.ts';
import { placeDetailRoutes } from './placeDetails.routes.ts';

const tags = ['Places'];
const MANAGE = { permission: 'manage:asset' } as const;
/**
 * A write answers once its geofence reprocessing finished, or after this long with
 * `inventoryUpToDate: false` (the job goes on; the client polls the overview meanwhile).
 */
export const REPROCESS_WAIT_MS = 4000;

const actorOf = (auth: AuthContext): Actor => ({
  companyId: auth.companyId,
  userId: auth.user.id,
  userName: `${auth.user.first_name} ${auth.user.last_name}`.trim(),
  userTimeZone: auth.user.timezone_id,
});

export async function placeRoutes(app: TypedApp, ctx: AppContext, now: () => number = Date.now) {
  const { db } = ctx;
  for (const schema of placeSchemas) app.addSchema(schema);
  const jobs = placeJobsFor(db, app.log);

  app.get(
    '/web/v1/places/mapPlaces',
    {
      schema: {
        operationId: 'mapPlaces',
        tags,
        summary: "Every place of the caller's company that is not archived, with its geofence simplified and encoded for the map",
        response: envelopeResponses(Type.Ref('MapPlaces')),
      },
    },
    async (request) => ok(await mapPlaces(db, request.auth.companyId, (message) => request.log.warn(message))),
  );

  app.post(
    '/web/v1/places/gridPlaces',
    {
      schema: {
        operationId: 'gridPlaces',
        tags,
        summary: 'The places grid: filtered, searched, sorted, one page (archived places with showArchivedAssets)',
        body: Type.Ref('FleetGridRequest'),
        response: envelopeResponses(gridResponseSchema(Type.Ref('PlaceGridRow'))),
      },
    },
    async (request) => ok(await placesPage(db, gridContext(request.auth), request.body as FleetGridRequestValue, now())),
  );

  gridExportRoute(app, ctx, {
    url: '/web/v1/places/gridPlaces',
    operationId: 'exportGridPlaces',
    what: 'The places grid',
    requestSchema: 'FleetGridRequest',
    // Its columns (the status's clock only changes what a row says).
    grid: placesGrid(new Date(now()).toISOString()),
    stem: 'places',
    sheet: 'Places',
    page: (grid, body: FleetGridRequestValue) => placesPage(db, grid, body, now()),
  });

  app.get(
    '/web/v1/places/places',
    {
      schema: {
        operationId: 'placeList',
        tags,
        summary: 'Places that are not archived, by name (the dropdown list), optionally of one type',
        querystring: PlaceListQuery,
        response: envelopeResponses(Type.Array(Type.Ref('PlaceListItem'))),
      },
    },
    async (request) => ok(await placeList(db, request.auth.companyId, request.query.placeType)),
  );

  app.get(
    '/web/v1/places/:id',
    {
      schema: { operationId: 'place', tags, summary: 'One place', params: PlaceIdParams, response: envelopeResponses(Type.Ref('Place')) },
    },
    async (request) => ok(await placeAnswer(db, request.auth.companyId, request.params.id, now())),
  );

  /** The place after a write, once its reprocessing ran (or the wait ran out). */
  const afterWrite = async (companyId: number, id: number, jobId: number | null) => {
    if (jobId !== null) await jobs.waitFor(jobId, REPROCESS_WAIT_MS);
    return ok(await placeAnswer(db, companyId, id, now()));
  };

  app.post(
    '/web/v1/places',
    {
      config: MANAGE,
      schema: {
        operationId: 'createPlace',
        tags,
        summary: 'Create a place; machines already inside its geofence are found in their stored history (PlaceCreated event)',
        body: CreatePlaceBody,
        response: envelopeResponses(Type.Ref('Place')),
      },
    },
    async (request) => {
      const { id, jobId } = await createPlace(db, actorOf(request.auth), request.body as PlaceBodyValue, now());
      return afterWrite(request.auth.companyId, id, jobId);
    },
  );

  app.put(
    '/web/v1/places',
    {
      config: MANAGE,
      schema: {
        operationId: 'updatePlace',
        tags,
        summary: 'Edit a place; a moved or retyped geofence re-derives entries and exits from stored telemetry',
        body: UpdatePlaceBody,
        response: envelopeResponses(Type.Ref('Place')),
      },
    },
    async (request) => {
      const body = request.body as PlaceBodyValue & { id: number };
      const { jobId } = await updatePlace(db, actorOf(request.auth), body, now());
      return afterWrite(request.auth.companyId, body.id, jobId);
    },
  );

  app.delete(
    '/web/v1/places',
    {
      config: MANAGE,
      schema: {
        operationId: 'deletePlace',
        tags,
        summary: 'Delete a place (id in the body) with its stays and events; machines with it as home depot have none afterwards',
        body: DeletePlaceBody,
        response: envelopeResponses(DeletedPlace),
      },
    },
    async (request) => {
      const { id } = request.body;
      const { machinesReleased, jobId } = await deletePlace(db, actorOf(request.auth), id, now());
      await jobs.waitFor(jobId, REPROCESS_WAIT_MS);
      return ok({ id, machinesReleased });
    },
  );

  await placeDetailRoutes(app, ctx, now);
}
