// The place form's fields: name, type, contract period, address, description, contacts, time zone
// and tags. Values and problems come from the placeEditor machine; every edit is one event.
import { useId } from 'react';
import { useQuery } from 'urql';
import { CheckboxCards, Flex, Heading, SegmentedControl, Text, TextArea, TextField } from '@radix-ui/themes';
import type { PlaceField, PlaceFormValues } from '../../../../machines/placeEditor/placeEditor.types.ts';
import { FormField } from '../../../components/form/FormField.tsx';
import { graphql } from '../../../graphql/graphql.ts';
import { TimeZonePicker } from '../../settings/TimeZonePicker.tsx';
import { DateField } from '../../machinePanel/events/DateField.tsx';
import { msg } from '../../../i18n/i18n.ts';
import { serverText } from '../../../i18n/serverText.ts';
import { useT } from '../../../i18n/useT.ts';

const PlaceFormOptionsQuery = graphql(`
  query PlaceFormOptions($entityType: NonNegativeInt) {
    dictionaryTimeZone {
      data {
        id
        name
      }
    }
    tags(entityType: $entityType) {
      data {
        id
        name
      }
    }
  }
`);

type Problems = Partial<Record<PlaceField | 'geofence', string>>;

interface Props {
  values: PlaceFormValues;
  problems: Problems;
  disabled: boolean;
  onChange: (field: PlaceField, value: string | number | number[]) => void;
}

export function PlaceForm({ values, problems, disabled, onChange }: Props) {
  const id = useId();
  const t = useT();
  const [options] = useQuery({ query: PlaceFormOptionsQuery, variables: { entityType: 1 } });
  const zones = (options.data?.dictionaryTimeZone?.data ?? []).filter((z) => z !== null);
  const tags = (options.data?.tags?.data ?? []).filter((tag) => tag !== null);
  const text = (field: PlaceField, label: string, extra: { type?: 'email' | 'tel'; placeholder?: string } = {}) => (
    <FormField id={`${id}-${field}`} label={t(label)} error={problems[field] && serverText(problems[field])}>
      <TextField.Root
        id={`${id}-${field}`}
        type={extra.type}
        placeholder={extra.placeholder}
        value={String(values[field])}
        disabled={disabled}
        color={problems[field] ? 'red' : undefined}
        aria-invalid={problems[field] ? true : undefined}
        onChange={(e) => onChange(field, e.target.value)}
      />
    </FormField>
  );

  return (
    <Flex direction="column" gap="3">
      {text('name', msg('Name'))}
      <Flex direction="column" gap="1">
        <Text size="2" weight="medium" id={`${id}-type`}>
          {t('Type')}
        </Text>
        <SegmentedControl.Root
          aria-labelledby={`${id}-type`}
          value={String(values.placeType)}
          onValueChange={(v) => !disabled && onChange('placeType', Number(v))}
        >
          <SegmentedControl.Item value="0">{t('Depot')}</SegmentedControl.Item>
          <SegmentedControl.Item value="1">{t('Work site')}</SegmentedControl.Item>
          <SegmentedControl.Item value="2">{t('Region')}</SegmentedControl.Item>
        </SegmentedControl.Root>
      </Flex>
      <Flex gap="2" wrap="wrap">
        <DateField label={t('Valid from')} value={values.validFrom} onChange={(day) => onChange('validFrom', day)} />
        <DateField label={t('Valid to')} value={values.validTo} onChange={(day) => onChange('validTo', day)} />
      </Flex>
      {problems.validTo ? (
        <Text size="1" color="red" role="alert">
          {t('Valid to')}: {problems.validTo}
        </Text>
      ) : null}
      {text('address', msg('Address'))}
      <Flex gap="2" wrap="wrap">
        <div style={{ flex: '1 1 90px' }}>{text('zip', msg('Zip'))}</div>
        <div style={{ flex: '2 1 160px' }}>{text('city', msg('City'))}</div>
        <div style={{ flex: '1 1 90px' }}>{text('country', msg('Country'))}</div>
      </Flex>
      <FormField id={`${id}-description`} label={t('Description')} error={problems.description}>
        <TextArea id={`${id}-description`} value={values.description} disabled={disabled} onChange={(e) => onChange('description', e.target.value)} />
      </FormField>
      <FormField id={`${id}-tz`} label={t('Time zone')} hint={t('Entry and exit times are shown in it.')}>
        <TimeZonePicker id={`${id}-tz`} zones={zones} value={values.timezoneName} disabled={disabled} onChange={(zone) => onChange('timezoneName', zone)} />
      </FormField>
      <Flex direction="column" gap="2">
        <Text size="2" weight="medium">
          {t('Tags')}
        </Text>
        {tags.length === 0 ? (
          <Text size="1" color="gray">
            {t('No place tags yet: add them with Tags on the places page.')}
          </Text>
        ) : (
          <CheckboxCards.Root
            size="1"
            columns={{ initial: '2', sm: '3' }}
            value={values.tagIds.map(String)}
            onValueChange={(v) => onChange('tagIds', v.map(Number))}
            disabled={disabled}
          >
            {tags.map((tag) => (
              <CheckboxCards.Item key={tag.id} value={String(tag.id)}>
                {tag.name}
              </CheckboxCards.Item>
            ))}
          </CheckboxCards.Root>
        )}
      </Flex>
      <Heading as="h3" size="2" mt="2">
        {t('Contacts')}
      </Heading>
      <Flex gap="2" wrap="wrap">
        <div style={{ flex: '1 1 200px' }}>{text('orderContact', msg('Order contact'))}</div>
        <div style={{ flex: '1 1 200px' }}>{text('orderContactEmail', msg('Order contact e-mail'), { type: 'email' })}</div>
        <div style={{ flex: '1 1 200px' }}>{text('orderContactPhone', msg('Order contact phone'), { type: 'tel' })}</div>
        <div style={{ flex: '1 1 200px' }}>{text('deliveryContact', msg('Delivery contact'))}</div>
        <div style={{ flex: '1 1 200px' }}>{text('deliveryContactEmail', msg('Delivery contact e-mail'), { type: 'email' })}</div>
        <div style={{ flex: '1 1 200px' }}>{text('deliveryContactPhone', msg('Delivery contact phone'), { type: 'tel' })}</div>
      </Flex>
    </Flex>
  );
}
