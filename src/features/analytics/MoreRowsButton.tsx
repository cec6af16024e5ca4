// Under a dashboard table whose rows are all shown: the next page from the server, while it has more.
import { Button, Flex, Text } from '@radix-ui/themes';
import { useFormat } from '../../format/format.ts';
import { useT } from '../../i18n/useT.ts';
import { PAGE_ROWS } from './analytics.api.ts';
import type { MoreRows } from './useMoreRows.ts';

export function MoreRowsButton({ more }: { more: MoreRows }) {
  const t = useT();
  const format = useFormat();
  if (more.remaining === 0) return null;
  const next = Math.min(PAGE_ROWS, more.remaining);
  return (
    <Flex gap="3" align="center" wrap="wrap">
      <Button size="1" variant="soft" onClick={more.loadMore} loading={more.status === 'loading'} disabled={more.status === 'loading'}>
        {more.status === 'failed' ? t('Try again') : t('Show {count} more', { count: format.count(next) })}
      </Button>
      {more.status === 'failed' ? (
        <Text size="1" color="red" role="alert">
          {t('The next rows could not be loaded.')}
        </Text>
      ) : null}
    </Flex>
  );
}
