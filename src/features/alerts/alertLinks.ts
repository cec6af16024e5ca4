// The alert selection in the address, as other areas carry theirs (?assetId, ?placeId):
// ?alertId=<id>&alertType=Machine|Place opens that alert's details; ?alertId=new a new place alert.
// The type is needed because machine and place alerts are read by different calls.
import type { AlertKind } from './alerts.grid.ts';

export type AlertSelection = { kind: AlertKind; id: number } | { kind: 'newPlace' };

export function readSelection(params: URLSearchParams): AlertSelection | null {
  const raw = params.get('alertId');
  if (raw === 'new') return { kind: 'newPlace' };
  if (raw === null || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  const kind = params.get('alertType');
  if (id > 2_147_483_647 || (kind !== 'Machine' && kind !== 'Place')) return null;
  return { kind, id };
}

/** The params with this selection (null: none), other params kept. */
export function withSelection(params: URLSearchParams, selection: AlertSelection | null): URLSearchParams {
  params.delete('alertId');
  params.delete('alertType');
  if (selection?.kind === 'newPlace') params.set('alertId', 'new');
  else if (selection) {
    params.set('alertId', String(selection.id));
    params.set('alertType', selection.kind);
  }
  return params;
}

export const selectionKey = (s: AlertSelection) => (s.kind === 'newPlace' ? 'new' : `${s.kind}:${s.id}`);
