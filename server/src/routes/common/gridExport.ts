// The export door of a grid (issue 27, item 8): `POST <grid path>/export` beside each grid's page
// route, with that route's own permission config, reading through its page function, so the
// export sees exactly the rows, scope and formatting the screen does. A heavy call (the usage
// report's slots): at most HEAVY_PER_USER at once per user. REST only: a file is not GraphQL.
import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../app.ts';
import type { TypedApp } from '../../http/types.ts';
import { badRequest, fileResponses } from '../../http/envelope.ts';
import type { GridAnswer, GridContext, GridDefinition, GridRequestValue } from '../../services/grid.ts';
import { gridContext } from '../../services/gridFormat.ts';
import { HEAVY_PER_USER } from '../../services/heavyCalls.ts';
import {
  checkExportColumns,
  CONTENT_TYPES,
  EXPORT_PAGE,
  exportFileName,
  exportStream,
  gridExportBody,
  MAX_EXPORT_ROWS,
  type GridExportBodyValue,
} from '../../services/gridExport.ts';

export interface GridExportRoute<R extends GridRequestValue> {
  /** The grid's page path; the export is `${url}/export`. */
  url: string;
  operationId: string;
  /** What the grid lists, for the summary ("the fleet grid"). */
  what: string;
  /** The page route's config (scope and permission), the same object. */
  config?: Record<string, unknown>;
  /** The grid request's schema id (`GridRequest`, `FleetGridRequest`). */
  requestSchema: string;
  grid: GridDefinition;
  /** File name stem and sheet name. */
  stem: string;
  sheet: string;
  page: (ctx: GridContext & { userId: number }, request: R) => Promise<GridAnswer<Record<string, unknown>>>;
}

export function gridExportRoute<R extends GridRequestValue>(app: TypedApp, { heavy }: Pick<AppContext, 'heavy'>, route: GridExportRoute<R>): void {
  app.post(
    `${route.url}/export`,
    {
      ...(route.config ? { config: route.config } : {}),
      schema: {
        operationId: route.operationId,
        tags: ['Export'],
        summary: `${route.what} as a file (xlsx or CSV): every row the request's filters and search match, in its sort, with the columns named, at most ${MAX_EXPORT_ROWS.toLocaleString('en')} rows`,
        description: `The file name is in Content-Disposition: ${route.stem}-YYYY-MM-DD.xlsx or .csv (the caller's day). A heavy call: at most ${HEAVY_PER_USER} at once per user (429 with Retry-After beyond).`,
        'x-mesh': false,
        body: gridExportBody(Type.Ref(route.requestSchema)),
        produces: Object.values(CONTENT_TYPES),
        response: fileResponses('The file', Object.values(CONTENT_TYPES)),
      },
    },
    async (request, reply) => {
      const body = request.body as GridExportBodyValue<R>;
      checkExportColumns(route.grid, body.columns);
      const ctx = { ...gridContext(request.auth), userId: request.auth.userId };
      const readPage = (start: number, limit: number) => route.page(ctx, { ...body.request, start, limit });
      const first = await readPage(0, EXPORT_PAGE);
      if (first.summary.total > MAX_EXPORT_ROWS) {
        const message = `matches ${first.summary.total} rows; an export holds at most ${MAX_EXPORT_ROWS}: narrow the filters or search`;
        throw badRequest(`request: ${message};`, { request: [message] });
      }
      // Held until the streamed file has been written.
      heavy.hold(request, reply);
      const fileName = exportFileName(route.stem, body.format, ctx.timeZone);
      reply
        .header('content-type', CONTENT_TYPES[body.format])
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store');
      return reply.send(
        exportStream(
          {
            readPage,
            grid: route.grid,
            columns: body.columns,
            format: body.format,
            languageId: request.auth.user.language_id,
            timeZone: ctx.timeZone,
            sheet: route.sheet,
          },
          first,
        ),
      );
    },
  );
}
