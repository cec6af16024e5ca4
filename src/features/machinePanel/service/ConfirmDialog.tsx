// A yes/no question over the Service tab (save, clear or delete a part, discard changes). It stays
// open and busy while the call it started runs.
import type { ReactNode } from 'react';
import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { useT } from '../../../i18n/useT.ts';

export function ConfirmDialog(props: {
  open: boolean;
  busy?: boolean;
  title: string;
  confirmLabel: string;
  cancelLabel?: string;
  danger?: boolean;
  children: ReactNode;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useT();
  const { open, busy = false, title, confirmLabel, cancelLabel, danger = false, children, onCancel, onConfirm } = props;
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && !busy && onCancel()}>
      <AlertDialog.Content maxWidth="440px">
        <AlertDialog.Title>{title}</AlertDialog.Title>
        <AlertDialog.Description size="2">{children}</AlertDialog.Description>
        <Flex gap="3" justify="end" mt="4" wrap="wrap">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray" disabled={busy}>
              {cancelLabel ?? t('Cancel')}
            </Button>
          </AlertDialog.Cancel>
          <Button color={danger ? 'red' : undefined} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
