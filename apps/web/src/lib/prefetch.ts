import type { CurrentUser } from '@app/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { Caller } from './http';

/**
 * How long data the server drew a page with counts as fresh. Lists and counters change on the server,
 * so a revisit asks again; but not within seconds, so what the server has just drawn is not asked for
 * a second time as the app takes the page over (decisions 039 and 066).
 */
export const RENDERED_FRESH_MS = 10_000;

/**
 * What a screen the server draws asks for first, under the keys the screen asks with: the signed-in
 * user, the server's caller (the page request's cookies), the address's query string (a list's
 * page, filters and sort) and its route's path parameters (as `useParams` reads them: a listing's
 * vlancode, say). A failure rejects.
 */
export type Prefetch = (
  queryClient: QueryClient,
  user: CurrentUser,
  caller: Caller,
  search: URLSearchParams,
  params: PathParams,
) => Promise<void>;

/** A route's path parameters, as React Router matched them (an optional one may be missing). */
export type PathParams = Readonly<Record<string, string | undefined>>;

/** A list's page in the address (`?page=`): a whole number from 1, else the first page. */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}
