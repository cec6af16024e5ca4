// The profile page's calls. The profile itself goes through the machine (load, save); the
// dictionaries are plain cached reads for the page.
import { apiClient } from '../../graphql/apiClient.ts';
import { unwrap } from '../../graphql/unwrap.ts';
import { graphql } from '../../graphql/graphql.ts';
import type { Profile, SaveProfileOutput, UpdateProfileRequest } from '../../../machines/profile/profile.types.ts';

const ProfileQuery = graphql(`
  query Profile {
    profile {
      data {
        login
        firstName
        lastName
        languageId
        timezoneId
        jobTitle
      }
    }
  }
`);

const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: updateProfile_request_Input) {
    updateProfile(input: $input) {
      data {
        login
        firstName
        lastName
        languageId
        timezoneId
        jobTitle
        tokens {
          access_token
          expires_in
          refresh_expires_in
          token_type
        }
      }
    }
  }
`);

export const LanguagesQuery = graphql(`
  query ProfileLanguages {
    dictionaryLanguage {
      data {
        id
        name
      }
    }
  }
`);

export const TimeZonesQuery = graphql(`
  query ProfileTimeZones {
    dictionaryTimeZone {
      data {
        id
        name
      }
    }
  }
`);

export async function loadProfileCall(): Promise<Profile> {
  const result = await apiClient.query(ProfileQuery, {}, { requestPolicy: 'network-only' }).toPromise();
  const profile = unwrap(result, (d) => d.profile?.data);
  return { ...profile, jobTitle: profile.jobTitle ?? null };
}

export async function saveProfileCall(input: UpdateProfileRequest): Promise<SaveProfileOutput> {
  const result = await apiClient.mutation(UpdateProfileMutation, { input }).toPromise();
  const data = unwrap(result, (d) => d.updateProfile?.data);
  const { tokens, ...profile } = data;
  return { profile: { ...profile, jobTitle: profile.jobTitle ?? null }, tokens: tokens ?? null };
}
