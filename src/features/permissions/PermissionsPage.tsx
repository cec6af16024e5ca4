import { Badge, Card, Code, Flex, Table, Text } from '@radix-ui/themes';
import { hasPermission } from '../../../machines/session/session.claims.ts';
import { Page } from '../../app/layout/Page.tsx';
import { PageHeader } from '../../app/layout/PageHeader.tsx';
import { useClaims } from '../../session/useSession.ts';

/** Every permission the spec names, with what it opens in Siteline. */
const KNOWN: Record<string, string> = {
  'access:administration': 'Admin area: user management and API clients',
  'invite:usr': 'Invite new users',
  'update:usrrole': 'Change the role of users',
  'assign:ownerrole': 'Grant the Owner role',
  'manage:asset': 'Edit machine details',
  'manage:integration': 'Manage integrations and API clients',
  'access:alert': 'Alerts',
  'access:service': 'Service planning',
  'show:place.insight': 'Place insights',
  'access:impersonate': 'Support: impersonate customer users',
  'access:alpha': 'Use the alpha environment',
  'access:beta': 'Use the beta environment',
};

export default function PermissionsPage() {
  const claims = useClaims();
  const granted = claims?.permissions ?? [];
  const names = [...new Set([...Object.keys(KNOWN), ...granted.filter((p) => !p.startsWith('revoke:'))])];
  return (
    <Page>
      <PageHeader
        title="Permissions"
        description={claims ? `${claims.firstName} ${claims.lastName} · ${claims.email} · ${claims.scope === 'support' ? 'Support' : 'Web'} scope` : undefined}
      />
      <Flex p="5" direction="column" gap="3" style={{ overflow: 'auto' }}>
        <Card>
          {/* Fixed layout and wrapping codes: no sideways scrolling on a phone (a scroller needs focus). */}
          <Table.Root size="1" layout="fixed">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>Permission</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>What it opens</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>You</Table.ColumnHeaderCell>
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
                    <Table.Cell>{KNOWN[name] ?? '—'}</Table.Cell>
                    <Table.Cell>
                      {has ? <Badge color="green">Granted</Badge> : revoked ? <Badge color="red">Revoked</Badge> : <Badge color="gray">Not granted</Badge>}
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Card>
        <Text size="1" color="gray">
          Raw token list: <Code>{granted.join(' ') || '(none)'}</Code>
        </Text>
      </Flex>
    </Page>
  );
}
