// What a settings page shows before its form: a spinner while it loads, and when loading failed a
// message with Try again. One look for Profile, Language & Region and Notifications settings.
import { Box, Button, Callout, Flex, Spinner } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { useT } from '../../i18n/useT.ts';

export function SettingsLoading() {
  return (
    <Flex justify="center" p="8" aria-busy="true">
      <Spinner size="3" />
    </Flex>
  );
}

export function SettingsLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <Box p="5" maxWidth="760px">
      <Callout.Root color="red" role="alert">
        <Callout.Icon>
          <ExclamationTriangleIcon />
        </Callout.Icon>
        <Callout.Text>{message}</Callout.Text>
        <Button variant="soft" color="red" style={{ alignSelf: 'start' }} onClick={onRetry}>
          {t('Try again')}
        </Button>
      </Callout.Root>
    </Box>
  );
}
