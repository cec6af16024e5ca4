import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../app.ts';
import type { TypedApp } from '../../http/types.ts';
import { envelopeResponses, ok } from '../../http/envelope.ts';
import { FRONTEND_VERSION } from '../../../../src/version.ts';
import packageJson from '../../../../package.json' with { type: 'json' };

// The spec's settings carry googleMapLink {version, key, libraries}: the client waits for a key
// and a version before it loads the map. Our map is maplibre, so `key` names the base-map style
// ('remote' = an online style, 'embedded' = offline Natural Earth) and `version` the maplibre major.
// `map.styleUrl` is the style to try first; `map.fallbackStyleUrl` the embedded one the browser
// switches to by itself when it cannot load the first (no internet, blocked host).
const Settings = Type.Object({
  googleMapLink: Type.Object({ version: Type.String(), key: Type.String(), libraries: Type.String() }),
  map: Type.Object({
    styleUrl: Type.String(),
    fallbackStyleUrl: Type.String(),
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

export async function commonRoutes(app: TypedApp, { config }: AppContext) {
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
      const embedded = !config.mapStyleUrl;
      const fallback = `${origin}/api/map/style.json`;
      return ok({
        googleMapLink: { version: '5', key: embedded ? 'embedded' : 'remote', libraries: '' },
        map: { styleUrl: embedded ? fallback : config.mapStyleUrl, fallbackStyleUrl: fallback, embedded, center: DEFAULT_MAP_CENTER, zoom: 5 },
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
