// Settings → Profile: the profile machine owns load, edit and save; this page wires the calls,
// the dictionaries and the session (a password change answers a new token pair).
import { useMemo, useState, type FormEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useQuery } from 'urql';
import { Flex } from '@radix-ui/themes';
import type { ProfileField } from '../../../machines/profile/profile.types.ts';
import { isDirty } from '../../../machines/profile/profile.validation.ts';
import { useUnsavedChangesGuard } from '../../app/useUnsavedChangesGuard.ts';
import { inspect } from '../../app/inspector.ts';
import { settingsProfileMachine } from './settingsProfileMachine.ts';
import { sessionActor } from '../../session/session.ts';
import { useClaims } from '../../session/useSession.ts';
import { LanguagesQuery, TimeZonesQuery } from './profile.api.ts';
import { PasswordSection, PersonalSection, RegionSection, SaveChangesBar } from './ProfileSections.tsx';
import { useT } from '../../i18n/useT.ts';
import { SettingsLoadFailed, SettingsLoading } from './SettingsLoadStates.tsx';

const machine = settingsProfileMachine((tokens) => sessionActor.send({ type: 'session.signedIn', tokens, now: Date.now() }));

export function ProfilePage() {
  const t = useT();
  const actor = useActorRef(machine, { inspect });
  const view = useSelector(actor, (s) => (s.hasTag('view:loading') ? 'loading' : s.hasTag('view:loadFailed') ? 'loadFailed' : 'form'));
  const [languages] = useQuery({ query: LanguagesQuery });
  const [timeZones] = useQuery({ query: TimeZonesQuery });

  if (view === 'loading') return <SettingsLoading />;
  if (view === 'loadFailed')
    return <SettingsLoadFailed message={t('Your profile could not be loaded.')} onRetry={() => actor.send({ type: 'profile.retry' })} />;
  return (
    <ProfileForm
      actor={actor}
      languages={(languages.data?.dictionaryLanguage?.data ?? []).filter((l) => l !== null)}
      timeZones={(timeZones.data?.dictionaryTimeZone?.data ?? []).filter((z) => z !== null)}
    />
  );
}

type ProfileActor = ReturnType<typeof useActorRef<typeof machine>>;

function ProfileForm({
  actor,
  languages,
  timeZones,
}: {
  actor: ProfileActor;
  languages: { id: number; name: string }[];
  timeZones: { id: string; name: string }[];
}) {
  const values = useSelector(actor, (s) => s.context.values);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const serverErrors = useSelector(actor, (s) => s.context.serverErrors);
  const login = useSelector(actor, (s) => s.context.profile?.login ?? '');
  const dirty = useSelector(actor, (s) => isDirty(s.context.profile, s.context.values));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const canSave = useSelector(actor, (s) => s.can({ type: 'profile.save' }));
  const impersonating = Boolean(useClaims()?.impersonatedBy);
  const t = useT();
  const [touched, setTouched] = useState<ReadonlySet<ProfileField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  // Unsaved edits are not dropped without a word when the user navigates away.
  useUnsavedChangesGuard(dirty && !busy);

  const sectionProps = useMemo(
    () => ({
      values,
      error: (field: ProfileField) => {
        const message = serverErrors[field] ?? (submitted || touched.has(field) ? fieldErrors[field] : undefined);
        return message === undefined ? undefined : t(message);
      },
      change: (patch: Partial<typeof values>) => actor.send({ type: 'profile.changed', values: patch }),
      touch: (field: ProfileField) => setTouched((prev) => new Set(prev).add(field)),
    }),
    [values, serverErrors, fieldErrors, submitted, touched, actor, t],
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    actor.send({ type: 'profile.save' });
  };
  const discard = () => {
    setTouched(new Set());
    setSubmitted(false);
    actor.send({ type: 'profile.discard' });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('Profile')}>
      <Flex direction="column" gap="4" p="5" maxWidth="800px">
        <PersonalSection {...sectionProps} login={login} />
        <RegionSection {...sectionProps} languages={languages} timeZones={timeZones} />
        <PasswordSection {...sectionProps} impersonating={impersonating} />
        <SaveChangesBar dirty={dirty} busy={busy} canSave={canSave} onDiscard={discard} />
      </Flex>
    </form>
  );
}
