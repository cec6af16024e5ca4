import { GearIcon } from '@radix-ui/react-icons';
import { Box } from '@radix-ui/themes';
import { Redirect, useLocation } from 'wouter';
import { Page } from '../../app/layout/Page.tsx';
import { PageHeader } from '../../app/layout/PageHeader.tsx';
import { SectionTabs } from '../../app/layout/SectionTabs.tsx';
import { UpcomingArea } from '../../app/layout/UpcomingArea.tsx';
import { msg } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/useT.ts';
import { LanguagePage } from './LanguagePage.tsx';
import { ProfilePage } from './ProfilePage.tsx';
import { NotificationSettingsPage } from './NotificationSettingsPage.tsx';
import { RetentionPage } from './RetentionPage.tsx';
import { usePermissions } from '../../session/useSession.ts';
import { hasPermission } from '../../../machines/session/session.claims.ts';

const TABS = [
  { label: msg('Profile'), href: '/settings/profile' },
  { label: msg('Language & Region'), href: '/settings/language' },
  { label: msg('Notifications settings'), href: '/settings/notifications' },
];
/** The company owner's page (manage:retention): other roles neither see the tab nor reach the page. */
const RETENTION_TAB = { label: msg('Data retention'), href: '/settings/retention' };
const RETENTION_PERMISSION = 'manage:retention';

const PAGES: Record<string, () => React.ReactNode> = {
  '/settings/profile': () => <ProfilePage />,
  '/settings/language': () => <LanguagePage />,
  '/settings/notifications': () => <NotificationSettingsPage />,
};

export default function SettingsArea() {
  const [location] = useLocation();
  const t = useT();
  const owner = hasPermission(usePermissions(), RETENTION_PERMISSION);
  const tabs = owner ? [...TABS, RETENTION_TAB] : TABS;
  if (location === '/settings') return <Redirect to="/settings/profile" replace />;
  // The route itself is guarded by the same permission (app/routes.ts).
  const page = location === RETENTION_TAB.href ? () => <RetentionPage /> : PAGES[location];
  if (page) {
    return (
      <Page>
        <PageHeader title={t('Settings')} description={t('Your profile, language and notifications.')} />
        <SectionTabs items={tabs} />
        <Box style={{ flex: 1, minHeight: 0, overflow: 'auto' }}>{page()}</Box>
      </Page>
    );
  }
  return (
    <UpcomingArea title={msg('Settings')} icon={<GearIcon width={32} height={32} />} summary={msg('Which alerts reach you by e-mail and in Siteline.')}>
      <SectionTabs items={tabs} />
    </UpcomingArea>
  );
}
