import { useEffect } from 'react';
import { useLocation } from 'wouter';
import type { TokenPair } from '../../../machines/session/session.types.ts';
import { toastStore } from '../../app/toast/toastStore.ts';
import { sessionActor } from '../../session/session.ts';

/**
 * Activation and reset success (spec, section 4: Login flow): store the token, go to / (which
 * sends the user home) and show the success message. The address with the spent key is replaced,
 * so Back does not return to it.
 */
export function useAccountSignIn(output: { tokens: TokenPair; message: string } | null) {
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!output) return;
    sessionActor.send({ type: 'session.signedIn', tokens: output.tokens, now: Date.now() });
    toastStore.show({ title: output.message, tone: 'success' });
    navigate('/', { replace: true });
  }, [output, navigate]);
}
