// The side navigation of the spec: Companies (Support only), Home, Fleet, Places, Telematics,
// Analytics, Alerts (access:alert), Service (access:service), Admin (access:administration).
// Support scope sees only Companies and Admin.
import type { ComponentType } from 'react';
import {
  BackpackIcon,
  BarChartIcon,
  ClockIcon,
  DashboardIcon,
  ExclamationTriangleIcon,
  HomeIcon,
  LockClosedIcon,
  SewingPinIcon,
  MobileIcon,
} from '@radix-ui/react-icons';
import { hasPermission } from '../../../machines/session/session.claims.ts';
import { msg } from '../../i18n/i18n.ts';

export interface NavItem {
  /** English, marked with msg(); shown through t(). */
  label: string;
  href: string;
  /** Address prefixes that make this entry the active one. */
  match: string[];
  icon: ComponentType<{ width?: number; height?: number }>;
  scope: 'web' | 'support' | 'any';
  permission?: string;
}

export const NAV_ITEMS: NavItem[] = [
  { label: msg('Companies'), href: '/support/companies/', match: ['/support'], icon: BackpackIcon, scope: 'support' },
  { label: msg('Home'), href: '/map', match: ['/map'], icon: HomeIcon, scope: 'web' },
  { label: msg('Fleet'), href: '/fleet', match: ['/fleet'], icon: DashboardIcon, scope: 'web' },
  { label: msg('Places'), href: '/places', match: ['/places'], icon: SewingPinIcon, scope: 'web' },
  { label: msg('Telematics'), href: '/telematics', match: ['/telematics'], icon: MobileIcon, scope: 'web' },
  { label: msg('Analytics'), href: '/analytics', match: ['/analytics'], icon: BarChartIcon, scope: 'web' },
  { label: msg('Alerts'), href: '/alerts', match: ['/alerts'], icon: ExclamationTriangleIcon, scope: 'web', permission: 'access:alert' },
  { label: msg('Service'), href: '/service', match: ['/service'], icon: ClockIcon, scope: 'web', permission: 'access:service' },
  { label: msg('Admin'), href: '/admin/users', match: ['/admin'], icon: LockClosedIcon, scope: 'any', permission: 'access:administration' },
];

export function visibleNavItems(scope: 'web' | 'support', permissions: readonly string[]): NavItem[] {
  return NAV_ITEMS.filter((item) => (item.scope === 'any' || item.scope === scope) && (!item.permission || hasPermission(permissions, item.permission)));
}
