// Place addresses (spec: /map?placeId={id}, also placeId on /places). Ours: ?addPlace on the map
// starts drawing a new place (optionally of a type: 0 depot, 1 work site, 2 region), ?editPlace=1
// with a placeId edits that place there.

export function readPlaceId(params: URLSearchParams): number | null {
  const raw = params.get('placeId');
  if (raw === null || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** A copy with placeId set (or removed with the editing flag for null); every other parameter kept. */
export function withPlaceId(params: URLSearchParams, placeId: number | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (placeId === null) {
    next.delete('placeId');
    next.delete('editPlace');
  } else next.set('placeId', String(placeId));
  return next;
}

export const readEditing = (params: URLSearchParams) => params.get('editPlace') === '1';

/** null: not adding; otherwise the type preselected (work site unless the address says). */
export function readAdding(params: URLSearchParams): 0 | 1 | 2 | null {
  const raw = params.get('addPlace');
  if (raw === null) return null;
  return raw === '0' ? 0 : raw === '2' ? 2 : 1;
}

export const mapLinks = {
  show: (id: number) => `/map?placeId=${id}`,
  edit: (id: number) => `/map?placeId=${id}&editPlace=1`,
  add: (type?: 0 | 1 | 2) => `/map?addPlace=${type ?? 1}`,
};
