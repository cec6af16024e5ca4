import { GearIcon } from '@radix-ui/react-icons';
import { Redirect, useLocation } from 'wouter';
import { SectionTabs } from '../../app/layout/SectionTabs.tsx';
import { UpcomingArea } from '../../app/layout/UpcomingArea.tsx';

const TABS = [
  { label: 'Profile', href: '/settings/profile' },
  { label: 'Language & Region', href: '/settings/language' },
  { label: 'Notifications settings', href: '/settings/notifications' },
];

const SUMMARIES: Record<string, string> = {
  '/settings/profile': 'Your name, job title, time zone and password.',
  '/settings/language': 'The language and regional formats Siteline uses for you.',
  '/settings/notifications': 'Which alerts reach you by e-mail and in Siteline.',
};

export default function SettingsArea() {
  const [location] = useLocation();
  if (location === '/settings') return <Redirect to="/settings/profile" replace />;
  return (
    <UpcomingArea title="Settings" icon={<GearIcon width={32} height={32} />} summary={SUMMARIES[location] ?? ''}>
      <SectionTabs items={TABS} />
    </UpcomingArea>
  );
}
