import { assign, setup } from 'xstate';
import type { MachinePanelContext, MachinePanelEvent, MachinePanelInput, PanelArea, PanelTab } from './machinePanel.types.ts';

/** Tabs in the spec's order: Details, Service (second), History, Telematics, Inputs, Events. */
export const TAB_ORDER: readonly PanelTab[] = ['details', 'service', 'history', 'telematics', 'inputs', 'events'];

/** Spec defaults: details; telematics on the telematics route; service on the service route. */
export const DEFAULT_TAB: Readonly<Record<PanelArea, PanelTab>> = { map: 'details', fleet: 'details', telematics: 'telematics', service: 'service' };

const isTab = (tab: unknown): tab is PanelTab => TAB_ORDER.includes(tab as PanelTab);

/**
 * The remembered tab when it exists, else the area's default when it exists, else the first tab
 * there is (tabs arrive with their own issues; a missing one is never shown as a placeholder).
 */
function initialContext({ area, available, remembered }: MachinePanelInput): MachinePanelContext {
  const tabs = TAB_ORDER.filter((t) => available.includes(t));
  const pick = [remembered, DEFAULT_TAB[area]].find((t): t is PanelTab => isTab(t) && tabs.includes(t));
  return { area, tabs, active: pick ?? tabs[0] ?? null };
}

/**
 * The machine panel's frame (features spec, section 2): which tab is active, remembered per area
 * (src/ writes local storage in `rememberTab`), and closing (src/ removes assetId in `closePanel`).
 */
export const machinePanelMachine = setup({
  types: {
    context: {} as MachinePanelContext,
    input: {} as MachinePanelInput,
    events: {} as MachinePanelEvent,
  },
  actions: {
    /** Store the tab for the area (local storage `siteline.detailTab.<area>`). */
    rememberTab: (_, _params: { area: PanelArea; tab: PanelTab }) => {},
    /** Remove assetId from the address. */
    closePanel: () => {},
  },
  guards: {
    otherAvailableTab: ({ context }, params: { tab: string }) => isTab(params.tab) && context.tabs.includes(params.tab) && params.tab !== context.active,
  },
}).createMachine({
  id: 'machinePanel',
  context: ({ input }) => initialContext(input),
  initial: 'open',
  states: {
    open: {
      on: {
        'panel.tabSelected': {
          guard: { type: 'otherAvailableTab', params: ({ event }) => ({ tab: event.tab }) },
          actions: [
            assign({ active: ({ event }) => event.tab as PanelTab }),
            { type: 'rememberTab', params: ({ context, event }) => ({ area: context.area, tab: event.tab as PanelTab }) },
          ],
        },
        'panel.closed': { target: 'closed', actions: 'closePanel' },
      },
    },
    closed: { type: 'final' },
  },
});
