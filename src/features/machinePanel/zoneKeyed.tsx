// Tabs whose machines start from "today" (the week navigator, the events' range) take today once, at
// their start. Should the user's zone arrive or change after that (a panel opened from a link while
// the profile is still on its way, a saved profile), the tab starts again from the new zone's today.
import type { ComponentType } from 'react';
import { useFormat } from '../../format/format.ts';
import type { PanelTabProps } from './panelTabs.ts';

export function zoneKeyed(Tab: ComponentType<PanelTabProps>): ComponentType<PanelTabProps> {
  return function ZoneKeyedTab(props: PanelTabProps) {
    const { zone } = useFormat();
    return <Tab key={zone} {...props} />;
  };
}
