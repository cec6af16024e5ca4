// What the grid shows instead of rows (spec empty states, errors) and under them (a failed next page).
import { ExclamationTriangleIcon, MagnifyingGlassIcon, MixerHorizontalIcon, ArchiveIcon } from '@radix-ui/react-icons';
import { Button, Callout, Flex } from '@radix-ui/themes';
import { EmptyState } from '../../app/layout/EmptyState.tsx';
import type { GridHandle } from './useGrid.ts';
import { useT } from '../../i18n/useT.ts';

/** The empty or error state for the grid's view, or null when there are rows (or skeletons). */
export function GridStatus({ grid }: { grid: GridHandle }) {
  const t = useT();
  const { send } = grid;
  switch (grid.view) {
    case 'emptyFiltered':
      return (
        <EmptyState
          icon={<MixerHorizontalIcon width={28} height={28} />}
          title={t('No matches for this filtering')}
          action={<Button onClick={() => send({ type: 'grid.resetFilter' })}>{t('Reset filter')}</Button>}
        />
      );
    case 'emptySearch':
      return (
        <EmptyState
          icon={<MagnifyingGlassIcon width={28} height={28} />}
          title={t('No matches for this search')}
          action={<Button onClick={() => send({ type: 'grid.resetSearch' })}>{t('Reset search')}</Button>}
        />
      );
    case 'empty':
      return <EmptyState icon={<ArchiveIcon width={28} height={28} />} title={t(grid.emptyText)} />;
    case 'error':
      return (
        <EmptyState
          icon={<ExclamationTriangleIcon width={28} height={28} color="var(--red-9)" />}
          title={t('The list could not be loaded')}
          text={<span style={{ whiteSpace: 'pre-line' }}>{grid.error}</span>}
          action={<Button onClick={() => send({ type: 'grid.retry' })}>{t('Retry')}</Button>}
        />
      );
    default:
      return null;
  }
}

/** Under the loaded rows when the next page failed: the message and Retry; the rows stay. */
export function LoadMoreFailed({ grid }: { grid: GridHandle }) {
  const t = useT();
  if (!grid.loadMoreFailed) return null;
  return (
    <Callout.Root color="red" size="1" role="alert" style={{ position: 'absolute', left: 12, right: 12, bottom: 12, zIndex: 2 }}>
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Flex align="center" justify="between" gap="3" width="100%">
        <Callout.Text style={{ whiteSpace: 'pre-line' }}>
          {t('More rows could not be loaded.')} {grid.error}
        </Callout.Text>
        <Button size="1" color="red" variant="soft" onClick={() => grid.send({ type: 'grid.retry' })}>
          {t('Retry')}
        </Button>
      </Flex>
    </Callout.Root>
  );
}
