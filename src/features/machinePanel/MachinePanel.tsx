// The machine panel (features spec, section 2): opens for ?assetId on the map, fleet and telematics
// pages; closing removes assetId. Its tab choice is the machinePanel machine's, remembered per area.
import { useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useSearchParams } from 'wouter';
import { Tabs } from '@radix-ui/themes';
import { hasPermission } from '../../../machines/session/session.claims.ts';
import { machinePanelMachine } from '../../../machines/machinePanel/machinePanel.machine.ts';
import type { PanelArea } from '../../../machines/machinePanel/machinePanel.types.ts';
import { inspect } from '../../app/inspector.ts';
import { usePermissions } from '../../session/useSession.ts';
import { readAssetId, withAssetId } from '../map/map.view.ts';
import { LazyTab } from './LazyTab.tsx';
import styles from './MachinePanel.module.css';
import { PanelHeader } from './PanelHeader.tsx';
import { ScrollingTabList } from './ScrollingTabList.tsx';
import { readRememberedTab, rememberTab } from './panelStorage.ts';
import { PANEL_TABS } from './panelTabs.ts';
import { useT } from '../../i18n/useT.ts';

export function MachinePanel({ area }: { area: PanelArea }) {
  const [params, setParams] = useSearchParams();
  const assetId = readAssetId(params);
  if (assetId === null) return null;
  return <PanelFrame area={area} assetId={assetId} onClose={() => setParams((p) => withAssetId(p, null))} />;
}

function PanelFrame({ area, assetId, onClose }: { area: PanelArea; assetId: number; onClose: () => void }) {
  const translate = useT();
  const permissions = usePermissions();
  const tabs = PANEL_TABS.filter((t) => !t.permission || hasPermission(permissions, t.permission));
  // One actor for as long as the panel stays open: another machine keeps the chosen tab.
  const [machine] = useState(() =>
    machinePanelMachine.provide({ actions: { rememberTab: (_, { area: a, tab }) => rememberTab(a, tab), closePanel: onClose } }),
  );
  const actor = useActorRef(machine, { input: { area, available: tabs.map((t) => t.id), remembered: readRememberedTab(area) }, inspect });
  const active = useSelector(actor, (s) => s.context.active);
  const order = useSelector(actor, (s) => s.context.tabs);
  const ordered = order.flatMap((id) => tabs.find((t) => t.id === id) ?? []);

  return (
    <aside
      className={styles.panel}
      aria-label={translate('Machine panel')}
      data-testid="machine-panel"
      data-asset-id={assetId}
      data-active-tab={active ?? undefined}
    >
      <PanelHeader assetId={assetId} onClose={() => actor.send({ type: 'panel.closed' })} />
      <Tabs.Root className={styles.tabRoot} value={active ?? undefined} onValueChange={(tab) => actor.send({ type: 'panel.tabSelected', tab })}>
        <ScrollingTabList active={active}>
          {ordered.map((t) => (
            <Tabs.Trigger key={t.id} value={t.id} data-tab={t.id}>
              {translate(t.label)}
            </Tabs.Trigger>
          ))}
        </ScrollingTabList>
        {/* Only the active tab is mounted (and its chunk loaded). */}
        {ordered.map((t) => (
          <Tabs.Content key={t.id} value={t.id} className={styles.body}>
            <LazyTab key={assetId} tab={t} assetId={assetId} area={area} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </aside>
  );
}
