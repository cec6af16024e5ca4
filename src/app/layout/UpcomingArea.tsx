import type { ReactNode } from 'react';
import { Badge } from '@radix-ui/themes';
import { EmptyState } from './EmptyState.tsx';
import { Page } from './Page.tsx';
import { PageHeader } from './PageHeader.tsx';
import { useT } from '../../i18n/useT.ts';

/**
 * A route whose feature ships in a later release: the page header and an honest empty state
 * saying what will live here. No sample rows, no fake numbers. Title and summary in English (msg()),
 * shown translated.
 */
export function UpcomingArea({ title, icon, summary, children }: { title: string; icon: ReactNode; summary: string; children?: ReactNode }) {
  const t = useT();
  return (
    <Page>
      <PageHeader title={t(title)} actions={<Badge color="gray">{t('In development')}</Badge>} />
      {children}
      <EmptyState icon={icon} title={t('{title} is on its way', { title: t(title) })} text={t(summary)} />
    </Page>
  );
}
