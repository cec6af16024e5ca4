import { Badge, Box, Code, Flex, Heading, Text } from '@radix-ui/themes';
import { API_BASE_PATH } from '../openapi.catalogue.ts';
import { RichText } from './RichText.tsx';
import { useT } from '../../../i18n/useT.ts';

/** The page's own header, so the page reads the same inside the app shell and signed out. */
export function DocsHeader({ title, version, description, origin }: { title: string; version?: string; description?: string; origin: string }) {
  const t = useT();
  return (
    <Box asChild px="5" py="4" style={{ borderBottom: '1px solid var(--gray-a5)', background: 'var(--color-panel-solid)' }}>
      <header>
        <Flex gap="3" align="center" wrap="wrap">
          <Heading as="h1" size="6" weight="bold">
            {title}
          </Heading>
          {version ? (
            <Badge size="2" variant="soft" aria-label={t('Version {version}', { version })}>
              v{version}
            </Badge>
          ) : null}
        </Flex>
        {description ? (
          <Box mt="2" style={{ maxWidth: 880 }}>
            <RichText text={description} color="gray" />
          </Box>
        ) : null}
        <Text as="p" size="2" color="gray" mt="2">
          {t('Base URL')} <Code size="2">{origin + API_BASE_PATH}</Code>
        </Text>
      </header>
    </Box>
  );
}
