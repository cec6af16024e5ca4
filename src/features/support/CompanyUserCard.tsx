import { Button, Card, Flex, Text, Tooltip } from '@radix-ui/themes';
import { EnterIcon } from '@radix-ui/react-icons';
import { startImpersonation } from '../../session/impersonation.ts';
import type { CompanyUser } from './companies.api.ts';
import { formatLoginTime } from './companyUsers.view.ts';
import { t } from '../../i18n/i18n.ts';
import { currentFormat } from '../../format/format.ts';

/** A login time as YYYY/MM/DD HH:mm in the user's zone, or 'never' in the user's language. */
function when(iso: string | null | undefined): string {
  const text = formatLoginTime(iso, currentFormat().zone);
  return text === 'never' ? t('never') : text;
}

export function CompanyUserCard({ user, blocked, selected, onSelect }: { user: CompanyUser; blocked: boolean; selected: boolean; onSelect: () => void }) {
  const name = `${user.firstName} ${user.lastName}`;
  const button = (
    <Button size="1" disabled={blocked} onClick={() => startImpersonation(user.userUuid, name)} aria-label={t('Impersonate {name}', { name })}>
      <EnterIcon /> {t('Impersonate')}
    </Button>
  );
  return (
    <Card size="1" variant={selected ? 'classic' : 'surface'} onClick={onSelect} data-testid="company-user" style={{ cursor: 'default' }}>
      <Flex justify="between" align="center" gap="3">
        <Flex direction="column" style={{ minWidth: 0 }}>
          <Text size="2" weight="bold">
            {name}
          </Text>
          <Text size="1" color="gray" style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {user.login}
          </Text>
          <Text size="1" color="gray">
            {t('Web {web} · Mobile {mobile}', { web: when(user.lastWebLogin), mobile: when(user.lastMobileLogin) })}
          </Text>
        </Flex>
        {blocked ? <Tooltip content={t('Support agents cannot be impersonated')}>{button}</Tooltip> : button}
      </Flex>
    </Card>
  );
}
