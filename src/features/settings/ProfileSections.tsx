import { Button, Callout, Card, Flex, Grid, Heading, Select, Text, TextField } from '@radix-ui/themes';
import { InfoCircledIcon } from '@radix-ui/react-icons';
import type { ProfileField as Field, ProfileForm } from '../../../machines/profile/profile.types.ts';
import { FormField as ProfileField } from '../../components/form/FormField.tsx';
import { TimeZonePicker, type TimeZoneOption } from './TimeZonePicker.tsx';
import { msg } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/useT.ts';

export interface SectionProps {
  values: ProfileForm;
  /** The message to show under a field (client rule once touched, or the server's), translated. */
  error: (field: Field) => string | undefined;
  change: (patch: Partial<ProfileForm>) => void;
  touch: (field: Field) => void;
}

/** A card of the settings forms; title and description in English (shown translated). */
export function Section({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
  const t = useT();
  return (
    <Card size="3">
      <Flex direction="column" gap="4">
        <Flex direction="column" gap="1">
          <Heading as="h2" size="4">
            {t(title)}
          </Heading>
          <Text size="2" color="gray">
            {t(description)}
          </Text>
        </Flex>
        {children}
      </Flex>
    </Card>
  );
}

function textInput(
  { values, error, change, touch }: SectionProps,
  field: 'firstName' | 'lastName' | 'jobTitle' | 'currentPassword' | 'newPassword' | 'confirmPassword',
) {
  return {
    id: `profile-${field}`,
    size: '3' as const,
    value: values[field],
    'aria-invalid': !!error(field),
    'aria-describedby': `profile-${field}-error`,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => change({ [field]: e.target.value }),
    onBlur: () => touch(field),
  };
}

export function PersonalSection(props: SectionProps & { login: string }) {
  const t = useT();
  const { error } = props;
  return (
    <Section title={msg('Personal details')} description={msg('How you appear to your colleagues in Siteline.')}>
      <ProfileField id="profile-login" label={t('Login')} hint={t('Your login is your e-mail address and cannot be changed here.')}>
        <TextField.Root id="profile-login" size="3" value={props.login} readOnly variant="soft" color="gray" />
      </ProfileField>
      <Grid columns={{ initial: '1', sm: '2' }} gap="4">
        <ProfileField id="profile-firstName" label={t('First name')} error={error('firstName')}>
          <TextField.Root {...textInput(props, 'firstName')} autoComplete="given-name" maxLength={100} />
        </ProfileField>
        <ProfileField id="profile-lastName" label={t('Last name')} error={error('lastName')}>
          <TextField.Root {...textInput(props, 'lastName')} autoComplete="family-name" maxLength={100} />
        </ProfileField>
      </Grid>
      <ProfileField id="profile-jobTitle" label={t('Job title')} error={error('jobTitle')}>
        <TextField.Root {...textInput(props, 'jobTitle')} autoComplete="organization-title" maxLength={100} placeholder={t('For example Fleet manager')} />
      </ProfileField>
    </Section>
  );
}

export function RegionSection(props: SectionProps & { languages: readonly { id: number; name: string }[]; timeZones: readonly TimeZoneOption[] }) {
  const t = useT();
  const { values, error, change, touch } = props;
  return (
    <Section title={msg('Language and time zone')} description={msg('The language of Siteline and the time zone times are shown in.')}>
      <Grid columns={{ initial: '1', sm: '2' }} gap="4">
        <ProfileField id="profile-languageId" label={t('Language')} error={error('languageId')}>
          <Select.Root
            size="3"
            value={values.languageId === null ? undefined : String(values.languageId)}
            onValueChange={(id) => change({ languageId: Number(id) })}
          >
            <Select.Trigger id="profile-languageId" placeholder={t('Choose a language')} />
            <Select.Content position="popper">
              {props.languages.map((l) => (
                <Select.Item key={l.id} value={String(l.id)}>
                  {l.name}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </ProfileField>
        <ProfileField id="profile-timezoneId" label={t('Time zone')} error={error('timezoneId')}>
          <TimeZonePicker
            id="profile-timezoneId"
            zones={props.timeZones}
            value={values.timezoneId}
            invalid={!!error('timezoneId')}
            onChange={(timezoneId) => {
              change({ timezoneId });
              touch('timezoneId');
            }}
          />
        </ProfileField>
      </Grid>
    </Section>
  );
}

export function PasswordSection(props: SectionProps & { impersonating: boolean }) {
  const t = useT();
  const { error } = props;
  return (
    <Section title={msg('Change password')} description={msg('Leave these empty to keep your password. Changing it signs you out on your other devices.')}>
      {props.impersonating ? (
        <Callout.Root color="orange">
          <Callout.Icon>
            <InfoCircledIcon />
          </Callout.Icon>
          <Callout.Text>{t('The password cannot be changed while impersonating.')}</Callout.Text>
        </Callout.Root>
      ) : (
        <>
          <ProfileField id="profile-currentPassword" label={t('Current password')} error={error('currentPassword')}>
            <TextField.Root {...textInput(props, 'currentPassword')} type="password" autoComplete="current-password" />
          </ProfileField>
          <Grid columns={{ initial: '1', sm: '2' }} gap="4">
            <ProfileField id="profile-newPassword" label={t('New password')} error={error('newPassword')}>
              <TextField.Root {...textInput(props, 'newPassword')} type="password" autoComplete="new-password" />
            </ProfileField>
            <ProfileField id="profile-confirmPassword" label={t('Confirm new password')} error={error('confirmPassword')}>
              <TextField.Root {...textInput(props, 'confirmPassword')} type="password" autoComplete="new-password" />
            </ProfileField>
          </Grid>
        </>
      )}
    </Section>
  );
}

/** The settings form's footer: Discard (while there are changes) and Save (submits the form). */
export function SaveChangesBar({ dirty, busy, canSave, onDiscard }: { dirty: boolean; busy: boolean; canSave: boolean; onDiscard: () => void }) {
  const t = useT();
  return (
    <Flex justify="end" gap="3" pb="4">
      <Button type="button" size="3" variant="soft" color="gray" disabled={!dirty || busy} onClick={onDiscard}>
        {t('Discard changes')}
      </Button>
      <Button type="submit" size="3" loading={busy} disabled={!canSave}>
        {t('Save changes')}
      </Button>
    </Flex>
  );
}
