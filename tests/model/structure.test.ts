// Every machine's written structure (states, tags, entry/exit, invocations, each transition's event,
// guard, targets and actions, named delays) against the reviewed copy in
// __snapshots__/structure.test.ts.snap: see machines/testing/structure.ts for why and how to update it.
import { describe, expect, it } from 'vitest';
import { allMachines } from '../../machines/index.ts';
import { machineStructure } from '../../machines/testing/structure.ts';

describe('machine structure', () => {
  for (const [name, machine] of Object.entries(allMachines)) {
    it(`${name}: states and transitions as reviewed`, () => {
      expect(machineStructure(machine)).toMatchSnapshot();
    });
  }
});
