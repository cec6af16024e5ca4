// The pile list's search (machines/machinePile/machinePile.rules.ts): name or internal id, any case,
// the typed spaces around it ignored, the members' order kept.
import { describe, expect, it } from 'vitest';
import { membersMatching } from '../../machines/machinePile/machinePile.rules.ts';

const members = [
  { assetId: 1, name: 'Volvo EC220E', internalId: 'NB-00017' },
  { assetId: 2, name: 'CAT 320', internalId: 'NB-00170' },
  { assetId: 3, name: 'Komatsu PC210', internalId: 'FM-00003' },
];

describe('membersMatching', () => {
  it('matches the name or the internal id in any case, spaces around the query ignored', () => {
    expect(membersMatching(members, '  vOLVO ').map((m) => m.assetId)).toEqual([1]);
    expect(membersMatching(members, 'nb-').map((m) => m.assetId)).toEqual([1, 2]);
    expect(membersMatching(members, '00017').map((m) => m.assetId)).toEqual([1]);
    expect(membersMatching(members, 'fm').map((m) => m.assetId)).toEqual([3]);
  });

  it('keeps every member, in order, for an empty or blank query, and none for a miss', () => {
    expect(membersMatching(members, '   ')).toEqual(members);
    expect(membersMatching(members, '')).not.toBe(members);
    expect(membersMatching(members, 'zzz')).toEqual([]);
  });
});
