import { LockClosedIcon } from '@radix-ui/react-icons';
import { Redirect, useLocation } from 'wouter';
import { SectionTabs } from '../../app/layout/SectionTabs.tsx';
import { UpcomingArea } from '../../app/layout/UpcomingArea.tsx';
import { useClaims } from '../../session/useSession.ts';

export default function AdminArea() {
  const [location] = useLocation();
  const scope = useClaims()?.scope;
  if (location === '/admin') return <Redirect to="/admin/users" replace />;
  // Client management is Web scope only (spec, section 2).
  const tabs = [{ label: 'User management', href: '/admin/users' }, ...(scope === 'web' ? [{ label: 'Client management', href: '/admin/client-management' }] : [])];
  const summary = location === '/admin/client-management' ? 'API clients for your integrations: create, rename, delete and issue new secrets.' : 'Invite colleagues, set their roles and remove access.';
  return (
    <UpcomingArea title="Admin" icon={<LockClosedIcon width={32} height={32} />} summary={summary}>
      <SectionTabs items={tabs} />
    </UpcomingArea>
  );
}
