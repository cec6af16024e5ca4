// The confirmation before something is deleted: it stays open and busy until the server answers,
// so a failure can be shown where the user is.
import type { ReactNode } from 'react';
import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { useT } from '../../i18n/useT.ts';

export function ConfirmDeleteDialog(props: {
  open: boolean;
  busy: boolean;
  title: string;
  confirmLabel: string;
  maxWidth?: string;
  children: ReactNode;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useT();
  const { open, busy, title, confirmLabel, maxWidth = '440px', children, onCancel, onConfirm } = props;
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && !busy && onCancel()}>
      <AlertDialog.Content maxWidth={maxWidth}>
        <AlertDialog.Title>{title}</AlertDialog.Title>
        <AlertDialog.Description size="2">{children}</AlertDialog.Description>
        <Flex gap="3" justify="end" mt="4">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray" disabled={busy}>
              {t('Cancel')}
            </Button>
          </AlertDialog.Cancel>
          {/* Not an AlertDialog.Action: the dialog stays open, busy, until the server answers. */}
          <Button color="red" loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
