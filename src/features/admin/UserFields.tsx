// The fields both user dialogs have: first and last name, job title, role.
import { Grid, Select, TextField } from '@radix-ui/themes';
import type { UserField, UserRole } from '../../../machines/userAdmin/userAdmin.types.ts';
import { FormField } from '../../components/form/FormField.tsx';
import type { UserForm } from './useUserForm.ts';
import { useT } from '../../i18n/useT.ts';

interface TextValues {
  firstName: string;
  lastName: string;
  jobTitle: string;
}

function textInput<V extends TextValues>(prefix: string, form: UserForm<V>, field: keyof TextValues & UserField) {
  const id = `${prefix}-${field}`;
  return {
    id,
    value: form.values[field],
    maxLength: 100,
    'aria-invalid': !!form.error(field),
    'aria-describedby': `${id}-error`,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => form.change({ [field]: e.target.value } as Partial<V>),
    onBlur: () => form.touch(field),
  };
}

export function NameFields<V extends TextValues>({ prefix, form }: { prefix: string; form: UserForm<V> }) {
  const t = useT();
  return (
    <Grid columns="2" gap="3">
      <FormField id={`${prefix}-firstName`} label={t('First name')} error={form.error('firstName')}>
        <TextField.Root {...textInput(prefix, form, 'firstName')} autoComplete="off" />
      </FormField>
      <FormField id={`${prefix}-lastName`} label={t('Last name')} error={form.error('lastName')}>
        <TextField.Root {...textInput(prefix, form, 'lastName')} autoComplete="off" />
      </FormField>
    </Grid>
  );
}

export function JobTitleField<V extends TextValues>({ prefix, form }: { prefix: string; form: UserForm<V> }) {
  const t = useT();
  return (
    <FormField id={`${prefix}-jobTitle`} label={t('Job title')} error={form.error('jobTitle')}>
      <TextField.Root {...textInput(prefix, form, 'jobTitle')} placeholder={t('For example Site manager')} />
    </FormField>
  );
}

export interface RoleChoice {
  value: UserRole;
  label: string;
  disabled?: boolean;
}

export function RoleField({
  id,
  value,
  choices,
  onChange,
  disabled,
  hint,
  error,
}: {
  id: string;
  value: UserRole;
  choices: readonly RoleChoice[];
  onChange: (role: UserRole) => void;
  disabled?: boolean;
  hint?: string;
  error?: string;
}) {
  const t = useT();
  return (
    <FormField id={id} label={t('Role')} hint={hint} error={error}>
      <Select.Root value={String(value)} onValueChange={(v) => onChange(Number(v) as UserRole)} disabled={disabled}>
        <Select.Trigger id={id} />
        <Select.Content position="popper">
          {choices.map((r) => (
            <Select.Item key={r.value} value={String(r.value)} disabled={r.disabled}>
              {t(r.label)}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </FormField>
  );
}
