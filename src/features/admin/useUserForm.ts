// Form state shared by the add and edit dialogs. A field's message shows once the field was left
// or the form submitted; the server's message for a field shows until that field is changed.
import { useMemo, useState } from 'react';
import type { UserField, UserFieldErrors } from '../../../machines/userAdmin/userAdmin.types.ts';
import { cleanPatch } from '../../../machines/userAdmin/userAdmin.validation.ts';
import { serverText } from '../../i18n/serverText.ts';

export interface UserForm<V> {
  values: V;
  change: (patch: Partial<V>) => void;
  touch: (field: UserField) => void;
  error: (field: UserField) => string | undefined;
  /** Marks the form submitted (every message shows) and returns whether it is valid. */
  submit: () => boolean;
  dirty: boolean;
}

export function useUserForm<V extends object>(
  initial: V,
  validate: (values: V) => UserFieldErrors,
  sent: V | null,
  serverErrors: UserFieldErrors,
): UserForm<V> {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<UserField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const clientErrors = useMemo(() => validate(values), [validate, values]);
  const read = (v: V | null, field: UserField) => (v as Record<string, unknown> | null)?.[field];

  return {
    values,
    change: (patch) => setValues((prev) => ({ ...prev, ...cleanPatch(patch) })),
    touch: (field) => setTouched((prev) => new Set(prev).add(field)),
    // In the user's language: the rules' texts and the server's are English (src/i18n/serverText.ts).
    error: (field) => {
      if (serverErrors[field] && sent && read(values, field) === read(sent, field)) return serverText(serverErrors[field]);
      const own = submitted || touched.has(field) ? clientErrors[field] : undefined;
      return own === undefined ? undefined : serverText(own);
    },
    submit: () => {
      setSubmitted(true);
      return Object.keys(clientErrors).length === 0;
    },
    dirty: (Object.keys(initial) as (keyof V)[]).some((key) => values[key] !== initial[key]),
  };
}
