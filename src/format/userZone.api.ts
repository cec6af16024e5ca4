// Reads the signed-in user's profile time zone into the store (userZone.ts), which holds no client so
// pure code and node tests can import it.
import { apiClient } from '../graphql/apiClient.ts';
import { graphql } from '../graphql/graphql.ts';
import { setUserZone } from './userZone.ts';

const UserZoneQuery = graphql(`
  query UserClockZone {
    profile {
      data {
        timezoneId
      }
    }
  }
`);

/** Reads the signed-in user's zone (after sign-in, impersonation, a saved profile); a failure keeps the last one. */
export async function loadUserZone(): Promise<void> {
  try {
    const result = await apiClient.query(UserZoneQuery, {}, { requestPolicy: 'network-only' }).toPromise();
    setUserZone(result.data?.profile?.data?.timezoneId);
  } catch (error) {
    console.warn('The profile time zone could not be read', error);
  }
}
