import { GearIcon } from '@radix-ui/react-icons';
import { Box } from '@radix-ui/themes';
import { Redirect, useLocation } from 'wouter';
import { Page } from '../../app/layout/Page.tsx';
import { PageHeader } from '../../app/layout/PageHeader.tsx';
import { SectionTabs } from '../../app/layout/SectionTabs.tsx';
import { UpcomingArea } from '../../app/layout/UpcomingArea.tsx';
import { ProfilePage } from './ProfilePage.tsx';
import { NotificationSettingsPage } from './NotificationSettingsPage.tsx';

const TABS = [
  { label: 'Profile', href: '/settings/profile' },
  { label: 'Language & Region', href: '/settings/language' },
  { label: 'Notifications settings', href: '/settings/notifications' },
];

const SUMMARIES: Record<string, string> = {
  '/settings/language': 'The language and regional formats Siteline uses for you.',
};

export default function SettingsArea() {
  const [location] = useLocation();
  if (location === '/settings') return <Redirect to="/settings/profile" replace />;
  if (location === '/settings/profile' || location === '/settings/notifications') {
    return (
      <Page>
        <PageHeader title="Settings" description="Your profile, language and notifications." />
        <SectionTabs items={TABS} />
        <Box style={{ flex: 1, minHeight: 0, overflow: 'auto' }}>{location === '/settings/profile' ? <ProfilePage /> : <NotificationSettingsPage />}</Box>
      </Page>
    );
  }
  return (
    <UpcomingArea title="Settings" icon={<GearIcon width={32} height={32} />} summary={SUMMARIES[location] ?? ''}>
      <SectionTabs items={TABS} />
    </UpcomingArea>
  );
}
