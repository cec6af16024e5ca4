import type { ReactNode } from 'react';
import { useClaims } from '../../session/useSession.ts';
import { SIDE_NAV_COLLAPSED_PX, SideNav } from './SideNav.tsx';

/** Signed-in layout: side navigation and the page. An impersonation session gets a coloured border. */
export function AppShell({ children }: { children: ReactNode }) {
  const impersonating = Boolean(useClaims()?.impersonatedBy);
  return (
    <div data-impersonating={impersonating || undefined} style={{ height: '100vh', boxShadow: impersonating ? 'inset 0 0 0 4px var(--orange-9)' : undefined }}>
      <SideNav />
      <main style={{ marginLeft: SIDE_NAV_COLLAPSED_PX, height: '100%', minWidth: 0, overflow: 'auto', position: 'relative' }}>{children}</main>
    </div>
  );
}
