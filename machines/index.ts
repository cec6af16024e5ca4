// Registry of every flow machine. scripts/paths.ts walks each one's graph for QA.
// Adding a machine: import it here (and give it a test model in testing/models.ts).
import type { AnyStateMachine } from 'xstate';
import { lazyModuleMachine } from './lazyModule/lazyModule.machine.ts';
import { loginMachine } from './login/login.machine.ts';
import { sessionMachine } from './session/session.machine.ts';
import { updateCheckMachine } from './updateCheck/updateCheck.machine.ts';

export const allMachines: Record<string, AnyStateMachine> = {
  session: sessionMachine,
  login: loginMachine,
  lazyModule: lazyModuleMachine,
  updateCheck: updateCheckMachine,
};
