import { fromPromise } from 'xstate';
import type { TokenPair } from '../session/session.types.ts';
import type { LoginRequest, RequestResetPasswordInput } from './login.types.ts';

/** POST /auth/v1/login. Rejects with a `LoginFailure` ({ status, message? }). */
export const login = fromPromise<TokenPair, LoginRequest>(async () => {
  throw new Error('login: actor "login" not provided');
});

/** POST /auth/v1/requestResetPassword. Rejects with a `LoginFailure`. */
export const requestResetPassword = fromPromise<void, RequestResetPasswordInput>(async () => {
  throw new Error('login: actor "requestResetPassword" not provided');
});
