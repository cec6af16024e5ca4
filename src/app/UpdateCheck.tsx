// Runs the updateCheck machine for the whole visit: every 30 min it compares /frontend-version.txt
// with this bundle's version and, on a difference, shows a persistent toast with 'Reload'.
import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { updateCheckMachine } from '../../machines/updateCheck/updateCheck.machine.ts';
import { FRONTEND_VERSION } from '../version.ts';
import { inspect } from './inspector.ts';
import { toastStore } from './toast/toastStore.ts';
import { t } from '../i18n/i18n.ts';

const machine = updateCheckMachine.provide({
  actors: {
    fetchFrontendVersion: fromPromise(async () => {
      const res = await fetch('/frontend-version.txt', { cache: 'no-store' });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return res.text();
    }),
  },
  actions: { reloadPage: () => window.location.reload() },
});

export function UpdateCheck() {
  const actor = useActorRef(machine, { input: { runningVersion: FRONTEND_VERSION }, inspect });
  const available = useSelector(actor, (s) => (s.hasTag('view:toast') ? s.context.availableVersion : null));
  useEffect(() => {
    if (!available) return;
    const id = toastStore.show({
      title: t('A new version of Siteline is available'),
      text: t('Version {version} is ready. Reload to use it.', { version: available }),
      duration: null,
      action: { label: t('Reload'), onClick: () => actor.send({ type: 'update.reload' }) },
    });
    return () => toastStore.dismiss(id);
  }, [available, actor]);
  return null;
}
