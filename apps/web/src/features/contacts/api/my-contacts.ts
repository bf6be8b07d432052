import type { ContactFilterInput, ContactPage } from '@app/contract';
import { endpoints } from '@app/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import type { ContactSide } from '../contact-params';

/** POST my-contacts (received) or POST my-contacts/sent. */
export const fetchContacts = (side: ContactSide, filter: ContactFilterInput, signal?: AbortSignal) =>
  call(
    side === 'sent' ? endpoints.listMySentContacts : endpoints.listMyContacts,
    { body: filter },
    { signal },
  );

/** Keyed by user: another user logging in on the same page never sees these. */
export const contactsKey = (userId: number, side: ContactSide) => ['contacts', side, userId] as const;

export const contactsQuery = (userId: number, side: ContactSide, filter: ContactFilterInput) =>
  queryOptions<ContactPage>({
    queryKey: [...contactsKey(userId, side), filter] as const,
    queryFn: ({ signal }) => fetchContacts(side, filter, signal),
    // New contacts arrive all day: a revisit asks again.
    staleTime: 0,
  });

/** The previous page stays on screen while the next one loads, so the list does not jump. */
export const useContacts = (userId: number, side: ContactSide, filter: ContactFilterInput) =>
  useQuery({ ...contactsQuery(userId, side, filter), placeholderData: keepPreviousData });
