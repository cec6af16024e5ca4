// Identification, Machine Info, and Emission & Time (features spec, section 2 "Details tab").
import { useSelector } from '@xstate/react';
import { useQuery } from 'urql';
import { Card, DataList, Heading, Select, Switch, TextField } from '@radix-ui/themes';
import type { AssetDetailsValues, EditableField } from '../../../machines/assetDetails/assetDetails.rules.ts';
import { TEXT_MAX_LENGTH, TIME_ZONE_AUTOMATIC, VOLTAGE_HELP } from '../../../machines/assetDetails/assetDetails.rules.ts';
import { DictionaryQueries } from './dictionaries.ts';
import { DetailField } from './DetailField.tsx';
import type { AssetDetailsActor } from './useAssetDetails.ts';
import { useT } from '../../i18n/useT.ts';
import { msg } from '../../i18n/i18n.ts';
import { DateInput } from '../../components/dates/DateInput.tsx';

const NONE = 'none';

/** A titled card; its children are label/value rows (a definition list) unless `rows` is false. */
export function Section({ title, rows = true, children }: { title: string; rows?: boolean; children: React.ReactNode }) {
  const t = useT();
  return (
    <Card asChild>
      <section aria-label={t(title)}>
        <Heading as="h3" size="3" mb="3">
          {t(title)}
        </Heading>
        {rows ? (
          <DataList.Root size="2" orientation={{ initial: 'vertical', sm: 'horizontal' }}>
            {children}
          </DataList.Root>
        ) : (
          children
        )}
      </section>
    </Card>
  );
}

function useForm(actor: AssetDetailsActor) {
  const editing = useSelector(actor, (s) => s.hasTag('mode:edit'));
  const values = useSelector(actor, (s) => s.context.values);
  const locked = useSelector(actor, (s) => s.context.locked);
  const errors = useSelector(actor, (s) => ({ ...s.context.fieldErrors, ...s.context.serverErrors }));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const change = (patch: Partial<AssetDetailsValues>) => actor.send({ type: 'details.changed', values: patch });
  const isLocked = (f: EditableField) => locked.includes(f);
  return { editing, values, errors, busy, change, isLocked };
}

function TextInput({
  actor,
  field,
  label,
}: {
  actor: AssetDetailsActor;
  field: 'name' | 'registrationNumber' | 'pinOrVin' | 'serialNumber' | 'brand' | 'model';
  label: string;
}) {
  const t = useT();
  const { editing, values, errors, busy, change, isLocked } = useForm(actor);
  return (
    <DetailField
      id={field}
      label={label}
      value={values[field]}
      editing={editing}
      locked={isLocked(field)}
      error={errors[field]}
      control={
        <TextField.Root
          id={field}
          aria-label={t(label)}
          value={values[field] ?? ''}
          maxLength={TEXT_MAX_LENGTH[field]}
          disabled={busy}
          onChange={(e) => change({ [field]: e.target.value })}
        />
      }
    />
  );
}

export function IdentificationSection({ actor }: { actor: AssetDetailsActor }) {
  const internalId = useSelector(actor, (s) => s.context.loaded?.details.internalId);
  return (
    <Section title={msg('Identification')}>
      <TextInput actor={actor} field="name" label={msg('Name')} />
      <DetailField id="internalId" label={msg('Internal ID')} value={internalId} editing={false} />
      <TextInput actor={actor} field="registrationNumber" label={msg('Registration number')} />
      <TextInput actor={actor} field="pinOrVin" label={msg('PIN / VIN')} />
      <TextInput actor={actor} field="serialNumber" label={msg('Serial number')} />
    </Section>
  );
}

