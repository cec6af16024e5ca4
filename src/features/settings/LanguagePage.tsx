// Settings → Language & Region (/settings/language): the user's language from the language
// dictionary and their time zone, saved to the profile (PUT /common/v1/profile, through the same
// profile machine as the Profile tab). Once saved, the interface switches to the new language.
import { useState, type FormEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useQuery } from 'urql';
import { Flex, RadioCards, Text } from '@radix-ui/themes';
import { isDirty } from '../../../machines/profile/profile.validation.ts';
import { useUnsavedChangesGuard } from '../../app/useUnsavedChangesGuard.ts';
import { inspect } from '../../app/inspector.ts';
import { settingsProfileMachine } from './settingsProfileMachine.ts';
import { msg } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/useT.ts';
import { SettingsLoadFailed, SettingsLoading } from './SettingsLoadStates.tsx';
import { LanguagesQuery, TimeZonesQuery } from './profile.api.ts';
import { SaveChangesBar, Section } from './ProfileSections.tsx';
import { TimeZonePicker } from './TimeZonePicker.tsx';
import { FormField } from '../../components/form/FormField.tsx';

/** Language dictionary ids with a full translation (English is the source; server/src/i18n/catalog.ts). */
const TRANSLATED = new Set([1, 2, 3]);
/** How a date reads everywhere in Siteline (spec: YYYY/MM/DD). */
const DATE_EXAMPLE = '2026/11/23';

// No password on this page: no new tokens to store.
const machine = settingsProfileMachine(() => {});

export function LanguagePage() {
  const t = useT();
  const actor = useActorRef(machine, { inspect });
  const view = useSelector(actor, (s) => (s.hasTag('view:loading') ? 'loading' : s.hasTag('view:loadFailed') ? 'loadFailed' : 'form'));
  const values = useSelector(actor, (s) => s.context.values);
  const serverErrors = useSelector(actor, (s) => s.context.serverErrors);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const dirty = useSelector(actor, (s) => isDirty(s.context.profile, s.context.values));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const canSave = useSelector(actor, (s) => s.can({ type: 'profile.save' }));
  const [submitted, setSubmitted] = useState(false);
  const [languages] = useQuery({ query: LanguagesQuery });
  const [timeZones] = useQuery({ query: TimeZonesQuery });
  useUnsavedChangesGuard(dirty && !busy);

  if (view === 'loading') return <SettingsLoading />;
  if (view === 'loadFailed')
    return <SettingsLoadFailed message={t('Your settings could not be loaded.')} onRetry={() => actor.send({ type: 'profile.retry' })} />;

  const error = (field: 'languageId' | 'timezoneId') => {
    const message = serverErrors[field] ?? (submitted ? fieldErrors[field] : undefined);
    return message === undefined ? undefined : t(message);
  };
  const options = (languages.data?.dictionaryLanguage?.data ?? []).filter((l) => l !== null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    actor.send({ type: 'profile.save' });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('Language & Region')}>
      <Flex direction="column" gap="4" p="5" maxWidth="800px">
        <Section title={msg('Language')} description={msg('The language Siteline speaks to you in.')}>
          <RadioCards.Root
            value={values.languageId === null ? undefined : String(values.languageId)}
            onValueChange={(id) => actor.send({ type: 'profile.changed', values: { languageId: Number(id) } })}
            columns={{ initial: '1', sm: '3' }}
            aria-label={t('Language')}
          >
            {options.map((l) => (
              <RadioCards.Item key={l.id} value={String(l.id)}>
                <Flex direction="column" width="100%">
                  <Text weight="bold" lang={l.id === 1 ? 'en' : undefined}>
                    {l.name}
                  </Text>
                  {TRANSLATED.has(l.id) ? null : (
                    <Text size="1" color="gray">
                      {t('Shown in English until translated')}
                    </Text>
                  )}
                </Flex>
              </RadioCards.Item>
            ))}
          </RadioCards.Root>
          {error('languageId') ? (
            <Text size="1" color="red" role="alert">
              {error('languageId')}
            </Text>
          ) : null}
        </Section>
        <Section title={msg('Region')} description={msg('The time zone times are shown in. Dates read year/month/day everywhere.')}>
          <FormField
            id="language-timezoneId"
            label={t('Time zone')}
            error={error('timezoneId')}
            hint={t('Dates look like this: {example}', { example: DATE_EXAMPLE })}
          >
            <TimeZonePicker
              id="language-timezoneId"
              zones={(timeZones.data?.dictionaryTimeZone?.data ?? []).filter((z) => z !== null)}
              value={values.timezoneId}
              invalid={!!error('timezoneId')}
              onChange={(timezoneId) => actor.send({ type: 'profile.changed', values: { timezoneId } })}
            />
          </FormField>
        </Section>
        <SaveChangesBar
          dirty={dirty}
          busy={busy}
          canSave={canSave}
          onDiscard={() => {
            setSubmitted(false);
            actor.send({ type: 'profile.discard' });
          }}
        />
      </Flex>
    </form>
  );
}
