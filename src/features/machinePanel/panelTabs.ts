// The machine panel's tab registry. A tab exists only when its content is built: adding one is one
// entry here (its place among the others comes from the spec's order in machinePanel.machine.ts).
// Each tab is its own chunk, so maps, deck.gl and d3 load only when a tab that draws them opens.
import type { ComponentType } from 'react';
import type { PanelArea, PanelTab } from '../../../machines/machinePanel/machinePanel.types.ts';
import { msg } from '../../i18n/i18n.ts';

export interface PanelTabProps {
  assetId: number;
  area: PanelArea;
}

export interface PanelTabDef {
  id: PanelTab;
  label: string;
  /** Shown only to users holding it (the Service tab: manage-service). */
  permission?: string;
  load: () => Promise<{ default: ComponentType<PanelTabProps> }>;
}

export const PANEL_TABS: readonly PanelTabDef[] = [
  { id: 'details', label: msg('Details'), load: () => import('../machineDetails/DetailsTab.tsx') },
  { id: 'service', label: msg('Service'), permission: 'access:service', load: () => import('./service/ServiceTab.tsx') },
  { id: 'history', label: msg('History'), load: () => import('./history/HistoryTab.tsx') },
  { id: 'telematics', label: msg('Telematics'), load: () => import('./telematics/TelematicsTab.tsx') },
  { id: 'inputs', label: msg('Inputs'), load: () => import('./inputs/InputsTab.tsx') },
  { id: 'events', label: msg('Events'), load: () => import('./events/EventsTab.tsx') },
];