function IdSelect({
  id,
  label,
  value,
  items,
  disabled,
  optional,
  fixedNames,
  onChange,
}: {
  id: string;
  label: string;
  value: number | null;
  items: { id: number; name: string }[];
  disabled: boolean;
  optional?: boolean;
  /** The items are one of the server's fixed lists (English names), shown in the user's language; a depot's name is not. */
  fixedNames?: boolean;
  onChange: (v: number | null) => void;
}) {
  const t = useT();
  return (
    <Select.Root value={value === null ? NONE : String(value)} disabled={disabled} onValueChange={(v) => onChange(v === NONE ? null : Number(v))}>
      <Select.Trigger id={id} aria-label={t(label)} />
      <Select.Content position="popper">
        {optional ? <Select.Item value={NONE}>—</Select.Item> : null}
        {items.map((i) => (
          <Select.Item key={i.id} value={String(i.id)}>
            {fixedNames ? t(i.name) : i.name}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  );
}

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

export function MachineInfoSection({ actor }: { actor: AssetDetailsActor }) {
  const t = useT();
  const { editing, values, errors, busy, change, isLocked } = useForm(actor);
  const d = useSelector(actor, (s) => s.context.loaded!.details);
  const depots = useSelector(actor, (s) => s.context.loaded!.depots);
  const [families] = useQuery({ query: DictionaryQueries.families });
  const familyItems = (families.data?.dictionaryMachineFamily?.data ?? []).filter((x) => x !== null);
  return (
    <Section title={msg('Machine Info')}>
      <TextInput actor={actor} field="brand" label={msg('Brand')} />
      <TextInput actor={actor} field="model" label={msg('Model')} />
      <DetailField
        id="category"
        label={msg('Machine family')}
        value={d.categoryFormatted ? t(d.categoryFormatted) : d.categoryFormatted}
        editing={editing}
        locked={isLocked('category')}
        control={
          <IdSelect
            id="category"
            label={msg('Machine family')}
            value={values.category}
            items={familyItems}
            disabled={busy}
            fixedNames
            onChange={(v) => v !== null && change({ category: v })}
          />
        }
      />
      <DetailField
        id="productionYear"
        label={msg('Production year')}
        value={d.productionYear}
        editing={editing}
        locked={isLocked('productionYear')}
        error={errors.productionYear}
        control={
          <TextField.Root
            id="productionYear"
            aria-label={t('Production year')}
            type="number"
            min={0}
            step={1}
            value={values.productionYear ?? ''}
            disabled={busy}
            onChange={(e) => change({ productionYear: numberOrNull(e.target.value) })}
          />
        }
      />
      <DetailField
        id="purchaseDate"
        label={msg('Purchase date')}
        value={d.purchaseDateUserTimeFormatted}
        editing={editing}
        locked={isLocked('purchaseDate')}
        error={errors.purchaseDate}
        control={
          <DateInput
            id="purchaseDate"
            label={t('Purchase date')}
            value={values.purchaseDate ?? ''}
            disabled={busy}
            onChange={(day) => change({ purchaseDate: day || null })}
          />
        }
      />
      <DetailField
        id="depot"
        label={msg('Depot')}
        value={d.depotName}
        editing={editing}
        locked={isLocked('depotPlaceId')}
        error={errors.depotPlaceId}
        control={
          <IdSelect
            id="depot"
            label={msg('Depot')}
            value={values.depotPlaceId}
            items={depots}
            disabled={busy}
            optional
            onChange={(v) => change({ depotPlaceId: v })}
          />
        }
      />
      <DetailField
        id="defaultPowerSupply"
        label={msg('Default voltage')}
        value={d.defaultPowerSupply === null ? null : `${d.defaultPowerSupply} V`}
        editing={editing}
        locked={isLocked('defaultPowerSupply')}
        error={errors.defaultPowerSupply}
        hint={VOLTAGE_HELP}
        control={
          <TextField.Root
            id="defaultPowerSupply"
            aria-label={t('Default voltage')}
            aria-describedby="defaultPowerSupply-hint"
            type="number"
            min={0}
            max={30}
            step={0.1}
            value={values.defaultPowerSupply ?? ''}
            disabled={busy}
            onChange={(e) => change({ defaultPowerSupply: numberOrNull(e.target.value) })}
          />
        }
      />
      <DetailField
        id="afterMainSwitch"
        label={msg('Unit after main switch')}
        value={d.deviceInstalledAfterBatteryMainSwitch ? t('Yes') : t('No')}
        editing={false}
      />
    </Section>
  );
}

export function EmissionTimeSection({ actor }: { actor: AssetDetailsActor }) {
  const t = useT();
  const { editing, values, busy, change, isLocked } = useForm(actor);
  const d = useSelector(actor, (s) => s.context.loaded!.details);
  const lookingUp = useSelector(actor, (s) => s.hasTag('busy:zone'));
  const [classes] = useQuery({ query: DictionaryQueries.emissionClasses });
  const [fuels] = useQuery({ query: DictionaryQueries.fuelTypes });
  const [zones] = useQuery({ query: DictionaryQueries.timeZones });
  const zoneItems = (zones.data?.dictionaryTimeZone?.data ?? []).filter((x) => x !== null);
  const zoneLocked = isLocked('timezone') || values.automaticTimeZoneEnabled;
  return (
    <Section title={msg('Emission & Time')}>
      <DetailField
        id="emissionClass"
        label={msg('Emission class')}
        value={d.emissionClassFormatted ? t(d.emissionClassFormatted) : d.emissionClassFormatted}
        editing={editing}
        locked={isLocked('emissionClass')}
        control={
          <IdSelect
            id="emissionClass"
            label={msg('Emission class')}
            value={values.emissionClass}
            items={(classes.data?.dictionaryEmissionClass?.data ?? []).filter((x) => x !== null)}
            disabled={busy}
            fixedNames
            optional
            onChange={(v) => change({ emissionClass: v })}
          />
        }
      />
      <DetailField
        id="fuelType"
        label={msg('Fuel type')}
        value={d.fuelTypeFormatted ? t(d.fuelTypeFormatted) : d.fuelTypeFormatted}
        editing={editing}
        locked={isLocked('fuelType')}
        control={
          <IdSelect
            id="fuelType"
            label={msg('Fuel type')}
            value={values.fuelType}
            items={(fuels.data?.dictionaryVehicleFuelType?.data ?? []).filter((x) => x !== null)}
            disabled={busy}
            fixedNames
            optional
            onChange={(v) => change({ fuelType: v })}
          />
        }
      />
      <DetailField
        id="automaticTimeZone"
        label={msg('Automatic time zone')}
        value={d.automaticTimeZoneEnabled ? t('On') : t('Off')}
        editing={editing}
        locked={isLocked('automaticTimeZoneEnabled')}
        control={
          <Switch
            id="automaticTimeZone"
            aria-label={t('Automatic time zone')}
            checked={values.automaticTimeZoneEnabled}
            disabled={busy}
            onCheckedChange={(on) => change({ automaticTimeZoneEnabled: on })}
          />
        }
      />
      <DetailField
        id="timezone"
        label={msg('Time zone')}
        value={editing ? values.timezone : d.timezone}
        editing={editing}
        locked={isLocked('timezone')}
        hint={values.automaticTimeZoneEnabled ? TIME_ZONE_AUTOMATIC : undefined}
        control={
          zoneLocked ? (
            <TextField.Root
              id="timezone"
              aria-label={t('Time zone')}
              value={lookingUp ? t('Looking up…') : values.timezone}
              disabled
              aria-describedby="timezone-hint"
              title={t(TIME_ZONE_AUTOMATIC)}
            />
          ) : (
            <Select.Root value={values.timezone} disabled={busy} onValueChange={(timezone) => change({ timezone })}>
              <Select.Trigger id="timezone" aria-label={t('Time zone')} />
              <Select.Content position="popper">
                {zoneItems.map((z) => (
                  <Select.Item key={z.id} value={z.id}>
                    {z.name}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          )
        }
      />
    </Section>
  );
}
