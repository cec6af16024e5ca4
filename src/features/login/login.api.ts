// The login page's calls (through Mesh, without a session).
import { graphql } from '../../graphql/graphql.ts';
import { publicMutation } from '../../graphql/publicClient.ts';
import type { LoginRequest, RequestResetPasswordInput } from '../../../machines/login/login.types.ts';
import type { TokenPair } from '../../../machines/session/session.types.ts';

const LoginMutation = graphql(`
  mutation Login($input: login_request_Input) {
    login(input: $input) {
      data {
        access_token
        expires_in
        refresh_expires_in
        token_type
      }
    }
  }
`);

const RequestResetMutation = graphql(`
  mutation RequestResetPassword($input: requestResetPassword_request_Input) {
    requestResetPassword(input: $input) {
      succeeded
    }
  }
`);

export async function loginCall(input: LoginRequest): Promise<TokenPair> {
  return publicMutation(LoginMutation, { input }, (d) => d.login?.data);
}

export async function requestResetCall(input: RequestResetPasswordInput): Promise<void> {
  await publicMutation(RequestResetMutation, { input: { email: input.email } });
}
