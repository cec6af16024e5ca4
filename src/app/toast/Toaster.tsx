import { useSyncExternalStore } from 'react';
import { Button, Card, Flex, IconButton, Text } from '@radix-ui/themes';
import { Cross2Icon } from '@radix-ui/react-icons';
import { toastStore } from './toastStore.ts';
import { t as translate } from '../../i18n/i18n.ts';

const toneColor = { info: 'var(--accent-9)', success: 'var(--green-9)', error: 'var(--red-9)' } as const;

export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.list);
  return (
    <Flex direction="column" gap="2" style={{ position: 'fixed', right: 16, bottom: 16, zIndex: 1000, width: 360 }} aria-live="polite">
      {toasts.map((t) => (
        <Card key={t.id} role="status" style={{ borderLeft: `4px solid ${toneColor[t.tone ?? 'info']}` }}>
          <Flex gap="3" align="start">
            <Flex direction="column" gap="1" style={{ flex: 1 }}>
              <Text weight="bold" size="2">
                {t.title}
              </Text>
              {t.text ? (
                <Text size="2" color="gray">
                  {t.text}
                </Text>
              ) : null}
            </Flex>
            {t.action ? (
              <Button
                size="1"
                onClick={() => {
                  t.action!.onClick();
                  toastStore.dismiss(t.id);
                }}
              >
                {t.action.label}
              </Button>
            ) : null}
            <IconButton size="1" variant="ghost" color="gray" aria-label={translate('Dismiss')} onClick={() => toastStore.dismiss(t.id)}>
              <Cross2Icon />
            </IconButton>
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}
