import { Badge, Card, Code, Flex, Table, Text } from '@radix-ui/themes';
import { hasPermission } from '../../../machines/session/session.claims.ts';
import { Page } from '../../app/layout/Page.tsx';
import { PageHeader } from '../../app/layout/PageHeader.tsx';
import { useClaims } from '../../session/useSession.ts';
import { msg } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/useT.ts';

/** Every permission the spec names, with what it opens in Siteline. */
const KNOWN: Record<string, string> = {
  'access:administration': msg('Admin area: user management and API clients'),
  'invite:usr': msg('Invite new users'),
  'update:usrrole': msg('Change the role of users'),
  'assign:ownerrole': msg('Grant the Owner role'),
  'manage:retention': msg('Set how long the company keeps its data'),
  'manage:asset': msg('Edit machine details'),
  'manage:integration': msg('Manage integrations and API clients'),
  'access:alert': msg('Alerts'),
  'access:service': msg('Service planning'),
  'show:place.insight': msg('Place insights'),
  'access:impersonate': msg('Support: impersonate customer users'),
  'access:alpha': msg('Use the alpha environment'),
  'access:beta': msg('Use the beta environment'),
};

export default function PermissionsPage() {
  const t = useT();
  const claims = useClaims();
  const granted = claims?.permissions ?? [];
  const names = [...new Set([...Object.keys(KNOWN), ...granted.filter((p) => !p.startsWith('revoke:'))])];
  return (
    <Page>
      <PageHeader
        title={t('Permissions')}
        description={
          claims ? `${claims.firstName} ${claims.lastName} · ${claims.email} · ${claims.scope === 'support' ? t('Support scope') : t('Web scope')}` : undefined
        }
      />
      <Flex p="5" direction="column" gap="3" style={{ overflow: 'auto' }}>
        <Card>
          {/* Fixed layout and wrapping codes: no sideways scrolling on a phone (a scroller needs focus). */}
          <Table.Root size="1" layout="fixed">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>{t('Permission')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('What it opens')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('You')}</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {names.map((name) => {
                const revoked = granted.includes(`revoke:${name}`);
                const has = hasPermission(granted, name);
                return (
                  <Table.Row key={name}>
                    <Table.RowHeaderCell>
                      <Code variant="ghost" style={{ overflowWrap: 'anywhere' }}>
                        {name}
                      </Code>
                    </Table.RowHeaderCell>
                    <Table.Cell>{KNOWN[name] ? t(KNOWN[name]) : '—'}</Table.Cell>
                    <Table.Cell>
                      {has ? (
                        <Badge color="green">{t('Granted')}</Badge>
                      ) : revoked ? (
                        <Badge color="red">{t('Revoked')}</Badge>
                      ) : (
                        <Badge color="gray">{t('Not granted')}</Badge>
                      )}
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Card>
        <Text size="1" color="gray">
          {t('Raw token list:')} <Code>{granted.join(' ') || t('(none)')}</Code>
        </Text>
      </Flex>
    </Page>
  );
}
