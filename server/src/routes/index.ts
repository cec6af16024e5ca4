import type { AppContext } from '../app.ts';
import type { TypedApp } from '../http/types.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { commonRoutes } from './common/common.routes.ts';
import { dictionaryRoutes } from './dictionaries/dictionaries.routes.ts';
import { logRoutes } from './logs/logs.routes.ts';
import { assetRoutes } from './assets/assets.routes.ts';
import { systemRoutes } from './system/system.routes.ts';
import { baseMapRoutes } from './map/baseMap.routes.ts';
import { activationRoutes } from './account/activation.routes.ts';
import { resetRoutes } from './account/reset.routes.ts';
import { recaptchaRoutes } from './account/recaptcha.routes.ts';
import { supportRoutes } from './support/support.routes.ts';
import { impersonationRoutes } from './support/impersonation.routes.ts';
import { userRoutes } from './users/users.routes.ts';
import { profileRoutes } from './profile/profile.routes.ts';
import { fleetRoutes } from './assets/fleet.routes.ts';
import { telematicsRoutes } from './telematics/telematics.routes.ts';
import { tagRoutes } from './tags/tags.routes.ts';
import { telemetryRoutes } from './assets/telemetry.routes.ts';
import { placeRoutes } from './places/places.routes.ts';
import { assetDetailsRoutes } from './assets/assetDetails.routes.ts';
import { imageRoutes } from './images/images.routes.ts';
import { fileRoutes } from './files/files.routes.ts';
import { depotNameRoutes } from './places/depotNames.routes.ts';
import { timeZoneRoutes } from './common/timeZone.routes.ts';
import { serviceRoutes } from './service/service.routes.ts';
import { gridSchemas } from '../services/grid.ts';
import { clientRoutes } from './integrations/clients.routes.ts';
import { integrationRoutes } from './integrations/integrations.routes.ts';
import { oauthRoutes } from './integrations/oauth.routes.ts';
import { integrationApiRoutes } from './integrations/integrationApi.routes.ts';
import { aempRoutes } from './integrations/aemp.routes.ts';
import { reportRoutes } from './reports/reports.routes.ts';
import { analyticsRoutes } from './analytics/analytics.routes.ts';
import { notificationRoutes } from './notifications/notifications.routes.ts';
import { translationRoutes } from './translations/translations.routes.ts';
import { retentionRoutes } from './settings/retention.routes.ts';
import { reportScheduleRoutes } from './settings/reportSchedules.routes.ts';

// One line per feature area; each area mirrors src/features/<area>/.
export async function registerRoutes(app: TypedApp, ctx: AppContext) {
  await app.register(
    async (api) => {
      // The grid request schemas every grid route references (one GraphQL input type for all grids).
      for (const schema of gridSchemas) api.addSchema(schema);
      await systemRoutes(api, ctx);
      await baseMapRoutes(api, ctx);
      await authRoutes(api, ctx);
      await commonRoutes(api, ctx);
      await dictionaryRoutes(api, ctx);
      await logRoutes(api, ctx);
      await assetRoutes(api, ctx);
      // Account areas use the TokenPair and DictionaryItem schemas the auth and dictionary modules register.
      await activationRoutes(api, ctx);
      await resetRoutes(api, ctx);
      await recaptchaRoutes(api, ctx);
      await supportRoutes(api, ctx);
      await impersonationRoutes(api, ctx);
      await userRoutes(api, ctx);
      await profileRoutes(api, ctx);
      await tagRoutes(api, ctx);
      await fleetRoutes(api, ctx);
      await telematicsRoutes(api, ctx);
      await telemetryRoutes(api, ctx);
      await placeRoutes(api, ctx);
      await assetDetailsRoutes(api, ctx);
      await imageRoutes(api, ctx);
      await fileRoutes(api, ctx);
      await depotNameRoutes(api, ctx);
      await timeZoneRoutes(api, ctx);
      await serviceRoutes(api, ctx);
      await clientRoutes(api, ctx);
      await integrationRoutes(api, ctx);
      await oauthRoutes(api, ctx);
      await integrationApiRoutes(api, ctx);
      await aempRoutes(api, ctx);
      await reportRoutes(api, ctx);
      await analyticsRoutes(api, ctx);
      await notificationRoutes(api, ctx);
      await translationRoutes(api, ctx);
      await retentionRoutes(api, ctx);
      await reportScheduleRoutes(api, ctx);
    },
    { prefix: '/api' },
  );
}
