import { Button } from '@radix-ui/themes';
import { QuestionMarkCircledIcon } from '@radix-ui/react-icons';
import { Link, useLocation } from 'wouter';
import { EmptyState } from '../../app/layout/EmptyState.tsx';
import { Page } from '../../app/layout/Page.tsx';

export default function NotFoundPage() {
  const [location] = useLocation();
  return (
    <Page>
      <EmptyState
        icon={<QuestionMarkCircledIcon width={40} height={40} />}
        title="Page not found"
        text={`There is no page at ${location}. It may have moved, or the link may be mistyped.`}
        action={
          <Button asChild>
            <Link href="/">Go to start page</Link>
          </Button>
        }
      />
    </Page>
  );
}
