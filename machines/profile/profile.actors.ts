import { fromPromise } from 'xstate';
import type { Profile, SaveProfileOutput, UpdateProfileRequest } from './profile.types.ts';

/** GET /common/v1/profile. */
export const loadProfile = fromPromise<Profile, void>(async () => {
  throw new Error('profile: actor "loadProfile" not provided');
});

/** PUT /common/v1/profile. Rejects with a `ProfileFailure` (field map on 400). */
export const saveProfile = fromPromise<SaveProfileOutput, UpdateProfileRequest>(async () => {
  throw new Error('profile: actor "saveProfile" not provided');
});
