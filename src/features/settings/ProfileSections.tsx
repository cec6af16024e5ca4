import { Callout, Card, Flex, Grid, Heading, Select, Text, TextField } from '@radix-ui/themes';
import { InfoCircledIcon } from '@radix-ui/react-icons';
import type { ProfileField as Field, ProfileForm } from '../../../machines/profile/profile.types.ts';
import { FormField as ProfileField } from '../../components/form/FormField.tsx';
import { TimeZonePicker, type TimeZoneOption } from './TimeZonePicker.tsx';

export interface SectionProps {
  values: ProfileForm;
  /** The message to show under a field (client rule once touched, or the server's). */
  error: (field: Field) => string | undefined;
  change: (patch: Partial<ProfileForm>) => void;
  touch: (field: Field) => void;
}

function Section({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
  return (
    <Card size="3">
      <Flex direction="column" gap="4">
        <Flex direction="column" gap="1">
          <Heading as="h2" size="4">
            {title}
          </Heading>
          <Text size="2" color="gray">
            {description}
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
  const { error } = props;
  return (
    <Section title="Personal details" description="How you appear to your colleagues in Siteline.">
      <ProfileField id="profile-login" label="Login" hint="Your login is your e-mail address and cannot be changed here.">
        <TextField.Root id="profile-login" size="3" value={props.login} readOnly variant="soft" color="gray" />
      </ProfileField>
      <Grid columns={{ initial: '1', sm: '2' }} gap="4">
        <ProfileField id="profile-firstName" label="First name" error={error('firstName')}>
          <TextField.Root {...textInput(props, 'firstName')} autoComplete="given-name" maxLength={100} />
        </ProfileField>
        <ProfileField id="profile-lastName" label="Last name" error={error('lastName')}>
          <TextField.Root {...textInput(props, 'lastName')} autoComplete="family-name" maxLength={100} />
        </ProfileField>
      </Grid>
      <ProfileField id="profile-jobTitle" label="Job title" error={error('jobTitle')}>
        <TextField.Root {...textInput(props, 'jobTitle')} autoComplete="organization-title" maxLength={100} placeholder="For example Fleet manager" />
      </ProfileField>
    </Section>
  );
}

export function RegionSection(props: SectionProps & { languages: readonly { id: number; name: string }[]; timeZones: readonly TimeZoneOption[] }) {
  const { values, error, change, touch } = props;
  return (
    <Section title="Language and time zone" description="The language of Siteline and the time zone times are shown in.">
      <Grid columns={{ initial: '1', sm: '2' }} gap="4">
        <ProfileField id="profile-languageId" label="Language" error={error('languageId')}>
          <Select.Root
            size="3"
            value={values.languageId === null ? undefined : String(values.languageId)}
            onValueChange={(id) => change({ languageId: Number(id) })}
          >
            <Select.Trigger id="profile-languageId" placeholder="Choose a language" />
            <Select.Content position="popper">
              {props.languages.map((l) => (
                <Select.Item key={l.id} value={String(l.id)}>
                  {l.name}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </ProfileField>
        <ProfileField id="profile-timezoneId" label="Time zone" error={error('timezoneId')}>
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
  const { error } = props;
  return (
    <Section title="Change password" description="Leave these empty to keep your password. Changing it signs you out on your other devices.">
      {props.impersonating ? (
        <Callout.Root color="orange">
          <Callout.Icon>
            <InfoCircledIcon />
          </Callout.Icon>
          <Callout.Text>The password cannot be changed while impersonating.</Callout.Text>
        </Callout.Root>
      ) : (
        <>
          <ProfileField id="profile-currentPassword" label="Current password" error={error('currentPassword')}>
            <TextField.Root {...textInput(props, 'currentPassword')} type="password" autoComplete="current-password" />
          </ProfileField>
          <Grid columns={{ initial: '1', sm: '2' }} gap="4">
            <ProfileField id="profile-newPassword" label="New password" error={error('newPassword')}>
              <TextField.Root {...textInput(props, 'newPassword')} type="password" autoComplete="new-password" />
            </ProfileField>
            <ProfileField id="profile-confirmPassword" label="Confirm new password" error={error('confirmPassword')}>
              <TextField.Root {...textInput(props, 'confirmPassword')} type="password" autoComplete="new-password" />
            </ProfileField>
          </Grid>
        </>
      )}
    </Section>
  );
}
