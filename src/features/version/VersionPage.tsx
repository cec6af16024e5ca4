import { useQuery } from 'urql';
import { Card, DataList, Flex, Spinner, Text } from '@radix-ui/themes';
import { graphql } from '../../graphql/graphql.ts';
import { toApiError } from '../../graphql/errors.ts';
import { Page } from '../../app/layout/Page.tsx';
import { PageHeader } from '../../app/layout/PageHeader.tsx';
import { FRONTEND_VERSION } from '../../version.ts';
import { useT } from '../../i18n/useT.ts';

const VersionQuery = graphql(`
  query ApiVersion {
    apiVersion {
      data {
        version
        frontendVersion
        environment
      }
    }
  }
`);

export default function VersionPage() {
  const t = useT();
  const [{ data, fetching, error }] = useQuery({ query: VersionQuery });
  const api = data?.apiVersion?.data;
  const deployed = api?.frontendVersion;
  return (
    <Page>
      <PageHeader title={t('Version')} description={t('What this browser runs and what the server runs.')} />
      <Flex p="5">
        <Card size="3" style={{ width: '100%', maxWidth: 560 }}>
          <DataList.Root>
            <DataList.Item>
              <DataList.Label>{t('Frontend (this tab)')}</DataList.Label>
              <DataList.Value>{FRONTEND_VERSION}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{t('Frontend (deployed)')}</DataList.Label>
              <DataList.Value>{fetching ? <Spinner /> : (deployed ?? '—')}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{t('API')}</DataList.Label>
              <DataList.Value>{fetching ? <Spinner /> : (api?.version ?? '—')}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{t('Environment')}</DataList.Label>
              <DataList.Value>{api?.environment ?? '—'}</DataList.Value>
            </DataList.Item>
          </DataList.Root>
          {error ? (
            <Text as="p" color="red" size="2" mt="3">
              {t(toApiError(error).message)}
            </Text>
          ) : null}
        </Card>
      </Flex>
    </Page>
  );
}
