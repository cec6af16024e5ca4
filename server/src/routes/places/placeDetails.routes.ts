// Place details (features spec §7 "Places"): inventory overview and grid of depots, work sites and
// regions, the event log, and the insights (show:place.insight): depot insights, work-site
// insights, the longest and shortest depot stays. All derived from the entry/exit history.
// A path's place type must match: depots/{id} of a work site is a 404 like a missing one.
import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../app.ts';
import type { TypedApp } from '../../http/types.ts';
import { envelopeResponses, ok } from '../../http/envelope.ts';
import { gridResponseSchema, type GridRequestValue } from '../../services/grid.ts';
import { depotInsights, extremeStays, workSiteInsights } from '../../places/insights.ts';
import { inventoryOverview, inventoryPage } from '../../places/inventory.ts';
import { placeEventLog } from '../../places/placeEvents.ts';
import { placeOf, placeOfType } from '../../places/rows.ts';
import { PlaceIdParams, RangeQuery } from './places.schemas.ts';
import { PlaceKind } from '../../domain/dictionaries.ts';

const tags = ['Places'];
const INSIGHT = { permission: 'show:place.insight' } as const;
type InventoryBody = GridRequestValue & { fromPlaceTime?: string; toPlaceTime?: string };
type RangeValue = { fromPlaceTime?: string; toPlaceTime?: string };

/** The three typed path segments of the spec and the type each addresses. */
const KINDS = [
  { segment: 'depots', type: PlaceKind.Depot, name: 'depot', op: 'depot' },
  { segment: 'worksite', type: PlaceKind.WorkSite, name: 'work site', op: 'worksite' },
  { segment: 'region', type: PlaceKind.Region, name: 'region', op: 'region' },
] as const;

export async function placeDetailRoutes(app: TypedApp, { db }: AppContext, now: () => number) {
  for (const kind of KINDS) {
    app.get(
      `/web/v1/places/${kind.segment}/:id/inventory/overview`,
      {
        schema: {
          operationId: `${kind.op}InventoryOverview`,
          tags,
          summary: `Machines inside the ${kind.name} now${kind.type === PlaceKind.Depot ? ', and how many of them belong to it' : ''}`,
          params: PlaceIdParams,
          response: envelopeResponses(Type.Ref('InventoryOverview')),
        },
      },
      async (request) => ok(await inventoryOverview(db, await placeOfType(db, request.auth.companyId, request.params.id, kind.type))),
    );

    app.post(
      `/web/v1/places/${kind.segment}/:id/inventory`,
      {
        schema: {
          operationId: `${kind.op}Inventory`,
          tags,
          summary: `Stays in the ${kind.name} overlapping a time range (entry and exit in place time), as a grid page (20 by default)`,
          params: PlaceIdParams,
          body: Type.Ref('InventoryGridRequest'),
          response: envelopeResponses(gridResponseSchema(Type.Ref('InventoryRow'))),
        },
      },
      async (request) =>
        ok(await inventoryPage(db, await placeOfType(db, request.auth.companyId, request.params.id, kind.type), (request.body ?? {}) as InventoryBody, now())),
    );
  }

  app.post(
    '/web/v1/places/:id/events',
    {
      schema: {
        operationId: 'placeEvents',
        tags,
        summary: "The place's event log in a range (place time), newest first, pages of 100",
        params: PlaceIdParams,
        body: Type.Ref('PlaceEventsRequest'),
        response: envelopeResponses(Type.Ref('PlaceEventPage')),
      },
    },
    async (request) => ok(await placeEventLog(db, await placeOf(db, request.auth.companyId, request.params.id), request.body ?? {}, now())),
  );

  app.get(
    '/web/v1/places/worksite/:id/insights',
    {
      config: INSIGHT,
      schema: {
        operationId: 'worksiteInsights',
        tags,
        summary: 'Production, engine time and idle of machines while on the work site, and how many machines were there',
        params: PlaceIdParams,
        querystring: RangeQuery,
        response: envelopeResponses(Type.Ref('WorkSiteInsights')),
      },
    },
    async (request) =>
      ok(await workSiteInsights(db, await placeOfType(db, request.auth.companyId, request.params.id, PlaceKind.WorkSite), request.query, now())),
  );

  app.post(
    '/web/v1/places/depots/:id/insights',
    {
      config: INSIGHT,
      schema: {
        operationId: 'depotInsights',
        tags,
        summary: 'How many machines were in the depot in a range, how many belong to it, and how long a stay lasted on average',
        params: PlaceIdParams,
        body: Type.Ref('PlaceRangeRequest'),
        response: envelopeResponses(Type.Ref('DepotInsights')),
      },
    },
    async (request) =>
      ok(await depotInsights(db, await placeOfType(db, request.auth.companyId, request.params.id, PlaceKind.Depot), (request.body ?? {}) as RangeValue, now())),
  );

  for (const order of ['longest', 'shortest'] as const) {
    app.post(
      `/web/v1/places/depots/:id/sessions/${order}`,
      {
        config: INSIGHT,
        schema: {
          operationId: `depot${order === 'longest' ? 'Longest' : 'Shortest'}Stays`,
          tags,
          summary:
            order === 'longest'
              ? 'The longest stays in the depot overlapping a range (a machine still inside counts until now)'
              : 'The shortest finished stays in the depot overlapping a range',
          params: PlaceIdParams,
          body: Type.Ref('PlaceStaysRequest'),
          response: envelopeResponses(Type.Ref('PlaceStays')),
        },
      },
      async (request) =>
        ok(
          await extremeStays(
            db,
            await placeOfType(db, request.auth.companyId, request.params.id, PlaceKind.Depot),
            (request.body ?? {}) as RangeValue & { limit?: number },
            order,
            now(),
          ),
        ),
    );
  }
}
