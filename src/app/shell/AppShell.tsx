import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Flex, IconButton, Text } from '@radix-ui/themes';
import { HamburgerMenuIcon } from '@radix-ui/react-icons';
import { useClaims } from '../../session/useSession.ts';
import { useNarrowScreen } from '../useNarrowScreen.ts';
import { loadLanguage } from '../../i18n/translationsActor.ts';
import { loadUserZone } from '../../format/userZone.api.ts';
import { useT } from '../../i18n/useT.ts';
import { TooltipScope } from '../../components/TooltipScope.tsx';
import { ImpersonationDialog } from './ImpersonationDialog.tsx';
import { SIDE_NAV_COLLAPSED_PX, SideNav } from './SideNav.tsx';

/** Height of the phone's top bar (menu button and product name). */
export const PHONE_BAR_PX = 48;

/**
 * Signed-in layout: side navigation and the page. An impersonation session gets a coloured border.
 * On a phone the 56 px rail would take a seventh of the width from every page, so it becomes a
 * drawer opened from a slim top bar.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const claims = useClaims();
  const impersonating = Boolean(claims?.impersonatedBy);
  const userId = claims?.id;
  const t = useT();
  // The signed-in user's language and time zone (again for another user: impersonation, a new sign-in).
  useEffect(() => {
    if (userId === undefined) return;
    void loadLanguage();
    void loadUserZone();
  }, [userId]);
  const phone = useNarrowScreen();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  return (
    <div data-impersonating={impersonating || undefined} style={{ height: '100vh', display: 'flex', flexDirection: 'column' }}>
      {phone ? (
        <Flex
          align="center"
          gap="2"
          px="2"
          style={{ height: PHONE_BAR_PX, flexShrink: 0, borderBottom: '1px solid var(--gray-a5)', background: 'var(--gray-1)' }}
        >
          <IconButton variant="ghost" color="gray" size="3" aria-label={t('Menu')} aria-expanded={drawerOpen} onClick={() => setDrawerOpen(true)}>
            <HamburgerMenuIcon width={20} height={20} />
          </IconButton>
          <img src="/favicon.svg" alt="" width={24} height={24} />
          <Text weight="bold">Siteline</Text>
        </Flex>
      ) : null}
      {phone && drawerOpen ? (
        <div aria-hidden onClick={closeDrawer} style={{ position: 'fixed', inset: 0, zIndex: 99, background: 'var(--color-overlay)' }} />
      ) : null}
      <SideNav drawer={phone ? { open: drawerOpen, onClose: closeDrawer } : undefined} />
      <main style={{ marginLeft: phone ? 0 : SIDE_NAV_COLLAPSED_PX, flex: 1, minHeight: 0, minWidth: 0, overflow: 'auto', position: 'relative' }}>
        {children}
      </main>
      {/* Drawn above the navigation and the page (an inset shadow on the shell is hidden by the fixed nav). */}
      {impersonating ? (
        <div aria-hidden style={{ position: 'fixed', inset: 0, border: '4px solid var(--orange-9)', pointerEvents: 'none', zIndex: 900 }} />
      ) : null}
      <ImpersonationDialog />
    </div>
  );
}

/** The lazily loaded shell, with the tooltips' provider that the build takes out of <Theme> (TooltipScope). */
export default function AppShellWithTooltips({ children }: { children: ReactNode }) {
  return (
    <TooltipScope>
      <AppShell>{children}</AppShell>
    </TooltipScope>
  );
}
