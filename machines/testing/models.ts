// Test models by machine name (the keys of `allMachines`). A machine without an entry still gets
// its states and transitions listed by scripts/paths.ts, but no generated paths.
import { lazyModuleModel } from '../lazyModule/lazyModule.model.ts';
import { loginModel } from '../login/login.model.ts';
import { sessionModel } from '../session/session.model.ts';
import { updateCheckModel } from '../updateCheck/updateCheck.model.ts';
import type { AnyModelDefinition } from './model.ts';

export const allModels: Record<string, AnyModelDefinition> = {
  session: sessionModel,
  login: loginModel,
  lazyModule: lazyModuleModel,
  updateCheck: updateCheckModel,
};
