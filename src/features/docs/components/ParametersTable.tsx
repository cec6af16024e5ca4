import { Badge, Code, Table, Text } from '@radix-ui/themes';
import type { ApiParameter } from '../openapi.catalogue.ts';
import { RichText } from './RichText.tsx';
import { useT } from '../../../i18n/useT.ts';

export function ParametersTable({ parameters, labelledBy }: { parameters: ApiParameter[]; labelledBy: string }) {
  const t = useT();
  return (
    <Table.Root variant="surface" size="1" aria-labelledby={labelledBy}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>{t('Name')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('In')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('Type')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('Required')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('Description')}</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {parameters.map((p) => (
          <Table.Row key={`${p.in}:${p.name}`}>
            <Table.RowHeaderCell>
              <Code variant="ghost" weight="bold">
                {p.name}
              </Code>
              {p.deprecated ? (
                <Badge ml="2" size="1" color="orange" variant="soft">
                  {t('deprecated')}
                </Badge>
              ) : null}
            </Table.RowHeaderCell>
            <Table.Cell>
              <Badge size="1" color="gray" variant="soft">
                {p.in}
              </Badge>
            </Table.Cell>
            <Table.Cell>
              <Code variant="ghost" size="1">
                {p.type}
              </Code>
            </Table.Cell>
            <Table.Cell>
              {p.required ? (
                <Badge size="1" color="red" variant="soft">
                  {t('required')}
                </Badge>
              ) : (
                <Text size="1" color="gray">
                  {t('optional')}
                </Text>
              )}
            </Table.Cell>
            <Table.Cell>
              {p.description ? <RichText text={p.description} size="1" /> : null}
              {p.schema.enumValues?.length ? (
                <Text as="p" size="1" color="gray">
                  {t('One of')}: {p.schema.enumValues.map((v) => JSON.stringify(v)).join(', ')}
                </Text>
              ) : null}
              <Text as="p" size="1" color="gray">
                {t('Example')}:{' '}
                <Code size="1" variant="ghost">
                  {typeof p.example === 'string' ? p.example : JSON.stringify(p.example)}
                </Code>
              </Text>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
