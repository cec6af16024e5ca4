// Every machine's written structure (states, tags, entry/exit, invocations, each transition's event,
// guard, targets and actions, named delays) against the reviewed copy in
// __snapshots__/structure.test.ts.snap: see structure.ts for why and how to update it.
import { describe, expect, it } from 'vitest';
import { machinesFrom } from './flows.ts';
import { machineModules } from './machineModules.ts';
import { machineStructure } from './structure.ts';

const allMachines = machinesFrom(machineModules);

describe('machine structure', () => {
  for (const [name, machine] of allMachines) {
    it(`${name}: states and transitions as reviewed`, () => {
      expect(machineStructure(machine)).toMatchSnapshot();
    });
  }
});
