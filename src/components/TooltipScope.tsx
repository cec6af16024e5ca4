// Radix's Tooltip.Provider, with the delay Radix Themes' <Theme> gives it. The build takes the provider
// out of <Theme>, so that the login page does not download the tooltip code
// (scripts/vite/radixThemeTooltips.ts, decision 0055); the pages that show tooltips render it here
// instead: the signed-in shell and the docs. `radix-ui` is Radix Themes' own dependency (same copy).
import type { ReactNode } from 'react';
import { Tooltip } from 'radix-ui';

export function TooltipScope({ children }: { children: ReactNode }) {
  return <Tooltip.Provider delayDuration={200}>{children}</Tooltip.Provider>;
}
