// Each feature area is its own chunk, loaded through the lazyModule machine: 3 attempts 1 s apart,
// then one page reload unless the page already reloaded in the last 10 s (then the error page).
import { type ComponentType, useCallback, useEffect, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { Flex, Spinner } from '@radix-ui/themes';
import { lazyModuleMachine } from '../../machines/lazyModule/lazyModule.machine.ts';
import type { ImportModuleInput } from '../../machines/lazyModule/lazyModule.types.ts';
import { inspect } from './inspector.ts';
import { ErrorFallback } from './ErrorFallback.tsx';
import { retryableImport } from './retryImport.ts';

type AreaModule = { default: ComponentType };

const RELOAD_KEY = 'siteline.lazyReloadAt';
const RELOAD_GUARD_MS = 10_000;
const loaded = new Map<string, ComponentType>();

const providedMachine = lazyModuleMachine.provide({
  guards: {
    reloadedRecently: () => Date.now() - Number(sessionStorage.getItem(RELOAD_KEY) ?? 0) < RELOAD_GUARD_MS,
  },
  actions: {
    markReload: () => sessionStorage.setItem(RELOAD_KEY, String(Date.now())),
    reloadPage: () => window.location.reload(),
  },
});

function AreaLoader({ name, load, onLoaded }: { name: string; load: () => Promise<AreaModule>; onLoaded: (c: ComponentType) => void }) {
  const [attempt] = useState(() => retryableImport(load));
  const actor = useActorRef(providedMachine.provide({ actors: { importModule: fromPromise<unknown, ImportModuleInput>(() => attempt()) } }), {
    input: { name },
    inspect,
  });
  const view = useSelector(actor, (s) => (s.status === 'done' ? 'done' : s.hasTag('view:error') ? 'error' : 'loading'));
  const error = useSelector(actor, (s) => s.context.error);
  const module = useSelector(actor, (s) => s.output as AreaModule | undefined);

  useEffect(() => {
    if (view === 'done' && module) onLoaded(module.default);
  }, [view, module, onLoaded]);

  if (view === 'error') return <ErrorFallback message={error ?? `Could not load ${name}`} />;
  return (
    <Flex align="center" justify="center" style={{ height: '100%' }} aria-busy="true">
      <Spinner size="3" />
    </Flex>
  );
}

export type LazyAreaComponent = ComponentType & { preload(): void };

/** A component that renders the area once its chunk is loaded (cached for the rest of the visit). */
export function lazyArea(name: string, load: () => Promise<AreaModule>): LazyAreaComponent {
  function LazyArea() {
    const [Component, setComponent] = useState<ComponentType | undefined>(() => loaded.get(name));
    const onLoaded = useCallback((c: ComponentType) => {
      loaded.set(name, c);
      setComponent(() => c);
    }, []);
    return Component ? <Component /> : <AreaLoader name={name} load={load} onLoaded={onLoaded} />;
  }
  LazyArea.displayName = `Lazy(${name})`;
  // Starts the download early (e.g. while the lazy app shell loads); the loader's import() then
  // gets the same module. Failures are left to the loader, which retries.
  LazyArea.preload = () => void load().catch(() => undefined);
  return LazyArea;
}
