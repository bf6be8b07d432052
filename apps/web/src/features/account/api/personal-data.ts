import type { PersonalDataDump } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';

const exportPersonalDataEndpoint = lazyEndpoint('exportPersonalData');

/** GET my-profile/user/dump: everything held about the user (the download reads the same URL). */
export const fetchPersonalData = (signal?: AbortSignal) => call(exportPersonalDataEndpoint, {}, { signal });

export const personalDataKey = ['account', 'personal-data'] as const;

/** Keyed by user: another user logging in on the same page never sees these. */
export const personalDataQuery = (userId: number) =>
  queryOptions<PersonalDataDump>({
    queryKey: [...personalDataKey, userId] as const,
    queryFn: async ({ signal }) => fetchPersonalData(signal),
    // What is stored changes with every edit elsewhere: always show the latest when the page opens.
    staleTime: 0,
  });

export const usePersonalData = (userId: number) => useQuery(personalDataQuery(userId));
