// 'Company - Users': the selected company's users with a search box (first name, last name or login,
// case-insensitive) and an impersonate button per user, disabled for Siteline's own companies.
import { useMemo, useState } from 'react';
import { useQuery } from 'urql';
import { useSearchParams } from 'wouter';
import { Callout, Card, Flex, Heading, IconButton, ScrollArea, Spinner, Text, TextField } from '@radix-ui/themes';
import { Cross2Icon, ExclamationTriangleIcon, MagnifyingGlassIcon } from '@radix-ui/react-icons';
import { describeApiError, toApiError } from '../../graphql/errors.ts';
import { CompaniesQuery, CompanyUsersQuery, type CompanyRow, type CompanyUser } from './companies.api.ts';
import { CompanyUserCard } from './CompanyUserCard.tsx';
import { filterCompanyUsers, isImpersonationBlocked } from './companyUsers.view.ts';
import { useT } from '../../i18n/useT.ts';

export function CompanyUsersPanel({ companyId, company, onClose }: { companyId: number; company: CompanyRow | null; onClose: () => void }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [{ data, fetching, error }] = useQuery({ query: CompanyUsersQuery, variables: { id: companyId } });
  // After a reload only the id is known: read the company's row (name, internal flag) by id.
  const [lookup] = useQuery({
    query: CompaniesQuery,
    variables: { input: { start: 0, limit: 1, filterExpressions: [{ fieldName: 'companyId', filterFunction: 'eq', value: companyId }] } },
    pause: company !== null,
  });
  const row = company ?? lookup.data?.supportCompanies?.data.data[0] ?? null;
  const blocked = isImpersonationBlocked(companyId, row?.isInternal ?? false);
  const users = useMemo(
    () =>
      filterCompanyUsers(
        (data?.supportCompanyUsers?.data ?? []).filter((u): u is CompanyUser => u !== null),
        search,
      ),
    [data, search],
  );
  const selectedUuid = params.get('userUuid');

  return (
    <Card asChild style={{ width: 420, display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <aside aria-label={t('Company - Users')}>
        <Flex align="center" justify="between" mb="2">
          <Flex direction="column">
            <Heading as="h2" size="4">
              {t('Company - Users')}
            </Heading>
            <Text size="2" color="gray">
              {row?.companyName ?? t('Company {id}', { id: companyId })}
            </Text>
          </Flex>
          <IconButton variant="ghost" color="gray" aria-label={t('Close')} onClick={onClose}>
            <Cross2Icon />
          </IconButton>
        </Flex>
        {blocked ? (
          <Callout.Root size="1" color="amber" mb="2">
            <Callout.Icon>
              <ExclamationTriangleIcon />
            </Callout.Icon>
            <Callout.Text>{t('Support agents cannot be impersonated.')}</Callout.Text>
          </Callout.Root>
        ) : null}
        <TextField.Root
          placeholder={t('Search first name, last name or login')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          aria-label={t('Search users')}
          mb="2"
        >
          <TextField.Slot>
            <MagnifyingGlassIcon />
          </TextField.Slot>
        </TextField.Root>
        <ScrollArea style={{ flex: 1 }}>
          {fetching ? <Spinner /> : null}
          {error ? (
            <Text color="red" size="2">
              {describeApiError(toApiError(error))}
            </Text>
          ) : null}
          {!fetching && !error && users.length === 0 ? (
            <Text size="2" color="gray">
              {search ? t('No users match this search') : t('This company has no users')}
            </Text>
          ) : null}
          <Flex direction="column" gap="2" pr="3">
            {users.map((user) => (
              <CompanyUserCard
                key={user.userUuid}
                user={user}
                blocked={blocked}
                selected={user.userUuid === selectedUuid}
                onSelect={() =>
                  setParams((p) => {
                    p.set('userUuid', user.userUuid);
                    return p;
                  })
                }
              />
            ))}
          </Flex>
        </ScrollArea>
      </aside>
    </Card>
  );
}
