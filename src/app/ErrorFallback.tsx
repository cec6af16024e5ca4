import { Box, Button, Card, Code, Flex, Heading, Text } from '@radix-ui/themes';
import { SUPPORT_EMAIL } from './constants.ts';
import { t } from '../i18n/i18n.ts';

/** The spec's error page: shown by the error boundary and when a feature chunk cannot be loaded. */
export function ErrorFallback({ message }: { message: string }) {
  return (
    <Flex align="center" justify="center" p="6" style={{ minHeight: '100%' }} role="alert">
      <Card size="4" style={{ maxWidth: 560 }}>
        <Flex direction="column" gap="4">
          <Heading as="h1" size="6">
            {t('Something went wrong')}
          </Heading>
          <Text color="gray">{t('An unexpected error occurred. Please try refreshing the page or contact support if the problem persists.')}</Text>
          <Box>
            <Code color="red" variant="soft" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {message}
            </Code>
          </Box>
          <Flex gap="3" justify="end">
            <Button variant="soft" asChild>
              <a href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Siteline error')}&body=${encodeURIComponent(message)}`}>{t('Contact support')}</a>
            </Button>
            <Button onClick={() => window.location.reload()}>{t('Reload page')}</Button>
          </Flex>
        </Flex>
      </Card>
    </Flex>
  );
}
