// One field of the Details tab: its value in view mode, its control in edit mode; a locked field
// is disabled with the spec's tooltip.
import type { ReactNode } from 'react';
import { DataList, Flex, Text, Tooltip } from '@radix-ui/themes';
import { LockClosedIcon } from '@radix-ui/react-icons';
import { AEMP_LOCKED } from '../../../machines/assetDetails/assetDetails.rules.ts';
import { useT } from '../../i18n/useT.ts';
import { serverText } from '../../i18n/serverText.ts';

interface DetailFieldProps {
  id: string;
  label: string;
  /** The text shown in view mode ('—' when empty). `label` and `hint` are English (msg()), shown in the user's language. */
  value: string | number | null | undefined;
  editing: boolean;
  locked?: boolean;
  error?: string;
  hint?: string;
  /** The control in edit mode (given `disabled` by the caller when locked). */
  control?: ReactNode;
}

export function DetailField({ id, label, value, editing, locked = false, error, hint, control }: DetailFieldProps) {
  const t = useT();
  const shown = value === null || value === undefined || value === '' ? '—' : String(value);
  return (
    <DataList.Item>
      <DataList.Label minWidth="150px">
        <Text as="label" htmlFor={editing ? id : undefined}>
          {t(label)}
        </Text>
      </DataList.Label>
      <DataList.Value>
        {editing && control ? (
          <Flex direction="column" gap="1" width="100%">
            {locked ? (
              <Tooltip content={t(AEMP_LOCKED)}>
                <Flex align="center" gap="2" data-locked="true" aria-label={`${t(label)}: ${t(AEMP_LOCKED)}`}>
                  <LockClosedIcon color="gray" />
                  <Text color="gray">{shown}</Text>
                </Flex>
              </Tooltip>
            ) : (
              control
            )}
            {error ? (
              <Text size="1" color="red" role="alert" id={`${id}-error`}>
                {serverText(error)}
              </Text>
            ) : hint ? (
              <Text size="1" color="gray" id={`${id}-hint`}>
                {t(hint)}
              </Text>
            ) : null}
          </Flex>
        ) : (
          <Text data-testid={`detail-${id}`}>{shown}</Text>
        )}
      </DataList.Value>
    </DataList.Item>
  );
}
