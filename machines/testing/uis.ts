// Every machine's browser replay: the `*.ui.ts` files next to the models, found on disk so that a
// new one needs no registration. Used by tests/e2e/replay.spec.ts and scripts/paths.ts.
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';
import type { MachineUi } from './ui.ts';

const MACHINES = fileURLToPath(new URL('..', import.meta.url));

/** By machine id, in folder order. */
export async function loadUis(): Promise<Map<string, MachineUi>> {
  const files = readdirSync(MACHINES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'testing')
    .flatMap((dir) =>
      readdirSync(join(MACHINES, dir.name))
        .filter((file) => file.endsWith('.ui.ts'))
        .map((file) => join(MACHINES, dir.name, file)),
    )
    .sort();
  const uis = new Map<string, MachineUi>();
  for (const file of files) {
    const machineUi = (await import(pathToFileURL(file).href)).default as MachineUi | undefined;
    if (!machineUi?.model) throw new Error(`${file}: the default export must be defineUi(model, {…})`);
    uis.set(machineUi.model.machine.id, machineUi);
  }
  return uis;
}
