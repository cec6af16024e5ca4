import type { ReactNode } from 'react';
import { Flex, Text } from '@radix-ui/themes';

/** A labelled form control with its message underneath (shown by the caller's touched rule). */
export function FormField({ id, label, error, hint, children }: { id: string; label: string; error?: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <Flex direction="column" gap="1" style={{ minWidth: 0 }}>
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      {children}
      {error ? (
        <Text id={`${id}-error`} size="1" color="red" role="alert">
          {error}
        </Text>
      ) : hint ? (
        <Text id={`${id}-hint`} size="1" color="gray">
          {hint}
        </Text>
      ) : null}
    </Flex>
  );
}

/** Which fields were left (blur) or submitted: their messages show; untouched fields stay quiet. */
export function shownError(touched: ReadonlySet<string>, submitted: boolean, field: string, error: string | undefined): string | undefined {
  return submitted || touched.has(field) ? error : undefined;
}
