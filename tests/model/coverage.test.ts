// Guards the generated suites themselves: every registered model belongs to a registered machine,
// and its replayed paths take every transition written in the machine (including `always` ones).
import { describe, expect, it } from 'vitest';
import { allMachines } from '../../machines/index.ts';
import { buildModelGraphs } from '../../machines/testing/model.ts';
import { machineTransitions } from '../../machines/testing/transitions.ts';
import { allModels } from '../../machines/testing/models.ts';

describe('model coverage', () => {
  it('every model is registered under its machine', () => {
    for (const [name, model] of Object.entries(allModels)) {
      expect(allMachines[name], name).toBe(model.machine);
      expect(model.machine.id).toBe(name);
    }
  });

  for (const [name, model] of Object.entries(allModels)) {
    it(`${name}: the generated paths take every transition of the machine`, () => {
      const taken = new Set(buildModelGraphs(model).flatMap((graph) => [...graph.machineTransitionsTaken]));
      const missing = machineTransitions(model.machine)
        .filter((t) => !taken.has(t.key))
        .map((t) => t.key);
      expect(missing).toEqual([]);
    });
  }
});
