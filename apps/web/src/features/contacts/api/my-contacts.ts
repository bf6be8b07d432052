import type { ContactFilterInput, ContactPage } from '@app/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, type Caller } from '../../../lib/http';
import { RENDERED_FRESH_MS } from '../../../lib/prefetch';
import { lazyEndpoint } from '../../../lib/schemas';
import type { ContactSide } from '../contact-params';

const listMyContacts = lazyEndpoint('listMyContacts');
const listMySentContacts = lazyEndpoint('listMySentContacts');

/** POST my-contacts (received) or POST my-contacts/sent. */
export const fetchContacts = (
  side: ContactSide,
  filter: ContactFilterInput,
  signal?: AbortSignal,
  caller: Caller = call,
) => caller(side === 'sent' ? listMySentContacts : listMyContacts, { body: filter }, { signal });

/** Keyed by user: another user logging in on the same page never sees these. */
export const contactsKey = (userId: number, side: ContactSide) => ['contacts', side, userId] as const;

export const contactsQuery = (
  userId: number,
  side: ContactSide,
  filter: ContactFilterInput,
  caller: Caller = call,
) =>
  queryOptions<ContactPage>({
    queryKey: [...contactsKey(userId, side), filter] as const,
    queryFn: ({ signal }) => fetchContacts(side, filter, signal, caller),
    // New contacts arrive all day: a revisit asks again, once the page the server drew is taken over.
    staleTime: RENDERED_FRESH_MS,
  });

/** The previous page stays on screen while the next one loads, so the list does not jump. */
export const useContacts = (userId: number, side: ContactSide, filter: ContactFilterInput) =>
  useQuery({ ...contactsQuery(userId, side, filter), placeholderData: keepPreviousData });
