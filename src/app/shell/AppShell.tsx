import type { ReactNode } from 'react';
import { useClaims } from '../../session/useSession.ts';
import { ImpersonationDialog } from './ImpersonationDialog.tsx';
import { SIDE_NAV_COLLAPSED_PX, SideNav } from './SideNav.tsx';

/** Signed-in layout: side navigation and the page. An impersonation session gets a coloured border. */
export function AppShell({ children }: { children: ReactNode }) {
  const impersonating = Boolean(useClaims()?.impersonatedBy);
  return (
    <div data-impersonating={impersonating || undefined} style={{ height: '100vh' }}>
      <SideNav />
      <main style={{ marginLeft: SIDE_NAV_COLLAPSED_PX, height: '100%', minWidth: 0, overflow: 'auto', position: 'relative' }}>{children}</main>
      {/* Drawn above the navigation and the page (an inset shadow on the shell is hidden by the fixed nav). */}
      {impersonating ? (
        <div aria-hidden style={{ position: 'fixed', inset: 0, border: '4px solid var(--orange-9)', pointerEvents: 'none', zIndex: 900 }} />
      ) : null}
      <ImpersonationDialog />
    </div>
  );
}

export default AppShell;
