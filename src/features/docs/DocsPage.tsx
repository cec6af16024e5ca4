import { useCallback, useEffect, useMemo, useState } from 'react';
import { Box, Button, Callout, Flex, ScrollArea, Spinner, Text } from '@radix-ui/themes';
import { ExclamationTriangleIcon, ReloadIcon } from '@radix-ui/react-icons';
import type { ApiCatalogue, ApiOperation } from './openapi.catalogue.ts';
import { useApiCatalogue } from './useApiCatalogue.ts';
import { DocsHeader } from './components/DocsHeader.tsx';
import { OperationNav } from './components/OperationNav.tsx';
import { OperationView } from './components/OperationView.tsx';
import { useT } from '../../i18n/useT.ts';
import { TooltipScope } from '../../components/TooltipScope.tsx';
import { serverText } from '../../i18n/serverText.ts';

/**
 * /docs: the public integration API reference. It may render inside the app shell or signed out
 * with no shell at all, so it sizes itself: the full viewport height, capped by a parent that has
 * a height of its own (`max-height: 100%` only applies when the parent's height is definite).
 *
 * Translations: the page's own texts (headings, buttons, labels, counts, the schema's limits) show
 * in the user's language through t(). The API reference stays in English, as Stripe's and Twilio's
 * do: the OpenAPI document's title, tags, operation summaries and descriptions, operationIds, paths,
 * parameter and field names, types and HTTP's reason phrases. They are one public contract for every
 * client, written next to the routes (server/src/openapi), and translating summaries would need a
 * second document per language that nothing keeps in step with the routes.
 */
export default function DocsPage() {
  // Signed out, the docs have no shell around them: their copy buttons' tooltips need their own provider.
  return (
    <TooltipScope>
      <DocsContent />
    </TooltipScope>
  );
}

function DocsContent() {
  const t = useT();
  const { state, retry } = useApiCatalogue();
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const catalogue = state.status === 'ready' ? state.catalogue : undefined;

  return (
    <Flex direction="column" style={{ height: '100dvh', maxHeight: '100%', minHeight: 0, overflow: 'hidden', background: 'var(--color-background)' }}>
      <DocsHeader title={catalogue?.title ?? 'Siteline API'} version={catalogue?.version} description={catalogue?.description} origin={origin} />
      {state.status === 'loading' ? (
        <Flex flexGrow="1" align="center" justify="center" gap="3" role="status">
          <Spinner size="3" />
          <Text size="2" color="gray">
            {t('Loading the API description…')}
          </Text>
        </Flex>
      ) : state.status === 'error' ? (
        <Flex flexGrow="1" align="center" justify="center" p="5">
          <Flex direction="column" gap="3" align="center" style={{ maxWidth: 480 }}>
            <Callout.Root color="red" role="alert">
              <Callout.Icon>
                <ExclamationTriangleIcon />
              </Callout.Icon>
              <Callout.Text>
                {t('The API description could not be loaded.')} {state.values ? t(state.message, state.values) : serverText(state.message)}
              </Callout.Text>
            </Callout.Root>
            <Button onClick={retry}>
              <ReloadIcon /> {t('Try again')}
            </Button>
          </Flex>
        </Flex>
      ) : (
        <DocsBody catalogue={state.catalogue} origin={origin} />
      )}
    </Flex>
  );
}

function DocsBody({ catalogue, origin }: { catalogue: ApiCatalogue; origin: string }) {
  const t = useT();
  const [selectedId, select] = useSelectedOperation(catalogue);
  const selected = useMemo(() => catalogue.operations.find((op) => op.id === selectedId), [catalogue, selectedId]);

  return (
    <Flex direction={{ initial: 'column', md: 'row' }} flexGrow="1" minHeight="0">
      <Box
        flexShrink="0"
        width={{ initial: '100%', md: '320px' }}
        maxHeight={{ initial: '40%', md: 'none' }}
        style={{ borderRight: '1px solid var(--gray-a5)', borderBottom: '1px solid var(--gray-a5)', display: 'flex', flexDirection: 'column', minHeight: 0 }}
      >
        <OperationNav groups={catalogue.groups} selectedId={selectedId} onSelect={select} />
      </Box>
      <ScrollArea key={selectedId} type="auto" scrollbars="vertical" style={{ flex: 1, minHeight: 0 }}>
        <Box asChild px={{ initial: '4', md: '6' }} py="5" style={{ maxWidth: 1400 }}>
          <main>
            {selected ? (
              <OperationView operation={selected} origin={origin} />
            ) : (
              <Text size="2" color="gray">
                {t('The API description lists no operations.')}
              </Text>
            )}
          </main>
        </Box>
      </ScrollArea>
    </Flex>
  );
}

/** The selected operation lives in the URL hash (`/docs#login`), so a link can point at one. */
function useSelectedOperation(catalogue: ApiCatalogue): [string | undefined, (op: ApiOperation) => void] {
  const fromHash = useCallback(() => {
    const hash = decodeURIComponent(window.location.hash.slice(1));
    return catalogue.operations.find((op) => op.id === hash)?.id ?? catalogue.operations[0]?.id;
  }, [catalogue]);
  const [selectedId, setSelectedId] = useState<string | undefined>(fromHash);

  useEffect(() => {
    const onHashChange = () => setSelectedId(fromHash());
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [fromHash]);

  const select = useCallback((op: ApiOperation) => {
    setSelectedId(op.id);
    window.history.replaceState(window.history.state, '', `#${encodeURIComponent(op.id)}`);
  }, []);

  return [selectedId, select];
}
