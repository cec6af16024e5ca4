import type { AppContext } from '../app.ts';
import type { TypedApp } from '../http/types.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { commonRoutes } from './common/common.routes.ts';
import { dictionaryRoutes } from './dictionaries/dictionaries.routes.ts';
import { logRoutes } from './logs/logs.routes.ts';
import { assetRoutes } from './assets/assets.routes.ts';
import { systemRoutes } from './system/system.routes.ts';

// One line per feature area; each area mirrors src/features/<area>/.
export async function registerRoutes(app: TypedApp, ctx: AppContext) {
  await app.register(async (api) => {
    await systemRoutes(api, ctx);
    await authRoutes(api, ctx);
    await commonRoutes(api, ctx);
    await dictionaryRoutes(api, ctx);
    await logRoutes(api, ctx);
    await assetRoutes(api, ctx);
  }, { prefix: '/api' });
}
