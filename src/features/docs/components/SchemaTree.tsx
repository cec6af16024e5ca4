import type { ReactNode } from 'react';
import { Badge, Box, Code, Flex, Text } from '@radix-ui/themes';
import { typeLabel, type SchemaNode } from '../openapi.catalogue.ts';
import { RichText } from './RichText.tsx';
import { useT } from '../../../i18n/useT.ts';
import { t } from '../../../i18n/i18n.ts';

interface Field {
  label: string;
  node: SchemaNode;
  /** Synthetic rows (map values, union options) show their label in gray instead of as a name. */
  synthetic?: boolean;
}

/** The nested fields of an object, array item, map or union; empty for a leaf (labels in the user's language: SchemaTree re-renders on a change). */
function childFields(node: SchemaNode): Field[] {
  if (node.circular) return [];
  if (node.type === 'array') return node.items ? childFields(node.items) : [];
  const fields: Field[] = (node.properties ?? []).map((p) => ({ label: p.name ?? '', node: p }));
  if (node.additional) fields.push({ label: '[key: string]', node: node.additional, synthetic: true });
  (node.variants ?? []).forEach((v, i) =>
    fields.push({ label: `${node.variantKind === 'oneOf' ? t('One of') : t('Any of')} #${i + 1}`, node: v, synthetic: true }),
  );
  return fields;
}

/** A schema as a readable tree: one row per field, nested objects indented and collapsible. */
export function SchemaTree({ node, label }: { node: SchemaNode; label: string }) {
  useT();
  const fields = childFields(node);
  return (
    <Box>
      {showRootLabel(node) ? (
        <Flex gap="2" align="center" wrap="wrap" mb={fields.length ? '2' : '0'}>
          <Code variant="soft" color="gray" size="2">
            {typeLabel(node)}
          </Code>
          {fields.length && node.description ? (
            <Text size="2" color="gray">
              {node.description}
            </Text>
          ) : null}
        </Flex>
      ) : null}
      {fields.length ? <FieldList fields={fields} label={label} /> : <FieldDetails node={node} />}
    </Box>
  );
}

/** A plain inline object needs no caption; a named schema, array or scalar does. */
function showRootLabel(node: SchemaNode): boolean {
  return node.type !== 'object' || Boolean(node.refName || node.nullable || node.description || node.circular);
}

function FieldList({ fields, label }: { fields: Field[]; label?: string }) {
  return (
    <ul aria-label={label} style={{ listStyle: 'none', margin: 0, paddingLeft: 0 }}>
      {fields.map((f, i) => (
        <FieldItem key={`${f.label}-${i}`} field={f} />
      ))}
    </ul>
  );
}

function FieldItem({ field }: { field: Field }) {
  const children = childFields(field.node);
  const row = <FieldRow field={field} />;
  return (
    <li style={{ borderTop: '1px solid var(--gray-a4)', padding: 'var(--space-2) 0' }}>
      {children.length ? (
        <details open>
          <summary style={{ cursor: 'pointer', listStylePosition: 'outside' }}>{row}</summary>
          <Box mt="2" ml="2" pl="3" style={{ borderLeft: '2px solid var(--gray-a5)' }}>
            <FieldList fields={children} label={t('Fields of {name}', { name: field.label })} />
          </Box>
        </details>
      ) : (
        row
      )}
    </li>
  );
}

function FieldRow({ field }: { field: Field }) {
  const { node } = field;
  return (
    <Box display="inline-block" style={{ verticalAlign: 'top', width: 'calc(100% - 1.5em)' }}>
      <Flex gap="2" align="center" wrap="wrap">
        {field.synthetic ? (
          <Text size="2" color="gray">
            {field.label}
          </Text>
        ) : (
          <Code variant="ghost" size="2" weight="bold">
            {field.label}
          </Code>
        )}
        <Text size="1" color="gray" style={{ fontFamily: 'var(--code-font-family)' }}>
          {typeLabel(node)}
        </Text>
        {node.required ? (
          <Badge size="1" color="red" variant="soft">
            {t('required')}
          </Badge>
        ) : null}
        {node.readOnly ? (
          <Badge size="1" color="gray" variant="outline">
            {t('read-only')}
          </Badge>
        ) : null}
        {node.writeOnly ? (
          <Badge size="1" color="gray" variant="outline">
            {t('write-only')}
          </Badge>
        ) : null}
        {node.deprecated ? (
          <Badge size="1" color="orange" variant="soft">
            {t('deprecated')}
          </Badge>
        ) : null}
      </Flex>
      <FieldDetails node={node} />
    </Box>
  );
}

/** Description, allowed values, default and limits of one field. */
function FieldDetails({ node }: { node: SchemaNode }) {
  const t = useT();
  const lines: ReactNode[] = [];
  if (node.description) lines.push(<RichText key="d" text={node.description} size="2" color="gray" />);
  if (node.enumValues?.length) lines.push(<ValueLine key="e" label={node.enumValues.length === 1 ? t('Value') : t('One of')} values={node.enumValues} />);
  if (node.defaultValue !== undefined) lines.push(<ValueLine key="v" label={t('Default')} values={[node.defaultValue]} />);
  if (node.constraints.length)
    lines.push(
      <Text key="c" as="p" size="1" color="gray">
        {node.constraints.map((c) => t(c.text, { value: c.value })).join(' · ')}
      </Text>,
    );
  if (node.circular)
    lines.push(
      <Text key="r" as="p" size="1" color="gray">
        {t('Recursive: has the same fields as {name} above.', { name: node.circular })}
      </Text>,
    );
  return lines.length ? <Box mt="1">{lines}</Box> : null;
}

function ValueLine({ label, values }: { label: string; values: unknown[] }) {
  return (
    <Flex as="div" gap="1" align="center" wrap="wrap" mt="1">
      <Text size="1" color="gray">
        {label}:
      </Text>
      {values.map((v, i) => (
        <Code key={i} size="1" variant="soft">
          {JSON.stringify(v)}
        </Code>
      ))}
    </Flex>
  );
}
