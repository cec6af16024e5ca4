// A dialog's one-field name form (API clients, integrations): its own rule, shown after blur or
// submit, and the server's message for the name it was about; Cancel closes the dialog.
import { useState, type FormEvent } from 'react';
import { Button, Dialog, Flex, TextField } from '@radix-ui/themes';
import { FormField } from './FormField.tsx';
import { useT } from '../../i18n/useT.ts';
import { serverText } from '../../i18n/serverText.ts';

export interface NameFormProps {
  id: string;
  initial: string;
  busy: boolean;
  serverError: string | null;
  submitLabel: string;
  hint: string;
  maxLength: number;
  /** The field's own rule: an English message (shown through t()) or null. */
  rule: (name: string) => string | null;
  /** Submit is disabled while the name is the one the form started with (a rename). */
  unchangedDisabled?: boolean;
  onSubmit: (name: string) => void;
}

export function NameForm({ id, initial, busy, serverError, submitLabel, hint, maxLength, rule, unchangedDisabled, onSubmit }: NameFormProps) {
  const t = useT();
  const [name, setName] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [submittedName, setSubmittedName] = useState<string | null>(null);
  const localError = touched ? rule(name) : null;
  // The server's message belongs to the name it was about; typing another name clears it.
  const error = localError ?? (submittedName === name ? serverError : null) ?? undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setSubmittedName(name);
    if (!rule(name)) onSubmit(name);
  };
  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel}>
      <Flex direction="column" gap="3">
        <FormField id={id} label={t('Name')} error={error ? serverText(error) : undefined} hint={hint}>
          <TextField.Root
            id={id}
            autoComplete="off"
            // Longer than the rule allows, so an over-long paste is shown and refused, not cut.
            maxLength={maxLength + 20}
            value={name}
            aria-invalid={!!error}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
            onChange={(e) => setName(e.target.value)}
            onBlur={() => setTouched(true)}
          />
        </FormField>
        <Flex gap="3" justify="end" mt="2" wrap="wrap">
          <Dialog.Close>
            <Button type="button" variant="soft" color="gray" disabled={busy}>
              {t('Cancel')}
            </Button>
          </Dialog.Close>
          <Button type="submit" loading={busy} disabled={unchangedDisabled && name.trim() === initial.trim() && initial !== ''}>
            {submitLabel}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
