import type { ReactNode } from 'react';
import { Badge, Box, Code, Flex, Grid, Heading, Text } from '@radix-ui/themes';
// Not LockOpen1Icon: the bundler drops that icon's helper variable (`_excluded$2$`) and the page
// crashes (tests/unit/iconImports.test.ts).
import { LockClosedIcon, LockOpen2Icon } from '@radix-ui/react-icons';
import type { ApiOperation } from '../openapi.catalogue.ts';
import { CodeSamples } from './CodeSamples.tsx';
import { MethodBadge } from './MethodBadge.tsx';
import { ParametersTable } from './ParametersTable.tsx';
import { PathText } from './PathText.tsx';
import { ResponseList } from './ResponseList.tsx';
import { RichText } from './RichText.tsx';
import { SchemaTree } from './SchemaTree.tsx';
import { useT } from '../../../i18n/useT.ts';
import { withNodes } from '../../../i18n/withNodes.tsx';

/** One operation: reference on the left, sample code beside it on wide screens, below on narrow ones. */
export function OperationView({ operation: op, origin }: { operation: ApiOperation; origin: string }) {
  const t = useT();
  const ids = { title: `${op.id}-title`, params: `${op.id}-params`, body: `${op.id}-body`, responses: `${op.id}-responses`, samples: `${op.id}-samples` };
  return (
    <Box asChild>
      <article aria-labelledby={ids.title}>
        <Flex direction="column" gap="2" mb="5">
          <Flex gap="2" align="center" wrap="wrap">
            <MethodBadge method={op.method} size="2" />
            <Code size="4" variant="ghost" style={{ overflowWrap: 'anywhere' }}>
              <PathText path={op.path} />
            </Code>
          </Flex>
          <Heading as="h2" size="6" id={ids.title}>
            {op.title}
          </Heading>
          <Flex gap="2" align="center" wrap="wrap">
            <Badge color="gray" variant="soft" size="1">
              {op.tag}
            </Badge>
            {op.operationId ? (
              <Text size="1" color="gray">
                operationId{' '}
                <Code size="1" variant="ghost">
                  {op.operationId}
                </Code>
              </Text>
            ) : null}
            {op.deprecated ? (
              <Badge color="orange" variant="soft">
                {t('Deprecated')}
              </Badge>
            ) : null}
          </Flex>
          {op.description ? <RichText text={op.description} size="3" /> : null}
          <AuthNote bearer={op.requiresBearer} integration={op.path.startsWith('/integration/')} />
        </Flex>

        <Grid columns={{ initial: '1', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="6" align="start">
          <Flex direction="column" gap="5" minWidth="0">
            {op.parameters.length ? (
              <Section id={ids.params} title={t('Parameters')}>
                <ParametersTable parameters={op.parameters} labelledBy={ids.params} />
              </Section>
            ) : null}
            {op.requestBody ? (
              <Section id={ids.body} title={t('Request body')} aside={<BodyMeta contentType={op.requestBody.contentType} required={op.requestBody.required} />}>
                {op.requestBody.description ? <RichText text={op.requestBody.description} color="gray" /> : null}
                <SchemaTree node={op.requestBody.schema} label={t('Request body fields')} />
              </Section>
            ) : null}
            <Section id={ids.responses} title={t('Responses')}>
              <ResponseList responses={op.responses} />
            </Section>
          </Flex>
          <Box minWidth="0" style={{ position: 'sticky', top: 0 }}>
            <Section id={ids.samples} title={t('Sample code')}>
              <CodeSamples operation={op} origin={origin} />
            </Section>
          </Box>
        </Grid>
      </article>
    </Box>
  );
}

function Section({ id, title, aside, children }: { id: string; title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <Box asChild>
      <section aria-labelledby={id}>
        <Flex gap="3" align="center" wrap="wrap" mb="3">
          <Heading as="h3" size="4" id={id}>
            {title}
          </Heading>
          {aside}
        </Flex>
        {children}
      </section>
    </Box>
  );
}

function BodyMeta({ contentType, required }: { contentType: string; required: boolean }) {
  const t = useT();
  return (
    <Flex gap="2" align="center">
      <Code size="1" variant="soft" color="gray">
        {contentType}
      </Code>
      {required ? (
        <Badge size="1" color="red" variant="soft">
          {t('required')}
        </Badge>
      ) : (
        <Badge size="1" color="gray" variant="soft">
          {t('optional')}
        </Badge>
      )}
    </Flex>
  );
}

function AuthNote({ bearer, integration }: { bearer: boolean; integration: boolean }) {
  const t = useT();
  return (
    <Flex gap="2" align="center">
      {bearer ? <LockClosedIcon aria-hidden style={{ flexShrink: 0 }} /> : <LockOpen2Icon aria-hidden style={{ flexShrink: 0 }} />}
      <Text size="2" color="gray">
        {bearer
          ? withNodes(
              integration
                ? t('Send {header} with the token from {call} (an API client’s id and secret, OAuth 2.0 client credentials).')
                : t('Send {header} with the token from {call}.'),
              {
                header: <Code size="2">Authorization: Bearer &lt;access_token&gt;</Code>,
                call: <Code size="2">{integration ? 'POST /auth/v1/token' : 'POST /auth/v1/login'}</Code>,
              },
            )
          : t('No access token needed.')}
      </Text>
    </Flex>
  );
}
