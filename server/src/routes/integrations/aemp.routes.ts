// ISO 15143-3 (AEMP 2.0) fleet snapshot for API clients: GET …/iso15143-3/Fleet/{pageNumber}.
// XML in the standard's namespace by default; JSON when the client asks for application/json.
import type { AppContext } from '../../app.ts';
import type { TypedApp } from '../../http/types.ts';
import { notFound } from '../../http/envelope.ts';
import { fleetPage } from '../../integrations/aemp/feed.ts';
import { fleetJson, fleetXml } from '../../integrations/aemp/document.ts';
import { AempFleetJson, FleetPageParams } from './integrations.schemas.ts';

export const FEED_PATH = '/integration/v1/iso15143-3/Fleet';

/** JSON only when the client prefers it over XML; XML is the standard's default. */
export function wantsJson(accept: string | undefined): boolean {
  if (!accept) return false;
  const ranked = accept.split(',').map((part) => {
    const [type, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return { type: type.trim(), q: q ? Number(q.slice(2)) : 1 };
  });
  const quality = (pattern: RegExp) => Math.max(0, ...ranked.filter((r) => pattern.test(r.type)).map((r) => r.q));
  return quality(/^application\/json$/) > quality(/^(application|text)\/xml$/);
}

export async function aempRoutes(app: TypedApp, { db, config }: AppContext) {
  app.get(
    `${FEED_PATH}/:pageNumber`,
    {
      schema: {
        operationId: 'iso15143FleetSnapshot',
        tags: ['Integration API'],
        summary: 'ISO 15143-3 (AEMP 2.0) fleet snapshot: 100 machines a page, the first page is 1',
        description:
          'The company’s machines (archived ones left out) as the standard’s Fleet document: Links (self, first, prev, next, last), ' +
          'and per machine EquipmentHeader (OEMName, Model, EquipmentID = the machine’s internal id, SerialNumber, PIN) and the readings ' +
          'Siteline has, each with the datetime it was taken (YYYY-MM-DDThh:mm:ssZ): Location (with Altitude), CumulativeOperatingHours, ' +
          'FuelUsed, FuelUsedLast24, Distance, CumulativeIdleHours, FuelRemaining, DEFRemaining, EngineStatus (Running, EngineNumber), ' +
          'CumulativeLoadCount, CumulativePayloadTotals. A reading Siteline never received is left out, never filled in. ' +
          'XML (namespace http://standards.iso.org/iso/15143/-3, valid against server/src/integrations/aemp/fleet.xsd) ' +
          'unless the Accept header prefers application/json (the same tree; decision 0033). Follow the `next` link until there is none.',
        'x-mesh': false,
        params: FleetPageParams,
        produces: ['application/xml', 'application/json'],
        response: {
          200: {
            description: 'One page of the fleet snapshot',
            content: {
              'application/xml': { schema: { type: 'string', description: 'The Fleet document in XML' } },
              'application/json': { schema: AempFleetJson },
            },
          },
          400: { $ref: 'ErrorEnvelope' },
          401: { $ref: 'ErrorEnvelope' },
          404: { $ref: 'ErrorEnvelope' },
          429: { $ref: 'ErrorEnvelope' },
          500: { $ref: 'ErrorEnvelope' },
        },
      },
    },
    async (request, reply) => {
      const origin = config.publicBaseUrl || `${request.protocol}://${request.host}`;
      const fleet = await fleetPage(db, request.integration.companyId, request.params.pageNumber, (n) => `${origin}/api${FEED_PATH}/${n}`);
      if (!fleet) throw notFound('Page');
      reply.header('vary', 'accept');
      if (wantsJson(request.headers.accept)) return reply.type('application/json; charset=utf-8').send(fleetJson(fleet));
      return reply.type('application/xml; charset=utf-8').send(fleetXml(fleet));
    },
  );
}
