// The remembered tab per area in local storage (spec: per area, cleared on logout and on failed
// loads of machine data, event log or telematics; see src/session/storage.ts).
import type { PanelArea, PanelTab } from '../../../machines/machinePanel/machinePanel.types.ts';
import { clearRememberedTabs, DETAIL_TAB_KEY_PREFIX } from '../../session/storage.ts';

export function readRememberedTab(area: PanelArea): string | null {
  try {
    return localStorage.getItem(DETAIL_TAB_KEY_PREFIX + area);
  } catch {
    return null;
  }
}

export function rememberTab(area: PanelArea, tab: PanelTab): void {
  try {
    localStorage.setItem(DETAIL_TAB_KEY_PREFIX + area, tab);
  } catch {
    // Storage full or blocked: the panel still works, it just does not remember.
  }
}

export { clearRememberedTabs };
