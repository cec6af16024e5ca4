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
import { ScheduledReportsPage } from './ScheduledReportsPage.tsx';
import { useClaims, usePermissions } from '../../session/useSession.ts';
import { hasPermission } from '../../../machines/session/session.claims.ts';

const TABS = [
  { label: msg('Profile'), href: '/settings/profile' },
  { label: msg('Language & Region'), href: '/settings/language' },
  { label: msg('Notifications settings'), href: '/settings/notifications' },
];
/** Reports rights (issue 29, decision 0061): any web user; support agents only while impersonating (the route is web-scope). */
const SCHEDULES_TAB = { label: msg('Scheduled reports'), href: '/settings/scheduled-reports' };
/** The company owner's page (manage:retention): other roles neither see the tab nor reach the page. */
const RETENTION_TAB = { label: msg('Data retention'), href: '/settings/retention' };
const RETENTION_PERMISSION = 'manage:retention';

const PAGES: Record<string, () => React.ReactNode> = {
  '/settings/profile': () => <ProfilePage />,
  '/settings/language': () => <LanguagePage />,
  '/settings/notifications': () => <NotificationSettingsPage />,
  '/settings/scheduled-reports': () => <ScheduledReportsPage />,
};

export default function SettingsArea() {
  const [location] = useLocation();
  const t = useT();
  const owner = hasPermission(usePermissions(), RETENTION_PERMISSION);
  const web = useClaims()?.scope === 'web';
  const tabs = [...TABS, ...(web ? [SCHEDULES_TAB] : []), ...(owner ? [RETENTION_TAB] : [])];
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
