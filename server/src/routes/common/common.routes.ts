import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../app.ts';
import type { TypedApp } from '../../http/types.ts';
import { envelopeResponses, ok } from '../../http/envelope.ts';
import { DEFAULT_MAP_STYLE_URL } from '../../config.ts';
import { FRONTEND_VERSION } from '../../../../src/version.ts';
import packageJson from '../../../../package.json' with { type: 'json' };

// The spec's settings carry googleMapLink {version, key, libraries}: the client waits for a key
// and a version before it loads the map. Our map is maplibre, so `key` names the base-map style tried
// first ('remote' = an online style, 'extract' = the operator's PMTiles street map, 'embedded' =
// offline Natural Earth) and `version` the maplibre major. The browser tries `map.styleUrl`, then
// `map.extractStyleUrl` (when the server has a street map), then `map.fallbackStyleUrl` (the embedded
// map, always there), each time one cannot be loaded (no internet, a blocked host, a broken archive).
/** A style URL: the public origin (SITELINE_PUBLIC_URL) and a path, or the operator's style URL. */
const MAX_STYLE_URL = 2048;

const Settings = Type.Object({
  googleMapLink: Type.Object({ version: Type.String(), key: Type.String(), libraries: Type.String() }),
  map: Type.Object({
    styleUrl: Type.String({ maxLength: MAX_STYLE_URL }),
    extractStyleUrl: Type.String({ maxLength: MAX_STYLE_URL, description: "the operator's street map's style; '' when the server has none" }),
    fallbackStyleUrl: Type.String({ maxLength: MAX_STYLE_URL }),
    embedded: Type.Boolean(),
    center: Type.Object({ lat: Type.Number(), long: Type.Number() }),
    zoom: Type.Number(),
  }),
  baseUrl: Type.String(),
  intercomEnabled: Type.Boolean(),
  intercomScript: Type.String(),
});

const Version = Type.Object({ version: Type.String(), frontendVersion: Type.String(), environment: Type.String() });

/** The map's default centre: southern Scandinavia, so Stockholm, Oslo, Gothenburg and Copenhagen share the first view at zoom 5. */
export const DEFAULT_MAP_CENTER = { lat: 59.3, long: 14.5 };

export async function commonRoutes(app: TypedApp, { config, mapArchive }: AppContext) {
  app.get(
    '/web/v1/common/settings',
    {
      schema: {
        operationId: 'appSettings',
        tags: ['Common'],
        summary: 'Settings the web app needs before it loads the map',
        response: envelopeResponses(Settings),
      },
    },
    async () => {
      // Relative unless a public URL is configured: this answer usually travels through Mesh
      // (app.inject), where the browser's Host header is not known.
      const origin = config.publicBaseUrl;
      const fallback = `${origin}/api/map/style.json`;
      const extract = (await mapArchive.current()) ? `${origin}/api/map/extract.json` : '';
      const remote = config.mapStyleUrl;
      // Dropping an archive in is the operator's choice of map: it goes before the default online
      // style (and spares an offline site the online style's probe); a style URL they set goes first.
      const first = remote && (remote !== DEFAULT_MAP_STYLE_URL || !extract) ? remote : extract || fallback;
      const key = first === remote ? 'remote' : first === extract ? 'extract' : 'embedded';
      return ok({
        googleMapLink: { version: '5', key, libraries: '' },
        map: {
          styleUrl: first,
          extractStyleUrl: extract,
          fallbackStyleUrl: fallback,
          embedded: key === 'embedded',
          center: DEFAULT_MAP_CENTER,
          zoom: 5,
        },
        baseUrl: `${origin}/api`,
        // Intercom is not part of Siteline; the customer-chat hook stays off.
        intercomEnabled: false,
        intercomScript: '',
      });
    },
  );

  app.get(
    '/common/v1/information/version',
    {
      schema: { operationId: 'apiVersion', tags: ['Common'], summary: 'Versions of the running API and frontend', response: envelopeResponses(Version) },
    },
    async () => ok({ version: packageJson.version, frontendVersion: FRONTEND_VERSION, environment: process.env.NODE_ENV ?? 'production' }),
  );
}
