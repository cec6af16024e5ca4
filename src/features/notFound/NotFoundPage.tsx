import { Button } from '@radix-ui/themes';
import { QuestionMarkCircledIcon } from '@radix-ui/react-icons';
import { Link, useLocation } from 'wouter';
import { EmptyState } from '../../app/layout/EmptyState.tsx';
import { Page } from '../../app/layout/Page.tsx';
import { useT } from '../../i18n/useT.ts';

export default function NotFoundPage() {
  const t = useT();
  const [location] = useLocation();
  return (
    <Page>
      <EmptyState
        icon={<QuestionMarkCircledIcon width={40} height={40} />}
        title={t('Page not found')}
        text={t('There is no page at {path}. It may have moved, or the link may be mistyped.', { path: location })}
        action={
          <Button asChild>
            <Link href="/">{t('Go to start page')}</Link>
          </Button>
        }
      />
    </Page>
  );
}
