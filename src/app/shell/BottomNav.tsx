import { Link, useLocation } from 'wouter';
import { Flex, Text, Tooltip } from '@radix-ui/themes';
import { ExitIcon, GearIcon } from '@radix-ui/react-icons';
import { useSelector } from '@xstate/react';
import { endImpersonation, impersonationActor } from '../../session/impersonation.ts';
import { sessionActor } from '../../session/session.ts';
import { useClaims } from '../../session/useSession.ts';
import { NotificationsButton } from '../../features/notifications/NotificationsButton.tsx';
import { useT } from '../../i18n/useT.ts';
import styles from './SideNav.module.css';

/** Notifications, Settings and Logout at the bottom of the side navigation. */
export function BottomNav({ expanded }: { expanded: boolean }) {
  const [location] = useLocation();
  const t = useT();
  const claims = useClaims();
  const impersonating = Boolean(claims?.impersonatedBy);
  const ending = useSelector(impersonationActor, (s) => s.hasTag('busy'));
  // Always the same element tree (a remount mid-click would lose the click); the tooltip is just
  // kept closed while the navigation is expanded and shows the label itself.
  const withTooltip = (label: string, node: React.ReactElement) => (
    <Tooltip content={label} side="right" open={expanded ? false : undefined}>
      {node}
    </Tooltip>
  );

  const signOut = () => {
    // While impersonating, the logout entry reads 'Back to admin' and ends the impersonation.
    if (impersonating) return endImpersonation();
    sessionActor.send({ type: 'session.signOut' });
    // A full navigation drops every cache of the old session.
    window.location.assign('/');
  };

  return (
    <Flex direction="column" gap="1">
      <NotificationsButton
        trigger={(button) => withTooltip(t('Notifications'), button)}
        classes={{ item: styles.item, label: styles.label, dot: styles.dot }}
      />
      {withTooltip(
        t('Settings'),
        <Link href="/settings/profile" className={styles.item} data-active={location.startsWith('/settings') || undefined} aria-label={t('Settings')}>
          <GearIcon width={18} height={18} />
          <Text size="2" className={styles.label}>
            {t('Settings')}
          </Text>
        </Link>,
      )}
      {withTooltip(
        impersonating ? t('Back to admin') : t('Logout'),
        <button
          type="button"
          className={styles.item}
          onClick={signOut}
          disabled={ending}
          aria-busy={ending || undefined}
          aria-label={impersonating ? t('Back to admin') : t('Logout')}
        >
          <ExitIcon width={18} height={18} />
          <Text size="2" className={styles.label}>
            {impersonating ? t('Back to admin') : t('Logout')}
          </Text>
        </button>,
      )}
    </Flex>
  );
}
