// Collapsed to icons; expands to 200 px (spec) over the content while hovered or focused. On a
// phone (AppShell) it is a drawer instead: hidden until the top bar's Menu button opens it, closed
// again by a choice, Escape or a tap outside.
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Badge, Flex, Separator, Text, Tooltip } from '@radix-ui/themes';
import { useClaims, usePermissions } from '../../session/useSession.ts';
import { isTestEnvironment } from '../constants.ts';
import { useT } from '../../i18n/useT.ts';
import { BottomNav } from './BottomNav.tsx';
import { visibleNavItems, type NavItem } from './navItems.ts';
import styles from './SideNav.module.css';

export const SIDE_NAV_COLLAPSED_PX = 56;
export const SIDE_NAV_EXPANDED_PX = 200;

function NavLink({ item, active, expanded }: { item: NavItem; active: boolean; expanded: boolean }) {
  const Icon = item.icon;
  const t = useT();
  const label = t(item.label);
  const link = (
    <Link href={item.href} className={styles.item} data-active={active || undefined} aria-current={active ? 'page' : undefined} aria-label={label}>
      <Icon width={18} height={18} />
      <Text size="2" className={styles.label}>
        {label}
      </Text>
    </Link>
  );
  // Same tree whether expanded or not, so hovering (which expands) never remounts the link mid-click.
  return (
    <Tooltip content={label} side="right" open={expanded ? false : undefined}>
      {link}
    </Tooltip>
  );
}

export interface DrawerControl {
  open: boolean;
  onClose: () => void;
}

export function SideNav({ drawer }: { drawer?: DrawerControl }) {
  const [location] = useLocation();
  const t = useT();
  const claims = useClaims();
  const permissions = usePermissions();
  const [hovered, setExpanded] = useState(false);
  const items = claims ? visibleNavItems(claims.scope, permissions) : [];
  const expanded = drawer ? drawer.open : hovered;
  const close = drawer?.onClose;

  // A choice in the drawer closes it.
  useEffect(() => close?.(), [location, close]);
  // So does Escape while it is open (listened on the window: the nav itself is not interactive).
  const drawerOpen = drawer?.open ?? false;
  useEffect(() => {
    if (!drawerOpen || !close) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawerOpen, close]);

  if (drawer && !drawer.open) return null;
  return (
    <nav
      aria-label={t('Main')}
      className={styles.nav}
      data-expanded={expanded || undefined}
      data-drawer={drawer ? true : undefined}
      style={{ width: expanded ? SIDE_NAV_EXPANDED_PX : SIDE_NAV_COLLAPSED_PX }}
      onMouseEnter={drawer ? undefined : () => setExpanded(true)}
      onMouseLeave={drawer ? undefined : () => setExpanded(false)}
      onFocus={drawer ? undefined : () => setExpanded(true)}
      onBlur={drawer ? undefined : (e) => !e.currentTarget.contains(e.relatedTarget) && setExpanded(false)}
    >
      <Flex align="center" gap="2" className={styles.brand}>
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <Text weight="bold" size="3" className={styles.label}>
          Siteline
        </Text>
      </Flex>
      {isTestEnvironment() ? (
        <Badge color="amber" variant="solid" className={styles.envBadge}>
          {expanded ? t('Test environment') : t('TEST')}
        </Badge>
      ) : null}
      <Flex direction="column" gap="1" className={styles.items}>
        {items.map((item) => (
          <NavLink key={item.href} item={item} expanded={expanded} active={item.match.some((m) => location.startsWith(m))} />
        ))}
      </Flex>
      <Separator size="4" my="2" />
      <BottomNav expanded={expanded} />
    </nav>
  );
}
