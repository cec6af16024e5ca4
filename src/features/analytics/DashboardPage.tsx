// /analytics: the dashboard (issue 29): what the fleet does now, and how it was used over a range.
import type { ReactNode } from 'react';
import { Flex, Separator } from '@radix-ui/themes';
import { Page } from '../../app/layout/Page.tsx';
import { PageHeader } from '../../app/layout/PageHeader.tsx';
import { useT } from '../../i18n/useT.ts';
import { FleetNowSection } from './FleetNowSection.tsx';
import { UtilizationSection } from './UtilizationSection.tsx';
import './analytics.css';

export function DashboardPage({ tabs }: { tabs: ReactNode }) {
  const t = useT();
  return (
    <Page>
      <PageHeader title={t('Analytics')} description={t('What your machines do now, and how they were used over a range.')} />
      {tabs}
      <Flex direction="column" gap="5" p="4" style={{ overflowY: 'auto', minHeight: 0, flex: 1 }}>
        <FleetNowSection />
        <Separator size="4" />
        <UtilizationSection />
      </Flex>
    </Page>
  );
}
