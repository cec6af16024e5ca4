// The flows, found on disk: every machine, its test model and its browser replay, with no list to
// keep by hand. Used by scripts/paths.ts, tests/flows/kit/coverage.test.ts and structure.test.ts
// (with machineModules.ts) and tests/e2e/replay/register.ts (tests/e2e/replay.spec.ts).
//
// Adding a flow (say `parking`):
//   1. machines/parking/parking.machine.ts exports the machine (`createMachine({ id: 'parking', … })`);
//      beside it only product code: parking.types.ts, parking.actors.ts (placeholders src/ replaces)
//      and pure rules. Nothing under machines/ imports from tests/.
//   2. tests/flows/parking/parking.model.ts exports `parkingModel = defineModel({ machine, … })`
//      (tests/flows/kit/model.ts): the model tests, the coverage check and `npm run paths` pick it up.
//   3. tests/flows/parking/parking.model.test.ts replays the model's paths (graphsOf, kit/harness.ts).
//   4. For a flow with a screen, tests/flows/parking/parking.ui.ts has `export default defineUi(parkingModel, {…})`
//      (kit/ui.ts): tests/e2e/replay.spec.ts replays its paths in Chromium (REPLAY_ONLY=parking).
//   5. `npx vitest run --project unit tests/flows/kit -u` records the machine's structure, to review;
//      `npm run paths parking` shows the transitions each suite takes.
// A folder may hold several machines (machines/grid/grid.machine.ts and gridLoader.machine.ts, with
// tests/flows/grid/grid.model.ts and gridLoader.model.ts): files are matched by machine id, not folder.
// The machine's id is its name everywhere (paths, test titles, REPLAY_ONLY).
import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { StateMachine, type AnyStateMachine } from 'xstate';
import type { AnyModelDefinition } from './model.ts';
import type { MachineUi } from './ui.ts';

const MACHINES = fileURLToPath(new URL('../../../machines/', import.meta.url));
const FLOWS = fileURLToPath(new URL('../', import.meta.url));

/** `<root>/<folder>/*<suffix>`, sorted, the kit's own folder left out. */
function filesEnding(root: string, suffix: string): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'kit')
    .flatMap((dir) =>
      readdirSync(join(root, dir.name))
        .filter((file) => file.endsWith(suffix))
        .map((file) => join(root, dir.name, file)),
    )
    .sort();
}

const load = async (file: string): Promise<Record<string, unknown>> => (await import(pathToFileURL(file).href)) as Record<string, unknown>;

function add<T>(found: Map<string, T>, id: string, value: T, file: string): void {
  if (found.has(id)) throw new Error(`${file}: a second file for machine "${id}"`);
  found.set(id, value);
}

/** machines/<flow>/*.machine.ts: each exports one machine. By machine id. */
export async function loadMachines(): Promise<Map<string, AnyStateMachine>> {
  const files = filesEnding(MACHINES, '.machine.ts');
  return machinesFrom(Object.fromEntries(await Promise.all(files.map(async (file) => [file, await load(file)] as const))));
}

/**
 * The machines of modules by file name, by machine id. A vitest suite that must be "related" to every
 * machine (Stryker's run of a mutant runs only the test files that import its file) reads them from
 * machineModules.ts, imported statically, instead of loadMachines().
 */
export function machinesFrom(modules: Record<string, unknown>): Map<string, AnyStateMachine> {
  const machines = new Map<string, AnyStateMachine>();
  for (const [file, module] of Object.entries(modules).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const exported = Object.values(module as Record<string, unknown>).filter((value): value is AnyStateMachine => value instanceof StateMachine);
    if (exported.length !== 1) throw new Error(`${file}: exports ${exported.length} machines, one expected`);
    add(machines, exported[0].id, exported[0], file);
  }
  return machines;
}

/** tests/flows/<flow>/<name>.model.ts: each exports `<name>Model`. By its machine's id. */
export async function loadModels(): Promise<Map<string, AnyModelDefinition>> {
  const models = new Map<string, AnyModelDefinition>();
  for (const file of filesEnding(FLOWS, '.model.ts')) {
    const name = `${basename(file, '.model.ts')}Model`;
    const model = (await load(file))[name] as AnyModelDefinition | undefined;
    if (!model?.machine) throw new Error(`${file}: must export \`${name} = defineModel({ machine, … })\``);
    add(models, model.machine.id, model, file);
  }
  return models;
}

/** tests/flows/<flow>/*.ui.ts: each's default export is defineUi(model, {…}). By its machine's id. */
export async function loadUis(): Promise<Map<string, MachineUi>> {
  const uis = new Map<string, MachineUi>();
  for (const file of filesEnding(FLOWS, '.ui.ts')) {
    const machineUi = (await load(file)).default as MachineUi | undefined;
    if (!machineUi?.model) throw new Error(`${file}: the default export must be defineUi(model, {…})`);
    add(uis, machineUi.model.machine.id, machineUi, file);
  }
  return uis;
}
