// Support: every customer company in the shared grid; a row opens 'Company - Users' (?companyId).
import { useCallback, useState } from 'react';
import { useSearchParams } from 'wouter';
import { Callout, Flex } from '@radix-ui/themes';
import { InfoCircledIcon } from '@radix-ui/react-icons';
import type { GridColumnDef, GridRequest } from '../../../machines/grid/grid.types.ts';
import { DataGrid } from '../../components/grid/DataGrid.tsx';
import { describeGridError, fetchGridPage } from '../../components/grid/gridFetch.ts';
import { Page } from '../../app/layout/Page.tsx';
import { PageHeader } from '../../app/layout/PageHeader.tsx';
import { apiClient } from '../../graphql/apiClient.ts';
import { CompaniesQuery, type CompanyRow } from './companies.api.ts';
import { CompanyUsersPanel } from './CompanyUsersPanel.tsx';
import { useLanguage, useT } from '../../i18n/useT.ts';
import { msg } from '../../i18n/i18n.ts';

const COLUMNS: GridColumnDef[] = [
  { id: 'companyName', title: msg('Company name'), kind: 'text', width: 280 },
  { id: 'companyId', title: msg('Company ID'), kind: 'number', width: 120, filterable: false },
  { id: 'userCount', title: msg('Users'), kind: 'number', width: 110 },
  { id: 'hardwareCount', title: msg('Hardware'), kind: 'number', width: 120 },
  { id: 'machineConnectionCount', title: msg('Machine connections'), kind: 'number', width: 180 },
];

export default function CompaniesPage() {
  const t = useT();
  // The grid reads its columns once: a language that arrives later remounts it.
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const companyId = Number(params.get('companyId')) || null;
  // The clicked row (name, internal flag) for the panel; after a reload the panel looks it up.
  const [selected, setSelected] = useState<CompanyRow | null>(null);

  const fetchPage = useCallback(
    (request: GridRequest, signal: AbortSignal) => fetchGridPage(apiClient, CompaniesQuery, { input: request }, signal, (d) => d.supportCompanies?.data),
    [],
  );

  const open = (row: CompanyRow) => {
    setSelected(row);
    setParams((p) => {
      p.set('companyId', String(row.companyId));
      p.delete('userUuid');
      return p;
    });
  };
  const close = () =>
    setParams((p) => {
      p.delete('companyId');
      p.delete('userUuid');
      return p;
    });

  return (
    <Page>
      <PageHeader title={t('Companies')} description={t('Customer companies, their users, hardware and machine connections.')} />
      <Flex px="5" pt="3">
        <Callout.Root size="1" color="blue" style={{ width: '100%' }}>
          <Callout.Icon>
            <InfoCircledIcon />
          </Callout.Icon>
          <Callout.Text>{t('Impersonation is allowed only from the internal network or via VPN.')}</Callout.Text>
        </Callout.Root>
      </Flex>
      <Flex style={{ flex: 1, minHeight: 0 }} p="3" gap="3">
        <div style={{ flex: 1, minWidth: 0 }}>
          <DataGrid
            key={language}
            path="/support/companies/"
            columns={COLUMNS}
            fetchPage={fetchPage}
            describeError={describeGridError}
            emptyText={msg('No companies found')}
            onRowClick={(row) => open(row as unknown as CompanyRow)}
          />
        </div>
        {companyId ? <CompanyUsersPanel companyId={companyId} company={selected?.companyId === companyId ? selected : null} onClose={close} /> : null}
      </Flex>
    </Page>
  );
}
