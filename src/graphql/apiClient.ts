import { authBridge } from '../session/session.ts';
import { createApiClient } from './client.ts';

/** The app's urql client: every call carries the session's bearer token. */
export const apiClient = createApiClient(authBridge);
