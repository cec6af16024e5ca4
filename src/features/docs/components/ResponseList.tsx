import { Badge, Box, Flex, Tabs, Text } from '@radix-ui/themes';
import type { ApiResponse } from '../openapi.catalogue.ts';
import { statusColor } from './MethodBadge.tsx';
import { CodeBlock } from './CodeBlock.tsx';
import { SchemaTree } from './SchemaTree.tsx';
import { useT } from '../../../i18n/useT.ts';
import { t } from '../../../i18n/i18n.ts';

/** One collapsible entry per status; successes start open, errors closed. */
export function ResponseList({ responses }: { responses: ApiResponse[] }) {
  const t = useT();
  if (responses.length === 0)
    return (
      <Text size="2" color="gray">
        {t('The document lists no responses for this operation.')}
      </Text>
    );
  return (
    <Flex direction="column" gap="2">
      {responses.map((r) => (
        <details key={r.status} open={r.status.startsWith('2')} style={{ border: '1px solid var(--gray-a5)', borderRadius: 'var(--radius-3)' }}>
          <summary style={{ cursor: 'pointer', padding: 'var(--space-2) var(--space-3)' }}>
            <Flex display="inline-flex" gap="2" align="center" wrap="wrap">
              <Badge size="2" color={statusColor(r.status)} variant="soft" style={{ fontFamily: 'var(--code-font-family)' }}>
                {r.status}
              </Badge>
              <Text size="2" weight="medium">
                {statusText(r.status)}
              </Text>
              {r.description && r.description !== FASTIFY_PLACEHOLDER ? (
                <Text size="2" color="gray">
                  {r.description}
                </Text>
              ) : null}
              {r.contentType ? (
                <Text size="1" color="gray">
                  {r.contentType}
                </Text>
              ) : null}
            </Flex>
          </summary>
          <Box px="3" pb="3">
            {r.schema ? (
              <ResponseBody response={r} />
            ) : (
              <Text size="2" color="gray">
                {t('No body.')}
              </Text>
            )}
          </Box>
        </details>
      ))}
    </Flex>
  );
}

function ResponseBody({ response }: { response: ApiResponse }) {
  const t = useT();
  return (
    <Tabs.Root defaultValue="schema">
      <Tabs.List size="1" aria-label={t('Response {status}', { status: response.status })}>
        <Tabs.Trigger value="schema">{t('Schema')}</Tabs.Trigger>
        <Tabs.Trigger value="example">{t('Example')}</Tabs.Trigger>
      </Tabs.List>
      <Box pt="3">
        <Tabs.Content value="schema">
          {response.schema ? <SchemaTree node={response.schema} label={t('Fields of the {status} response', { status: response.status })} /> : null}
        </Tabs.Content>
        <Tabs.Content value="example">
          <CodeBlock
            code={JSON.stringify(response.example ?? null, null, 2)}
            label={t('example {status} response', { status: response.status })}
            maxHeight={360}
          />
        </Tabs.Content>
      </Box>
    </Tabs.Root>
  );
}

/** What @fastify/swagger writes when a route gives no description: says nothing, so it is hidden. */
const FASTIFY_PLACEHOLDER = 'Default Response';

/** HTTP's own reason phrases: part of the protocol, kept in English like the rest of the API reference. */
const STATUS_TEXT: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '204': 'No Content',
  '400': 'Bad Request',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '404': 'Not Found',
  '409': 'Conflict',
  '422': 'Unprocessable Entity',
  '429': 'Too Many Requests',
  '500': 'Internal Server Error',
  '503': 'Service Unavailable',
};

function statusText(status: string): string {
  return STATUS_TEXT[status] ?? (status === 'default' ? t('Any other status') : t('Status {status}', { status }));
}
