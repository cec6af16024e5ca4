// Every machines/<flow>/*.machine.ts, imported statically through vite's import.meta.glob (vitest
// only): a suite that imports this is "related" to every machine, so Stryker runs it for a mutant of
// any of them (vitest follows static imports, not flows.ts's import() of names found on disk).
// coverage.test.ts checks that it finds the same machines as flows.ts's loadMachines().
export const machineModules: Record<string, unknown> = import.meta.glob('../../../machines/*/*.machine.ts', { eager: true });
