// The side navigation's Notifications entry (platform spec: a red dot while new notifications
// exist) and its 344 x 550 popover with the log (features spec §2). The list and the dot come from
// the notificationPolling machine, the 5-second last-read mark from notificationPopover.
import { useEffect, type ReactElement } from 'react';
import { useLocation } from 'wouter';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { Badge, Box, Callout, Flex, Popover, ScrollArea, Spinner, Text } from '@radix-ui/themes';
import { BellIcon } from '@radix-ui/react-icons';
import { notificationPollingMachine } from '../../../machines/notificationPolling/notificationPolling.machine.ts';
import { notificationPopoverMachine } from '../../../machines/notificationPopover/notificationPopover.machine.ts';
import { inspect } from '../../app/inspector.ts';
import { EmptyState } from '../../app/layout/EmptyState.tsx';
import { useT } from '../../i18n/useT.ts';
import { useNarrowScreen } from '../../app/useNarrowScreen.ts';
import { loadNotifications, markNotificationsRead } from './notifications.api.ts';
import styles from './Notifications.module.css';

const pollingMachine = notificationPollingMachine.provide({ actors: { loadNotifications: fromPromise(() => loadNotifications()) } });
const popoverMachine = notificationPopoverMachine.provide({ actors: { markRead: fromPromise<unknown>(() => markNotificationsRead()) } });

interface Props {
  /** Wraps the button (the side navigation's tooltip). */
  trigger: (button: ReactElement) => ReactElement;
  /** The side navigation's own classes, so the entry looks and expands like its neighbours. */
  classes: { item: string; label: string; dot: string };
}

export function NotificationsButton({ trigger, classes }: Props) {
  const polling = useActorRef(pollingMachine, { inspect });
  const popover = useActorRef(popoverMachine, { inspect });
  const { items, newCount, loaded, loadError, unreadIds } = useSelector(polling, (s) => s.context);
  // A page asked for and not answered yet. Shown as data-polling for the UI replays: an answer that
  // repeats the page already shown leaves the screen the same, so only this says it was taken in.
  const pollPending = useSelector(polling, (s) => s.hasTag('busy'));
  const open = useSelector(popover, (s) => s.matches('open'));
  const markError = useSelector(popover, (s) => s.context.error);
  const [, navigate] = useLocation();
  const t = useT();
  // On a phone the button sits at the foot of the navigation drawer: the popover opens above it, across
  // the screen, instead of to its right (off the screen).
  const phone = useNarrowScreen();

  const setOpen = (next: boolean) => {
    const event = next ? ({ type: 'popover.open' } as const) : ({ type: 'popover.close' } as const);
    polling.send(event);
    popover.send(event);
  };
  // The popover is a window onto the log: opening it asks for the newest page as well.
  useEffect(() => {
    if (open) polling.send({ type: 'notifications.refresh' });
  }, [open, polling]);

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      {trigger(
        <Popover.Trigger>
          <button
            type="button"
            className={classes.item}
            aria-label={newCount > 0 ? t('Notifications ({count} new)', { count: newCount }) : t('Notifications')}
            data-testid="notifications-button"
            data-polling={pollPending ? 'true' : 'false'}
          >
            <BellIcon width={18} height={18} />
            {newCount > 0 ? <span className={classes.dot} data-testid="notifications-dot" /> : null}
            <Text size="2" className={classes.label}>
              {t('Notifications')}
            </Text>
          </button>
        </Popover.Trigger>,
      )}
      <Popover.Content
        side={phone ? 'top' : 'right'}
        align={phone ? 'start' : 'end'}
        className={styles.popover}
        aria-label={t('Notifications')}
        data-testid="notifications-popover"
      >
        <Text as="p" weight="bold" size="3" mb="2">
          {t('Notifications')}
        </Text>
        {markError ? (
          <Callout.Root color="red" size="1" mb="2">
            <Callout.Text>{t(markError)}</Callout.Text>
          </Callout.Root>
        ) : null}
        {!loaded ? (
          <Flex justify="center" p="4">
            <Spinner />
          </Flex>
        ) : items.length === 0 ? (
          <EmptyState icon={<BellIcon width={28} height={28} />} title={loadError ? t('Notifications could not be loaded') : t('No notifications')} />
        ) : (
          <ScrollArea scrollbars="vertical" style={{ flex: 1, minHeight: 0 }}>
            <ul className={styles.list}>
              {items.map((n) => {
                // Unread when the popover opened: a word (read out first), not only a tint.
                const unread = unreadIds.includes(n.id);
                return (
                  <li key={n.id}>
                    <button
                      type="button"
                      className={styles.row}
                      data-new={unread || undefined}
                      onClick={() => {
                        setOpen(false);
                        navigate(n.link);
                      }}
                    >
                      <Flex as="span" gap="2" align="start" justify="between" width="100%">
                        <Text as="span" size="2" weight="medium">
                          {n.subject}
                        </Text>
                        {unread ? (
                          <Badge size="1" color="blue" variant="solid" className={styles.newBadge} data-testid="notification-new">
                            {t('New')}
                          </Badge>
                        ) : null}
                      </Flex>
                      <Text as="div" size="1" color="gray">
                        {n.body}
                      </Text>
                      <Text as="div" size="1" color="gray">
                        {n.userTimeFormatted}
                      </Text>
                    </button>
                  </li>
                );
              })}
            </ul>
            <Box height="2" />
          </ScrollArea>
        )}
      </Popover.Content>
    </Popover.Root>
  );
}
