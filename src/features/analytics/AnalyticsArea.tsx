import { Box, Card, Flex, Heading, Link, Text } from '@radix-ui/themes';
import { FileTextIcon } from '@radix-ui/react-icons';
import { Link as RouterLink, useLocation } from 'wouter';
import { Page } from '../../app/layout/Page.tsx';
import { PageHeader } from '../../app/layout/PageHeader.tsx';
import { SectionTabs } from '../../app/layout/SectionTabs.tsx';
import { UsageReportPicker } from './UsageReportPage.tsx';
import { DashboardPage } from './DashboardPage.tsx';
import { msg } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/useT.ts';

const PICK_MACHINES = '/analytics/reports/usage-report/pick-machines';

export default function AnalyticsArea() {
  const t = useT();
  const [location] = useLocation();
  const tabs = (
    <SectionTabs
      items={[
        { label: msg('Dashboard'), href: '/analytics' },
        { label: msg('Reports'), href: '/analytics/reports' },
      ]}
    />
  );
  if (location === '/analytics') return <DashboardPage tabs={tabs} />;
  if (location.startsWith('/analytics/reports/usage-report')) {
    return (
      <Page>
        <PageHeader title={t('Usage report')} description={t('Engine, idle and production hours per machine and day, as an Excel file.')} />
        {tabs}
        <UsageReportPicker />
      </Page>
    );
  }
  return (
    <Page>
      <PageHeader title={t('Reports')} />
      {tabs}
      <Box p="4" maxWidth="520px">
        <Card size="2">
          <Flex gap="3" align="start">
            <FileTextIcon width={24} height={24} aria-hidden />
            <Flex direction="column" gap="1">
              <Heading as="h2" size="3">
                <Link asChild>
                  <RouterLink href={PICK_MACHINES}>{t('Usage report')}</RouterLink>
                </Link>
              </Heading>
              <Text size="2" color="gray">
                {t('Pick machines (up to 10,000) and up to 31 days: engine, idle and production hours per machine and day.')}
              </Text>
            </Flex>
          </Flex>
        </Card>
      </Box>
    </Page>
  );
}
