import { Redirect, useLocation } from 'wouter';
import { SectionTabs } from '../../app/layout/SectionTabs.tsx';
import { hasPermission } from '../../../machines/session/session.claims.ts';
import { useClaims, usePermissions } from '../../session/useSession.ts';
import { msg } from '../../i18n/i18n.ts';
import { ClientsPage } from './ClientsPage.tsx';
import { IntegrationsPage } from './IntegrationsPage.tsx';
import { UsersPage } from './UsersPage.tsx';

export default function AdminArea() {
  const [location] = useLocation();
  const scope = useClaims()?.scope;
  const permissions = usePermissions();
  // Integrations: Web scope as the clients, and only with manage:integration (the server refuses the rest).
  const integrations = scope === 'web' && hasPermission(permissions, 'manage:integration');
  if (location === '/admin') return <Redirect to="/admin/users" replace />;
  // Client management is Web scope only (spec, section 2).
  const tabs = [
    { label: msg('User management'), href: '/admin/users' },
    ...(scope === 'web' ? [{ label: msg('Client management'), href: '/admin/client-management' }] : []),
    ...(integrations ? [{ label: msg('Integrations'), href: '/admin/integrations' }] : []),
  ];
  if (location === '/admin/client-management' && scope === 'web') return <ClientsPage tabs={<SectionTabs items={tabs} />} />;
  if (location === '/admin/integrations' && integrations) return <IntegrationsPage tabs={<SectionTabs items={tabs} />} />;
  if (location !== '/admin/users') return <Redirect to="/admin/users" replace />;
  return <UsersPage tabs={<SectionTabs items={tabs} />} />;
}
