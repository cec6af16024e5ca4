// A network-only query as a promise an actor can cancel: the machines abort a load they no longer
// want (a newer week, a closed panel, a newer grid request).
import type { AnyVariables, Client, OperationResult, TypedDocumentNode } from '@urql/core';

/** The query's first fresh result; aborting unsubscribes, which cancels the operation in urql, and rejects with the signal's reason. */
export function abortableQuery<Data, Variables extends AnyVariables>(
  client: Client,
  query: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  signal: AbortSignal | undefined,
): Promise<OperationResult<Data, Variables>> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const subscription = client.query(query, variables, { requestPolicy: 'network-only' }).subscribe((result) => {
      if (result.stale) return;
      queueMicrotask(() => subscription.unsubscribe());
      signal?.removeEventListener('abort', abort);
      resolve(result);
    });
    const abort = () => {
      subscription.unsubscribe();
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', abort, { once: true });
  });
}
