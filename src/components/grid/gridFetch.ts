// How a page reads its grid through urql and Mesh: the grid request as the query's input, the
// envelope's data back as a page, failures described as the spec wants ('field: msg1, msg2;').
import { MAX_TEXT_SEARCH } from '../../../machines/grid/grid.search.ts';
import { CombinedError, type AnyVariables, type Client, type TypedDocumentNode } from '@urql/core';
import type { GridPage, GridRequest, GridRow } from '../../../machines/grid/grid.types.ts';
import { abortableQuery } from '../../graphql/abortableQuery.ts';
import { describeApiError, toApiError, type ApiError } from '../../graphql/errors.ts';
import { t } from '../../i18n/i18n.ts';
import { serverText } from '../../i18n/serverText.ts';

/** The grid response (spec): data, summary with total, textSearchColumns. */
export interface GridResponse {
  data?: readonly unknown[] | null;
  summary?: { total?: number | null } | null;
  textSearchColumns?: readonly (string | null)[] | null;
}

export function toGridPage(response: GridResponse | null | undefined, request: GridRequest): GridPage {
  const rows = (response?.data ?? []).filter((r): r is GridRow => typeof r === 'object' && r !== null);
  const total = response?.summary?.total;
  return {
    rows,
    total: typeof total === 'number' ? total : request.start + rows.length,
    textSearchColumns: (response?.textSearchColumns ?? []).filter((c): c is string => typeof c === 'string'),
  };
}

/**
 * One page of a grid Query field, e.g.
 * `fetchPage={(request, signal) => fetchGridPage(apiClient, FleetAssetsQuery, { input: request }, signal, (d) => d.fleetAssets?.data)}`.
 * Aborting (a newer query replaced this one) unsubscribes, which cancels the operation in urql.
 */
export function fetchGridPage<Data, Variables extends AnyVariables>(
  client: Client,
  query: TypedDocumentNode<Data, Variables>,
  variables: Variables & { input: GridRequest },
  signal: AbortSignal,
  pick: (data: Data) => GridResponse | null | undefined,
): Promise<GridPage> {
  return abortableQuery(client, query, variables, signal).then((result) => {
    if (result.error) throw result.error;
    if (result.data === undefined) throw new Error('The grid answered without data');
    return toGridPage(pick(result.data), variables.input);
  });
}

/** What the grid shows for a failed page: the server's field lines or message. */
/** A too-long search (typed in an old layout or a link) gets a sentence, not 'textSearch: must be at most 200 characters;'. */
function describeGridApiError(error: ApiError): string {
  if (error.fields && Object.keys(error.fields).some((field) => field === 'textSearch' || field.endsWith('.textSearch')))
    return t('Search text can be at most {count} characters. Shorten it to search.', { count: MAX_TEXT_SEARCH });
  return describeApiError(error);
}

export function describeGridError(error: unknown): string {
  if (error instanceof CombinedError) return describeGridApiError(toApiError(error));
  if (typeof error === 'object' && error !== null && 'status' in error && 'message' in error) return describeGridApiError(error as ApiError);
  if (error instanceof Error) return serverText(error.message);
  return t('Something went wrong');
}
