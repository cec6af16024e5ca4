// GET /web/v1/common/timezoneName/{lat}/{long} (spec, section 7): the zone a machine's automatic
// time zone follows. Answered from boundary data inside the server (services/timeZoneAt.ts).
import type { AppContext } from '../../app.ts';
import type { TypedApp } from '../../http/types.ts';
import { envelopeResponses, notFound, ok } from '../../http/envelope.ts';
import { timeZoneAt } from '../../services/timeZoneAt.ts';
import { TimeZoneName, TimeZoneParams } from '../assets/assetDetails.schemas.ts';

export async function timeZoneRoutes(app: TypedApp, _ctx: AppContext) {
  app.get(
    '/web/v1/common/timezoneName/:lat/:long',
    {
      schema: {
        operationId: 'timezoneName',
        tags: ['Common'],
        summary: 'The IANA time zone at a position (latitude -90..90, longitude -180..180); oceans answer Etc/GMT±N',
        params: TimeZoneParams,
        response: envelopeResponses(TimeZoneName),
      },
    },
    async (request) => {
      const zone = timeZoneAt(request.params.lat, request.params.long);
      if (!zone) throw notFound('Time zone');
      return ok({ timezoneName: zone });
    },
  );
}
