// Browser errors go to POST /web/v1/logs/error so support can see what broke for a customer.
// Bounded: the same message is sent once, and at most 20 reports per page load.
import { graphql } from '../graphql/graphql.ts';
import { apiClient } from '../graphql/apiClient.ts';
import { sessionActor } from '../session/session.ts';

const LogError = graphql(`
  mutation LogError($input: logError_request_Input) {
    logError(input: $input) {
      data {
        id
      }
    }
  }
`);

const sent = new Set<string>();
const MAX_REPORTS = 20;

export function reportClientError(message: string, uri: string, lineNumber: number | null) {
  const claims = sessionActor.getSnapshot().context.claims;
  // The log route is a Web route; support sessions and signed-out visitors are not reported.
  if (claims?.scope !== 'web' || sent.has(message) || sent.size >= MAX_REPORTS) return;
  sent.add(message);
  void apiClient.mutation(LogError, { input: { message: message.slice(0, 4000), uri: uri.slice(0, 2000), lineNumber } }).toPromise();
}

export function installGlobalErrorReporting() {
  window.addEventListener('error', (event) =>
    reportClientError(event.message || String(event.error), event.filename || window.location.href, event.lineno ?? null),
  );
  window.addEventListener('unhandledrejection', (event) => {
    const reason = event.reason instanceof Error ? event.reason.message : String(event.reason);
    reportClientError(`Unhandled rejection: ${reason}`, window.location.href, null);
  });
}
