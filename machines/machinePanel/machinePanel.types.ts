/** The panel's tabs (features spec, section 2). */
export type PanelTab = 'details' | 'service' | 'history' | 'telematics' | 'inputs' | 'events';

/** The pages that open the panel; each remembers its own tab. */
export type PanelArea = 'map' | 'fleet' | 'telematics' | 'service';

export interface MachinePanelInput {
  area: PanelArea;
  /** The tabs this build and this user have (any order; unknown names are dropped). */
  available: readonly string[];
  /** The tab remembered for the area (local storage), if any. */
  remembered: string | null;
}

export interface MachinePanelContext {
  area: PanelArea;
  /** Available tabs in the spec's order. */
  tabs: PanelTab[];
  active: PanelTab | null;
}

export type MachinePanelEvent =
  | { type: 'panel.tabSelected'; tab: string }
  /** The close button (or Escape). */
  | { type: 'panel.closed' };
