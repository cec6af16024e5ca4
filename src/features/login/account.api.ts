// The activation and reset-password calls (through Mesh, without a session).
import { publicClient, publicMutation } from '../../graphql/publicClient.ts';
import { graphql } from '../../graphql/graphql.ts';
import { throwIfFailed } from '../../graphql/unwrap.ts';
import type { ActivateAccountRequest, WorkTitle } from '../../../machines/activation/activation.types.ts';
import type { ResetPasswordRequest } from '../../../machines/resetPassword/resetPassword.types.ts';
import type { TokenPair } from '../../../machines/session/session.types.ts';

const WorkTitlesQuery = graphql(`
  query ActivationWorkTitles {
    activationWorkTitles {
      data {
        id
        name
      }
    }
  }
`);

const ActivateAccountMutation = graphql(`
  mutation ActivateAccount($input: activateAccount_request_Input) {
    activateAccount(input: $input) {
      data {
        access_token
        expires_in
        refresh_expires_in
        token_type
      }
    }
  }
`);

const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: resetPassword_request_Input) {
    resetPassword(input: $input) {
      data {
        access_token
        expires_in
        refresh_expires_in
        token_type
      }
    }
  }
`);

export async function workTitlesCall(): Promise<WorkTitle[]> {
  // /graphql answers POST only; the public client would send a short query as GET.
  const result = await publicClient.query(WorkTitlesQuery, {}).toPromise();
  throwIfFailed(result);
  return (result.data?.activationWorkTitles?.data ?? []).filter((w): w is WorkTitle => w !== null);
}

const KeyStatusMutation = graphql(`
  mutation ActivationKeyStatus($input: activationKeyStatus_request_Input) {
    activationKeyStatus(input: $input) {
      data {
        status
      }
    }
  }
`);

export type ActivationKeyStatus = 'valid' | 'used' | 'expired' | 'unknown';

export async function activationKeyStatusCall(activationKey: string): Promise<ActivationKeyStatus> {
  const data = await publicMutation(KeyStatusMutation, { input: { activationKey } });
  return data.activationKeyStatus?.data?.status ?? 'unknown';
}

export async function activateAccountCall(input: ActivateAccountRequest): Promise<TokenPair> {
  return publicMutation(ActivateAccountMutation, { input }, (d) => d.activateAccount?.data);
}

/** Success reads data (access_token …): the reset signs the user in. */
export async function resetPasswordCall(input: ResetPasswordRequest): Promise<TokenPair> {
  return publicMutation(ResetPasswordMutation, { input }, (d) => d.resetPassword?.data);
}
