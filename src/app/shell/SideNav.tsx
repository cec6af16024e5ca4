// Collapsed to icons; expands to 200 px (spec) over the content while hovered or focused.
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Badge, Flex, Separator, Text, Tooltip } from '@radix-ui/themes';
import { useClaims, usePermissions } from '../../session/useSession.ts';
import { isTestEnvironment } from '../constants.ts';
import { BottomNav } from './BottomNav.tsx';
import { visibleNavItems, type NavItem } from './navItems.ts';
import styles from './SideNav.module.css';

export const SIDE_NAV_COLLAPSED_PX = 56;
export const SIDE_NAV_EXPANDED_PX = 200;

function NavLink({ item, active, expanded }: { item: NavItem; active: boolean; expanded: boolean }) {
  const Icon = item.icon;
  const link = (
    <Link href={item.href} className={styles.item} data-active={active || undefined} aria-current={active ? 'page' : undefined} aria-label={item.label}>
      <Icon width={18} height={18} />
      <Text size="2" className={styles.label}>
        {item.label}
      </Text>
    </Link>
  );
  // Same tree whether expanded or not, so hovering (which expands) never remounts the link mid-click.
  return (
    <Tooltip content={item.label} side="right" open={expanded ? false : undefined}>
      {link}
    </Tooltip>
  );
}

export function SideNav() {
  const [location] = useLocation();
  const claims = useClaims();
  const permissions = usePermissions();
  const [expanded, setExpanded] = useState(false);
  const items = claims ? visibleNavItems(claims.scope, permissions) : [];

  return (
    <nav
      aria-label="Main"
      className={styles.nav}
      data-expanded={expanded || undefined}
      style={{ width: expanded ? SIDE_NAV_EXPANDED_PX : SIDE_NAV_COLLAPSED_PX }}
      onMouseEnter={() => setExpanded(true)}
      onMouseLeave={() => setExpanded(false)}
      onFocus={() => setExpanded(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setExpanded(false)}
    >
      <Flex align="center" gap="2" className={styles.brand}>
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <Text weight="bold" size="3" className={styles.label}>
          Siteline
        </Text>
      </Flex>
      {isTestEnvironment() ? (
        <Badge color="amber" variant="solid" className={styles.envBadge}>
          {expanded ? 'Test environment' : 'TEST'}
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
