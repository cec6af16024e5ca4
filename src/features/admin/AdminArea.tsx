import { LockClosedIcon } from '@radix-ui/react-icons';
import { Redirect, useLocation } from 'wouter';
import { SectionTabs } from '../../app/layout/SectionTabs.tsx';
import { UpcomingArea } from '../../app/layout/UpcomingArea.tsx';
import { useClaims } from '../../session/useSession.ts';
import { UsersPage } from './UsersPage.tsx';

export default function AdminArea() {
  const [location] = useLocation();
  const scope = useClaims()?.scope;
  if (location === '/admin') return <Redirect to="/admin/users" replace />;
  // Client management is Web scope only (spec, section 2).
  const tabs = [
    { label: 'User management', href: '/admin/users' },
    ...(scope === 'web' ? [{ label: 'Client management', href: '/admin/client-management' }] : []),
  ];
  if (location === '/admin/users') return <UsersPage tabs={<SectionTabs items={tabs} />} />;
  // Client management arrives with its own issue.
  return (
    <UpcomingArea
      title="Admin"
      icon={<LockClosedIcon width={32} height={32} />}
      summary="API clients for your integrations: create, rename, delete and issue new secrets."
    >
      <SectionTabs items={tabs} />
    </UpcomingArea>
  );
}
