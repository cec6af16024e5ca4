import { useSelector } from '@xstate/react';
import { hasPermission } from '../../machines/session/session.claims.ts';
import type { SessionClaims } from '../../machines/session/session.types.ts';
import { sessionActor } from './session.ts';

const EMPTY: string[] = [];

export function useSignedIn(): boolean {
  return useSelector(sessionActor, (s) => s.hasTag('signedIn'));
}

export function useClaims(): SessionClaims | null {
  return useSelector(sessionActor, (s) => s.context.claims);
}

export function usePermissions(): string[] {
  return useSelector(sessionActor, (s) => s.context.claims?.permissions ?? EMPTY);
}

/** true when the user holds the permission and not its revoke:* counterpart. */
export function usePermission(permission: string | undefined): boolean {
  const permissions = usePermissions();
  return permission === undefined || hasPermission(permissions, permission);
}
