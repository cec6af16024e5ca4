// Loads a tab's chunk through the lazyModule machine (3 attempts, 1 s apart, as for feature areas).
// A tab that still fails shows its error with a retry inside the panel instead of reloading the page.
import { createElement, useState, type ComponentType } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { Button, Callout, Flex, Spinner } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { lazyModuleMachine } from '../../../machines/lazyModule/lazyModule.machine.ts';
import type { ImportModuleInput } from '../../../machines/lazyModule/lazyModule.types.ts';
import { inspect } from '../../app/inspector.ts';
import type { PanelTabDef, PanelTabProps } from './panelTabs.ts';
import { useT } from '../../i18n/useT.ts';
import { retryableImport } from '../../app/retryImport.ts';

const loaded = new Map<string, ComponentType<PanelTabProps>>();

export function LazyTab({ tab, ...props }: PanelTabProps & { tab: PanelTabDef }) {
  // A tab's component is loaded once and kept for the page's life (a stable, module-level value).
  // Which of the two renders the tab is decided once per mount: a tab first shown through its loader
  // stays inside it. Rendering the component directly on a later render (any re-render of the panel,
  // say the save of the Details tab changing the address) put another element type in its place, so
  // React mounted the tab afresh and its machines restarted: the saved Details tab showed "Loading
  // machine details" instead of its details while reloading (found by the assetDetails replay).
  const [ready] = useState(() => loaded.get(tab.id));
  return ready ? createElement(ready, props) : <TabLoader key={tab.id} tab={tab} props={props} />;
}

function TabLoader({ tab, props }: { tab: PanelTabDef; props: PanelTabProps }) {
  const t = useT();
  const [machine] = useState(() => {
    const attempt = retryableImport(tab.load);
    return lazyModuleMachine.provide({
      guards: { reloadedRecently: () => true },
      actors: { importModule: fromPromise<unknown, ImportModuleInput>(() => attempt()) },
    });
  });
  const actor = useActorRef(machine, { input: { name: `tab:${tab.id}` }, inspect });
  const failed = useSelector(actor, (s) => s.hasTag('view:error'));
  const module = useSelector(actor, (s) => (s.status === 'done' ? (s.output as { default: ComponentType<PanelTabProps> }) : undefined));
  if (module) {
    loaded.set(tab.id, module.default);
    const Component = module.default;
    return <Component {...props} />;
  }
  if (failed) {
    return (
      <Callout.Root color="red" m="4">
        <Callout.Icon>
          <ExclamationTriangleIcon />
        </Callout.Icon>
        <Callout.Text>{t('{tab} could not be loaded.', { tab: t(tab.label) })}</Callout.Text>
        <Button size="1" variant="soft" onClick={() => actor.send({ type: 'lazy.retry' })}>
          {t('Try again')}
        </Button>
      </Callout.Root>
    );
  }
  return (
    <Flex justify="center" p="6" aria-busy="true">
      <Spinner size="3" />
    </Flex>
  );
}
