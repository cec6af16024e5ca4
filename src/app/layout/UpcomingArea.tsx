import type { ReactNode } from 'react';
import { Badge } from '@radix-ui/themes';
import { EmptyState } from './EmptyState.tsx';
import { Page } from './Page.tsx';
import { PageHeader } from './PageHeader.tsx';

/**
 * A route whose feature ships in a later release: the page header and an honest empty state
 * saying what will live here. No sample rows, no fake numbers.
 */
export function UpcomingArea({ title, icon, summary, children }: { title: string; icon: ReactNode; summary: string; children?: ReactNode }) {
  return (
    <Page>
      <PageHeader title={title} actions={<Badge color="gray">In development</Badge>} />
      {children}
      <EmptyState icon={icon} title={`${title} is on its way`} text={summary} />
    </Page>
  );
}
